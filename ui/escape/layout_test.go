package escape

import (
	"fmt"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"hordekeeper/timers"
	"hordekeeper/ui/internal/uitest"
)

// escapeScreens opens each Escape screen at size and calls check with its
// name: the new-game form, play before Start, the countdown, the break,
// the question left past the break, the Log, "Leave the game?", the resume
// prompt, the van (phase 2, where "We escaped!" must be in view: at half the
// portrait height for the clock it was a 15-px strip), "We escaped?" and
// the end.
func escapeScreens(t *testing.T, size fyne.Size, check func(name string, h *fakeHost)) {
	clock := timers.NewFakeClock(time.Unix(1000, 0))
	h := newHost(t, t.TempDir(), clock)
	h.win.Resize(size)
	fromHome(h)
	check("new game", h)
	h.tap("Start the game")
	check("play", h)
	h.tap("Start")
	h.advance(cueOffset(t, timers.KindGong, 1) + 3*time.Second)
	check("countdown", h)
	h.advance(cueOffset(t, timers.KindDoorSlam, 1) - cueOffset(t, timers.KindGong, 1) - 3*time.Second + 2*time.Second)
	check("break", h)
	h.advance(20 * time.Second)
	check("question after the break", h)
	h.tap("Everyone made it back")
	h.tap("Log")
	check("log", h)
	h.tap("Close")
	h.tap("Games")
	check("leave the game", h)
	h.tap("Leave the game")
	fromHome(h)
	check("resume", h)
	h.tap("Resume")
	h.toVan()
	check("the van", h)
	h.tap("We escaped!")
	check("we escaped", h)
	h.tap("Cancel")
	h.advance(cueOffset(t, timers.KindZombieCry, 1) - cueOffset(t, timers.KindDoorSlam, 1) - 22*time.Second + 2*time.Second)
	h.tap("No: time is up")
	check("end", h)
}

// TestEveryScreenFitsAFinger opens every Escape screen at four window
// sizes and fails when a button lies outside the window or its scroll, is
// smaller than a finger, overlaps another, or a text is wider than the
// window, at every size: the phone held upright too.
func TestEveryScreenFitsAFinger(t *testing.T) {
	uitest.PureUnderRace(t)
	r := uitest.NewLayoutReport("Escape").FitPhone()
	for _, size := range uitest.Sizes {
		escapeScreens(t, size, fitCheck(r, size))
	}
	r.Finish(t)
}

// fitCheck checks a screen of the walk at size into r: the layout report's
// checks and no text wider than the window.
func fitCheck(r *uitest.LayoutReport, size fyne.Size) func(name string, h *fakeHost) {
	return func(name string, h *fakeHost) {
		var wide []string
		uitest.Walk(h.canvas(), func(o fyne.CanvasObject) {
			if x, ok := o.(*canvas.Text); ok && x.Visible() && x.MinSize().Width > size.Width {
				wide = append(wide, fmt.Sprintf("the text %q is wider than the window", x.Text))
			}
		})
		r.Check(name, size, h.canvas(), wide...)
	}
}
