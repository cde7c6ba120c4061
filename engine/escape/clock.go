package escape

import (
	"time"

	"hordekeeper/engine"
)

// ClockAt records how far into the soundtrack the game stands, so that a
// game closed and opened again starts its soundtrack there (State.Clock).
// A screen records it when the table pauses, when it leaves the game and
// at each cue the table answers; it is a mark, not a move, and a screen's
// Undo should step over it (IsClockMark).
type ClockAt struct {
	// Elapsed is the time from the start of the soundtrack (not of play).
	Elapsed time.Duration `json:"elapsed"`
	// Held says the soundtrack stood still at this mark (a pause, or the
	// game put away): a game whose last mark is not held was running when
	// the app stopped, so its time is only the last one the table can trust.
	Held bool `json:"held,omitempty"`
}

// Kind names the action in a journal.
func (ClockAt) Kind() string { return "clock-at" }

// IsClockMark tells whether an action only records the clock, so a
// screen's Undo and Redo can step over it to the table's last real move.
func IsClockMark(a engine.Action) bool {
	_, ok := engine.Deref(a).(ClockAt)
	return ok
}

// clockAt applies a ClockAt: within the 16 minutes, never backwards.
func (s *State) clockAt(a ClockAt) error {
	switch {
	case a.Elapsed < 0:
		return refuse("The soundtrack's clock cannot stand before its start.")
	case a.Elapsed > TrackLength:
		return refuse("The soundtrack lasts 16:00; %s is past its end.", clock(a.Elapsed))
	case a.Elapsed < s.Clock:
		return refuse("The soundtrack's clock does not run backwards: it already stood at %s, not %s.", clock(s.Clock), clock(a.Elapsed))
	}
	s.Clock = a.Elapsed
	s.ClockHeld = a.Held
	return nil
}
