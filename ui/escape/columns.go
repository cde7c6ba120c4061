package escape

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
)

// phoneWidth is the window width under which the screen is a phone held
// upright: buttons that stand side by side on a tablet stack, one a row,
// so none is pushed out of the window.
const phoneWidth = 600

// columns lays objs out in a grid of n columns, or of one on a phone. The
// choice follows the window's width (known before anything is laid out),
// so it is the same in MinSize and in Layout.
func columns(c func() fyne.Canvas, n int, objs ...fyne.CanvasObject) *fyne.Container {
	return container.New(&phoneColumns{cols: n, canvas: c}, objs...)
}

type phoneColumns struct {
	cols   int
	canvas func() fyne.Canvas
}

func (l *phoneColumns) grid() fyne.Layout {
	n := l.cols
	if cv := l.canvas(); cv != nil {
		if w := cv.Size().Width; w > 0 && w < phoneWidth {
			n = 1
		}
	}
	return layout.NewGridLayoutWithColumns(n)
}

func (l *phoneColumns) Layout(objs []fyne.CanvasObject, s fyne.Size) { l.grid().Layout(objs, s) }

func (l *phoneColumns) MinSize(objs []fyne.CanvasObject) fyne.Size { return l.grid().MinSize(objs) }
