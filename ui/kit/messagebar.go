package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

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
	return m.Text + " (Rule: " + m.Rule + ".)"
}

// MessageBar is the bar under a screen that says what the last tap did: it
// always takes the same height (two lines), shows the newest message first,
// keeps every earlier one in a log a tap opens, and can offer to undo the
// last step in one tap. Nothing above it moves when a message comes.
type MessageBar struct {
	widget.BaseWidget
	canvas  func() fyne.Canvas
	lines   [2]*widget.Label
	log     *Button
	undo    *Button
	history []Message
	onUndo  func()
}

// maxHistory bounds the log: an evening's messages, not a leak.
const maxHistory = 300

// NewMessageBar returns an empty bar; c gives the canvas its log opens on.
func NewMessageBar(c func() fyne.Canvas) *MessageBar {
	b := &MessageBar{canvas: c}
	for i := range b.lines {
		b.lines[i] = widget.NewLabel("")
		b.lines[i].Truncation = fyne.TextTruncateEllipsis
	}
	b.log = NewButton("Log", theme.ListIcon(), b.showLog)
	b.undo = NewButton("Undo", theme.ContentUndoIcon(), func() {
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
		return
	}
	b.undo.SetText(label)
	b.undo.Show()
}

// History is every message still in the log, oldest first.
func (b *MessageBar) History() []Message { return append([]Message(nil), b.history...) }

func (b *MessageBar) refreshLines() {
	n := len(b.history)
	for i, l := range b.lines {
		text, imp := "", widget.MediumImportance
		if n-1-i >= 0 {
			m := b.history[n-1-i]
			text = m.String()
			if m.Refusal {
				text, imp = "Not allowed: "+text, widget.DangerImportance
			}
		}
		l.Importance = imp
		l.SetText(text)
	}
	if n > 2 {
		b.log.Enable()
	} else {
		b.log.Disable()
	}
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
	closeB := NewButton("Close", theme.CancelIcon(), func() { pop.Hide() })
	sz := c.Size()
	scroll := container.NewVScroll(box)
	pop = widget.NewModalPopUp(container.NewBorder(widget.NewLabelWithStyle("What happened, newest first", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), Centered(closeB), nil, nil, scroll), c)
	pop.Resize(fyne.NewSize(sz.Width*0.9, sz.Height*0.8))
	pop.Show()
}

// CreateRenderer lays the two lines out beside the log and undo buttons.
func (b *MessageBar) CreateRenderer() fyne.WidgetRenderer {
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	lines := container.NewVBox(b.lines[0], b.lines[1])
	body := container.NewBorder(nil, nil, nil, container.NewHBox(b.undo, b.log), lines)
	return &messageBarRenderer{bg: bg, body: body}
}

type messageBarRenderer struct {
	bg   *canvas.Rectangle
	body *fyne.Container
}

func (r *messageBarRenderer) Layout(s fyne.Size) {
	r.bg.Resize(s)
	r.body.Resize(s)
}

// MinSize is two lines high whatever the messages say, so the screen above
// never moves; any width fits, since the lines are cut with an ellipsis.
func (r *messageBarRenderer) MinSize() fyne.Size {
	h := fyne.Max(r.body.MinSize().Height, 2*MinTouch)
	return fyne.NewSize(3*MinTouch, h)
}

func (r *messageBarRenderer) Refresh() {
	r.bg.FillColor = theme.Color(theme.ColorNameInputBackground)
	r.bg.Refresh()
	r.body.Refresh()
}

func (r *messageBarRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.bg, r.body}
}

func (r *messageBarRenderer) Destroy() {}
