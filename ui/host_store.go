package ui

import (
	"sync"

	"fyne.io/fyne/v2/lang"

	"hordekeeper/engine/store"
	"hordekeeper/ui/translations"
)

// Store is the one save store every game keeps its games in (nil when the
// app has no folder to save in: games then play in memory). In a browser it
// is the page's storage (store_js.go), whatever the folder. It is opened on
// first use; a folder that cannot be opened is told once and the games play
// in memory.
func (a *App) Store() *store.Store {
	a.storeOnce.Do(func() {
		if a.opts.DataDir == "" && !browserStore {
			return
		}
		s, err := openStore(a.opts.DataDir, a.engineGames(), a.durable) // store_os.go, store_js.go
		if err != nil {
			a.tell(lang.X("store.cannotSave.title", "Games cannot be saved"), lang.X("store.cannotSave.text", "The games folder could not be opened ({{.Reason}}); games play without being saved.", map[string]any{"Reason": translations.Err(err)}))
			return
		}
		a.store = s
	})
	return a.store
}

// storeState is the App's part for the store (kept beside Options so the
// App struct stays readable).
type storeState struct {
	storeOnce sync.Once
	store     *store.Store
	// durable is the browser's second copy of the games (durable_js.go).
	durable durableCopy
}
