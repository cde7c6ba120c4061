package escape

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/timers"
	"hordekeeper/ui/internal/uitest"
)

// The third round's words: one meaning for the line under the clock, the
// phase's own words, and no voice where none is heard.

// TestTheNextLineCountsToTheGong: the line under the clock counts to the
// gong, the moment the table acts on, straight through the silence and the
// knock: no "in 0:01" that starts over.
func TestTheNextLineCountsToTheGong(t *testing.T) {
	h := newHost(t, "", timers.NewFakeClock(time.Unix(1000, 0)))
	h.newGame()
	h.tap("Start")
	gong := cueOffset(t, timers.KindGong, 1)
	at := gong - 13*time.Second
	h.advance(at)
	for _, s := range []time.Duration{12, 11, 8, 7, 6, 1} {
		h.advance(gong - s*time.Second - at)
		at = gong - s*time.Second
		want := "Countdown 1 begins in " + timers.FormatLeft(s*time.Second)
		if !h.shows(want) || h.shows("Countdown 1 in") || h.shows("The gong of") {
			t.Fatalf("%d s before the gong: %q: %q", s, want, h.texts())
		}
	}
	h.tap("Pause")
}

// TestPhaseTwoSpeaksOfTheVan: in phase 2 the phase is a headline and the
// soundtrack's "back to the search" reads as the van's words; without a
// sound device no caption asks the table to wait for a voice, and the
// break speaks of the players still outside, not of "stragglers".
func TestPhaseTwoSpeaksOfTheVan(t *testing.T) {
	h := newHost(t, "", timers.NewFakeClock(time.Unix(1000, 0)))
	h.newGame()
	h.tap("Start")
	h.advance(time.Second)
	// (The flash of the cue is another helper's: it keeps the track's words.)
	if !h.shows("Watch this screen: it says when play starts.") || h.shows("Wait for the voice.") {
		t.Fatalf("no voice to wait for without sound: %q", h.texts())
	}
	h.advance(cueOffset(t, timers.KindDoorSlam, 1) - time.Second)
	log := h.openLog()
	if strings.Contains(log, "straggler") || !strings.Contains(log, "every player still outside puts their token on the church") {
		t.Fatalf("the rulebook's words for the players outside:\n%s", log)
	}
	h.tap("Close")
	h.tap("Everyone made it back")
	h.advance(21 * time.Second) // the break is over
	h.toVan()
	h.advance(cueOffset(t, timers.KindDoorSlam, 2) + 21*time.Second - cueOffset(t, timers.KindDoorSlam, 1) - 21*time.Second)
	h.tap("Yes, the van was back")
	h.advance(time.Second)
	if all := h.screenText(); strings.Contains(all, "search") || !strings.Contains(all, "The van drives on") {
		t.Fatalf("phase 2's words in phase 2: %q", h.texts())
	}
	var phase *widget.Label
	uitest.Walk(h.canvas(), func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Text == "Phase 2: escape by van" {
			phase = l
		}
	})
	if phase == nil || phase.SizeName != theme.SizeNameHeadingText {
		t.Fatalf("the phase is a headline: %q", h.texts())
	}
	h.tap("Pause")
}

// screenText is the screen's text, overlays left out (the cue's flash is
// another helper's), in one string.
func (h *fakeHost) screenText() string {
	var out []string
	uitest.WalkObject(h.win.Content(), func(o fyne.CanvasObject) {
		if t, ok := o.(*canvas.Text); ok {
			out = append(out, t.Text)
		}
	})
	return strings.Join(out, " ")
}
