package escape

import "hordekeeper/engine"

// Journaled is a game of Escape whose steps are kept: an
// *engine.Session[State] satisfies it as is, and a game of the save store
// (*store.Game[State], whose Undo and Redo also return the state) through
// Steps. MarkClock, UndoMove, RedoMove and CanUndoMove work on either.
type Journaled interface {
	State() State
	Do(a engine.Action) (State, error)
	Applied() []engine.Action
	CanRedo() bool
	Undo() error
	Redo() error
}

// StatefulSteps is a kept game whose Undo and Redo return the state after
// the step, as the save store's games do.
type StatefulSteps interface {
	State() State
	Do(a engine.Action) (State, error)
	Applied() []engine.Action
	CanRedo() bool
	Undo() (State, error)
	Redo() (State, error)
}

// Steps makes a game whose Undo and Redo return the state (a game of the
// save store) a Journaled one.
func Steps(g StatefulSteps) Journaled { return steps{g} }

type steps struct{ StatefulSteps }

func (s steps) Undo() error { _, err := s.StatefulSteps.Undo(); return err }
func (s steps) Redo() error { _, err := s.StatefulSteps.Redo(); return err }
