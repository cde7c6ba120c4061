package ui

import (
	"fmt"
	"os"

	"hordekeeper/engine"
	"hordekeeper/ui/coh"
	"hordekeeper/ui/escape"
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
		return escape.OpenFile(a, path)
	case mall.Info.ID:
		return mall.OpenFile(a, path)
	}
	return fmt.Errorf("%s holds a game this version does not know (%q)", path, rec.Header.Game)
}
