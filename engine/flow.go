package engine

// A player's action and the steps that pass by themselves after it make
// one group: one Undo takes the whole group back, one Redo puts it back.
// Which steps pass by themselves is each game's (its Flow); the journal
// keeps the groups (a "f" mark on each step that follows), so they come
// back the same after a resume.

// Flow is what a game's rules say of the steps that pass by themselves. A
// game whose rules do not implement it has none: each action is a group.
type Flow[S any] interface {
	// Follow is the step that passes by itself in state s, after the
	// group's steps so far (the player's action first), or nil when the
	// table has something to do or decide.
	Follow(s S, group []Action) Action
}

// Mark is an action the app records by itself beside the table's steps
// (Escape's clock marks: where the soundtrack stands). It joins the group
// before it, so one Undo takes it back with the table's last step and it
// is never undone on its own; nothing follows it.
type Mark interface {
	Action
	// JoinsGroup only marks the type.
	JoinsGroup()
}

// MaxFollow bounds the steps that may pass by themselves after one
// action: a flow that never stops is a bug, and the table gets the game
// back where it stopped rather than a hang.
const MaxFollow = 64

// Step is one applied action of a group and the states around it.
type Step[S any] struct {
	Action Action
	// Follows is false for the action that leads the group (the player's)
	// and true for a step that passed by itself or a mark.
	Follows bool
	// Before and After are the states before and after the action.
	Before, After S
}

// isMark tells an action that joins the group before it.
func isMark(a Action) bool { _, ok := a.(Mark); return ok }

// follow applies, after the actions of a group (acts, with the state after
// each in states), the steps the game's Flow says pass by themselves. A
// step the rules refuse ends the group there: the table then acts.
func follow[S any](rules Rules[S], acts []Action, states []S) ([]Action, []S) {
	flow, ok := rules.(Flow[S])
	if !ok || isMark(acts[0]) {
		return acts, states
	}
	for range MaxFollow {
		cur := states[len(states)-1]
		a := flow.Follow(cur, acts)
		if a == nil {
			break
		}
		next, err := rules.Apply(cur, a)
		if err != nil {
			break
		}
		acts, states = append(acts, a), append(states, next)
	}
	return acts, states
}

// undoSize is how many actions before cursor make the last group: back
// over the steps that followed, to the action that leads them; 0 when no
// action leads them (only marks, or nothing, before cursor).
func undoSize(follows []bool, cursor int) int {
	i := cursor - 1
	for i >= 0 && follows[i] {
		i--
	}
	if i < 0 {
		return 0
	}
	return cursor - i
}

// redoSize is how many actions from cursor make the next group to redo:
// the one there and the steps that follow it.
func redoSize(follows []bool, cursor int) int {
	if cursor >= len(follows) {
		return 0
	}
	n := 1
	for cursor+n < len(follows) && follows[cursor+n] {
		n++
	}
	return n
}
