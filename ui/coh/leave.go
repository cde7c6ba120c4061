package coh

import (
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/engine/store"
	"hordekeeper/ui/kit"
)

// InProgress tells the list of games whether a City of Horror game waits
// to be resumed in the games folder st: a game in play (a file that does
// not read counts too: opening it says why), or the save of an earlier
// version still to be adopted. A nil store (games not saved) holds none.
func InProgress(st *store.Store) bool {
	if st == nil {
		return false
	}
	if _, ok := st.Latest(ch.GameName); ok {
		return true
	}
	return fileExists(filepath.Join(st.Dir(), cohJournalName))
}

// playBar is the bar above a screen of a game in play: its "Games" asks
// before leaving, as the other games do, so a stray tap does not drop the
// table out of its game.
func (a *table) playBar(title string, extra ...fyne.CanvasObject) fyne.CanvasObject {
	return kit.TopBar(a.askLeave, title, extra...)
}

// askLeave asks, then goes back to the list of games; the game waits in its
// file for the next time.
func (a *table) askLeave() {
	kit.Confirm(a.h.Window().Canvas(), lang.X("coh.leave.ask", "Leave the game?"),
		lang.X("coh.leave.saved", "The game is saved: open City of Horror again to resume it where it stands."), lang.X("coh.leave.leave", "Leave the game"), a.h.Home)
}
