package escape

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/timers"
	"hordekeeper/ui/internal/uitest"
)

// TestTheBreakReadsWholeInPortrait: at 800x1280 the break's "what to do"
// ran past the clock side's foot ("and make a plan." cut in half, the
// time left out of sight) while the dice under it left room to spare (a
// real window): the break's panel fits its side without scrolling.
func TestTheBreakReadsWholeInPortrait(t *testing.T) {
	h := newHost(t, "", timers.NewFakeClock(time.Unix(1000, 0)))
	h.win.Resize(fyne.NewSize(800, 1280))
	h.newGame()
	h.tap("Start")
	h.advance(cueOffset(t, timers.KindDoorSlam, 1) + 5*time.Second)
	found := false
	for _, s := range uitest.Scrolls(h.canvas()) {
		holds := false
		uitest.WalkObject(s.Content, func(o fyne.CanvasObject) {
			if l, ok := o.(*widget.Label); ok && l.Text == "Break after countdown 1" {
				holds = true
			}
		})
		if !holds {
			continue
		}
		found = true
		if need, has := s.Content.MinSize().Height, s.Size().Height; need > has {
			t.Errorf("the break's panel needs %.0f px and has %.0f: it scrolls", need, has)
		}
	}
	if !found {
		t.Fatalf("no break on screen: %q", h.texts())
	}
	h.tap("Everyone made it back")
	h.tap("Pause")
}

// TestTheCountdownReadsWholeInPortrait: at 800x1280 the time line under
// the countdown's seconds ("10:07 of 15:00 left") was cut in half in
// every countdown (a fresh-eyes game): the countdown's panel fits its
// side without scrolling, paused or not.
func TestTheCountdownReadsWholeInPortrait(t *testing.T) {
	for _, scale := range []float32{1, 1.2, 1.4} {
		textScale = scale
		countdownFits(t, scale)
	}
	textScale = 1
}

func countdownFits(t *testing.T, scale float32) {
	t.Helper()
	h := newHost(t, "", timers.NewFakeClock(time.Unix(1000, 0)))
	h.win.Resize(fyne.NewSize(800, 1280))
	h.newGame()
	h.tap("Start")
	h.advance(cueOffset(t, timers.KindBackWindow, 1) + 5*time.Second)
	for _, paused := range []bool{false, true} {
		if paused {
			h.tap("Pause")
		}
		found := false
		for _, s := range uitest.Scrolls(h.canvas()) {
			holds := false
			uitest.WalkObject(s.Content, func(o fyne.CanvasObject) {
				if l, ok := o.(*widget.Label); ok && l.Text == "Countdown 1" {
					holds = true
				}
			})
			if !holds {
				continue
			}
			found = true
			if need, has := s.Content.MinSize().Height, s.Size().Height; need > has {
				t.Errorf("text %.1f, paused %v: the countdown's panel needs %.0f px and has %.0f: it scrolls", scale, paused, need, has)
			}
		}
		if !found {
			t.Fatalf("no countdown on screen: %q", h.texts())
		}
	}
	leaveAll(t, h)
}
