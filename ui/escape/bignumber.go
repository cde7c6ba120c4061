package escape

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
)

// bigDigits draws a number in very large digits, each digit its own
// canvas.Text, side by side and centred as one text would be. Fyne keeps a
// text's rendering by its content: a number drawn as one text has its
// glyphs rasterized afresh whenever it changes, every second of a
// countdown, at 220 px and in software where the GL is; as single digits
// the ten renderings are made once and reused (docs/benchmarks.md).
type bigDigits struct {
	box    *fyne.Container
	digits []*canvas.Text // one per digit, reused
	empty  *canvas.Text   // keeps the height while no digit is on show
	shown  int            // digits in box
	size   float32
	style  fyne.TextStyle
	color  color.Color
	text   string
}

// newBigDigits returns an empty number of the given size, style and colour.
func newBigDigits(size float32, style fyne.TextStyle, c color.Color) *bigDigits {
	n := &bigDigits{size: size, style: style, color: c}
	n.empty = n.newText()
	n.box = container.New(digitsLayout{}, n.empty)
	return n
}

// newText returns an empty text in the number's size, style and colour.
func (n *bigDigits) newText() *canvas.Text {
	t := canvas.NewText("", n.color)
	t.TextSize, t.TextStyle = n.size, n.style
	return t
}

// Text returns the number on show.
func (n *bigDigits) Text() string { return n.text }

// SetText shows s, one character to a text; only the characters that
// change are redrawn, and the layout only when the length does.
func (n *bigDigits) SetText(s string) {
	if s == n.text {
		return
	}
	n.text = s
	for len(n.digits) < len(s) {
		n.digits = append(n.digits, n.newText())
	}
	for i, t := range n.digits[:len(s)] {
		if t.Text != s[i:i+1] {
			t.Text = s[i : i+1]
			t.Refresh()
		}
	}
	if len(s) != n.shown {
		n.shown = len(s)
		objs := []fyne.CanvasObject{n.empty}
		if len(s) > 0 {
			objs = make([]fyne.CanvasObject, len(s))
			for i, t := range n.digits[:len(s)] {
				objs[i] = t
			}
		}
		n.box.Objects = objs
		n.box.Refresh()
	}
}

// digitsLayout sets texts side by side at their own widths, the row
// centred across the width and the height, as TextAlignCenter does.
type digitsLayout struct{}

func (digitsLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		m := o.MinSize()
		s.Width += m.Width
		s.Height = max(s.Height, m.Height)
	}
	return s
}

func (l digitsLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	m := l.MinSize(objs)
	x := (size.Width - m.Width) / 2
	for _, o := range objs {
		w := o.MinSize().Width
		o.Resize(fyne.NewSize(w, m.Height))
		o.Move(fyne.NewPos(x, (size.Height-m.Height)/2))
		x += w
	}
}
