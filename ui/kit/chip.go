package kit

import (
	"strings"

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
// width; where the space is shorter the layout shortens it to the whole
// words that fit, followed by "…" ("Anna (R): gewählter …", never
// "gewählter C…"). Only a first word too long alone for the space is cut
// within itself. A long name never pushes a button out of the window.
func ShortLabel(text string, most float32) fyne.CanvasObject {
	l := widget.NewLabel(text)
	l.Truncation = fyne.TextTruncateEllipsis
	return container.New(&shortLayout{whole: widget.NewLabel(text), text: text, most: most}, l)
}

// shortLayout measures the text as a whole label would take it, and gives
// the label the words of it that fit its width.
type shortLayout struct {
	whole *widget.Label
	text  string
	most  float32
}

func (s *shortLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
		if l, ok := o.(*widget.Label); ok {
			if t := wholeWords(s.text, size.Width-2*theme.InnerPadding()-2*theme.InnerPadding(), l.TextStyle); t != l.Text {
				l.SetText(t)
			}
		}
	}
}

// wordsLabel is a label that takes the width it is given and shows as many
// whole words of text as fit it, followed by "…" (a screen's title).
func wordsLabel(l *widget.Label) fyne.CanvasObject {
	l.Truncation = fyne.TextTruncateEllipsis
	return container.New(&shortLayout{whole: widget.NewLabel(l.Text), text: l.Text}, l)
}

// wholeWords is text when it fits width, else as many of its words as fit
// with "…" after them (the first word alone when none fits with it: the
// label's own ellipsis then cuts it).
func wholeWords(text string, width float32, style fyne.TextStyle) string {
	fits := func(s string) bool { return fyne.MeasureText(s, theme.TextSize(), style).Width <= width }
	if width <= 0 || fits(text) {
		return text
	}
	words := strings.Fields(text)
	out := ""
	for _, w := range words {
		try := w
		if out != "" {
			try = out + " " + w
		}
		if !fits(try + " …") {
			break
		}
		out = try
	}
	if out == "" {
		return text
	}
	return out + " …"
}

func (s *shortLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var h float32
	for _, o := range objs {
		h = fyne.Max(h, o.MinSize().Height)
	}
	if s.most <= 0 {
		// A title asks no width of its own: it takes what is left.
		return objs[0].MinSize()
	}
	// A truncating label lays its text out inside a padding of its own, on
	// top of the whole label's: the second padding keeps a short name whole.
	w := s.whole.MinSize().Width + 2*theme.InnerPadding()
	return fyne.NewSize(fyne.Min(w, s.most), h)
}
