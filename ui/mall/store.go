package mall

import (
	"path/filepath"
	"time"

	"hordekeeper/engine"
	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/engine/store"
)

// Mall of Horror keeps its games in the app's one save store (engine/store):
// a new game is a new file, a game that ends moves to the finished folder, a
// game left for a new one to the archive, and a file that does not load is
// set aside with its reason. Nothing is ever written over. Without a store
// the game plays in memory.

// legacyName is the one file earlier versions kept the game in progress in;
// it is brought into the store once, under the store's own name.
const legacyName = "mallofhorror.hkj"

// adoptLegacy moves the game of an earlier version into the store, so
// nobody loses a game. It returns the path of a legacy file that could not
// be adopted (it does not read), for ResumeGame to set aside with its
// reason; "" when there is none.
func adoptLegacy(st *store.Store) string {
	old := filepath.Join(st.Dir(), legacyName)
	if st.AdoptLegacy(legacyName) == old {
		return old
	}
	return ""
}

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
		// The game in progress is kept in the archive, never written over.
		if err := st.ArchivePlaying(mh.Name); err != nil {
			return nil, err
		}
		g, err := store.CreateGame[mh.State](st, mh.Rules{}, hd)
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

// OpenFile opens a saved Mall of Horror game where it stands: a game in
// play of the store, or a file someone sent. The file opened is never
// written to: a finished game is shown as it ended, read-only; a game in
// play from elsewhere is copied into the store as a new game (the game in
// progress kept in the archive) and play goes on in the copy. A file that
// does not load gets an error naming it, and nothing changes.
func OpenFile(h Host, path string) error {
	// View replays every step without touching the file.
	seen, err := store.View[mh.State](h.Store(), mh.Rules{}, path)
	if err != nil {
		return err
	}
	st := h.Store()
	if st != nil && filepath.Dir(filepath.Clean(path)) == filepath.Clean(st.Dir()) {
		// A game of the store in play goes on in its own file.
		g, _, err := store.ResumeGame[mh.State](st, mh.Rules{}, path)
		if err != nil {
			return err
		}
		showStored(h, g)
		return nil
	}
	if seen.State().Outcome.Over {
		showEnded(h, seen)
		return nil
	}
	if st == nil {
		show(h, seen)
		return nil
	}
	if err := archiveInPlay(st); err != nil {
		return err
	}
	own, err := st.CopyIn(path)
	if err != nil {
		return err
	}
	g, _, err := store.ResumeGame[mh.State](st, mh.Rules{}, own)
	if err != nil {
		return err
	}
	showStored(h, g)
	return nil
}

// archiveInPlay keeps the Mall of Horror games in play in the archive, so
// the game opened is the one the next start offers to resume.
func archiveInPlay(st *store.Store) error {
	adoptLegacy(st)
	return st.ArchivePlaying(mh.Name)
}
