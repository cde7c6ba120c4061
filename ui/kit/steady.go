package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// steadyLayout keeps its content at least as tall as it has ever been and
// at least floor: a guide whose text grows by a line for one step does not
// pull the board under the players' fingers up and down with every step.
type steadyLayout struct {
	floor, most float32
	// width is the widest the box has been laid out: the tallest height
	// counts at that width only. Fyne lays a new screen out at its least
	// size first (see fit.go), where wrapped text is at its tallest; the
	// real width that follows starts the count again.
	width float32
}

// Layout gives the content the whole space.
func (l *steadyLayout) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	if s.Width > l.width+0.5 {
		l.width, l.most = s.Width, 0
	}
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(s)
	}
}

// MinSize is the content's width and the tallest height seen so far at
// the widest width.
func (l *steadyLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	l.most = fyne.Max(l.most, fyne.Max(m.Height, l.floor))
	return fyne.NewSize(m.Width, l.most)
}

// NewSteady wraps o in a box that never shrinks below floor nor below the
// tallest o has been, so what lies under it stays put.
func NewSteady(floor float32, o fyne.CanvasObject) *fyne.Container {
	return container.New(&steadyLayout{floor: floor}, o)
}
