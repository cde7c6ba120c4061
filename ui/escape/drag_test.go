package escape

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"hordekeeper/timers"
	"hordekeeper/ui/internal/uitest"
)

// TestSetupScrollsByAFingerDrag: on a small tablet the new-game form is
// longer than the window; a finger dragging the form brings "Start the
// game" into view, and a tap there starts the game.
func TestSetupScrollsByAFingerDrag(t *testing.T) {
	h := newHost(t, t.TempDir(), timers.NewFakeClock(time.Unix(1000, 0)))
	h.win.Resize(fyne.NewSize(800, 600))
	Open(h)
	c := h.canvas()
	start := uitest.Button(t, c, "Start the game")
	if uitest.InView(c, start) {
		t.Fatal("the form fits the window: nothing to drag")
	}
	d := uitest.DragIntoView(t, c, uitest.TextAt(t, c, "How many survivors?"), start)
	t.Logf("dragged the form %v up", d)
	uitest.TapInView(t, c, start)
	if !h.showsText("15:00") || len(uitest.Buttons(c, "Start")) != 1 {
		t.Fatalf("the tap on Start the game opens the play screen: %q", uitest.Texts(c))
	}
}
