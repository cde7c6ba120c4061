package escape

import (
	"fmt"
	"strings"
	"time"

	"hordekeeper/engine"
)

// The soundtrack and its times in position notation (see notation.go):
// track:, clock: and played:, each left out at its default.

// writeTimes prints the soundtrack, the clock and the time of play.
func (s State) writeTimes(b *strings.Builder) {
	if s.Track != "1" {
		fmt.Fprintf(b, " track:%s", s.Track)
	}
	if s.Clock != 0 {
		fmt.Fprintf(b, " clock:%s", s.Clock)
	}
	if s.Outcome.Over && s.Outcome.Played != 0 {
		fmt.Fprintf(b, " played:%s", s.Outcome.Played)
	}
}

// setTimeField reads track:, clock: or played:.
func (s *State) setTimeField(f, key, val string) error {
	switch key {
	case "track":
		if val == "" || !ValidTrackID(val) {
			return engine.BadNotation(f, "the soundtrack is 1, 2 or a variant like v12345")
		}
		s.Track = val
		return nil
	case "clock":
		d, err := notationTime(f, val, "the soundtrack's clock", TrackLength)
		s.Clock = d
		return err
	}
	d, err := notationTime(f, val, "the time of play", PlayTime)
	s.Outcome.Played = d
	return err
}

// notationTime reads a duration like 3m12s between 0 and max.
func notationTime(f, val, what string, max time.Duration) (time.Duration, error) {
	d, err := time.ParseDuration(val)
	if err != nil {
		return 0, engine.BadNotation(f, "%s is a time like 3m12s", what)
	}
	if d < 0 || d > max {
		return 0, engine.BadNotation(f, "%s is between 0s and %s", what, max)
	}
	return d, nil
}

// settleOutcome fills in what a game over's outcome follows from: how it
// ended, the sentence the table saw, and the end screen's counts.
func (s *State) settleOutcome() {
	o := &s.Outcome
	switch {
	case o.Won:
		o.Cause, o.Reason = Escaped, "The van reached the exit and cleared it in time: the survivors escaped."
	case s.ChurchZombies >= ChurchZombieLimit:
		o.Cause, o.Reason = Overrun, "The third zombie reached the church: the survivors are overrun."
	case s.Phase == Van:
		o.Cause, o.Reason = OutOfTime, "The zombie cry came before the van reached a cleared exit: the survivors are lost."
	default:
		o.Cause, o.Reason = OutOfTime, "The zombie cry came before the survivors reached the van: the survivors are lost."
	}
	o.DiceLeft, o.DiceStart = s.TotalDice(), StartingDice*len(s.Players)
	o.Items, o.ItemsNeeded = s.Cargo, s.ItemsNeeded
}
