//go:build !js

package ui

import (
	"errors"

	"hordekeeper/engine/store"
)

// browserStore is false: outside a browser the games are files.
const browserStore = false

// openStore opens the store in the folder dir of the OS's files.
func openStore(dir string) (*store.Store, error) {
	if dir == "" {
		return nil, errors.New("no folder to save in")
	}
	return store.Open(dir)
}

// prepareStore has nothing to do outside a browser (durable_js.go).
func prepareStore() {}
