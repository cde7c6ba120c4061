package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/assets"
	"hordekeeper/engine/store"
	"hordekeeper/ui/kit"
)

// homeScreen lists the games (App.games), each a large button.
func (a *App) homeScreen() fyne.CanvasObject {
	icon := canvas.NewImageFromResource(assets.Icon)
	icon.FillMode = canvas.ImageFillContain
	icon.SetMinSize(fyne.NewSize(80, 80)) // small enough that Join and Settings fit 1280x800
	title := widget.NewLabelWithStyle("Hordekeeper", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	title.SizeName = "headingText"
	// Two lines: the call to pick stays whole however the first one wraps.
	sub := widget.NewLabelWithStyle(lang.X("home.tagline", "The table's bookkeeper for three zombie board games.\nPick tonight's game."), fyne.TextAlignCenter, fyne.TextStyle{})
	sub.Wrapping = fyne.TextWrapWord

	games := container.NewGridWithColumns(1)
	st := a.Store()
	for _, g := range a.games() {
		// The games keep their names in every edition (City of Horror
		// in French too); the blurbs are the shell's to translate.
		title, blurbText := g.Title, ""
		if g.Blurb != nil {
			blurbText = g.Blurb()
		}
		var icon fyne.Resource
		if gameInProgress(st, g.Name, g.InProgress) {
			// On a line of its own: on one line "▶ Escape: Zombie City:
			// game in progress" is wider than a phone (421 of 412 px).
			title += lang.X("home.inprogress", ":\ngame in progress")
			icon = theme.MediaPlayIcon()
		}
		btn := kit.NewButton(title, icon, func() { a.openGame(g.Name) })
		btn.Importance = widget.HighImportance
		btn.Min = fyne.NewSize(360, 72)
		// Plain, not italic: each font style costs about 9 MB of parsed tables.
		blurb := widget.NewLabelWithStyle(blurbText, fyne.TextAlignCenter, fyne.TextStyle{})
		blurb.Wrapping = fyne.TextWrapWord
		games.Add(container.NewVBox(btn, blurb))
	}

	join := kit.NewButton(lang.X("join.title", "Join with a setup code"), nil, func() { a.show(a.joinScreen()) })
	join.Min = fyne.NewSize(0, 56)
	settings := kit.NewButton(lang.X("settings.title", "Settings"), theme.SettingsIcon(), func() { a.show(a.settingsScreen()) })
	settings.Min = fyne.NewSize(0, 56)
	// Join and Settings side by side (one above the other on a phone): the
	// home screen fits 1280x800.
	body := container.NewVBox(kit.Centered(icon), title, sub, games, widget.NewSeparator(), kit.NewFitGrid(2, join, settings))
	return container.NewVScroll(container.NewPadded(kit.NewMiddle(720, body)))
}

// gameInProgress tells whether a game of this kind waits to be resumed:
// the game's own answer when it gives one, else whether the games folder
// holds one in play. Without a games folder nothing is saved, so none.
func gameInProgress(st *store.Store, game string, own func(*store.Store) bool) bool {
	if st == nil {
		return false
	}
	if own != nil {
		return own(st)
	}
	_, ok := st.Latest(game)
	return ok
}
