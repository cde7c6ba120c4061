package escape

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/ui/kit"
)

// msgBar is Escape's message bar: a fixed height under the screen (nothing
// above it moves when a message comes), the newest message first, and every
// message in a Log a tap opens. Its type is a caption's for the table
// (kit.CaptionMin at least): the newest message wraps over the bar's lines,
// and one too long for them ends in "… more in the Log"; older messages
// fill what room is left, whole or not at all.
type msgBar struct {
	widget.BaseWidget
	canvas  func() fyne.Canvas
	history []kit.Message
	log     *kit.Button
	// settled is how many messages of history came before the game's last
	// step: a refusal among them has had its answer, and leaves the bar
	// (the Log keeps it).
	settled int
}

// msgBarLines is how many lines of caption text the bar holds.
const msgBarLines = 2

// msgSize is the bar's type: read across the table, never under a caption.
func msgSize() float32 {
	return fyne.Max(kit.CaptionMin, theme.Size(theme.SizeNameSubHeadingText))
}

// moreInLog ends a message cut to the bar's lines (in English: the bar
// says it in the language in force, moreText).
const moreInLog = " … more in the Log"

func newMsgBar(c func() fyne.Canvas) *msgBar {
	b := &msgBar{canvas: c}
	b.log = kit.NewButton(lang.X("escape.msgbar.log", "Log"), theme.ListIcon(), b.showLog)
	b.log.Disable()
	b.ExtendBaseWidget(b)
	return b
}

// Say shows new messages, the newest first; every one goes to the Log.
func (b *msgBar) Say(ms ...kit.Message) {
	for _, m := range ms {
		if m.Text != "" {
			b.history = append(b.history, m)
		}
	}
	if over := len(b.history) - 300; over > 0 { // an evening's, not a leak
		b.history = append([]kit.Message(nil), b.history[over:]...)
		b.settled = max(b.settled-over, 0)
	}
	if len(b.history) > 0 {
		b.log.Enable()
	}
	b.Refresh()
}

// Settle takes the refusals on show off the bar: the game has moved on (a
// step recorded, a cue, a new stage), so "Not allowed" no longer answers
// anything on screen. The Log keeps them.
func (b *msgBar) Settle() {
	if b.settled == len(b.history) {
		return
	}
	b.settled = len(b.history)
	b.Refresh()
}

// History is every message in the Log, oldest first.
func (b *msgBar) History() []kit.Message { return append([]kit.Message(nil), b.history...) }

// msgLine is a message as the bar and the Log write it.
type msgLine struct{ kit.Message }

func (m msgLine) text() string {
	if m.Refusal {
		return lang.X("escape.msgbar.notAllowed", "Not allowed: {{.Text}}", map[string]any{"Text": m.String()})
	}
	return m.String()
}

func (b *msgBar) showLog() {
	c := b.canvas()
	box := container.NewVBox()
	for i := len(b.history) - 1; i >= 0; i-- {
		l := widget.NewLabel(msgLine{b.history[i]}.text())
		l.Wrapping = fyne.TextWrapWord
		box.Add(l)
	}
	var pop *widget.PopUp
	closeB := kit.NewButton(lang.X("escape.msgbar.close", "Close"), theme.CancelIcon(), func() { pop.Hide() })
	sz := c.Size()
	head := widget.NewLabelWithStyle(lang.X("escape.msgbar.head", "What happened, newest first"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	pop = widget.NewModalPopUp(container.NewBorder(head, kit.Centered(closeB), nil, nil, container.NewVScroll(box)), c)
	pop.Resize(fyne.NewSize(sz.Width*0.9, sz.Height*0.8))
	pop.Show()
}

// CreateRenderer draws the messages beside the Log button, under a line
// that parts them from the screen as the top bar's line does. (A band of
// colour behind them was a quarter of a countdown frame's fill in software
// GL: docs/benchmarks.md.)
func (b *msgBar) CreateRenderer() fyne.WidgetRenderer {
	return &msgBarRenderer{b: b, bg: canvas.NewRectangle(theme.Color(theme.ColorNameSeparator))}
}

type msgBarRenderer struct {
	b     *msgBar
	bg    *canvas.Rectangle // the line above the messages
	lines []*canvas.Text
	// pool keeps the texts of earlier layouts for reuse: a layout that made
	// new texts each time changed the canvas's tree, so Fyne laid the bar
	// out again on the next frame, and again: 60 repaints a second (55% of
	// a core in software GL, docs/benchmarks.md).
	pool []*canvas.Text
	size fyne.Size
}

func (r *msgBarRenderer) MinSize() fyne.Size {
	pad := theme.Padding()
	h := msgBarLines*lineHeight(msgSize()) + 2*pad
	return fyne.NewSize(3*kit.MinTouch+r.b.log.MinSize().Width, fyne.Max(h, 2*kit.MinTouch))
}

func (r *msgBarRenderer) Layout(s fyne.Size) {
	r.size = s
	r.bg.Resize(fyne.NewSize(s.Width, theme.SeparatorThicknessSize()))
	pad := theme.Padding()
	lm := r.b.log.MinSize()
	r.b.log.Resize(lm)
	r.b.log.Move(fyne.NewPos(s.Width-lm.Width-pad, (s.Height-lm.Height)/2))
	width := s.Width - lm.Width - 3*pad
	height := s.Height - 2*pad
	r.lines = r.lines[:0]
	y := pad
	for i := len(r.b.history) - 1; i >= 0; i-- {
		m := msgLine{r.b.history[i]}
		if m.Refusal && i < r.b.settled {
			continue
		}
		size := msgSize()
		words := wrapWords(m.text(), size, fyne.TextStyle{}, width)
		if y == pad {
			words = cutToLines(m.text(), size, width, msgBarLines)
		} else if y+float32(len(words))*lineHeight(size) > pad+height {
			break // an older message shows whole or not at all
		}
		ink := theme.Color(theme.ColorNameForeground)
		if m.Refusal {
			ink = theme.Color(theme.ColorNameError)
		}
		for _, w := range words {
			t := r.line(len(r.lines), w, ink, size)
			t.Move(fyne.NewPos(pad, y))
			t.Resize(fyne.NewSize(width, lineHeight(size)))
			r.lines = append(r.lines, t)
			y += lineHeight(size)
		}
	}
}

// line returns the i-th text of the pool showing w in ink at size, made
// the first time it is needed and refreshed only when it changes.
func (r *msgBarRenderer) line(i int, w string, ink color.Color, size float32) *canvas.Text {
	if i == len(r.pool) {
		r.pool = append(r.pool, canvas.NewText(w, ink))
		r.pool[i].TextSize = size
		return r.pool[i]
	}
	t := r.pool[i]
	if t.Text != w || t.Color != ink || t.TextSize != size {
		t.Text, t.Color, t.TextSize = w, ink, size
		t.Refresh()
	}
	return t
}

// lineHeight is the height of a line of text at size.
func lineHeight(size float32) float32 {
	return fyne.MeasureText("Mg", size, fyne.TextStyle{}).Height
}

func (r *msgBarRenderer) Refresh() {
	r.bg.FillColor = theme.Color(theme.ColorNameSeparator)
	r.bg.Refresh()
	r.Layout(r.size)
	canvas.Refresh(r.b)
}

func (r *msgBarRenderer) Objects() []fyne.CanvasObject {
	objs := []fyne.CanvasObject{r.bg}
	for _, l := range r.lines {
		objs = append(objs, l)
	}
	return append(objs, r.b.log)
}

func (r *msgBarRenderer) Destroy() {}

// cutToLines wraps text in at most n lines of width; a text that needs
// more keeps as many words as fit before "… more in the Log" (the Log has
// it whole).
func cutToLines(text string, size, width float32, n int) []string {
	lines := wrapWords(text, size, fyne.TextStyle{}, width)
	if len(lines) <= n {
		return lines
	}
	words := strings.Fields(text)
	for k := len(words) - 1; k > 0; k-- {
		lines = wrapWords(strings.Join(words[:k], " ")+" "+lang.X("escape.msgbar.more", "… more in the Log"), size, fyne.TextStyle{}, width)
		if len(lines) <= n {
			return lines
		}
	}
	return lines[:n]
}
