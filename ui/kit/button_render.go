package kit

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
)

// CreateRenderer draws the button as Fyne does, but its background as a
// plain rectangle between two narrow rounded ends instead of one rounded
// rectangle. Fyne repaints the whole window on every frame; under software
// GL (llvmpipe) a rounded rectangle costs about twice a plain one per pixel,
// and the buttons' backgrounds were a third of a countdown frame's fill
// (docs/benchmarks.md). The picture stays the same: the ends carry the
// corners, the middle the colour.
func (b *Button) CreateRenderer() fyne.WidgetRenderer {
	inner := b.Button.CreateRenderer()
	r := &buttonRenderer{WidgetRenderer: inner, b: b}
	for _, o := range inner.Objects() {
		if bg, ok := o.(*canvas.Rectangle); ok { // Fyne's background comes first
			r.bg = bg
			break
		}
	}
	if r.bg == nil {
		return inner // not the renderer this was written for: draw it as it is
	}
	r.left, r.middle, r.right = canvas.NewRectangle(nil), canvas.NewRectangle(nil), canvas.NewRectangle(nil)
	for i := range r.edges {
		r.edges[i] = canvas.NewRectangle(nil)
	}
	r.note = canvas.NewText("", theme.Color(theme.ColorNameForeground))
	r.note.Alignment = fyne.TextAlignCenter
	r.takeColour()
	return r
}

// buttonRenderer is Fyne's button renderer with the background split in
// three (see Button.CreateRenderer).
type buttonRenderer struct {
	fyne.WidgetRenderer
	b                   *Button
	bg                  *canvas.Rectangle // Fyne's own, kept transparent
	fill                color.Color       // the colour Fyne gave it
	left, middle, right *canvas.Rectangle
	// edges outline a disabled button instead of its fill: top, bottom,
	// left, right (see takeColour).
	edges [4]*canvas.Rectangle
	// note is the button's note under its label (see Button.SetNote).
	note *canvas.Text
	// objects is the last list returned, with the Fyne objects it holds
	// (the walk asks for it on every frame: it is rebuilt only on change).
	objects, innerObjs []fyne.CanvasObject
}

// takeColour moves the colour Fyne gave its background to the three parts
// and leaves Fyne's rectangle transparent, so it is not drawn. A disabled
// button is outlined in that colour instead of filled: its greyed words
// already say it cannot be used now, and a screen's disabled buttons were
// a sixth of a countdown frame's fill in software GL (docs/benchmarks.md).
func (r *buttonRenderer) takeColour() {
	if c := r.bg.FillColor; c != color.Transparent {
		r.fill = c
		r.left.CornerRadius, r.right.CornerRadius = r.bg.CornerRadius, r.bg.CornerRadius
		r.bg.FillColor = color.Transparent
	}
	fill, edge := r.fill, color.Color(color.Transparent)
	if r.b.Disabled() {
		fill, edge = color.Transparent, r.fill
	}
	for _, p := range []*canvas.Rectangle{r.left, r.middle, r.right} {
		p.FillColor = fill
		p.Refresh()
	}
	for _, e := range r.edges {
		e.FillColor = edge
		e.Refresh()
	}
}

// Layout lays Fyne's objects out, then the ends (two corner radii wide, at
// most half the button each) and the middle between the ends' centres.
func (r *buttonRenderer) Layout(size fyne.Size) {
	r.WidgetRenderer.Layout(size)
	rad := min(r.left.CornerRadius, size.Width/2, size.Height/2)
	r.left.Move(fyne.NewPos(0, 0))
	r.left.Resize(fyne.NewSize(2*rad, size.Height))
	r.right.Move(fyne.NewPos(size.Width-2*rad, 0))
	r.right.Resize(fyne.NewSize(2*rad, size.Height))
	r.middle.Move(fyne.NewPos(rad, 0))
	r.middle.Resize(fyne.NewSize(size.Width-2*rad, size.Height))
	w := float32(outlineWidth)
	top, bottom, left, right := r.edges[0], r.edges[1], r.edges[2], r.edges[3]
	top.Move(fyne.NewPos(0, 0))
	top.Resize(fyne.NewSize(size.Width, w))
	bottom.Move(fyne.NewPos(0, size.Height-w))
	bottom.Resize(fyne.NewSize(size.Width, w))
	left.Move(fyne.NewPos(0, w))
	left.Resize(fyne.NewSize(w, size.Height-2*w))
	right.Move(fyne.NewPos(size.Width-w, w))
	right.Resize(fyne.NewSize(w, size.Height-2*w))
	r.layoutNote(size)
}

// The note's text size, as a share of the theme's: its own, and the
// smallest it shrinks to before the button grows (see Button.MinSize).
const (
	noteSize     = 0.75
	noteSmallest = 0.6
)

// layoutNote writes the note under the label: the label and icon move up
// by half the note's height, the note fills the bottom, smaller if the
// button is narrow, never cut.
func (r *buttonRenderer) layoutNote(size fyne.Size) {
	r.note.Text = r.b.note
	if r.b.note == "" {
		r.note.Hide()
		return
	}
	r.note.Color = theme.Color(theme.ColorNameForeground)
	room := size.Width - 2*theme.Padding()
	ts := noteSize * theme.TextSize()
	for ts > noteSmallest*theme.TextSize() && fyne.MeasureText(r.note.Text, ts, fyne.TextStyle{}).Width > room {
		ts -= 0.5
	}
	r.note.TextSize = ts
	h := fyne.MeasureText(r.note.Text, ts, fyne.TextStyle{}).Height
	for _, o := range r.WidgetRenderer.Objects() {
		if _, bg := o.(*canvas.Rectangle); !bg {
			o.Move(o.Position().SubtractXY(0, h/2))
		}
	}
	r.note.Move(fyne.NewPos(0, size.Height-h-theme.Padding()))
	r.note.Resize(fyne.NewSize(size.Width, h))
	r.note.Show()
	r.note.Refresh()
}

// outlineWidth is the width of a disabled button's outline.
const outlineWidth = 2

// Refresh lets Fyne set its colours and texts, then takes the colour.
func (r *buttonRenderer) Refresh() {
	r.WidgetRenderer.Refresh()
	r.takeColour()
	// Fyne's Refresh lays out its own objects only; the radius may have
	// changed with the theme.
	r.Layout(r.b.Size())
}

// Objects is the three parts under Fyne's objects.
func (r *buttonRenderer) Objects() []fyne.CanvasObject {
	in := r.WidgetRenderer.Objects()
	if !sameObjects(in, r.innerObjs) {
		r.innerObjs = append(r.innerObjs[:0], in...)
		r.objects = append([]fyne.CanvasObject{r.left, r.right, r.middle, r.edges[0], r.edges[1], r.edges[2], r.edges[3]}, in...)
		r.objects = append(r.objects, r.note)
	}
	return r.objects
}

func sameObjects(a, b []fyne.CanvasObject) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
