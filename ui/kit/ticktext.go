package kit

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// TickText is one line of text with a part that changes every second, such
// as a clock or "10:55 of 15:00 left". The changing part is drawn a
// character to a text: Fyne keeps a text's rendering by its content, so a
// line drawn as one text has all its glyphs rasterized afresh each second
// (in software where the GL is), while single characters are rasterized
// once and reused. The words around it are drawn whole and change rarely.
type TickText struct {
	widget.BaseWidget
	size   float32
	style  fyne.TextStyle
	colour fyne.ThemeColorName

	before, ticking, after string
	objects                []fyne.CanvasObject // before, one per character, after
	chars                  []*canvas.Text      // reused from one text to the next
	head, tail             *canvas.Text
	rend                   *tickTextRenderer
}

// NewTickText returns an empty line of the given size and style, in the
// theme's colour of that name.
func NewTickText(size float32, style fyne.TextStyle, colour fyne.ThemeColorName) *TickText {
	t := &TickText{size: size, style: style, colour: colour}
	t.head, t.tail = t.newText(), t.newText()
	t.ExtendBaseWidget(t)
	return t
}

func (t *TickText) newText() *canvas.Text {
	x := canvas.NewText("", theme.Color(t.colour))
	x.TextSize, x.TextStyle = t.size, t.style
	return x
}

// Text returns the whole line as a player reads it.
func (t *TickText) Text() string { return t.before + t.ticking + t.after }

// SetText shows the line before + ticking + after. Only the characters of
// ticking that differ from the last line are drawn again; the line is laid
// out again only when a length changes.
func (t *TickText) SetText(before, ticking, after string) {
	if before == t.before && ticking == t.ticking && after == t.after {
		return
	}
	relayout := before != t.before || after != t.after || len([]rune(ticking)) != len([]rune(t.ticking))
	t.before, t.ticking, t.after = before, ticking, after
	runes := []rune(ticking)
	for len(t.chars) < len(runes) {
		t.chars = append(t.chars, t.newText())
	}
	for i, r := range runes {
		if c := t.chars[i]; c.Text != string(r) {
			c.Text = string(r)
			c.Refresh()
		}
	}
	t.head.Text, t.tail.Text = before, after
	if relayout {
		t.head.Refresh()
		t.tail.Refresh()
		t.objects = []fyne.CanvasObject{t.head}
		for _, c := range t.chars[:len(runes)] {
			t.objects = append(t.objects, c)
		}
		t.objects = append(t.objects, t.tail)
		t.Refresh()
		return
	}
	// Same lengths, other digits: a digit's width may differ, so the row is
	// laid out again (cheap: no text is drawn anew).
	if t.rend != nil {
		t.rend.Layout(t.Size())
	}
}

// SetColour draws the line in the theme's colour of that name (a paused
// clock is dimmed).
func (t *TickText) SetColour(name fyne.ThemeColorName) {
	if name == t.colour {
		return
	}
	t.colour = name
	t.Refresh()
}

// CreateRenderer lays the texts side by side.
func (t *TickText) CreateRenderer() fyne.WidgetRenderer {
	if t.objects == nil {
		t.objects = []fyne.CanvasObject{t.head, t.tail}
	}
	t.rend = &tickTextRenderer{t: t}
	return t.rend
}

type tickTextRenderer struct{ t *TickText }

func (r *tickTextRenderer) Objects() []fyne.CanvasObject { return r.t.objects }
func (r *tickTextRenderer) Destroy()                     {}

// MinSize is the line's width and one line of text's height, also when
// empty, so a clock keeps its place before it shows a time.
func (r *tickTextRenderer) MinSize() fyne.Size {
	h := fyne.MeasureText("0", r.t.size, r.t.style).Height
	var w float32
	for _, o := range r.t.objects {
		if x := o.(*canvas.Text); x.Text != "" {
			m := x.MinSize()
			w += m.Width
			h = max(h, m.Height)
		}
	}
	return fyne.NewSize(w, h)
}

// Layout centres the row across the width and the height, as
// TextAlignCenter does for one text.
func (r *tickTextRenderer) Layout(s fyne.Size) {
	m := r.MinSize()
	x := (s.Width - m.Width) / 2
	for _, o := range r.t.objects {
		w := o.MinSize().Width
		if o.(*canvas.Text).Text == "" {
			w = 0
		}
		o.Resize(fyne.NewSize(w, m.Height))
		o.Move(fyne.NewPos(x, (s.Height-m.Height)/2))
		x += w
	}
}

func (r *tickTextRenderer) Refresh() {
	var c color.Color = theme.Color(r.t.colour)
	for _, o := range r.t.objects {
		if x := o.(*canvas.Text); x.Color != c {
			x.Color = c
			x.Refresh()
		}
	}
	r.Layout(r.t.Size())
}
