package life

import "hordekeeper/engine"

// Shown is a game that is over, opened to look at: it shows where it
// stopped and takes no step, so nothing suggests a change that is not kept.
type Shown[S any] struct{ *engine.Session[S] }

// Do refuses every step, with why.
func (Shown[S]) Do(engine.Action) (S, error) {
	var none S
	return none, errShown()
}

// Undo refuses, with why.
func (o Shown[S]) Undo() (S, error) { return o.State(), errShown() }

// Redo refuses, with why.
func (o Shown[S]) Redo() (S, error) { return o.State(), errShown() }

// CanUndo is false: nothing is taken back in a game only shown.
func (Shown[S]) CanUndo() bool { return false }

// CanRedo is false.
func (Shown[S]) CanRedo() bool { return false }

// errShown is the answer to a step asked of a game only shown.
func errShown() error {
	return engine.Refusal(engine.Say("life.shown", "This game is over and only shown here: it takes no more steps.", nil))
}
