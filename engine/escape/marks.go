package escape

import (
	"time"

	"hordekeeper/engine"
)

// ClockStep is how far the soundtrack must have moved since the last clock
// mark before MarkClock records another one unasked: a game killed at any
// moment resumes at most this far back, and a 16-minute game adds at most
// about 64 marks to its journal (plus one per cue and pause).
const ClockStep = 15 * time.Second

// MarkClock records in the game's journal how far into the soundtrack it
// stands (ClockAt), so a resumed game starts there. A screen may call it
// as often as it likes (every few seconds); it records only when the clock
// moved ClockStep or more since the last mark, or when force is set (a
// pause, a cue, leaving the game) and the clock moved at all. It records
// nothing while an undone move can be redone (a new step would drop it) or
// once the game is over. It reports whether it recorded.
func MarkClock(s Journaled, elapsed time.Duration, force bool) (bool, error) {
	st := s.State()
	if st.Outcome.Over || s.CanRedo() || elapsed <= st.Clock {
		return false, nil
	}
	if !force && elapsed-st.Clock < ClockStep {
		return false, nil
	}
	if _, err := s.Do(ClockAt{Elapsed: elapsed}); err != nil {
		return false, err
	}
	return true, nil
}

// MarkHeld is MarkClock for a soundtrack that stops or starts: it records a
// held mark (held set: a pause, the game put away) or a running one (the
// pause ended) whenever the clock moved or its held state changed, so the
// journal's last mark says whether the soundtrack was running. Like
// MarkClock it records nothing while a move can be redone or once the game
// is over. It reports whether it recorded.
func MarkHeld(s Journaled, elapsed time.Duration, held bool) (bool, error) {
	st := s.State()
	if st.Outcome.Over || s.CanRedo() || elapsed < st.Clock || (elapsed == st.Clock && held == st.ClockHeld) {
		return false, nil
	}
	if _, err := s.Do(ClockAt{Elapsed: elapsed, Held: held}); err != nil {
		return false, err
	}
	return true, nil
}

// UndoMove undoes the table's last move, stepping over the clock marks
// recorded after it, so Undo means what the players did, not the clock.
func UndoMove(s Journaled) error {
	for {
		applied := s.Applied()
		if len(applied) == 0 {
			return engine.Refusal(engine.Say("escaperules.marks.noUndo", "There is nothing to undo.", nil))
		}
		if err := s.Undo(); err != nil {
			return err
		}
		if !IsClockMark(applied[len(applied)-1]) {
			return nil
		}
	}
}

// RedoMove redoes the next undone move, with the clock marks before it.
func RedoMove(s Journaled) error {
	if !s.CanRedo() {
		return engine.Refusal(engine.Say("escaperules.marks.noRedo", "There is nothing to redo.", nil))
	}
	for s.CanRedo() {
		if err := s.Redo(); err != nil {
			return err
		}
		applied := s.Applied()
		if !IsClockMark(applied[len(applied)-1]) {
			return nil
		}
	}
	return nil
}

// CanUndoMove tells whether the table has a move to undo (clock marks do
// not count).
func CanUndoMove(s Journaled) bool {
	for _, a := range s.Applied() {
		if !IsClockMark(a) {
			return true
		}
	}
	return false
}
