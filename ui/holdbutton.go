package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/driver/mobile"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// holdButton calls onPress when a finger (or mouse button) goes down on it
// and onRelease when it comes up: the hand-over curtain shows a secret only
// while it is held.
type holdButton struct {
	widget.BaseWidget
	label     string
	onPress   func()
	onRelease func()
	held      bool
}

func newHoldButton(label string, onPress, onRelease func()) *holdButton {
	h := &holdButton{label: label, onPress: onPress, onRelease: onRelease}
	h.ExtendBaseWidget(h)
	return h
}

func (h *holdButton) press() {
	if h.held {
		return
	}
	h.held = true
	if h.onPress != nil {
		h.onPress()
	}
	h.Refresh()
}

func (h *holdButton) release() {
	if !h.held {
		return
	}
	h.held = false
	if h.onRelease != nil {
		h.onRelease()
	}
	h.Refresh()
}

// MouseDown starts holding (desktop).
func (h *holdButton) MouseDown(*desktop.MouseEvent) { h.press() }

// MouseUp stops holding (desktop).
func (h *holdButton) MouseUp(*desktop.MouseEvent) { h.release() }

// TouchDown starts holding (touch screens).
func (h *holdButton) TouchDown(*mobile.TouchEvent) { h.press() }

// TouchUp stops holding (touch screens).
func (h *holdButton) TouchUp(*mobile.TouchEvent) { h.release() }

// TouchCancel stops holding when the touch leaves.
func (h *holdButton) TouchCancel(*mobile.TouchEvent) { h.release() }

// CreateRenderer draws a large rounded pad with its label.
func (h *holdButton) CreateRenderer() fyne.WidgetRenderer {
	bg := canvas.NewRectangle(theme.Color(theme.ColorNamePrimary))
	bg.CornerRadius = 16
	txt := canvas.NewText(h.label, theme.Color(theme.ColorNameForegroundOnPrimary))
	txt.TextSize = theme.TextSize() * 1.3
	txt.Alignment = fyne.TextAlignCenter
	txt.TextStyle.Bold = true
	return &holdRenderer{h: h, bg: bg, txt: txt}
}

type holdRenderer struct {
	h   *holdButton
	bg  *canvas.Rectangle
	txt *canvas.Text
}

func (r *holdRenderer) Layout(s fyne.Size) {
	r.bg.Resize(s)
	ts := r.txt.MinSize()
	r.txt.Move(fyne.NewPos((s.Width-ts.Width)/2, (s.Height-ts.Height)/2))
	r.txt.Resize(ts)
}

func (r *holdRenderer) MinSize() fyne.Size {
	return r.txt.MinSize().Add(fyne.NewSize(64, 64)).Max(fyne.NewSize(240, 120))
}

func (r *holdRenderer) Refresh() {
	if r.h.held {
		r.bg.FillColor = theme.Color(theme.ColorNamePressed)
	} else {
		r.bg.FillColor = theme.Color(theme.ColorNamePrimary)
	}
	r.txt.Text = r.h.label
	r.bg.Refresh()
	r.txt.Refresh()
}

func (r *holdRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.bg, r.txt} }

func (r *holdRenderer) Destroy() {}

var (
	_ desktop.Mouseable = (*holdButton)(nil)
	_ mobile.Touchable  = (*holdButton)(nil)
)
