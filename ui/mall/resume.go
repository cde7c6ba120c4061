package mall

import (
	"fmt"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/engine/store"
	"hordekeeper/ui/kit"
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
		msg := err.Error()
		if r.Aside != "" {
			msg = loadProblemText(r.Problem, keptAs(st, r.Aside))
		}
		h.Tell("The saved Mall of Horror game could not be loaded", msg+"\n\nA new game starts here.")
		return
	}
	if r.Recovered {
		defer h.Tell("The saved Mall of Horror game was damaged", fmt.Sprintf("%s\n\nThe game is back as it stood before the damage (%s). The damaged file was kept as %s in the games folder, with the reason beside it.", r.Problem, plural(r.Kept, "step"), keptAs(st, r.Aside)))
	}
	if g.State().Outcome.Over {
		// A game that ended (the app stopped on its end screen) is never
		// offered for resume: it joins the finished games.
		if _, err := g.Finish(); err != nil {
			h.Tell("The last game could not be moved to the finished games", err.Error())
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
		msg = fmt.Sprintf("A game of %d players is in progress: %d of %d characters placed.", len(st.Players), st.Placed, len(st.Characters))
	} else {
		msg = fmt.Sprintf("A game of %d players is in progress: round %d, phase %s.", len(st.Players), st.Round, st.Phase.Short())
	}
	if torn {
		msg += " Its last step was cut off when the app stopped and was dropped."
	}
	resume := kit.NewButton("Resume it", theme.MediaPlayIcon(), func() { showStored(h, g) })
	resume.Importance = widget.HighImportance
	startOver := func() {
		if _, err := g.Archive(); err != nil {
			h.Tell("Could not start a new game", "The game in progress could not be kept in the archive, so no new game starts over it: "+err.Error())
			return
		}
		showNewGame(h)
	}
	fresh := kit.NewButton("Start a new game", theme.ContentAddIcon(), func() {
		kit.Confirm(h.Window().Canvas(), "Start a new game over this one?",
			"The game in progress stops here; it is kept in the archive, but cannot be resumed from this screen.", "Start a new game", startOver)
	})
	q := widget.NewLabelWithStyle("Resume the game in progress?", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
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
