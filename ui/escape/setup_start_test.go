package escape

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"hordekeeper/timers"
	"hordekeeper/ui/internal/uitest"
)

// TestStartTheGameInView: at 1280x800 "Start the game" lay below the fold
// of the setup form, and a table that swiped or pressed keys could not
// scroll to it (a fresh-eyes game): it lies whole inside the window at
// both tablet sizes, for four survivors, in normal and larger text.
func TestStartTheGameInView(t *testing.T) {
	for _, scale := range []float32{1, 1.4} {
		textScale = scale
		for _, size := range tableSizes {
			h := newHost(t, "", timers.NewFakeClock(time.Unix(1000, 0)))
			h.win.Resize(size)
			Open(h)
			bs := uitest.Buttons(h.canvas(), "Start the game")
			if len(bs) != 1 {
				t.Fatalf("no Start the game: %q", h.texts())
			}
			b := bs[0]
			pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
			if pos.Y < 0 || pos.Y+b.Size().Height > size.Height || b.Size().Height < b.MinSize().Height {
				t.Errorf("text %.1f, %v: Start the game at %v, %v: out of view", scale, size, pos, b.Size())
			}
		}
	}
	textScale = 1
}
