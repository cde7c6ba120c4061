package engine

import (
	"errors"
	"slices"
)

// The Session's steps back and forth, one group at a time (flow.go).

// Last is the group one Undo takes back, oldest step first: the player's
// action, then the steps that passed by themselves after it; nil when
// there is nothing to undo.
func (s *Session[S]) Last() []Step[S] {
	n := undoSize(s.follows, s.cursor)
	if n == 0 {
		return nil
	}
	out := make([]Step[S], n)
	for k := range n {
		i := s.cursor - n + k
		out[k] = Step[S]{Action: s.actions[i], Follows: s.follows[i], Before: s.states[i], After: s.states[i+1]}
	}
	return out
}

// NextUndone is the group one Redo puts back, as actions, the player's
// first; nil when there is nothing to redo.
func (s *Session[S]) NextUndone() []Action {
	n := redoSize(s.follows, s.cursor)
	return slices.Clone(s.actions[s.cursor : s.cursor+n])
}

// Undo takes back the last group (Last), on disk first, and returns the
// state it leaves.
func (s *Session[S]) Undo() (S, error) {
	n := undoSize(s.follows, s.cursor)
	if n == 0 {
		var zero S
		return zero, withWords(errors.New("there is nothing to undo"), Say("engine.session.noUndo", "there is nothing to undo", nil))
	}
	if s.journal != nil {
		if err := s.write(record{T: "undo", N: count(n)}); err != nil {
			return s.State(), err
		}
	}
	s.cursor -= n
	s.states = s.states[:s.cursor+1]
	return s.State(), nil
}

// Redo puts back the next undone group (NextUndone), on disk first, and
// returns the state after it.
func (s *Session[S]) Redo() (S, error) {
	n := redoSize(s.follows, s.cursor)
	if n == 0 {
		var zero S
		return zero, withWords(errors.New("there is nothing to redo"), Say("engine.session.noRedo", "there is nothing to redo", nil))
	}
	states := make([]S, 0, n)
	cur := s.State()
	for _, a := range s.actions[s.cursor : s.cursor+n] {
		next, err := s.rules.Apply(cur, a)
		if err != nil {
			return s.State(), err
		}
		states, cur = append(states, next), next
	}
	if s.journal != nil {
		if err := s.write(record{T: "redo", N: count(n)}); err != nil {
			return s.State(), err
		}
	}
	s.states = append(s.states, states...)
	s.cursor += n
	return s.State(), nil
}

// count is n as an undo or redo record writes it: 1 is left out, as a
// format-1 record reads.
func count(n int) int {
	if n == 1 {
		return 0
	}
	return n
}
