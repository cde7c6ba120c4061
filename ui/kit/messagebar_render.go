package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
)

// CreateRenderer lays the two lines out beside the undo and log buttons,
// or above them when beside them the lines would be short, under a line
// that parts them from the screen as the top bar's line does (a band of
// colour behind them cost a quarter of a frame's fill in software GL).
func (b *MessageBar) CreateRenderer() fyne.WidgetRenderer {
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameSeparator))
	return &messageBarRenderer{b: b, bg: bg, buttons: NewFlow(true, b.undo, b.log)}
}

type messageBarRenderer struct {
	b       *MessageBar
	bg      *canvas.Rectangle // the line above the lines
	buttons *fyne.Container
	// narrow is set when the last layout put the buttons under the lines.
	narrow bool
}

// textHeight is the two lines' height, with the padding around them.
func (r *messageBarRenderer) textHeight() float32 {
	lh := fyne.MeasureText("Ag", r.b.TextSize(), fyne.TextStyle{}).Height
	return 2*lh + 2*theme.Padding()
}

func (r *messageBarRenderer) Layout(s fyne.Size) {
	r.bg.Resize(fyne.NewSize(s.Width, theme.SeparatorThicknessSize()))
	pad := theme.Padding()
	bw := OneRow(r.buttons.Objects)
	// On a portrait tablet or a phone the buttons go under the lines,
	// which keep the whole width. The width alone decides, so the bar keeps
	// its height when an undo is offered or taken away.
	r.decide(s.Width)
	th := r.textHeight()
	textW := s.Width - 2*pad
	if r.narrow {
		r.buttons.Move(fyne.NewPos(pad, th))
		r.buttons.Resize(fyne.NewSize(s.Width-2*pad, s.Height-th-pad))
	} else {
		textW -= bw + pad
		bh := r.buttons.MinSize().Height
		r.buttons.Move(fyne.NewPos(s.Width-pad-bw, (s.Height-bh)/2))
		r.buttons.Resize(fyne.NewSize(bw, bh))
	}
	lh := (th - 2*pad) / 2
	for i, l := range r.b.lines {
		l.Move(fyne.NewPos(pad, pad+float32(i)*lh))
		l.Resize(fyne.NewSize(textW, lh))
	}
	if textW != r.b.width {
		r.b.width = textW
		r.b.refreshLines()
	}
}

// decide sets narrow: from the window's width when the bar is on one
// (known before anything is laid out, so MinSize says from the first frame
// what Layout will do: a bar that turned narrow in its Layout grew taller
// than its parent had laid it out, and its buttons fell off the window
// until the next frame); else from the bar's width. A layout at the bar's
// least width is Fyne asking its MinSize again (see fit.go): it keeps the
// last answer.
func (r *messageBarRenderer) decide(width float32) {
	if c := r.b.canvas; c != nil {
		if cv := c(); cv != nil && cv.Size().Width > 0 {
			r.narrow = cv.Size().Width < barBeside
			return
		}
	}
	if width > r.minSize().Width+0.5 {
		r.narrow = width < barBeside
	}
}

// MinSize is two lines high whatever the messages say (with the buttons
// under them on a narrow screen), so the screen above never moves; any
// width fits, since the lines wrap.
func (r *messageBarRenderer) MinSize() fyne.Size {
	r.decide(0)
	return r.minSize()
}

func (r *messageBarRenderer) minSize() fyne.Size {
	h := fyne.Max(r.textHeight(), MinTouch+2*theme.Padding())
	if r.narrow {
		h = r.textHeight() + r.buttons.MinSize().Height + theme.Padding()
	}
	return fyne.NewSize(3*MinTouch, h)
}

func (r *messageBarRenderer) Refresh() {
	r.bg.FillColor = theme.Color(theme.ColorNameSeparator)
	r.bg.Refresh()
	r.b.refreshLines()
	r.buttons.Refresh()
	r.Layout(r.b.Size())
}

func (r *messageBarRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.bg, r.b.lines[0], r.b.lines[1], r.buttons}
}

func (r *messageBarRenderer) Destroy() {}
