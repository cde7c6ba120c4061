package kit

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// CaptionMin is the least text size of a caption on the shared screen,
// read from across a table.
const CaptionMin = 24

// barBeside is the least width with the buttons beside the lines.
const barBeside = 1000

// moreInLog ends a message the bar has no room for.
func moreInLog() string { return lang.X("kit.moreInLog", " … more in the Log") }

// Message is one line of the message bar: what happened (or what a rule
// refused) and the rule behind it.
type Message struct {
	// Text is the sentence.
	Text string
	// Rule is the rule in brief, if any.
	Rule string
	// Refusal marks a tap that a rule refused.
	Refusal bool
}

// String is the message as one line: the sentence and its rule.
func (m Message) String() string {
	if m.Rule == "" {
		return m.Text
	}
	return lang.X("kit.withRule", "{{.Text}} (Rule: {{.Rule}}.)", map[string]any{"Text": m.Text, "Rule": m.Rule})
}

// MessageBar is the bar under a screen that says what the last tap did: it
// always takes the same height (two lines of CaptionMin text or more),
// shows the newest message first, wrapped at word breaks (one too long
// for the two lines ends in "… more in the Log"), keeps every message in a
// log a tap opens, and can offer to undo the last step in one tap. Nothing
// above it moves when a message comes.
type MessageBar struct {
	widget.BaseWidget
	canvas  func() fyne.Canvas
	lines   [2]*canvas.Text
	log     *Button
	undo    *Button
	history []Message
	onUndo  func()
	// width is the text's width at the last layout: the lines are wrapped
	// to it.
	width float32
}

// maxHistory bounds the log: an evening's messages, not a leak.
const maxHistory = 300

// NewMessageBar returns an empty bar; c gives the canvas its log opens on.
func NewMessageBar(c func() fyne.Canvas) *MessageBar {
	b := &MessageBar{canvas: c}
	for i := range b.lines {
		b.lines[i] = canvas.NewText("", theme.Color(theme.ColorNameForeground))
	}
	b.log = NewButton(lang.X("kit.log", "Log"), theme.ListIcon(), b.showLog)
	b.undo = NewButton(lang.X("kit.undo", "Undo"), theme.ContentUndoIcon(), func() {
		if b.onUndo != nil {
			b.onUndo()
		}
	})
	b.undo.Hide()
	b.ExtendBaseWidget(b)
	b.refreshLines()
	return b
}

// Say shows new messages, the newest first; the earlier ones go to the log.
func (b *MessageBar) Say(ms ...Message) {
	for _, m := range ms {
		if m.Text == "" {
			continue
		}
		b.history = append(b.history, m)
	}
	if over := len(b.history) - maxHistory; over > 0 {
		b.history = append([]Message(nil), b.history[over:]...)
	}
	b.refreshLines()
}

// Offer sets the one-tap undo of the last step (label says what it undoes,
// e.g. "Undo the kill"); a nil undo takes the button away.
func (b *MessageBar) Offer(label string, undo func()) {
	b.onUndo = undo
	if undo == nil {
		b.undo.Hide()
	} else {
		b.undo.SetText(label)
		b.undo.Show()
	}
	b.Refresh()
}

// History is every message still in the log, oldest first.
func (b *MessageBar) History() []Message { return append([]Message(nil), b.history...) }

// Lines is what the bar's two lines show now.
func (b *MessageBar) Lines() [2]string { return [2]string{b.lines[0].Text, b.lines[1].Text} }

// TextSize is the size of the bar's text: the theme's sub-heading, never
// under CaptionMin.
func (b *MessageBar) TextSize() float32 {
	return fyne.Max(CaptionMin, theme.Size(theme.SizeNameSubHeadingText))
}

// shown is how a message reads on the bar.
func shown(m Message) string {
	if m.Refusal {
		return lang.X("kit.notAllowed", "Not allowed: {{.Message}}", map[string]any{"Message": m.String()})
	}
	return m.String()
}

// refreshLines fills the two lines with the newest message, wrapped to the
// width, and the one before it when the newest takes one line.
func (b *MessageBar) refreshLines() {
	size := b.TextSize()
	fits := func(s string) bool {
		return b.width <= 0 || fyne.MeasureText(s, size, fyne.TextStyle{}).Width <= b.width
	}
	n := len(b.history)
	var texts [2]string
	var refusal [2]bool
	hidden := n > 2 // a message of the log the bar does not show whole
	if n > 0 {
		m := b.history[n-1]
		ws := wrapWords(shown(m), fits)
		texts[0], refusal[0], refusal[1] = ws[0], m.Refusal, m.Refusal
		switch {
		case len(ws) == 2:
			texts[1] = ws[1]
			hidden = hidden || n > 1
		case len(ws) > 2:
			texts[1], hidden = cutWords(ws[1:], fits), true
		case n > 1:
			prev := b.history[n-2]
			texts[1], refusal[1] = cutWords(wrapWords(shown(prev), fits), fits), prev.Refusal
			hidden = hidden || strings.HasSuffix(texts[1], moreInLog())
		}
	}
	for i, l := range b.lines {
		l.Text, l.TextSize = texts[i], size
		l.Color = theme.Color(theme.ColorNameForeground)
		if refusal[i] {
			l.Color = theme.Color(theme.ColorNameError)
		}
		l.Refresh()
	}
	if hidden {
		b.log.Enable()
	} else {
		b.log.Disable()
	}
}

// wrapWords breaks s into lines at spaces, each as long as fits allows (a
// single word too long for a line stands alone).
func wrapWords(s string, fits func(string) bool) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(s) {
		try := w
		if line != "" {
			try = line + " " + w
		}
		if line != "" && !fits(try) {
			lines = append(lines, line)
			try = w
		}
		line = try
	}
	return append(lines, line)
}

// cutWords is the first of lines, or when there are more, as many whole
// words of them as fit before "… more in the Log".
func cutWords(lines []string, fits func(string) bool) string {
	if len(lines) == 1 {
		return lines[0]
	}
	words := strings.Fields(strings.Join(lines, " "))
	out := ""
	for _, w := range words {
		try := w
		if out != "" {
			try = out + " " + w
		}
		if !fits(try + moreInLog()) {
			break
		}
		out = try
	}
	return out + moreInLog()
}

func (b *MessageBar) showLog() {
	c := b.canvas()
	box := container.NewVBox()
	for i := len(b.history) - 1; i >= 0; i-- {
		l := widget.NewLabel(b.history[i].String())
		l.Wrapping = fyne.TextWrapWord
		box.Add(l)
	}
	var pop *widget.PopUp
	closeB := NewButton(lang.X("kit.close", "Close"), theme.CancelIcon(), func() { pop.Hide() })
	sz := c.Size()
	scroll := container.NewVScroll(box)
	pop = widget.NewModalPopUp(container.NewBorder(widget.NewLabelWithStyle(lang.X("kit.logTitle", "What happened, newest first"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), Centered(closeB), nil, nil, scroll), c)
	pop.Resize(fyne.NewSize(sz.Width*0.9, sz.Height*0.8))
	pop.Show()
}
