package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// ConfirmOrCancel is Confirm with a say on "Cancel": onCancel runs when the
// player declines, so a question that changed something to be asked (a
// game paused while "Leave the game?" shows) can put it back as it was.
func ConfirmOrCancel(c fyne.Canvas, title, msg, yes string, onYes, onCancel func()) *widget.PopUp {
	var pop *widget.PopUp
	y := NewPrimaryButton(yes, nil, func() {
		pop.Hide()
		onYes()
	})
	n := NewButton(lang.X("kit.cancel", "Cancel"), theme.CancelIcon(), func() {
		pop.Hide()
		if onCancel != nil {
			onCancel()
		}
	})
	pop = modal(c, title, msg, n, y)
	return pop
}
