package ui

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/engine"
	moh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/kit"
)

// mallPath is the journal of the Mall of Horror game in progress.
func (a *App) mallPath() string { return filepath.Join(a.opts.DataDir, "mallofhorror.hkj") }

// mallOpenSaved asks whether to resume the game in progress, if there is
// one, or opens the new-game form. A save that cannot be loaded is moved
// aside with a message that names it; it is never overwritten.
func (a *App) mallOpenSaved() {
	if a.opts.DataDir == "" {
		a.showMallNewGame()
		return
	}
	path := a.mallPath()
	if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
		a.showMallNewGame()
		return
	}
	s, rep, err := engine.OpenSession[moh.State](moh.Rules{}, path)
	if err != nil {
		// Keep the damaged file aside and go on from its last good state,
		// or from a new game when it held none.
		rs, kept, aside, rerr := engine.RecoverSession[moh.State](moh.Rules{}, path, err)
		if rerr != nil {
			if aside == "" {
				aside, _ = engine.MoveAside(path)
			}
			a.showMallNewGame()
			a.tell("The saved Mall of Horror game could not be loaded", fmt.Sprintf("%v\n\nThe file was kept as %s. A new game starts here.", err, filepath.Base(aside)))
			return
		}
		s = rs
		defer a.tell("The saved Mall of Horror game was damaged", fmt.Sprintf("%v\n\nThe game is back as it stood before the damage (%d steps). The damaged file was kept as %s.", err, kept, filepath.Base(aside)))
	}
	st := s.State()
	var msg string
	switch {
	case st.Outcome.Over:
		msg = fmt.Sprintf("The last game of %d players is over: %s", len(st.Players), st.Outcome.Reason)
	case st.Phase == moh.PhaseSetup:
		msg = fmt.Sprintf("A game of %d players is in progress: %d of %d characters placed.", len(st.Players), st.Placed, len(st.Characters))
	default:
		msg = fmt.Sprintf("A game of %d players is in progress: round %d, %s.", len(st.Players), st.Round, st.Phase)
	}
	if rep.Torn {
		msg += " Its last step was cut off when the app stopped and was dropped."
	}
	label := "Resume it"
	if st.Outcome.Over {
		label = "See the scores"
	}
	resume := kit.NewButton(label, theme.MediaPlayIcon(), func() { a.showMall(s) })
	resume.Importance = widget.HighImportance
	fresh := kit.NewButton("Start a new game", theme.ContentAddIcon(), func() {
		s.Close()
		if err := a.archiveMall(); err != nil {
			a.tell("Could not start a new game", err.Error())
			return
		}
		a.showMallNewGame()
	})
	a.buttons["mall/resume"], a.buttons["mall/new"] = resume, fresh
	q := widget.NewLabelWithStyle("Resume the game in progress?", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	m := widget.NewLabelWithStyle(msg, fyne.TextAlignCenter, fyne.TextStyle{})
	m.Wrapping = fyne.TextWrapWord
	// Leaving this question for the home screen must not leave the file open.
	back := container.NewBorder(a.topBar("Mall of Horror"), nil, nil, nil,
		container.NewCenter(container.NewVBox(q, m, container.NewGridWithColumns(2, resume, fresh))))
	a.buttons["back"].OnTapped = func() { s.Close(); a.showHome() }
	a.show("mall-resume", back)
}

// archiveMall keeps the previous game under a dated name, so a new game
// never overwrites it.
func (a *App) archiveMall() error {
	if a.opts.DataDir == "" {
		return nil
	}
	path := a.mallPath()
	if !fileExists(path) {
		return nil
	}
	stamp := time.Now().Format("20060102-150405")
	dst := filepath.Join(a.opts.DataDir, "mallofhorror-"+stamp+".hkj")
	for i := 2; fileExists(dst); i++ {
		dst = filepath.Join(a.opts.DataDir, fmt.Sprintf("mallofhorror-%s-%d.hkj", stamp, i))
	}
	if err := os.Rename(path, dst); err != nil {
		return fmt.Errorf("the previous game could not be kept aside, so no new game starts over it: %v", err)
	}
	return nil
}

// startMall archives any previous game and starts a new one with its
// journal, so every action from here on is saved before it shows.
func (a *App) startMall(o moh.Options, seed uint64) (*mallView, error) {
	if err := o.Validate(); err != nil {
		return nil, err
	}
	raw, err := o.JSON()
	if err != nil {
		return nil, err
	}
	h := engine.Header{Game: moh.Game, Seed: seed, Options: raw, Created: time.Now()}
	var s *engine.Session[moh.State]
	if a.opts.DataDir != "" {
		a.closeMall()
		if err := a.archiveMall(); err != nil {
			return nil, err
		}
		s, err = engine.CreateSession[moh.State](moh.Rules{}, h, a.mallPath())
	} else {
		s, err = engine.NewSession[moh.State](moh.Rules{}, h)
	}
	if err != nil {
		return nil, err
	}
	return a.showMall(s), nil
}
