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
	// The drag under way: where it began on the surface, the offset then,
	// and the farthest the finger has gone from there.
	dragging bool
	start    fyne.Position
	startOff fyne.Position
	farthest float32
}

// TapSlop is how far a finger may wander during a tap: the driver makes a
// drag of any move of 2 px, and a finger on glass moves that much, so a tap
// inside a list was lost. A drag that stays within it is a tap.
const TapSlop = 10

// Dragged moves the content with the finger, by the drag's distance in the
// scroll's direction, held between the top (left) and the bottom (right).
func (d *dragSurface) Dragged(e *fyne.DragEvent) {
	if !d.dragging {
		d.dragging, d.farthest = true, 0
		d.start, d.startOff = e.Position.Subtract(e.Dragged), d.scroll.Offset
	}
	moved := e.Position.Subtract(d.start)
	d.farthest = fyne.Max(d.farthest, fyne.Max(abs32(moved.X), abs32(moved.Y)))
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

// DragEnd leaves the content where the finger left it; a drag that never
// went past TapSlop puts the content back and taps what the finger pressed.
func (d *dragSurface) DragEnd() {
	if !d.dragging {
		return
	}
	d.dragging = false
	if d.farthest >= TapSlop {
		return
	}
	// The start is in the surface's own coordinates, which move with the
	// content, so the same point finds the same button.
	d.scroll.ScrollToOffset(d.startOff)
	if t, at := tappableAt(d.content, d.start); t != nil {
		t.Tapped(&fyne.PointEvent{Position: at, AbsolutePosition: at})
	}
}

// tappableAt is the deepest tappable object reached through containers at
// pos (relative to o), and pos relative to it; nil when there is none.
func tappableAt(o fyne.CanvasObject, pos fyne.Position) (fyne.Tappable, fyne.Position) {
	if !o.Visible() || pos.X < 0 || pos.Y < 0 || pos.X >= o.Size().Width || pos.Y >= o.Size().Height {
		return nil, pos
	}
	if c, ok := o.(*fyne.Container); ok {
		for i := len(c.Objects) - 1; i >= 0; i-- {
			k := c.Objects[i]
			if t, at := tappableAt(k, pos.Subtract(k.Position())); t != nil {
				return t, at
			}
		}
		return nil, pos
	}
	if t, ok := o.(fyne.Tappable); ok {
		return t, pos
	}
	return nil, pos
}

func abs32(x float32) float32 {
	if x < 0 {
		return -x
	}
	return x
}

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
