package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// Middle puts one object in the middle of the space, as wide as Width or
// the space, whichever is less (never under its MinSize), and as tall as
// it needs: a short screen of its own, like the home screen, on any width.
type Middle struct {
	// Width is the most the object takes.
	Width float32
}

// NewMiddle returns o in the middle, at most width wide.
func NewMiddle(width float32, o fyne.CanvasObject) *fyne.Container {
	return container.New(Middle{Width: width}, o)
}

// Layout centres each object.
func (l Middle) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	for _, o := range objs {
		m := o.MinSize()
		w := fyne.Max(m.Width, fyne.Min(l.Width, s.Width))
		o.Resize(fyne.NewSize(w, m.Height))
		// The height is asked again: a part that wraps knows it now.
		h := o.MinSize().Height
		o.Resize(fyne.NewSize(w, h))
		o.Move(fyne.NewPos((s.Width-w)/2, fyne.Max(0, (s.Height-h)/2)))
	}
}

// MinSize is the object's own.
func (l Middle) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	return m
}
