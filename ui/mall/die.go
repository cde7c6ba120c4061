package mall

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// dieFace draws one die with its pips. The shared screen only ever holds
// public dice: the placement dice in setup and the zombie dice once placed.
type dieFace struct {
	widget.BaseWidget
	value int
	side  float32
}

func newDieFace(value int, side float32) *dieFace {
	d := &dieFace{value: value, side: side}
	d.ExtendBaseWidget(d)
	return d
}

func (d *dieFace) MinSize() fyne.Size { return fyne.NewSize(d.side, d.side) }

// pipSpots are where the pips of each face sit, on a 3x3 grid (0-2).
var pipSpots = map[int][][2]float32{
	1: {{1, 1}},
	2: {{0, 0}, {2, 2}},
	3: {{0, 0}, {1, 1}, {2, 2}},
	4: {{0, 0}, {2, 0}, {0, 2}, {2, 2}},
	5: {{0, 0}, {2, 0}, {1, 1}, {0, 2}, {2, 2}},
	6: {{0, 0}, {2, 0}, {0, 1}, {2, 1}, {0, 2}, {2, 2}},
}

func (d *dieFace) CreateRenderer() fyne.WidgetRenderer {
	bg := canvas.NewRectangle(dieColour)
	bg.StrokeColor = pipColour
	bg.StrokeWidth = 2
	bg.CornerRadius = d.side / 6
	objs := []fyne.CanvasObject{bg}
	var pips []*canvas.Circle
	for range pipSpots[d.value] {
		c := canvas.NewCircle(pipColour)
		pips = append(pips, c)
		objs = append(objs, c)
	}
	return &dieRenderer{d: d, bg: bg, pips: pips, objs: objs}
}

type dieRenderer struct {
	d    *dieFace
	bg   *canvas.Rectangle
	pips []*canvas.Circle
	objs []fyne.CanvasObject
}

func (r *dieRenderer) Layout(s fyne.Size) {
	side := fyne.Min(s.Width, s.Height)
	off := fyne.NewPos((s.Width-side)/2, (s.Height-side)/2)
	r.bg.Move(off)
	r.bg.Resize(fyne.NewSize(side, side))
	pip := side / 5
	for i, spot := range pipSpots[r.d.value] {
		x := off.X + side*(0.22+0.28*spot[0]) - pip/2
		y := off.Y + side*(0.22+0.28*spot[1]) - pip/2
		r.pips[i].Move(fyne.NewPos(x, y))
		r.pips[i].Resize(fyne.NewSize(pip, pip))
	}
}
func (r *dieRenderer) MinSize() fyne.Size           { return r.d.MinSize() }
func (r *dieRenderer) Refresh()                     { r.Layout(r.d.Size()) }
func (r *dieRenderer) Objects() []fyne.CanvasObject { return r.objs }
func (r *dieRenderer) Destroy()                     {}

// Mall's own colours: a die's ivory and pips, a die face down, the
// condemned mask's shade and words (checked in both themes by
// TestMallColoursReadInBothThemes).
var (
	dieColour    = color.NRGBA{0xF4, 0xF1, 0xE8, 0xFF}
	pipColour    = color.NRGBA{0x1A, 0x1A, 0x1A, 0xFF}
	hiddenColour = color.NRGBA{0x44, 0x44, 0x4C, 0xFF}
	hiddenInk    = color.NRGBA{0xEE, 0xEE, 0xEE, 0xFF}
	maskShade    = color.NRGBA{0x30, 0x06, 0x06, 0xE6}
	maskInk      = color.NRGBA{0xFF, 0xD0, 0xD0, 0xFF}
)

// hiddenDie is a die shown face down: rolled, value unknown.
func hiddenDie(side float32) fyne.CanvasObject {
	bg := canvas.NewRectangle(hiddenColour)
	bg.CornerRadius = side / 6
	bg.SetMinSize(fyne.NewSize(side, side))
	bg.StrokeColor = color.NRGBA{0x99, 0x99, 0xA0, 0xFF}
	bg.StrokeWidth = 2
	q := canvas.NewText("?", hiddenInk)
	q.TextSize = side * 0.6
	q.TextStyle.Bold = true
	return container.NewStack(bg, container.NewCenter(q))
}
