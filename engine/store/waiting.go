package store

import (
	"path/filepath"

	"hordekeeper/engine"
)

// Resumable is the game of the kind game to resume: the file an earlier
// version kept it in (legacy, adopted once: see AdoptLegacy; adopted says
// so), else the newest game in play. ok is false when none waits.
func (s *Store) Resumable(game, legacy string) (path string, adopted, ok bool) {
	if p := s.AdoptLegacy(legacy); p != "" {
		return p, true, true
	}
	e, ok := s.Latest(game)
	return e.Path, false, ok
}

// Waiting tells whether a game of the kind game waits to be resumed (in
// play, or in the file an earlier version kept it in, legacy), and reads
// where it stands without touching any file: read is false when it was not
// read (a legacy file, or a file that does not load, which resuming it
// will report). Nothing waits without a store.
func Waiting[S any](st *Store, rules engine.Rules[S], game, legacy string) (state S, read, waits bool) {
	if st == nil {
		return state, false, false
	}
	e, ok := st.Latest(game)
	if !ok {
		_, err := st.b.Stat(filepath.Join(st.dir, legacy))
		return state, false, legacy != "" && err == nil
	}
	s, err := View(st, rules, e.Path)
	if err != nil {
		return state, false, true
	}
	return s.State(), true, true
}
