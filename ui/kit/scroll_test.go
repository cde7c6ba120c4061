package kit

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// rows returns n finger-high buttons, each counting its taps in taps[i].
func rows(n int, taps []int) []*Button {
	out := make([]*Button, n)
	for i := range out {
		out[i] = NewButton(fmt.Sprintf("row %d", i), nil, func() { taps[i]++ })
	}
	return out
}

// middle is the middle of o on its canvas.
func middle(o fyne.CanvasObject) fyne.Position {
	p := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	return p.Add(fyne.NewPos(o.Size().Width/2, o.Size().Height/2))
}

// TestDragScrollsByTheDragAndStillTaps: a drag that starts on a button
// moves the list by exactly the drag's distance and taps nothing; a tap
// on a button afterwards still taps that button; the list stops at its top
// and at its bottom.
func TestDragScrollsByTheDragAndStillTaps(t *testing.T) {
	w := newWindow(t)
	w.Resize(fyne.NewSize(400, 300))
	taps := make([]int, 30)
	buttons := rows(30, taps)
	box := container.NewVBox()
	for _, b := range buttons {
		box.Add(b)
	}
	s := NewVScroll(box)
	w.SetContent(s)
	c := w.Canvas()
	if box.MinSize().Height <= s.Size().Height*2 {
		t.Fatalf("the list (%v) must be well longer than the view (%v)", box.MinSize(), s.Size())
	}

	start := middle(buttons[2])
	before := fyne.CurrentApp().Driver().AbsolutePositionForObject(buttons[2])
	test.Drag(c, start, 0, -120)
	if s.Offset.Y != 120 {
		t.Fatalf("a drag of 120 up scrolled to %v, want 120", s.Offset.Y)
	}
	if got := fyne.CurrentApp().Driver().AbsolutePositionForObject(buttons[2]); got.Y != before.Y-120 {
		t.Fatalf("the button under the finger moved from %v to %v, want 120 higher", before, got)
	}
	for i, n := range taps {
		if n != 0 {
			t.Fatalf("the drag tapped row %d", i)
		}
	}

	// The button now under the middle of the view is tapped by a tap there.
	at := fyne.NewPos(200, 150)
	under := -1
	for i, b := range buttons {
		p := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
		if at.Y >= p.Y && at.Y < p.Y+b.Size().Height {
			under = i
		}
	}
	if under < 0 {
		t.Fatal("no button under the middle of the view")
	}
	test.TapCanvas(c, at)
	if taps[under] != 1 {
		t.Fatalf("a tap at %v did not tap row %d: %v", at, under, taps)
	}

	test.Drag(c, at, 0, 500)
	if s.Offset.Y != 0 {
		t.Fatalf("dragged past the top: offset %v, want 0", s.Offset.Y)
	}
	test.Drag(c, at, 0, -100000)
	bottom := box.MinSize().Height - s.Size().Height
	if s.Offset.Y != bottom {
		t.Fatalf("dragged past the bottom: offset %v, want %v", s.Offset.Y, bottom)
	}
	test.TapCanvas(c, middle(buttons[29]))
	if taps[29] != 1 {
		t.Fatalf("the last row, scrolled into view, was not tapped: %v", taps)
	}

	// The wheel still scrolls as before.
	test.Scroll(c, at, 0, 40)
	if s.Offset.Y != bottom-40 {
		t.Fatalf("the wheel scrolled to %v, want %v", s.Offset.Y, bottom-40)
	}
}

// TestHorizontalDragScrollsSideways: a horizontal scroll follows the drag
// sideways and ignores its vertical part.
func TestHorizontalDragScrollsSideways(t *testing.T) {
	w := newWindow(t)
	w.Resize(fyne.NewSize(300, 200))
	taps := make([]int, 20)
	row := container.NewHBox()
	for _, b := range rows(20, taps) {
		row.Add(b)
	}
	s := NewHScroll(row)
	w.SetContent(s)
	test.Drag(w.Canvas(), fyne.NewPos(150, 20), -90, 35)
	if s.Offset != fyne.NewPos(90, 0) {
		t.Fatalf("a drag of 90 left, 35 down scrolled to %v, want (90, 0)", s.Offset)
	}
}

// TestDraggableInsideKeepsItsDrag: a drag that starts on an entry selects
// its text and leaves the list where it is.
func TestDraggableInsideKeepsItsDrag(t *testing.T) {
	w := newWindow(t)
	w.Resize(fyne.NewSize(400, 300))
	e := widget.NewEntry()
	e.SetText("Alice and Bob")
	box := container.NewVBox(e)
	for _, b := range rows(30, make([]int, 30)) {
		box.Add(b)
	}
	s := NewVScroll(box)
	w.SetContent(s)
	from := fyne.CurrentApp().Driver().AbsolutePositionForObject(e).Add(fyne.NewPos(10, e.Size().Height/2))
	test.Drag(w.Canvas(), from, 60, -40)
	if s.Offset.Y != 0 {
		t.Fatalf("a drag on the entry scrolled the list to %v", s.Offset.Y)
	}
	if e.SelectedText() == "" {
		t.Fatal("a drag on the entry selected nothing")
	}
}

// TestScrollMemoryKeepsADraggedOffset: where a finger dragged the list is
// where a rebuild of the same step shows it.
func TestScrollMemoryKeepsADraggedOffset(t *testing.T) {
	w := newWindow(t)
	w.Resize(fyne.NewSize(400, 300))
	var m ScrollMemory
	long := func() fyne.CanvasObject {
		box := container.NewVBox()
		for _, b := range rows(30, make([]int, 30)) {
			box.Add(b)
		}
		return box
	}
	w.SetContent(m.Scroll("movement", long()))
	test.Drag(w.Canvas(), fyne.NewPos(200, 150), 0, -210)
	s := m.Scroll("movement", long())
	w.SetContent(s)
	m.Restore()
	if s.Offset.Y != 210 {
		t.Fatalf("same step after a drag: offset %v, want 210", s.Offset.Y)
	}
}

// TestAFingerThatWandersStillTaps: the driver makes a drag of any move of
// 2 px, and a finger on glass wanders that much, so a tap on a button in a
// list was lost. A drag that stays within TapSlop taps the button it
// started on and leaves the list where it was; one that goes past scrolls
// and taps nothing.
func TestAFingerThatWandersStillTaps(t *testing.T) {
	w := newWindow(t)
	w.Resize(fyne.NewSize(400, 300))
	taps := make([]int, 30)
	buttons := rows(30, taps)
	box := container.NewVBox()
	for _, b := range buttons {
		box.Add(b)
	}
	s := NewVScroll(container.NewPadded(box))
	w.SetContent(s)
	c := w.Canvas()
	test.Drag(c, middle(buttons[3]), 2, -4)
	if taps[3] != 1 || s.Offset.Y != 0 {
		t.Fatalf("a wander of 4 px: row 3 tapped %d times, offset %v; want 1 and 0", taps[3], s.Offset.Y)
	}
	test.Drag(c, middle(buttons[3]), 0, -(TapSlop + 1))
	if taps[3] != 1 || s.Offset.Y != TapSlop+1 {
		t.Fatalf("a drag past the slop: row 3 tapped %d times, offset %v; want 1 and %d", taps[3], s.Offset.Y, TapSlop+1)
	}
}
