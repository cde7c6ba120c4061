package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// The layouts here fit a screen from a 412-wide phone to a wide tablet:
// each takes the width it is given and wraps or stacks when it is short.
// Their height depends on that width, which MinSize cannot be told: they
// remember the last width they were laid out at (Fyne lays a screen out
// again when a part's MinSize changes) and until then assume it is wide.
// A layout at their own least width is not remembered: Fyne lays a new
// screen out at its MinSize first, to ask it again, and grows the window
// to the answer; remembering that width would answer with the tallest,
// most wrapped height and push the window past a tablet's screen.

// remember keeps w as the width a layout lays out at, unless it is the
// layout's least width (see above).
func remember(width *float32, w, least float32) {
	if w > least+0.5 {
		*width = w
	}
}

// Narrow is the width under which a screen is a phone's: one column.
const Narrow = 600

// FitGrid lays objects out in equal cells, row by row: as many columns as
// fit the widest object (at most Max), one on a narrow screen.
type FitGrid struct {
	// Max is the most columns, however wide the space.
	Max int
	// Fill shares the height given beyond the rows' need among them, so
	// that a board fills its space and each cell lays its content out in
	// the room it has.
	Fill  bool
	width float32
}

// NewFitGrid returns a container of objects in a FitGrid of at most max
// columns.
func NewFitGrid(max int, objs ...fyne.CanvasObject) *fyne.Container {
	return container.New(&FitGrid{Max: max}, objs...)
}

func (g *FitGrid) cols(objs []fyne.CanvasObject, w float32) int {
	cell, n := float32(0), 0
	for _, o := range objs {
		if o.Visible() {
			cell = fyne.Max(cell, o.MinSize().Width)
			n++
		}
	}
	pad := theme.Padding()
	c := g.Max
	if w > 0 {
		c = int((w + pad) / (cell + pad))
	}
	return max(1, min(c, g.Max, n))
}

func visible(objs []fyne.CanvasObject) []fyne.CanvasObject {
	var vs []fyne.CanvasObject
	for _, o := range objs {
		if o.Visible() {
			vs = append(vs, o)
		}
	}
	return vs
}

// RowHeights is the height of each row of cols objects laid out in reading
// order: each row as high as its tallest.
func RowHeights(objs []fyne.CanvasObject, cols int) []float32 {
	var hs []float32
	for i, o := range objs {
		if i%cols == 0 {
			hs = append(hs, 0)
		}
		hs[len(hs)-1] = fyne.Max(hs[len(hs)-1], o.MinSize().Height)
	}
	return hs
}

// Layout places the objects in rows of equal cells.
func (g *FitGrid) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	objs = visible(objs)
	remember(&g.width, s.Width, g.MinSize(objs).Width)
	cols := g.cols(objs, s.Width)
	pad := theme.Padding()
	w := (s.Width - pad*float32(cols-1)) / float32(cols)
	hs := RowHeights(objs, cols)
	if g.Fill {
		fill(hs, s.Height-pad*float32(len(hs)-1))
	}
	y := float32(0)
	for i, o := range objs {
		r, c := i/cols, i%cols
		if c == 0 && r > 0 {
			y += hs[r-1] + pad
		}
		o.Move(fyne.NewPos(float32(c)*(w+pad), y))
		o.Resize(fyne.NewSize(w, hs[r]))
	}
}

// MinSize is one cell wide and as tall as the rows at the last width.
func (g *FitGrid) MinSize(objs []fyne.CanvasObject) fyne.Size {
	objs = visible(objs)
	var m fyne.Size
	for _, o := range objs {
		m.Width = fyne.Max(m.Width, o.MinSize().Width)
	}
	hs := RowHeights(objs, g.cols(objs, g.width))
	for i, h := range hs {
		if i > 0 {
			m.Height += theme.Padding()
		}
		m.Height += h
	}
	return m
}

// Flow places objects at their own size left to right (or flush right
// with Trailing), starting a new row when the next one does not fit.
type Flow struct {
	// Trailing puts each row against the right edge.
	Trailing bool
	width    float32
}

// NewFlow returns a container of objects in a Flow.
func NewFlow(trailing bool, objs ...fyne.CanvasObject) *fyne.Container {
	return container.New(&Flow{Trailing: trailing}, objs...)
}

// rows splits the objects into rows that fit w (all in one when w is 0).
func (f *Flow) rows(objs []fyne.CanvasObject, w float32) [][]fyne.CanvasObject {
	var rows [][]fyne.CanvasObject
	pad := theme.Padding()
	x := float32(0)
	for _, o := range visible(objs) {
		ow := o.MinSize().Width
		if len(rows) == 0 || (w > 0 && x+ow > w+0.5 && x > 0) {
			rows = append(rows, nil)
			x = 0
		}
		rows[len(rows)-1] = append(rows[len(rows)-1], o)
		x += ow + pad
	}
	return rows
}

// OneRow is the width the objects take in a single row.
func OneRow(objs []fyne.CanvasObject) float32 {
	w := float32(0)
	for i, o := range visible(objs) {
		if i > 0 {
			w += theme.Padding()
		}
		w += o.MinSize().Width
	}
	return w
}

// Layout places the rows.
func (f *Flow) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	remember(&f.width, s.Width, f.MinSize(objs).Width)
	pad := theme.Padding()
	y := float32(0)
	for _, row := range f.rows(objs, s.Width) {
		x, h := float32(0), float32(0)
		if f.Trailing {
			x = s.Width - OneRow(row)
		}
		for _, o := range row {
			h = fyne.Max(h, o.MinSize().Height)
		}
		for _, o := range row {
			m := o.MinSize()
			o.Move(fyne.NewPos(x, y))
			o.Resize(fyne.NewSize(m.Width, h))
			x += m.Width + pad
		}
		y += h + pad
	}
}

// MinSize is the widest object's width and the rows' height at the last
// width.
func (f *Flow) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for i, row := range f.rows(objs, f.width) {
		h := float32(0)
		for _, o := range row {
			ms := o.MinSize()
			m.Width = fyne.Max(m.Width, ms.Width)
			h = fyne.Max(h, ms.Height)
		}
		if i > 0 {
			m.Height += theme.Padding()
		}
		m.Height += h
	}
	return m
}

// SideOrBelow puts a side part to the right of the main part when both fit
// the width, else below it, flush right: a form's row keeps its buttons on
// a phone by taking two lines.
type SideOrBelow struct {
	// Under, when set, stacks the parts on a width under it only, whatever
	// they hold: a bar whose buttons come and go does not jump between one
	// row and two on a tablet.
	Under float32
	width float32
}

// NewSideOrBelowUnder returns main with side to its right, or below it on a
// width under the given one.
func NewSideOrBelowUnder(under float32, main, side fyne.CanvasObject) *fyne.Container {
	return container.New(&SideOrBelow{Under: under}, main, side)
}

// NewSideOrBelow returns main with side to its right, or below it when the
// width is short.
func NewSideOrBelow(main, side fyne.CanvasObject) *fyne.Container {
	return container.New(&SideOrBelow{}, main, side)
}

// sideWidth is what the side part needs in one row (a Flow's whole row).
func sideWidth(o fyne.CanvasObject) float32 {
	if c, ok := o.(*fyne.Container); ok {
		if _, ok := c.Layout.(*Flow); ok {
			return OneRow(c.Objects)
		}
	}
	return o.MinSize().Width
}

func (l *SideOrBelow) beside(objs []fyne.CanvasObject, w float32) bool {
	if l.Under > 0 {
		return w <= 0 || w >= l.Under
	}
	return w <= 0 || objs[0].MinSize().Width+theme.Padding()+sideWidth(objs[1]) <= w+0.5
}

// Layout places the two parts.
func (l *SideOrBelow) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	if len(objs) != 2 {
		return
	}
	remember(&l.width, s.Width, l.MinSize(objs).Width)
	a, b := objs[0], objs[1]
	pad := theme.Padding()
	if l.beside(objs, s.Width) {
		bw := fyne.Min(sideWidth(b), s.Width)
		a.Move(fyne.NewPos(0, 0))
		a.Resize(fyne.NewSize(s.Width-bw-pad, s.Height))
		b.Move(fyne.NewPos(s.Width-bw, 0))
		b.Resize(fyne.NewSize(bw, s.Height))
		return
	}
	ah := a.MinSize().Height
	a.Move(fyne.NewPos(0, 0))
	a.Resize(fyne.NewSize(s.Width, ah))
	b.Move(fyne.NewPos(0, ah+pad))
	b.Resize(fyne.NewSize(s.Width, fyne.Max(b.MinSize().Height, s.Height-ah-pad)))
}

// MinSize is the wider part's width (stacked, the least it can take), and
// the height of the two beside or stacked as at the last width.
func (l *SideOrBelow) MinSize(objs []fyne.CanvasObject) fyne.Size {
	if len(objs) != 2 {
		return fyne.Size{}
	}
	a, b := objs[0].MinSize(), objs[1].MinSize()
	w := fyne.Max(a.Width, b.Width)
	if l.beside(objs, l.width) {
		return fyne.NewSize(w, fyne.Max(a.Height, b.Height))
	}
	return fyne.NewSize(w, a.Height+theme.Padding()+b.Height)
}
