package escape

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"hordekeeper/timers"
	"hordekeeper/ui/internal/uitest"
)

// TestPausedTakesNoRoomFromTheClock: at 800x1280 the PAUSED sign came
// above Pause and took its height from the clock side, whose words
// ("Escape! Start rolling.") then hid behind it (a fresh-eyes game):
// paused, the clock side keeps its size and every scroll on screen its
// own, and the sign shows whole inside the window.
func TestPausedTakesNoRoomFromTheClock(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 800, Height: 1280}, {Width: 1280, Height: 800}} {
		h := newHost(t, "", timers.NewFakeClock(time.Unix(1000, 0)))
		h.win.Resize(size)
		h.newGame()
		h.tap("Start")
		h.advance(30 * time.Second)
		sizes := func() []fyne.Size {
			var out []fyne.Size
			for _, s := range uitest.Scrolls(h.canvas()) {
				out = append(out, s.Size())
			}
			return out
		}
		before := sizes()
		h.tap("Pause")
		after := sizes()
		if len(before) != len(after) {
			t.Fatalf("%v: %d scrolls before the pause, %d after", size, len(before), len(after))
		}
		for i := range before {
			if before[i] != after[i] {
				t.Errorf("%v: paused, a scroll went from %v to %v", size, before[i], after[i])
			}
		}
		shown := false
		uitest.WalkObject(h.canvas().Content(), func(o fyne.CanvasObject) {
			if tx, ok := o.(*canvas.Text); ok && tx.Text == "PAUSED" && tx.Visible() {
				shown = true
				pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(tx)
				if need := tx.MinSize(); need.Width > tx.Size().Width+1 || need.Height > tx.Size().Height+1 ||
					pos.X < 0 || pos.X+tx.Size().Width > size.Width {
					t.Errorf("%v: PAUSED needs %v and has %v at %v", size, need, tx.Size(), pos)
				}
			}
		})
		if !shown {
			t.Errorf("%v: no PAUSED on screen", size)
		}
		h.tap("Resume")
		h.tap("Pause")
		leaveAll(t, h)
	}
}
