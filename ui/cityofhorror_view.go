package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// cityOfHorrorScreen is a plain, read-only view of a new game's state.
func (a *App) cityOfHorrorScreen() fyne.CanvasObject {
	return a.comingScreen("City of Horror")
}

var _ = widget.NewLabel
