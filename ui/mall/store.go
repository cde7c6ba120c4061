package mall

import (
	"time"

	"hordekeeper/engine"
	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/life"
)

// Mall of Horror keeps its games in the app's one save store (engine/store):
// a new game is a new file, a game that ends moves to the finished folder, a
// game left for a new one to the archive, and a file that does not load is
// set aside with its reason. Nothing is ever written over. Without a store
// the game plays in memory.

// legacyName is the one file earlier versions kept the game in progress in;
// it is brought into the store once, under the store's own name.
const legacyName = "mallofhorror.hkj"

// mallKind is Mall of Horror for the life of its games in the store.
var mallKind = life.Kind[mh.State]{Rules: mh.Rules{}, Title: "Mall of Horror", Legacy: legacyName, Over: func(s mh.State) bool { return s.Outcome.Over }}

// start starts a new game: a new file of the store, so every action from
// here on is saved before it shows, or a game in memory without a store.
func start(h Host, o mh.Options, seed uint64) (*view, error) {
	if err := o.Validate(); err != nil {
		return nil, err
	}
	raw, err := o.JSON()
	if err != nil {
		return nil, err
	}
	hd := engine.Header{Game: mh.Name, Seed: seed, Options: raw, Created: time.Now().UTC().Truncate(time.Second)}
	if st := h.Store(); st != nil {
		g, err := life.New(st, mallKind, hd)
		if err != nil {
			return nil, err
		}
		return showStored(h, g), nil
	}
	s, err := engine.NewSession[mh.State](mh.Rules{}, hd)
	if err != nil {
		return nil, err
	}
	return show(h, s), nil
}

// OpenFile opens a saved Mall of Horror game where it stands (see
// life.Open): the file opened is never written to; a finished game is
// shown as it ended, read-only. A file that does not load gets an error
// naming it, and nothing changes.
func OpenFile(h Host, path string) error {
	o, err := life.Open(h.Store(), mallKind, path)
	switch {
	case err != nil:
		return err
	case o.Game != nil:
		showStored(h, o.Game)
	case o.Seen.State().Outcome.Over:
		showEnded(h, o.Seen)
	default:
		show(h, o.Seen)
	}
	return nil
}
