package ui

import (
	"hordekeeper/ui/kit"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// comingScreen stands in for a game whose screens are not built yet.
func (a *App) comingScreen(title string) fyne.CanvasObject {
	msg := widget.NewLabelWithStyle(title+" is coming in a later version of Hordekeeper.", fyne.TextAlignCenter, fyne.TextStyle{})
	msg.Wrapping = fyne.TextWrapWord
	return container.NewBorder(a.topBar(title), nil, nil, nil, kit.Centered(msg))
}

// topBar is the bar above every game screen: back to the games, and a title.
func (a *App) topBar(title string, extra ...fyne.CanvasObject) fyne.CanvasObject {
	back := kit.NewButton("Games", nil, a.showHome)
	t := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	right := container.NewHBox(extra...)
	return container.NewBorder(nil, widget.NewSeparator(), back, right, t)
}
