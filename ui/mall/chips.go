package mall

import (
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
)

// A chip's natural size: a swatch and a name at 0.8 of the text size. The
// box's place for its characters is what its row of the board leaves; the
// chips keep this size while they fit it, in the same cells as they come
// (nothing moves when a third or fifth one arrives), and shrink all alike
// when they do not, every name still written.
const (
	chipWidth  = 100
	chipHeight = 36
	chipRow    = 30 // the least height of a row of full-width chips
	chipLeast  = 20 // the smallest chip height, a swatch's letter still reads
	swatchSide = 24
)

// chipsLayout lays the chips of a box in a grid of cells filling the space
// it is given: full-size cells row by row while they fit, else the rows and
// columns that leave the names the largest.
type chipsLayout struct{}

// MinSize is one full-size chip: the box's height comes from the board.
func (chipsLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(chipWidth, chipLeast)
}

func (chipsLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	n := len(objs)
	if n == 0 {
		return
	}
	gap := theme.Padding()
	cols := max(1, int((size.Width+gap)/(chipWidth+gap)))
	rows := max(1, int((size.Height+gap)/(chipRow+gap)))
	if n > cols*rows {
		cols, rows = bestGrid(objs, size, gap)
	}
	w := (size.Width - gap*float32(cols-1)) / float32(cols)
	h := fyne.Min(chipHeight, (size.Height-gap*float32(rows-1))/float32(rows))
	for i, o := range objs {
		r, c := i/cols, i%cols
		o.Resize(fyne.NewSize(w, h))
		o.Move(fyne.NewPos(float32(c)*(w+gap), float32(r)*(h+gap)))
	}
}

// bestGrid is the rows and columns of cells that leave the chips the
// largest scale, for n chips in size.
func bestGrid(objs []fyne.CanvasObject, size fyne.Size, gap float32) (cols, rows int) {
	n := len(objs)
	need := fyne.Size{}
	for _, o := range objs {
		need = need.Max(o.MinSize())
	}
	best := float32(-1)
	for r := 1; r <= n; r++ {
		c := int(math.Ceil(float64(n) / float64(r)))
		w := (size.Width - gap*float32(c-1)) / float32(c)
		h := fyne.Min(chipHeight, (size.Height-gap*float32(r-1))/float32(r))
		if r > 1 && h < chipLeast {
			break
		}
		s := fyne.Min(1, fyne.Min(w/need.Width, h/need.Height))
		if s > best+0.001 {
			best, cols, rows = s, c, r
		}
	}
	return cols, rows
}

// chipLayout draws one character: its owner's swatch, and its name (and
// "hidden" under it) beside it, written smaller when the cell is narrow
// so that the whole name shows and stops short of the next cell.
// Objects: the swatch, the name, then "hidden" if it is.
type chipLayout struct {
	sizes []float32 // each text's natural size
}

func (l *chipLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w, h := l.texts(objs, 1)
	return fyne.NewSize(swatchSide+theme.Padding()+w, fyne.Max(swatchSide, h))
}

// texts is the widest text and the texts' height at a scale.
func (l *chipLayout) texts(objs []fyne.CanvasObject, scale float32) (w, h float32) {
	for i, o := range objs[1:] {
		t := o.(*canvas.Text)
		m := fyne.MeasureText(t.Text, l.sizes[i]*scale, t.TextStyle)
		w, h = fyne.Max(w, m.Width), h+m.Height
	}
	return w, h
}

func (l *chipLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	side := fyne.Min(swatchSide, size.Height)
	gap := fyne.Min(theme.Padding(), side/4)
	objs[0].Resize(fyne.NewSquareSize(side))
	objs[0].Move(fyne.NewPos(0, (size.Height-side)/2))
	w, h := l.texts(objs, 1)
	room := size.Width - side - gap - 1 // a pixel short of the next cell
	scale := fyne.Min(1, fyne.Min(room/w, size.Height/h))
	w, h = l.texts(objs, scale)
	y := (size.Height - h) / 2
	for i, o := range objs[1:] {
		t := o.(*canvas.Text)
		if s := l.sizes[i] * scale; t.TextSize != s {
			t.TextSize = s
			t.Refresh()
		}
		m := fyne.MeasureText(t.Text, t.TextSize, t.TextStyle)
		t.Resize(fyne.NewSize(w, m.Height))
		t.Move(fyne.NewPos(side+gap, y))
		y += m.Height
	}
}

// fitText is a one-line text written smaller when its width is short, so
// that it shows whole.
type fitText struct{ size float32 }

func (f *fitText) MinSize(objs []fyne.CanvasObject) fyne.Size {
	t := objs[0].(*canvas.Text)
	return fyne.NewSize(0, fyne.MeasureText(t.Text, f.size, t.TextStyle).Height)
}

func (f *fitText) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	t := objs[0].(*canvas.Text)
	s := f.size
	if w := fyne.MeasureText(t.Text, f.size, t.TextStyle).Width; w > size.Width-1 && size.Width > 1 {
		s *= (size.Width - 1) / w
	}
	if s != t.TextSize {
		t.TextSize = s
		t.Refresh()
	}
	t.Resize(size)
	t.Move(fyne.Position{})
}
