package ui

import (
	"hordekeeper/engine/store"
	"hordekeeper/ui/coh"
	"hordekeeper/ui/escape"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/mall"
)

// pastReaders are what a game's screens read of one of its past games for
// the record and the step-by-step replay; each reads the archived journal
// again, so nothing is kept twice.
type pastReaders struct {
	finished func(st *store.Store, path string) (kit.Finished, error)
	steps    func(st *store.Store, path string) ([]kit.Step, error)
}

// pastReadersOf are the readers of the game saved under name; ok is false
// for a game without them (one the app only lists).
func pastReadersOf(name string) (pastReaders, bool) {
	switch name {
	case coh.Info.ID:
		return pastReaders{coh.Finished, coh.Steps}, true
	case escape.Info.ID:
		return pastReaders{escape.Finished, escape.Steps}, true
	case mall.Info.ID:
		return pastReaders{mall.Finished, mall.Steps}, true
	}
	return pastReaders{}, false
}
