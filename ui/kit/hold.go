package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/driver/mobile"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// HoldButton calls onPress when a finger (or mouse button) goes down on it
// and onRelease when it comes up: the hand-over curtain shows a secret only
// while it is held.
type HoldButton struct {
	widget.BaseWidget
	label     string
	onPress   func()
	onRelease func()
	held      bool
}

// NewHoldButton returns a hold button with its label and what pressing and releasing do.
func NewHoldButton(label string, onPress, onRelease func()) *HoldButton {
	h := &HoldButton{label: label, onPress: onPress, onRelease: onRelease}
	h.ExtendBaseWidget(h)
	return h
}

// Press starts holding, as a finger going down does.
func (h *HoldButton) Press() {
	if h.held {
		return
	}
	h.held = true
	if h.onPress != nil {
		h.onPress()
	}
	h.Refresh()
}

// Release stops holding, as a finger coming up does.
func (h *HoldButton) Release() {
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
func (h *HoldButton) MouseDown(*desktop.MouseEvent) { h.Press() }

// MouseUp stops holding (desktop).
func (h *HoldButton) MouseUp(*desktop.MouseEvent) { h.Release() }

// Dragged keeps a finger that slides while holding to the hold button: the
// driver then ends the drag here (DragEnd) wherever the finger comes up,
// where a mouse-up off the button would never reach it and the secret would
// stay on show. Nothing scrolls under a held secret either.
func (h *HoldButton) Dragged(*fyne.DragEvent) {}

// DragEnd stops holding when a finger that slid comes up, on the button or off it.
func (h *HoldButton) DragEnd() { h.Release() }

// TouchDown starts holding (touch screens).
func (h *HoldButton) TouchDown(*mobile.TouchEvent) { h.Press() }

// TouchUp stops holding (touch screens).
func (h *HoldButton) TouchUp(*mobile.TouchEvent) { h.Release() }

// TouchCancel stops holding when the touch leaves.
func (h *HoldButton) TouchCancel(*mobile.TouchEvent) { h.Release() }

// CreateRenderer draws a large rounded pad with its label.
func (h *HoldButton) CreateRenderer() fyne.WidgetRenderer {
	bg := canvas.NewRectangle(theme.Color(theme.ColorNamePrimary))
	bg.CornerRadius = 16
	txt := canvas.NewText(h.label, theme.Color(theme.ColorNameForegroundOnPrimary))
	txt.TextSize = theme.TextSize() * 1.3
	txt.Alignment = fyne.TextAlignCenter
	txt.TextStyle.Bold = true
	return &holdRenderer{h: h, bg: bg, txt: txt}
}

type holdRenderer struct {
	h   *HoldButton
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
	_ desktop.Mouseable = (*HoldButton)(nil)
	_ mobile.Touchable  = (*HoldButton)(nil)
	_ fyne.Draggable    = (*HoldButton)(nil)
)
