package escape

import (
	"path/filepath"

	esc "hordekeeper/engine/escape"
	"hordekeeper/engine/store"
)

// InProgress tells the list of games whether an Escape game waits to be
// resumed in the games folder st: a game in play (a file that does not
// read counts too: opening it says why), or the save of an earlier version
// still to be adopted. A nil store (games not saved) holds none.
func InProgress(st *store.Store) bool {
	if st == nil {
		return false
	}
	if _, ok := st.Latest(esc.Game); ok {
		return true
	}
	return fileExists(filepath.Join(st.Dir(), legacyName))
}
