package kit

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// TestSplitGivesAPhoneItsOwnShare: upright, the first part takes Tall of
// the height on a tablet and Phone on a phone (narrower than Narrow);
// side by side, Ratio of the width.
func TestSplitGivesAPhoneItsOwnShare(t *testing.T) {
	l := Split{Ratio: 0.5, Tall: 0.4, Phone: 0.25}
	for _, c := range []struct {
		size  fyne.Size
		first fyne.Size
	}{
		{fyne.NewSize(800, 1000), fyne.NewSize(800, 400)},
		{fyne.NewSize(400, 1000), fyne.NewSize(400, 250)},
		{fyne.NewSize(1000, 500), fyne.NewSize(500, 500)},
	} {
		a, b := canvas.NewRectangle(nil), canvas.NewRectangle(nil)
		l.Layout([]fyne.CanvasObject{a, b}, c.size)
		if a.Size() != c.first || b.Position().X+b.Size().Width != c.size.Width || b.Position().Y+b.Size().Height != c.size.Height {
			t.Errorf("at %v the parts are %v and %v at %v, want the first %v", c.size, a.Size(), b.Size(), b.Position(), c.first)
		}
	}
}
