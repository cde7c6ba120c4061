// Command hordekeeper is the table-side companion for City of Horror, Escape:
// Zombie City and Mall of Horror. This file is wiring only.
package main

import (
	"os"
	"path/filepath"

	"fyne.io/fyne/v2/app"

	"hordekeeper/ui"
)

func main() {
	a := app.NewWithID("app.hordekeeper.table")
	a.Driver().SetDisableScreenBlanking(true)
	dir := filepath.Join(a.Storage().RootURI().Path(), "games")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		dir = "" // games stay in memory; the UI says so when it saves
	}
	u := ui.New(a, ui.Options{DataDir: dir})
	u.Window().ShowAndRun()
}
