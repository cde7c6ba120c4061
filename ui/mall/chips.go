package mall

import (
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// The characters in a box sit in a fixed number of rows, so that a box
// does not grow when its third or fifth character arrives and push the
// boxes below down under a finger.
const (
	chipRows   = 3
	chipWidth  = 108
	chipHeight = 36
)

// chipsLayout lays the chips of a box in chipRows rows of chipWidth
// cells, always taking the same height. When more chips come than the
// rows hold at full width (a crowded Parking), the cells narrow and a chip
// too narrow for its name shows its colour's swatch only.
type chipsLayout struct{}

func (chipsLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(chipWidth, chipRows*chipHeight+(chipRows-1)*theme.Padding())
}

func (chipsLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if len(objs) == 0 {
		return
	}
	cols := max(1, int(size.Width/chipWidth))
	if len(objs) > cols*chipRows {
		cols = int(math.Ceil(float64(len(objs)) / chipRows))
	}
	w := size.Width / float32(cols)
	for i, o := range objs {
		r, c := i/cols, i%cols
		if c2, ok := o.(*fyne.Container); ok && len(c2.Objects) == 2 {
			// A chip: swatch and name; the name goes when it does not fit.
			if w < c2.MinSize().Width && c2.Objects[1].Visible() {
				c2.Objects[1].Hide()
			} else if w >= chipWidth && !c2.Objects[1].Visible() {
				c2.Objects[1].Show()
			}
		}
		o.Resize(fyne.NewSize(w, chipHeight))
		o.Move(fyne.NewPos(float32(c)*w, float32(r)*(chipHeight+theme.Padding())))
	}
}
