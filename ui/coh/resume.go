package coh

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"hordekeeper/engine"
)

// savedGame is what opening a game's journal found. It is the pattern of
// the Escape screen (ui/escape_resume.go) made generic, so every game loads
// its save the same way: nothing there, a game to offer, or a damaged file
// that was moved aside and is named in Problem.
type savedGame[S any] struct {
	Session *engine.Session[S]
	Report  engine.LoadReport
	// Problem is set when the file could not be loaded; it names the file
	// it was kept as. Session is nil then.
	Problem string
}

// openSavedGame loads path if it exists. A missing file gives a zero
// savedGame; a damaged or foreign one is moved aside, never overwritten.
func openSavedGame[S any](rules engine.Rules[S], path string) savedGame[S] {
	var g savedGame[S]
	if path == "" {
		return g
	}
	if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
		return g
	}
	s, rep, err := engine.OpenSession[S](rules, path)
	if err != nil {
		aside, merr := engine.MoveAside(path)
		kept := filepath.Base(aside)
		if merr != nil {
			kept = filepath.Base(path) + " (it could not be renamed: " + merr.Error() + ")"
		}
		g.Problem = fmt.Sprintf("%v\n\nThe file was kept as %s. A new game starts here.", err, kept)
		return g
	}
	g.Session, g.Report = s, rep
	return g
}
