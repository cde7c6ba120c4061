package ui

import (
	"hordekeeper/ui/kit"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// comingScreen stands in for a game whose screens are not built yet.
func (a *App) comingScreen(title string) fyne.CanvasObject {
	msg := widget.NewLabelWithStyle(lang.X("coming.text", "{{.Title}} is coming in a later version of Hordekeeper.", map[string]any{"Title": title}), fyne.TextAlignCenter, fyne.TextStyle{})
	msg.Wrapping = fyne.TextWrapWord
	// In the middle at a reading width: centred at its least size, a
	// wrapping label would stand one letter a line.
	return container.NewBorder(a.topBar(title), nil, nil, nil, kit.NewMiddle(600, msg))
}

// topBar is the bar above every game screen: back to the games, and a title.
func (a *App) topBar(title string, extra ...fyne.CanvasObject) fyne.CanvasObject {
	back := kit.NewButton(lang.X("kit.games", "Games"), nil, a.showHome)
	t := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	right := container.NewHBox(extra...)
	return container.NewBorder(nil, widget.NewSeparator(), back, right, t)
}
