package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// NewVScroll returns a vertical scroll that a finger drags as well as a
// wheel turns. Every scroll of the screens is made here (.ci/layers checks
// it): Fyne's own scroll follows a drag only on phones, and a Windows or
// Linux tablet sends a finger as a mouse.
func NewVScroll(content fyne.CanvasObject) *container.Scroll {
	return dragScroll(container.NewVScroll, content)
}

// NewHScroll returns a horizontal scroll that a finger drags as well as a
// wheel turns.
func NewHScroll(content fyne.CanvasObject) *container.Scroll {
	return dragScroll(container.NewHScroll, content)
}

// dragScroll puts content on a drag surface inside the scroll that newScroll
// makes. The driver hands a drag to the deepest Draggable under the finger:
// the surface, unless the finger starts on something inside that drags
// itself (an entry selecting text, a slider). Buttons are not Draggable, so
// a drag that starts on one scrolls and does not tap it (the driver sends no
// tap once a drag has begun), while a tap still reaches the button.
func dragScroll(newScroll func(fyne.CanvasObject) *container.Scroll, content fyne.CanvasObject) *container.Scroll {
	d := &dragSurface{content: content}
	d.ExtendBaseWidget(d)
	d.scroll = newScroll(d)
	return d.scroll
}

// dragSurface is the whole content of a kit scroll, as big as the content
// and never smaller than the viewport, so a drag anywhere in it scrolls.
type dragSurface struct {
	widget.BaseWidget
	content fyne.CanvasObject
	scroll  *container.Scroll
}

// Dragged moves the content with the finger, by the drag's distance in the
// scroll's direction, held between the top (left) and the bottom (right).
func (d *dragSurface) Dragged(e *fyne.DragEvent) {
	s := d.scroll
	off := s.Offset
	view, min := s.Size(), d.content.MinSize()
	if s.Direction == container.ScrollVerticalOnly || s.Direction == container.ScrollBoth {
		off.Y = clampOffset(off.Y-e.Dragged.DY, view.Height, min.Height)
	}
	if s.Direction == container.ScrollHorizontalOnly || s.Direction == container.ScrollBoth {
		off.X = clampOffset(off.X-e.Dragged.DX, view.Width, min.Width)
	}
	s.ScrollToOffset(off)
}

// DragEnd leaves the content where the finger left it.
func (d *dragSurface) DragEnd() {}

// CreateRenderer shows the content at the surface's size.
func (d *dragSurface) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(d.content)
}

// clampOffset keeps an offset between 0 and the part of the content that
// does not fit in the view.
func clampOffset(off, view, content float32) float32 {
	return fyne.Max(0, fyne.Min(off, content-view))
}

// ScrollMemory keeps a long screen where the player left it while the same
// step stays on show, and takes it back to the top when the step changes: a
// tap never throws the list under the finger elsewhere, and a new phase
// always opens at its beginning.
type ScrollMemory struct {
	key     string
	last    *container.Scroll
	pending fyne.Position
}

// Scroll wraps content in a vertical scroll (NewVScroll: dragged or
// wheeled); key names the step on show. The same key as last time keeps the
// offset (applied by Restore once the screen is laid out); another key
// starts at the top.
func (m *ScrollMemory) Scroll(key string, content fyne.CanvasObject) *container.Scroll {
	s := NewVScroll(content)
	m.pending = fyne.Position{}
	if key == m.key && m.last != nil {
		m.pending = m.last.Offset
	}
	m.key, m.last = key, s
	return s
}

// Restore scrolls the newest scroll to where the last one of the same step
// was; call it after the screen is in the window (a scroll not yet laid out
// cannot hold an offset).
func (m *ScrollMemory) Restore() {
	if m.last != nil && m.pending != (fyne.Position{}) {
		m.last.ScrollToOffset(m.pending)
	}
}
