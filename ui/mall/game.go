package mall

import (
	"hordekeeper/engine"
	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/engine/store"
	"hordekeeper/ui/internal/life"
	"hordekeeper/ui/translations"

	"fyne.io/fyne/v2/lang"
)

// play is the game a screen drives: a game of the store (every step on
// disk before it shows), a game in memory, or a finished game to look at.
type play interface {
	State() mh.State
	Do(engine.Action) (mh.State, error)
	Undo() (mh.State, error)
	Redo() (mh.State, error)
	CanUndo() bool
	CanRedo() bool
}

// showStored puts a game of the store on screen.
func showStored(h Host, g *store.Game[mh.State]) *view {
	return newView(h, g, g, false)
}

// show puts a game in memory on screen (no store: nothing is saved).
func show(h Host, s *engine.Session[mh.State]) *view {
	return newView(h, s, nil, false)
}

// showEnded shows a finished game as it ended, to look at only: its file
// is never written and no step can be taken back.
func showEnded(h Host, s *engine.Session[mh.State]) *view {
	return newView(h, life.Shown[mh.State]{Session: s}, nil, true)
}

// close closes the game's file; the game waits there for the next time.
func (v *view) close() {
	if v.kept != nil {
		if err := v.kept.Close(); err != nil {
			v.h.Tell(lang.X("mall.game.notSaved", "The last step may not be saved"), translations.Err(err))
		}
	}
}

// finish moves a game that ended to the finished games; it is never
// offered for resume again. It tells the player when the move fails (the
// file then stays where it was, whole).
func (v *view) finish() {
	if v.kept == nil {
		return
	}
	if _, err := v.kept.Finish(); err != nil {
		v.h.Tell(lang.X("mall.game.notMoved", "The game could not be moved to the finished games"), translations.Err(err))
	}
}
