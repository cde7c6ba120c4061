package ui

import (
	"fmt"
	"os"

	"hordekeeper/engine"
	"hordekeeper/ui/coh"
	"hordekeeper/ui/mall"
)

// OpenFile opens a saved game file, one of ours or one someone sent: it reads
// which game it holds and hands it to that game, which shows it where it
// stands. A file that is not a game of ours gets a clear message and is left
// as it was.
func (a *App) OpenFile(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("cannot open %s: %v", path, err)
	}
	rec, err := engine.ReadJournal(path, f)
	f.Close()
	if err != nil {
		return err
	}
	switch rec.Header.Game {
	case "cityofhorror":
		return coh.OpenFile(a, path)
	case "escape":
		return a.openEscapeFile(path)
	case mall.Info.ID:
		return mall.OpenFile(a, path)
	}
	return fmt.Errorf("%s holds a game this version does not know (%q)", path, rec.Header.Game)
}

// The openers below are replaced by each game package's OpenFile as
// the games move into ui/coh, ui/escape and ui/mall.

func (a *App) openEscapeFile(path string) error {
	return fmt.Errorf("opening an Escape file is not wired yet: %s", path)
}
