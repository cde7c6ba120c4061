//go:build !js

package ui

import (
	"errors"

	"hordekeeper/engine"
	"hordekeeper/engine/store"
)

// browserStore is false: outside a browser the games are files.
const browserStore = false

// openStore opens the store of the games known in the folder dir of the
// OS's files.
func openStore(dir string, known engine.Games, _ durableCopy) (*store.Store, error) {
	if dir == "" {
		return nil, errors.New("no folder to save in")
	}
	return store.OpenGames(store.OSFiles{}, dir, known)
}

// durableCopy is the browser's second copy of the games (durable_js.go):
// none outside a browser.
type durableCopy struct{}

// prepareStore has nothing to do outside a browser (durable_js.go).
func prepareStore() durableCopy { return durableCopy{} }
