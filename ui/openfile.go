package ui

import (
	"errors"
	"os"

	"fyne.io/fyne/v2/lang"

	"hordekeeper/engine"
	"hordekeeper/ui/translations"
)

// OpenFile opens a saved game file, one of ours or one someone sent: it reads
// which game it holds and hands it to that game, which shows it where it
// stands. A file that is not a game of ours gets a clear message and is left
// as it was.
func (a *App) OpenFile(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return errors.New(lang.X("openfile.cannotOpen", "Cannot open {{.Path}}: {{.Reason}}", map[string]any{"Path": path, "Reason": translations.Err(err)}))
	}
	rec, err := engine.ReadJournal(path, f)
	f.Close()
	if err != nil {
		return err
	}
	if g, ok := a.game(rec.Header.Game); ok {
		if g.OpenFile == nil {
			return a.openScreenless(g, path)
		}
		return g.OpenFile(a, path)
	}
	return errors.New(lang.X("openfile.unknownGame", "{{.Path}} holds a game this version does not know ({{.Game}}).", map[string]any{"Path": path, "Game": rec.Header.Game}))
}
