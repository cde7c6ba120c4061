package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/ui/kit"
)

// tell shows a message the player must acknowledge.
func (a *App) tell(title, msg string) {
	var pop *widget.PopUp
	l := widget.NewLabel(msg)
	l.Wrapping = fyne.TextWrapWord
	ok := kit.NewButton(lang.X("kit.ok", "OK"), theme.ConfirmIcon(), func() { pop.Hide() })
	box := container.NewVBox(widget.NewLabelWithStyle(title, fyne.TextAlignCenter, fyne.TextStyle{Bold: true}), l, container.NewCenter(ok))
	pop = widget.NewModalPopUp(container.NewPadded(box), a.win.Canvas())
	pop.Resize(fyne.NewSize(fyne.Min(640, a.win.Canvas().Size().Width), box.MinSize().Height+40))
	pop.Show()
}
