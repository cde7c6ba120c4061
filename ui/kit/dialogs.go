package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Tell shows a message with its title over the screen until the player taps
// OK: a refusal, a damaged save moved aside, an import's result.
func Tell(c fyne.Canvas, title, msg string) *widget.PopUp {
	var pop *widget.PopUp
	ok := NewButton(lang.X("kit.ok", "OK"), theme.ConfirmIcon(), func() { pop.Hide() })
	pop = modal(c, title, msg, ok)
	return pop
}

// Confirm asks before something that cannot be taken back (leaving a running
// game, starting a new one over it). yes names the action ("Leave the game");
// onYes runs only when it is tapped; "Cancel" leaves everything as it was.
func Confirm(c fyne.Canvas, title, msg, yes string, onYes func()) *widget.PopUp {
	var pop *widget.PopUp
	y := NewPrimaryButton(yes, nil, func() {
		pop.Hide()
		onYes()
	})
	n := NewButton(lang.X("kit.cancel", "Cancel"), theme.CancelIcon(), func() { pop.Hide() })
	pop = modal(c, title, msg, n, y)
	return pop
}

func modal(c fyne.Canvas, title, msg string, buttons ...fyne.CanvasObject) *widget.PopUp {
	l := widget.NewLabel(msg)
	l.Wrapping = fyne.TextWrapWord
	t := widget.NewLabelWithStyle(title, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	t.Wrapping = fyne.TextWrapWord
	box := container.NewVBox(t, l, container.NewCenter(container.NewHBox(buttons...)))
	pop := widget.NewModalPopUp(container.NewPadded(box), c)
	w := fyne.Min(640, c.Size().Width-32)
	pop.Resize(fyne.NewSize(w, box.MinSize().Height+40))
	pop.Show()
	return pop
}
