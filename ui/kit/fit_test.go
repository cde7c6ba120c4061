package kit

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// TestFittingLayoutsWrapOnAPhone: four buttons sit in one row on a tablet
// and in two on a phone; a row's buttons go under its entry on a phone;
// a Fyne layout at the least width (how a new screen is first asked) does
// not make the remembered height the tallest one.
func TestFittingLayoutsWrapOnAPhone(t *testing.T) {
	w := newWindow(t)
	buttons := func() []fyne.CanvasObject {
		var bs []fyne.CanvasObject
		for _, l := range []string{"3 players", "4 players", "5 players", "6 players"} {
			bs = append(bs, NewButton(l, nil, func() {}))
		}
		return bs
	}
	grid := NewFitGrid(4, buttons()...)
	flow := NewFlow(true, buttons()...)
	name := NewButton("Player 1", nil, func() {})
	name.Min = fyne.NewSize(250, MinTouch) // as wide as a name's entry
	row := NewSideOrBelow(name, NewFlow(true, buttons()[:2]...))
	w.SetContent(container.NewVBox(grid, flow, row))
	for _, c := range []struct {
		width      float32
		gridRows   int
		rowStacked bool
	}{{1280, 1, false}, {412, 2, true}} {
		w.Resize(fyne.NewSize(c.width, 800))
		w.Resize(fyne.NewSize(c.width+1, 800)) // laid out again with the new heights
		w.Resize(fyne.NewSize(c.width, 800))
		first, last := grid.Objects[0], grid.Objects[3]
		if rows := 1 + int((last.Position().Y-first.Position().Y)/MinTouch); rows != c.gridRows {
			t.Errorf("at %v wide the grid has %d rows, want %d", c.width, rows, c.gridRows)
		}
		for _, b := range append(grid.Objects, flow.Objects...) {
			if b.Position().X+b.Size().Width > c.width {
				t.Errorf("at %v wide a button ends at %v", c.width, b.Position().X+b.Size().Width)
			}
		}
		main, side := row.Objects[0], row.Objects[1]
		if stacked := side.Position().Y >= main.Position().Y+main.Size().Height; stacked != c.rowStacked {
			t.Errorf("at %v wide the row's buttons are under it: %v, want %v", c.width, stacked, c.rowStacked)
		}
	}
	w.Resize(fyne.NewSize(1280, 800))
	h := grid.MinSize().Height
	grid.Resize(grid.MinSize()) // Fyne asking the least size again
	if got := grid.MinSize().Height; got != h {
		t.Errorf("a layout at the least width changed the grid's height from %v to %v", h, got)
	}
}
