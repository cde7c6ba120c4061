package escape

import "time"

// ClockStep is how far the soundtrack must have moved since the last clock
// mark before MarkClock records another one unasked: a game killed at any
// moment resumes at most this far back, and a 16-minute game adds at most
// about 192 marks to its journal (plus one per cue, pause and step). At 15 s
// a fresh-eyes table lost 12 to 17 s of play to a crash; 5 s is what a
// table can set the board back by without noticing.
const ClockStep = 5 * time.Second

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
	if _, err := s.Do(ClockAt{Elapsed: elapsed, Paused: st.Paused}); err != nil {
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
	return MarkPaused(s, elapsed, s.State().Paused, held)
}

// MarkPaused is MarkHeld with the wall time spent paused in all so far
// (paused), kept with the mark so that a resumed game's pause total is the
// one the table saw: it also records when only that time grew (a game put
// away during a pause).
func MarkPaused(s Journaled, elapsed, paused time.Duration, held bool) (bool, error) {
	st := s.State()
	same := elapsed == st.Clock && held == st.ClockHeld && paused <= st.Paused
	if st.Outcome.Over || s.CanRedo() || elapsed < st.Clock || same {
		return false, nil
	}
	if _, err := s.Do(ClockAt{Elapsed: elapsed, Held: held, Paused: max(paused, st.Paused)}); err != nil {
		return false, err
	}
	return true, nil
}

// MarkStep is MarkPaused for a moment the table moves on at (Pause or
// Resume, a cue of the soundtrack): like every new step in the journal it
// drops a move that could be redone, so Redo never puts back a zombie
// undone before a pause or a countdown, long after the table moved on (a
// fresh-eyes table saw Redo lit into countdown 1). A mark recorded while
// a redo waits also keeps the pause in the journal, which MarkPaused
// skips then.
func MarkStep(s Journaled, elapsed, paused time.Duration, held bool) (bool, error) {
	st := s.State()
	same := elapsed == st.Clock && held == st.ClockHeld && paused <= st.Paused
	if st.Outcome.Over || elapsed < st.Clock || same && !s.CanRedo() {
		return false, nil
	}
	if _, err := s.Do(ClockAt{Elapsed: elapsed, Held: held, Paused: max(paused, st.Paused)}); err != nil {
		return false, err
	}
	return true, nil
}
