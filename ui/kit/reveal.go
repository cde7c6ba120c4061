package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Secret is something only one player may see: the engine decides what and
// for whom; the screens only carry it to that player's eyes.
type Secret struct {
	// For names who may look, with colour name (e.g. "Red: Ann").
	For string
	// Title says what it is, without giving it away ("The 2:00 invasion card").
	Title string
	// Text is the secret itself, short enough for one QR code.
	Text string
}

// RevealWay is how a secret reaches its player.
type RevealWay int

// The two ways of a private reveal.
const (
	// RevealQR covers the screen with a QR code the player scans with a phone.
	RevealQR RevealWay = iota
	// RevealCurtain asks the table to hand the tablet over, then shows the
	// secret only while the player holds a button.
	RevealCurtain
)

// Reveal is a full-screen overlay that shows a secret to one player.
// While it is up, the shared screen below holds no part of the secret: the QR
// way shows it only as an image, the curtain way builds the text only while
// the hold button is down and drops it on release.
type Reveal struct {
	popup  *widget.PopUp
	looked bool
	// secretShown is the label that holds the secret, non-nil only while held.
	secretShown *widget.Label
	hold        *HoldButton
	done        *Button
}

// Looked reports whether the player had the secret on screen.
func (r *Reveal) Looked() bool { return r.looked }

// Hold is the curtain's hold button (nil for a QR code).
func (r *Reveal) Hold() *HoldButton { return r.hold }

// Done is the button that hides the reveal.
func (r *Reveal) Done() *Button { return r.done }

// ShowReveal covers the canvas with the reveal. onDone is called when
// it is dismissed, with whether the player looked (held the curtain or had
// the code on screen). Only the fact of the look goes to the shared screen.
func ShowReveal(c fyne.Canvas, s Secret, way RevealWay, onDone func(looked bool)) *Reveal {
	r := &Reveal{}
	title := widget.NewLabelWithStyle(s.Title, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	title.Wrapping = fyne.TextWrapWord
	r.done = NewButton(lang.X("kit.reveal.done", "Done: hide it"), theme.ConfirmIcon(), func() {
		r.popup.Hide()
		if onDone != nil {
			onDone(r.looked)
		}
	})
	r.done.Min = fyne.NewSize(280, 64)
	var body fyne.CanvasObject
	switch way {
	case RevealQR:
		side := fyne.Min(c.Size().Width, c.Size().Height) * 0.62
		if side < 240 {
			side = 240
		}
		qr, err := NewQRImage(s.Text, side)
		if err != nil {
			body = widget.NewLabel(lang.X("kit.reveal.noCode", "This secret cannot be shown as a code: {{.Reason}}", map[string]any{"Reason": err.Error()}))
		} else {
			r.looked = true
			who := widget.NewLabelWithStyle(lang.X("kit.reveal.scan", "Only {{.Player}}: scan this with your phone's camera.", map[string]any{"Player": s.For}), fyne.TextAlignCenter, fyne.TextStyle{})
			who.Wrapping = fyne.TextWrapWord
			body = container.NewBorder(container.NewVBox(title, who), nil, nil, nil, container.NewCenter(qr))
		}
	default:
		give := widget.NewLabelWithStyle(lang.X("kit.reveal.give", "Give the tablet to {{.Player}}.", map[string]any{"Player": s.For}), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
		hint := widget.NewLabelWithStyle(lang.X("kit.reveal.hint", "Hold the button to see it; let go and it hides."), fyne.TextAlignCenter, fyne.TextStyle{})
		hint.Wrapping = fyne.TextWrapWord
		slot := container.NewStack()
		r.hold = NewHoldButton(lang.X("kit.reveal.hold", "Hold to reveal"), func() {
			r.looked = true
			r.secretShown = widget.NewLabelWithStyle(s.Text, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
			r.secretShown.Wrapping = fyne.TextWrapWord
			slot.Objects = []fyne.CanvasObject{r.secretShown}
			slot.Refresh()
		}, func() {
			r.secretShown = nil
			slot.Objects = nil
			slot.Refresh()
		})
		pad := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
		pad.SetMinSize(fyne.NewSize(400, 160))
		body = container.NewVBox(give, title, hint, container.NewStack(pad, slot), container.NewCenter(r.hold))
	}
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameBackground))
	content := container.NewStack(bg, container.NewBorder(nil, container.NewCenter(r.done), nil, nil, container.NewPadded(body)))
	r.popup = widget.NewModalPopUp(content, c)
	r.popup.Resize(c.Size())
	r.popup.Show()
	return r
}

// Revealer is the app's part that shows a secret to the one player entitled
// to it, the way the table chose; only whether they looked comes back. A
// game with secrets embeds it in its Host.
type Revealer interface {
	Reveal(s Secret, way RevealWay, onDone func(looked bool)) *Reveal
}
