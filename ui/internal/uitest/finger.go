package uitest

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
)

// A finger reaches only what shows: these helpers drag and tap at places on
// the canvas, as the table does, where Tap reaches a button wherever it is.

// find walks the canvas as it is drawn (the top overlay alone when there is
// one, as it alone takes a finger) and calls fn with every visible object,
// its place on the canvas and the innermost scroll it lies in; fn returns
// true to stop.
func find(c fyne.Canvas, fn func(o fyne.CanvasObject, at fyne.Position, in *container.Scroll) bool) {
	var visit func(o fyne.CanvasObject, at fyne.Position, in *container.Scroll) bool
	visit = func(o fyne.CanvasObject, at fyne.Position, in *container.Scroll) bool {
		if o == nil || !o.Visible() {
			return false
		}
		at = at.Add(o.Position())
		if fn(o, at, in) {
			return true
		}
		if s, ok := o.(*container.Scroll); ok {
			in = s
		}
		for _, child := range children(o) {
			if visit(child, at, in) {
				return true
			}
		}
		return false
	}
	if ov := c.Overlays().List(); len(ov) > 0 {
		visit(ov[len(ov)-1], fyne.Position{}, nil)
		return
	}
	visit(c.Content(), fyne.Position{}, nil)
}

// TextAt returns the middle, on the canvas, of the first text on screen that
// contains s: a place to put a finger down. The test fails when none shows.
func TextAt(t testing.TB, c fyne.Canvas, s string) fyne.Position {
	t.Helper()
	var mid fyne.Position
	found := false
	find(c, func(o fyne.CanvasObject, at fyne.Position, _ *container.Scroll) bool {
		if txt, ok := o.(*canvas.Text); ok && strings.Contains(txt.Text, s) {
			mid, found = at.Add(fyne.NewPos(o.Size().Width/2, o.Size().Height/2)), true
		}
		return found
	})
	if !found {
		t.Fatalf("no text %q on screen; it shows %q", s, Texts(c))
	}
	return mid
}

// placeOf returns where o lies on the canvas and the scroll it lies in.
func placeOf(t testing.TB, c fyne.Canvas, target fyne.CanvasObject) (fyne.Position, *container.Scroll) {
	t.Helper()
	var pos fyne.Position
	var scroll *container.Scroll
	found := false
	find(c, func(o fyne.CanvasObject, at fyne.Position, in *container.Scroll) bool {
		if o == target {
			pos, scroll, found = at, in, true
		}
		return found
	})
	if !found {
		t.Fatal("the object is not on screen")
	}
	return pos, scroll
}

// DragIntoView puts a finger down at from (on the list that holds o) and
// drags it up by just the distance that brings o whole into the list's view,
// as a player drags a list to a button below it. It fails when o was in view
// already or the list did not move by the drag's distance; it returns that
// distance.
func DragIntoView(t testing.TB, c fyne.Canvas, from fyne.Position, o fyne.CanvasObject) float32 {
	t.Helper()
	pos, s := placeOf(t, c, o)
	if s == nil {
		t.Fatal("the object is in no scroll")
	}
	sp, _ := placeOf(t, c, s)
	need := pos.Y + o.Size().Height - (sp.Y + s.Size().Height)
	if need <= 0 {
		t.Fatalf("the object is in view already (%v above the bottom of the list)", -need)
	}
	before := s.Offset.Y
	test.Drag(c, from, 0, -need)
	if got := s.Offset.Y - before; got != need {
		t.Fatalf("a drag of %v up moved the list by %v", need, got)
	}
	return need
}

// InView reports whether o shows whole in the window and in the view of the
// scroll it lies in.
func InView(c fyne.Canvas, o fyne.CanvasObject) bool {
	for _, p := range tappables(c) {
		if p.o == o {
			const eps = 0.5 // sizes are sums of float32
			_, vs := p.visible()
			win := c.Size()
			return vs.Width+eps >= p.size.Width && vs.Height+eps >= p.size.Height &&
				p.pos.X+eps >= 0 && p.pos.Y+eps >= 0 &&
				p.pos.X+p.size.Width <= win.Width+eps && p.pos.Y+p.size.Height <= win.Height+eps
		}
	}
	return false
}

// TapInView taps the button o as a finger does: at its middle on the
// canvas. The test fails when o does not show whole or another button lies
// on top of it there.
func TapInView(t testing.TB, c fyne.Canvas, o fyne.CanvasObject) {
	t.Helper()
	if !InView(c, o) {
		t.Fatal("the button does not show whole: a finger cannot tap it")
	}
	var mid fyne.Position
	var top fyne.CanvasObject
	for _, p := range tappables(c) {
		if p.o == o {
			mid = p.pos.Add(fyne.NewPos(p.size.Width/2, p.size.Height/2))
		}
	}
	for _, p := range tappables(c) {
		vp, vs := p.visible()
		if mid.X >= vp.X && mid.X < vp.X+vs.Width && mid.Y >= vp.Y && mid.Y < vp.Y+vs.Height {
			top = p.o
		}
	}
	if top != o {
		l, _ := Label(top)
		t.Fatalf("%q lies on top of the button", l)
	}
	test.TapCanvas(c, mid)
}
