package mall

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/engine"
	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/kit"
)

// openSaved asks whether to resume the game in progress, if there is one,
// or opens the new-game form. A save that cannot be loaded is moved aside
// with a message that names it; it is never overwritten.
func openSaved(h Host) {
	path := gamePath(h)
	if path == "" {
		showNewGame(h)
		return
	}
	if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
		showNewGame(h)
		return
	}
	s, rep, err := engine.OpenSession[mh.State](mh.Rules{}, path)
	if err != nil {
		// Keep the damaged file aside and go on from its last good state,
		// or from a new game when it held none.
		rs, kept, aside, rerr := engine.RecoverSession[mh.State](mh.Rules{}, path, err)
		if rerr != nil {
			if aside == "" {
				aside, _ = engine.MoveAside(path)
			}
			showNewGame(h)
			h.Tell("The saved Mall of Horror game could not be loaded", fmt.Sprintf("%v\n\nThe file was kept as %s. A new game starts here.", err, filepath.Base(aside)))
			return
		}
		s = rs
		defer h.Tell("The saved Mall of Horror game was damaged", fmt.Sprintf("%v\n\nThe game is back as it stood before the damage (%d steps). The damaged file was kept as %s.", err, kept, filepath.Base(aside)))
	}
	h.Show(resumeScreen(h, s, rep))
}

// resumeScreen asks whether to go on with a saved game or start a new one
// (the saved game is then kept under a dated name).
func resumeScreen(h Host, s *engine.Session[mh.State], rep engine.LoadReport) fyne.CanvasObject {
	st := s.State()
	var msg string
	switch {
	case st.Outcome.Over:
		msg = fmt.Sprintf("The last game of %d players is over: %s", len(st.Players), st.Outcome.Reason)
	case st.Phase == mh.PhaseSetup:
		msg = fmt.Sprintf("A game of %d players is in progress: %d of %d characters placed.", len(st.Players), st.Placed, len(st.Characters))
	default:
		msg = fmt.Sprintf("A game of %d players is in progress: round %d, phase %s.", len(st.Players), st.Round, st.Phase.Short())
	}
	if rep.Torn {
		msg += " Its last step was cut off when the app stopped and was dropped."
	}
	label := "Resume it"
	if st.Outcome.Over {
		label = "See the scores"
	}
	resume := kit.NewButton(label, theme.MediaPlayIcon(), func() { show(h, s) })
	resume.Importance = widget.HighImportance
	startOver := func() {
		s.Close()
		if err := archive(h); err != nil {
			h.Tell("Could not start a new game", err.Error())
			return
		}
		showNewGame(h)
	}
	fresh := kit.NewButton("Start a new game", theme.ContentAddIcon(), func() {
		if st.Outcome.Over {
			startOver()
			return
		}
		kit.Confirm(h.Window().Canvas(), "Start a new game over this one?",
			"The game in progress stops here; it is kept in the archive, but cannot be resumed from this screen.", "Start a new game", startOver)
	})
	q := widget.NewLabelWithStyle("Resume the game in progress?", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	m := widget.NewLabelWithStyle(msg, fyne.TextAlignCenter, fyne.TextStyle{})
	m.Wrapping = fyne.TextWrapWord
	// Leaving this question for the home screen must not leave the file open.
	back := func() { s.Close(); h.Home() }
	return container.NewBorder(kit.TopBar(back, "Mall of Horror"), nil, nil, nil,
		container.NewCenter(container.NewVBox(q, m, container.NewGridWithColumns(2, resume, fresh))))
}
