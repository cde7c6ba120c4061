package mall

import (
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/engine/store"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// openSaved asks whether to resume the newest game in play, if there is
// one, or opens the new-game form. A save that cannot be loaded is set
// aside by the store with its reason, and the message says why and names
// the file kept; it is never overwritten.
func openSaved(h Host) {
	st := h.Store()
	if st == nil {
		showNewGame(h)
		return
	}
	path := adoptLegacy(st)
	if path == "" {
		e, ok := st.Latest(mh.Game)
		if !ok {
			showNewGame(h)
			return
		}
		path = e.Path
	}
	g, r, err := store.ResumeGame[mh.State](st, mh.Rules{}, path)
	if err != nil {
		showNewGame(h)
		msg := translations.Err(err)
		if r.Aside != "" {
			msg = loadProblemText(r.Problem, r.ProblemWords, keptAs(st, r.Aside))
		}
		h.Tell(lang.X("mall.resume.notLoaded", "The saved Mall of Horror game could not be loaded"), lang.X("mall.resume.newHere", "{{.Problem}}\n\nA new game starts here.", map[string]any{"Problem": msg}))
		return
	}
	if r.Recovered {
		defer h.Tell(lang.X("mall.resume.damaged", "The saved Mall of Horror game was damaged"), lang.XN("mall.resume.recovered", "{{.Problem}}\n\nThe game is back as it stood before the damage ({{.Count}} steps). The damaged file was kept as {{.File}} in the games folder, with the reason beside it.",
			r.Kept, map[string]any{"Problem": problemText(r.Problem, r.ProblemWords), "Count": r.Kept, "File": keptAs(st, r.Aside)}))
	}
	if g.State().Outcome.Over {
		// A game that ended (the app stopped on its end screen) is never
		// offered for resume: it joins the finished games.
		if _, err := g.Finish(); err != nil {
			h.Tell(lang.X("mall.resume.notMoved", "The last game could not be moved to the finished games"), translations.Err(err))
		}
		showNewGame(h)
		return
	}
	h.Show(resumeScreen(h, g, r.Torn))
}

// resumeScreen asks whether to go on with a saved game or start a new one
// (the saved game is then kept in the archive).
func resumeScreen(h Host, g *store.Game[mh.State], torn bool) fyne.CanvasObject {
	st := g.State()
	var msg string
	if st.Phase == mh.PhaseSetup {
		msg = lang.X("mall.resume.setup", "A game of {{.Players}} players is in progress: {{.Placed}} of {{.All}} characters placed.", map[string]any{"Players": len(st.Players), "Placed": st.Placed, "All": len(st.Characters)})
	} else {
		msg = lang.X("mall.resume.round", "A game of {{.Players}} players is in progress: round {{.Round}}, phase {{.Phase}}.", map[string]any{"Players": len(st.Players), "Round": st.Round, "Phase": tr(st.Phase.ShortWords())})
	}
	if torn {
		msg += " " + lang.X("mall.resume.torn", "Its last step was cut off when the app stopped and was dropped.")
	}
	resume := kit.NewButton(lang.X("mall.resume.resume", "Resume it"), theme.MediaPlayIcon(), func() { showStored(h, g) })
	resume.Importance = widget.HighImportance
	startOver := func() {
		if _, err := g.Archive(); err != nil {
			h.Tell(lang.X("mall.resume.noNew", "Could not start a new game"), lang.X("mall.resume.noArchive", "The game in progress could not be kept in the archive, so no new game starts over it: {{.Reason}}", map[string]any{"Reason": translations.Err(err)}))
			return
		}
		showNewGame(h)
	}
	fresh := kit.NewButton(lang.X("mall.resume.new", "Start a new game"), theme.ContentAddIcon(), func() {
		kit.Confirm(h.Window().Canvas(), lang.X("mall.resume.confirmTitle", "Start a new game over this one?"),
			lang.X("mall.resume.confirmText", "The game in progress stops here; it is kept in the archive, but cannot be resumed from this screen."), lang.X("mall.resume.new", "Start a new game"), startOver)
	})
	q := widget.NewLabelWithStyle(lang.X("mall.resume.question", "Resume the game in progress?"), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	m := widget.NewLabelWithStyle(msg, fyne.TextAlignCenter, fyne.TextStyle{})
	m.Wrapping = fyne.TextWrapWord
	// Leaving this question for the home screen must not leave the file open.
	back := func() { g.Close(); h.Home() }
	return container.NewBorder(kit.TopBar(back, "Mall of Horror"), nil, nil, nil,
		kit.NewMiddle(720, container.NewVBox(q, m, kit.NewFitGrid(2, resume, fresh))))
}

// keptAs names a file set aside by where it is in the games folder
// ("damaged/mallofhorror-20260101-120000.hkj"), so the player can find it.
func keptAs(st *store.Store, path string) string {
	if rel, err := filepath.Rel(st.Dir(), path); err == nil {
		return filepath.ToSlash(rel)
	}
	return filepath.Base(path)
}
