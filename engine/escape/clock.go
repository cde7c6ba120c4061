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
		return engine.Refusal(engine.Say("escaperules.clock.beforeStart", "The soundtrack's clock cannot stand before its start.", nil))
	case a.Elapsed > TrackLength:
		return engine.Refusal(engine.Say("escaperules.clock.pastEnd", "The soundtrack lasts 16:00; {{.Time}} is past its end.", engine.Args{"Time": clock(a.Elapsed)}))
	case a.Elapsed < s.Clock:
		return engine.Refusal(engine.Say("escaperules.clock.backwards", "The soundtrack's clock does not run backwards: it already stood at {{.Was}}, not {{.Time}}.", engine.Args{"Was": clock(s.Clock), "Time": clock(a.Elapsed)}))
	}
	s.Clock = a.Elapsed
	s.ClockHeld = a.Held
	return nil
}
