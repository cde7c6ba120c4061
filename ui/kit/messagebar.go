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
// shows the newest message first, whole when it fits the two lines (one
// too long for them ends in "… more in the Log"), and an older one on the
// line left only if it fits there whole; it keeps every message in a log
// a tap opens, and can offer to undo the last step in one tap. Nothing
// above it moves when a message comes. It is the one message bar of every
// game's screens.
type MessageBar struct {
	widget.BaseWidget
	canvas  func() fyne.Canvas
	lines   [2]*canvas.Text
	log     *Button
	undo    *Button
	history []Message
	onUndo  func()
	// settled is how many messages of history came before the game's last
	// step (Settle): a refusal among them has had its answer and leaves
	// the bar (the log keeps it).
	settled int
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

// Post shows new messages, the newest first; the earlier ones go to the log.
func (b *MessageBar) Post(ms ...Message) {
	for _, m := range ms {
		if m.Text == "" {
			continue
		}
		b.history = append(b.history, m)
	}
	if over := len(b.history) - maxHistory; over > 0 {
		b.history = append([]Message(nil), b.history[over:]...)
		b.settled = max(b.settled-over, 0)
	}
	b.refreshLines()
}

// Settle takes the refusals on show off the bar: the game has moved on (a
// step recorded, a new stage), so a "Not allowed" no longer answers
// anything on screen. The log keeps them.
func (b *MessageBar) Settle() {
	if b.settled == len(b.history) {
		return
	}
	b.settled = len(b.history)
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

// Shown is how the message reads on the bar and in the log: a refusal
// says it is one.
func (m Message) Shown() string {
	if m.Refusal {
		return lang.X("kit.notAllowed", "Not allowed: {{.Message}}", map[string]any{"Message": m.String()})
	}
	return m.String()
}

// refreshLines fills the two lines with the newest message, wrapped to the
// width, without its rule when the two do not fit (the Log keeps the
// rule; cut with "… more in the Log" when even the sentence is longer than
// both lines), and
// the line it leaves with older messages that fit there whole: a message
// cut short to fill a line was read as a message lost. Settled refusals
// are left out.
func (b *MessageBar) refreshLines() {
	size := b.TextSize()
	fits := func(s string) bool {
		return b.width <= 0 || fyne.MeasureText(s, size, fyne.TextStyle{}).Width <= b.width
	}
	var texts [2]string
	var refusal [2]bool
	row, whole := 0, 0
	cut := false
	for i := len(b.history) - 1; i >= 0 && row < len(texts); i-- {
		m := b.history[i]
		if m.Refusal && i < b.settled {
			continue
		}
		ws := wrapWords(m.Shown(), fits)
		short := false
		if row+len(ws) > len(texts) && m.Rule != "" {
			// What the step did matters at the table; the rule behind it
			// waits in the Log.
			bare := m
			bare.Rule = ""
			ws, short = wrapWords(bare.Shown(), fits), true
		}
		if row == 0 && len(ws) > len(texts) {
			ws, cut = []string{ws[0], cutWords(ws[1:], fits)}, true
		} else if row+len(ws) > len(texts) {
			break // an older message shows whole or not at all
		}
		for _, w := range ws {
			texts[row], refusal[row] = w, m.Refusal
			row++
		}
		if !cut && !short {
			whole++
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
	// The log opens when it holds what the bar does not show.
	if whole < len(b.history) {
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
		l := widget.NewLabel(b.history[i].Shown())
		l.Wrapping = fyne.TextWrapWord
		box.Add(l)
	}
	var pop *widget.PopUp
	closeB := NewButton(lang.X("kit.close", "Close"), theme.CancelIcon(), func() { pop.Hide() })
	sz := c.Size()
	scroll := NewVScroll(box)
	pop = widget.NewModalPopUp(container.NewBorder(widget.NewLabelWithStyle(lang.X("kit.logTitle", "What happened, newest first"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), Centered(closeB), nil, nil, scroll), c)
	pop.Resize(fyne.NewSize(sz.Width*0.9, sz.Height*0.8))
	pop.Show()
}
