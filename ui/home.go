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

	// One above the other, each its own height: a game in progress takes
	// more lines than a game's button and blurb.
	games := container.NewVBox()
	st := a.Store()
	for i, g := range a.games() {
		if i > 0 {
			// A line between games: a game's "New game" button is not
			// read as the next game's.
			games.Add(widget.NewSeparator())
		}
		games.Add(a.gameEntry(st, g))
	}

	// Every game that is over, of the three, to look at again.
	past := kit.NewButton(lang.X("past.title", "Past games"), theme.HistoryIcon(), func() { a.show(a.pastScreen("", 0)) })
	past.Min = fyne.NewSize(0, 56)
	join := kit.NewButton(lang.X("join.title", "Join with a setup code"), nil, func() { a.show(a.joinScreen()) })
	join.Min = fyne.NewSize(0, 56)
	settings := kit.NewButton(lang.X("settings.title", "Settings"), theme.SettingsIcon(), func() { a.show(a.settingsScreen()) })
	settings.Min = fyne.NewSize(0, 56)
	// Join and Settings side by side (one above the other on a phone): the
	// home screen fits 1280x800.
	body := container.NewVBox(kit.Centered(icon), title, sub, games, widget.NewSeparator(), past, kit.NewFitGrid(2, join, settings))
	return kit.NewVScroll(container.NewPadded(kit.NewMiddle(720, body)))
}

// gameEntry is a game on the list. A game in progress is one big button
// that puts it back where it stood, with its players and where it stands
// under it, and a smaller one for a new game; otherwise the game's button
// opens its new-game form, over a line of what the app does for it.
func (a *App) gameEntry(st *store.Store, g Game) fyne.CanvasObject {
	p, waits := gameInPlay(st, g)
	if !waits {
		// The games keep their names in every edition (City of Horror in
		// French too); the blurbs are the shell's to translate.
		open := kit.NewButton(g.Title, nil, func() { a.openGame(g.Name) })
		open.Importance = widget.HighImportance
		open.Min = fyne.NewSize(360, 72)
		blurbText := ""
		if g.Blurb != nil {
			blurbText = g.Blurb()
		}
		// Plain, not italic: each font style costs about 9 MB of parsed tables.
		blurb := widget.NewLabelWithStyle(blurbText, fyne.TextAlignCenter, fyne.TextStyle{})
		blurb.Wrapping = fyne.TextWrapWord
		return container.NewVBox(open, blurb)
	}
	resume := kit.NewButton(lang.X("home.resume", "Resume {{.Game}}", map[string]any{"Game": g.Title}), theme.MediaPlayIcon(), func() { a.resumeGame(g.Name) })
	resume.Importance = widget.HighImportance
	resume.Min = fyne.NewSize(360, 72)
	fresh := kit.NewButton(lang.X("home.newGame", "New game of {{.Game}}", map[string]any{"Game": g.Title}), theme.ContentAddIcon(), func() { a.openGame(g.Name) })
	fresh.Min = fyne.NewSize(0, 56)
	box := container.NewVBox(resume)
	if len(p.Seats) > 0 {
		box.Add(kit.SeatChips(p.Seats))
	}
	if p.Where != "" {
		where := widget.NewLabel(p.Where)
		where.Wrapping = fyne.TextWrapWord
		box.Add(where)
	}
	box.Add(fresh)
	return box
}

// gameInPlay is the game of this kind waiting to be resumed, if any: the
// game's own answer when it gives one, else whether the games folder holds
// one in play. Without a games folder nothing is saved, so none.
func gameInPlay(st *store.Store, g Game) (kit.InPlay, bool) {
	if st == nil {
		return kit.InPlay{}, false
	}
	if g.InPlay != nil {
		return g.InPlay(st)
	}
	_, ok := st.Latest(g.Name)
	return kit.InPlay{}, ok
}
