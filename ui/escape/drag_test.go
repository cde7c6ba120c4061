package escape

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/timers"
	"hordekeeper/ui/internal/uitest"
)

// TestSetupScrollsByAFingerDrag: on a small tablet the new-game form is
// longer than the window; a finger dragging the form brings its last
// option into view, while "Start the game", pinned under the form, is in
// view all along, and a tap there starts the game.
func TestSetupScrollsByAFingerDrag(t *testing.T) {
	h := newHost(t, t.TempDir(), timers.NewFakeClock(time.Unix(1000, 0)))
	h.win.Resize(fyne.NewSize(800, 600))
	Open(h)
	c := h.canvas()
	start := uitest.Button(t, c, "Start the game")
	var last fyne.CanvasObject
	uitest.Walk(c, func(o fyne.CanvasObject) {
		if ch, ok := o.(*widget.Check); ok && ch.Text == "Pause when the app is hidden" {
			last = ch
		}
	})
	if last == nil || uitest.InView(c, last) || !uitest.InView(c, start) {
		t.Fatal("the form fits the window (nothing to drag), or Start the game is out of view")
	}
	d := uitest.DragIntoView(t, c, uitest.TextAt(t, c, "How many survivors?"), last)
	t.Logf("dragged the form %v up", d)
	uitest.TapInView(t, c, start)
	if !h.showsText("15:00") || len(uitest.Buttons(c, "Start")) != 1 {
		t.Fatalf("the tap on Start the game opens the play screen: %q", uitest.Texts(c))
	}
}
