package escape

import (
	"time"

	"hordekeeper/engine"
)

// ClockAt records how far into the soundtrack the game stands, so that a
// game closed and opened again starts its soundtrack there (State.Clock).
// A screen records it when the table pauses, when it leaves the game and
// at each cue the table answers; it is a mark, not a move: an engine.Mark,
// kept in the group of the table's move before it, so one Undo takes back
// that move with the marks after it and never a mark alone.
type ClockAt struct {
	// Elapsed is the time from the start of the soundtrack (not of play).
	Elapsed time.Duration `json:"elapsed"`
	// Held says the soundtrack stood still at this mark (a pause, or the
	// game put away): a game whose last mark is not held was running when
	// the app stopped, so its time is only the last one the table can trust.
	Held bool `json:"held,omitempty"`
	// Paused is the wall time the table spent paused in all up to this
	// mark (State.Paused); a mark without it keeps the last one's.
	Paused time.Duration `json:"paused,omitempty"`
}

// Kind names the action in a journal.
func (ClockAt) Kind() string { return "clock-at" }

// JoinsGroup makes a clock mark an engine.Mark. The rules time the game by
// its soundtrack alone ("Each soundtrack has a total length of 16 minutes,
// with a game-playing time of 15 minutes"): the clock runs on whatever
// the table undoes, so Undo means the table's moves, not the clock.
func (ClockAt) JoinsGroup() {}

// IsClockMark tells whether an action only records the clock.
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
	s.Paused = max(s.Paused, a.Paused)
	return nil
}
