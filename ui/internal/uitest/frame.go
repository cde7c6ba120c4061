package uitest

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// Frames lays a canvas out as the app's GL driver does before each frame it
// draws, and no more: a part whose least size changed since the last frame
// has its parent laid out again (Fyne's EnsureMinSize); nothing else is.
// Fyne's test driver does not do this at all, and Settle lays everything
// out afresh, which hides a part that only a full layout would put right.
type Frames struct {
	c    fyne.Canvas
	seen map[fyne.CanvasObject]fyne.Size
}

// NewFrames starts counting least sizes on c from now, as a window does
// when its content is set.
func NewFrames(c fyne.Canvas) *Frames {
	return &Frames{c: c, seen: map[fyne.CanvasObject]fyne.Size{}}
}

// Draw is one frame: every visible object whose least size changed since
// the last frame (or that is new) has its parent laid out again at the
// parent's size, children before parents; a changed content is laid out at
// the window's size.
func (f *Frames) Draw() {
	root := f.c.Content()
	if root == nil {
		return
	}
	var visit func(o, parent fyne.CanvasObject) bool
	visit = func(o, parent fyne.CanvasObject) bool {
		if !o.Visible() {
			return false
		}
		dirty := false
		for _, ch := range children(o) {
			if ch != nil && visit(ch, o) {
				dirty = true
			}
		}
		if dirty {
			layOut(o)
		}
		m := o.MinSize()
		old, ok := f.seen[o]
		f.seen[o] = m
		return !ok || old != m
	}
	if visit(root, nil) {
		layOut(root)
	}
}

// layOut lays o's children out at o's size, as the driver's updateLayout.
func layOut(o fyne.CanvasObject) {
	switch v := o.(type) {
	case *fyne.Container:
		if v.Layout != nil {
			v.Layout.Layout(v.Objects, v.Size())
		}
	case fyne.Widget:
		if r := test.WidgetRenderer(v); r != nil {
			r.Layout(v.Size())
		}
	}
}
