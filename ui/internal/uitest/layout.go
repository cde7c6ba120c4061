package uitest

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"hordekeeper/ui/kit"
)

// Problem is one thing on screen a finger cannot use well.
type Problem struct {
	// What says what is wrong, naming the button.
	What string
}

type placed struct {
	o     fyne.CanvasObject
	label string
	pos   fyne.Position
	size  fyne.Size
	clip  fyne.Position // the area the object must lie in
	clipS fyne.Size
	view  fyne.Position // the part of the window it can be seen in
	viewS fyne.Size
}

// visible is the part of p that shows through its viewport.
func (p placed) visible() (fyne.Position, fyne.Size) {
	x0, y0 := fyne.Max(p.pos.X, p.view.X), fyne.Max(p.pos.Y, p.view.Y)
	x1 := fyne.Min(p.pos.X+p.size.Width, p.view.X+p.viewS.Width)
	y1 := fyne.Min(p.pos.Y+p.size.Height, p.view.Y+p.viewS.Height)
	if x1 < x0 || y1 < y0 {
		return fyne.Position{}, fyne.Size{}
	}
	return fyne.NewPos(x0, y0), fyne.NewSize(x1-x0, y1-y0)
}

// Tappables lists every visible, enabled button and check box with its place
// on the canvas and the area it must stay inside (the window, or the
// viewport of the scroll it sits in, which may scroll it into view).
func tappables(c fyne.Canvas) []placed {
	var out []placed
	var visit func(o fyne.CanvasObject, at fyne.Position, clip fyne.Position, clipS fyne.Size, view fyne.Position, viewS fyne.Size)
	visit = func(o fyne.CanvasObject, at fyne.Position, clip fyne.Position, clipS fyne.Size, view fyne.Position, viewS fyne.Size) {
		if o == nil || !o.Visible() {
			return
		}
		pos := at.Add(o.Position())
		if l, ok := Label(o); ok {
			if d, ok := o.(fyne.Disableable); !ok || !d.Disabled() {
				out = append(out, placed{o: o, label: l, pos: pos, size: o.Size(), clip: clip, clipS: clipS, view: view, viewS: viewS})
			}
		}
		if s, ok := o.(*container.Scroll); ok {
			// Inside a scroll, content may lie beyond the viewport: it must
			// stay inside the content, which the player scrolls to.
			clip, clipS = pos, s.Size()
			view, viewS = pos, s.Size()
			if s.Content != nil {
				cs := s.Content.Size()
				if s.Direction == container.ScrollVerticalOnly || s.Direction == container.ScrollBoth {
					clipS.Height = fyne.Max(clipS.Height, cs.Height)
				}
				if s.Direction == container.ScrollHorizontalOnly || s.Direction == container.ScrollBoth {
					clipS.Width = fyne.Max(clipS.Width, cs.Width)
				}
				clip = pos.Add(s.Content.Position())
			}
		}
		for _, child := range children(o) {
			visit(child, pos, clip, clipS, view, viewS)
		}
	}
	size := c.Size()
	if c.Content() != nil {
		visit(c.Content(), fyne.Position{}, fyne.Position{}, size, fyne.Position{}, size)
	}
	ov := c.Overlays().List()
	if len(ov) > 0 {
		// Only the top overlay takes taps; what lies below it is covered.
		out = nil
		top := ov[len(ov)-1]
		visit(top, fyne.Position{}, fyne.Position{}, size, fyne.Position{}, size)
	}
	return out
}

// LayoutProblems finds every tappable object that lies partly outside the
// window (or outside its scroll's content), is smaller than a finger
// (kit.MinTouch on each side), or overlaps another tappable object.
func LayoutProblems(c fyne.Canvas) []Problem {
	var ps []Problem
	ts := tappables(c)
	const eps = 0.5
	for i, t := range ts {
		name := fmt.Sprintf("%q at %v size %v", t.label, t.pos, t.size)
		if t.size.Width+eps < kit.MinTouch || t.size.Height+eps < kit.MinTouch {
			ps = append(ps, Problem{What: name + " is smaller than a finger"})
		}
		if t.pos.X+eps < t.clip.X || t.pos.Y+eps < t.clip.Y ||
			t.pos.X+t.size.Width > t.clip.X+t.clipS.Width+eps || t.pos.Y+t.size.Height > t.clip.Y+t.clipS.Height+eps {
			ps = append(ps, Problem{What: fmt.Sprintf("%s lies partly outside its area %v+%v", name, t.clip, t.clipS)})
		}
		tp, tsz := t.visible()
		for _, u := range ts[i+1:] {
			up, usz := u.visible()
			if tp.X+eps < up.X+usz.Width && up.X+eps < tp.X+tsz.Width &&
				tp.Y+eps < up.Y+usz.Height && up.Y+eps < tp.Y+tsz.Height {
				ps = append(ps, Problem{What: fmt.Sprintf("%s overlaps %q at %v", name, u.label, u.pos)})
			}
		}
	}
	return ps
}

// Sizes are the windows every screen must fit: a 10-inch tablet both ways,
// a large tablet, and a phone.
var Sizes = []fyne.Size{{Width: 1280, Height: 800}, {Width: 800, Height: 1280}, {Width: 1920, Height: 1200}, {Width: 412, Height: 915}}
