package escape

import "hordekeeper/engine"

// Journaled is a game of Escape whose steps are kept: an
// *engine.Session[State] or a game of the save store (*store.Game[State]),
// which share these methods. MarkClock and MarkHeld work on either.
type Journaled interface {
	State() State
	Do(a engine.Action) (State, error)
	Applied() []engine.Action
	CanUndo() bool
	CanRedo() bool
	Undo() (State, error)
	Redo() (State, error)
}
