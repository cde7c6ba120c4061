package coh

import (
	"fyne.io/fyne/v2/lang"

	"hordekeeper/engine"
	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/engine/store"
	"hordekeeper/ui/translations"
)

// play is the game a cohView drives: a game of the app's save store (every
// step on disk before it shows) or a game in memory (no store, or a file
// opened to look at, which is never written).
type play interface {
	State() *ch.State
	Do(engine.Action) (*ch.State, error)
	// Try previews an action without keeping it.
	Try(engine.Action) (*ch.State, error)
	// Undo and Redo take back or put back a group: a player's action
	// and the steps that passed by themselves after it.
	Undo() (*ch.State, error)
	Redo() (*ch.State, error)
	// Last is the group Undo takes back, the player's action first.
	Last() []engine.Step[*ch.State]
	CanUndo() bool
	CanRedo() bool
	Header() engine.Header
	Applied() []engine.Action
	// Close closes the game's file; a game in play waits there.
	Close() error
	// Path is the game's file; "" for a game in memory.
	Path() string
	// Finish closes a game that ended and puts it among the finished games,
	// never offered for resume again; a game in memory has nothing to put.
	Finish() (string, error)
}

// A game of the store (*store.Game) is a play as it is.
var _ play = (*store.Game[*ch.State])(nil)

// inMemory is a game kept in memory only: nothing of it is saved.
type inMemory struct{ *engine.Session[*ch.State] }

func (inMemory) Path() string { return "" }

func (inMemory) Finish() (string, error) { return "", nil }

// over reports whether a game ended with nothing left to choose: such a
// game is finished, never offered for resume.
func over(st *ch.State) bool { return st.Phase == ch.PhaseEnded && len(st.MustChoose()) == 0 }

// leave closes the game on show as the player leaves it: a game that is
// over goes to the finished games, any other waits in play.
func (v *cohView) leave() {
	if over(v.state()) {
		if _, err := v.s.Finish(); err != nil {
			v.a.h.Tell(lang.X("coh.play.notFinished", "The game could not be moved to the finished games"), translations.Err(err))
		}
		return
	}
	if err := v.s.Close(); err != nil {
		v.a.h.Tell(lang.X("coh.play.notSaved", "The last step may not be saved"), translations.Err(err))
	}
}

// ended is a game that is over, opened from a file to look at: it shows as
// it ended and takes no step, so nothing suggests a change that is not kept.
type ended struct{ inMemory }

func (ended) CanUndo() bool { return false }

func (ended) CanRedo() bool { return false }

func (ended) Do(engine.Action) (*ch.State, error) {
	return nil, engine.Refusal(engine.Say("coh.play.over", "This game is over and only shown here: it takes no more steps.", nil))
}
