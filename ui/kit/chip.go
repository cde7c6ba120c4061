package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Swatch is a player's colour with its letter on it, in the ink that reads
// best on that colour, outlined so it shows on either theme (colour is never
// the only signal).
func Swatch(colour, letter string, side float32) fyne.CanvasObject {
	fill := PlayerColour(colour)
	sw := canvas.NewRectangle(fill)
	sw.SetMinSize(fyne.NewSize(side, side))
	sw.CornerRadius = side / 5
	// The outline in the text colour keeps a pale swatch (yellow, white) as
	// visible on a light screen as a dark one is on a dark screen.
	sw.StrokeColor = theme.Color(theme.ColorNameForeground)
	sw.StrokeWidth = 2
	l := canvas.NewText(letter, Ink(fill))
	l.TextStyle.Bold = true
	l.TextSize = side * 0.6
	l.Alignment = fyne.TextAlignCenter
	return container.NewStack(sw, container.NewCenter(l))
}

// ShortLabel is a label that asks for its whole text up to most units of
// width and is cut with an ellipsis beyond, or where the space is shorter:
// a long name never pushes a button out of the window.
func ShortLabel(text string, most float32) fyne.CanvasObject {
	l := widget.NewLabel(text)
	l.Truncation = fyne.TextTruncateEllipsis
	return container.New(&shortLayout{whole: widget.NewLabel(text), most: most}, l)
}

// shortLayout measures the text as a whole label would take it.
type shortLayout struct {
	whole *widget.Label
	most  float32
}

func (s *shortLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (s *shortLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var h float32
	for _, o := range objs {
		h = fyne.Max(h, o.MinSize().Height)
	}
	// A truncating label lays its text out inside a padding of its own, on
	// top of the whole label's: the second padding keeps a short name whole.
	w := s.whole.MinSize().Width + 2*theme.InnerPadding()
	return fyne.NewSize(fyne.Min(w, s.most), h)
}
