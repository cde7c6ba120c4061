package mall

import (
	"os"
	"path/filepath"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/engine/store"
)

// InProgress tells the list of games whether a Mall of Horror game waits
// to be resumed in the games folder st: a game in play (a file that does
// not read counts too: opening it says why), or the save of an earlier
// version still to be adopted. A nil store (games not saved) holds none.
func InProgress(st *store.Store) bool {
	if st == nil {
		return false
	}
	if _, ok := st.Latest(mh.Game); ok {
		return true
	}
	_, err := os.Lstat(filepath.Join(st.Dir(), legacyName))
	return err == nil
}
