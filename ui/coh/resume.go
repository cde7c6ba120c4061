package coh

import (
	"hordekeeper/engine"
	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/internal/life"
)

// City of Horror keeps its games in the app's one save store (engine/store):
// a new game is a new file, a game that ends moves to the finished folder,
// a game left for a new one to the archive, and a file that does not load
// is set aside with its reason. Nothing is written over. Without a store
// the game plays in memory.

// cohJournalName is the one file earlier versions kept the game in
// progress in; the store adopts it once, under its own name.
const cohJournalName = "cityofhorror.hkj"

// open loads the table's settings and card library (a message says what
// could not be read), then shows then.
func (a *table) open(then func()) {
	if a.view != nil {
		a.view.leave()
		a.view = nil
	}
	var msgs []string
	var m string
	if a.settings, m = a.loadCohSettings(); m != "" {
		msgs = append(msgs, m)
	}
	if a.lib, m = a.loadCohLibrary(); m != "" {
		msgs = append(msgs, m)
	}
	then()
	for _, m := range msgs {
		a.h.Tell("City of Horror", m)
	}
}

// cohKind is City of Horror for the life of its games in the store.
var cohKind = life.Kind[*ch.State]{Rules: ch.Rules{}, Title: "City of Horror", Legacy: cohJournalName, Over: over}

// resumeLatest puts the newest game in play back where it stood, or shows
// the new-game form when there is none (see life.Resume).
func (a *table) resumeLatest() {
	r := life.Resume(a.h.Store(), cohKind)
	if r.Game == nil {
		a.showCohNewGame()
	} else {
		a.startCohView(r.Game)
	}
	for _, n := range r.Notes {
		a.h.Tell(n.Title, n.Text)
	}
}

// openFile opens a saved game where it stands (see life.Open): a game
// that ended or any game without a store is only read.
func (a *table) openFile(path string) error {
	a.settings, _ = a.loadCohSettings()
	a.lib, _ = a.loadCohLibrary()
	o, err := life.Open(a.h.Store(), cohKind, path)
	switch {
	case err != nil:
		return err
	case o.Game != nil:
		a.startCohView(o.Game)
	case over(o.Seen.State()):
		a.startCohView(ended{inMemory{o.Seen}})
	default:
		a.startCohView(inMemory{o.Seen})
	}
	return nil
}

// newGame starts a new game from its header: a new file of the store (the
// game in progress closed and every City of Horror game in play kept in the
// archive first, so nothing is written over), or a game in memory.
func (a *table) newGame(h engine.Header) (play, error) {
	if a.view != nil {
		a.view.leave()
		a.view = nil
	}
	st := a.h.Store()
	if st == nil {
		s, err := engine.NewSession[*ch.State](ch.Rules{}, h)
		return inMemory{s}, err
	}
	g, err := life.New(st, cohKind, h)
	if err != nil {
		return nil, err
	}
	return g, nil
}
