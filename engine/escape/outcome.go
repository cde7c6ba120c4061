package escape

import (
	"fmt"
	"time"
)

// The fixed lengths of the rules: "Each soundtrack has a total length of 16
// minutes, with a game-playing time of 15 minutes."
const (
	// PlayTime runs from the first "Escape!" to the zombie cry.
	PlayTime = 15 * time.Minute
	// TrackLength is the whole soundtrack, intro and outro included.
	TrackLength = 16 * time.Minute
)

// EndCause says which of the rulebook's endings the game reached.
type EndCause string

// The endings of "End of the game".
const (
	// Escaped: the van reached the exit and its zombies were defeated.
	Escaped EndCause = "escaped"
	// Overrun: the third zombie reached the church.
	Overrun EndCause = "overrun"
	// OutOfTime: the third countdown ended (the zombie cry) first.
	OutOfTime EndCause = "time-up"
)

// Outcome is how the game ended, if it has: what the end screen shows.
type Outcome struct {
	// Over is true once the game has ended.
	Over bool
	// Won is true when the survivors escaped.
	Won bool
	// Cause is which ending it was.
	Cause EndCause
	// Reason says in one sentence why the game ended.
	Reason string
	// Played is how much of the 15 minutes of play had gone when the game
	// ended, or 0 when the table did not record it.
	Played time.Duration
	// DiceLeft is how many dice the team still rolled; DiceStart how many
	// it started with.
	DiceLeft, DiceStart int
	// Items is how many different items the cargo bay held, of
	// ItemsNeeded.
	Items, ItemsNeeded int
}

// Title is the end screen's headline.
func (o Outcome) Title() string {
	switch {
	case !o.Over:
		return "The game goes on."
	case o.Won:
		return "We escaped!"
	}
	return "The survivors are lost."
}

// Lines are the end screen's facts, one sentence each: time, dice, items.
func (o Outcome) Lines() []string {
	if !o.Over {
		return nil
	}
	var out []string
	if o.Played > 0 {
		line := fmt.Sprintf("Time: %s of the 15:00 played", clock(o.Played))
		if left := PlayTime - o.Played; o.Won && left > 0 {
			line += fmt.Sprintf(", %s to spare", clock(left))
		}
		out = append(out, line+".")
	}
	out = append(out, fmt.Sprintf("Dice left: %s of the %d the team started with.", plural(o.DiceLeft, "die", "dice"), o.DiceStart))
	out = append(out, fmt.Sprintf("Items in the cargo bay: %d of the %d needed.", o.Items, o.ItemsNeeded))
	return out
}

// clock writes a time as m:ss, rounding down to the second.
func clock(d time.Duration) string {
	s := int(d / time.Second)
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// checkPlayed refuses a time of play outside the 15 minutes.
func checkPlayed(played time.Duration) error {
	if played < 0 {
		return refuse("A time of play cannot be negative.")
	}
	if played > PlayTime {
		return refuse("The zombie cry ends play at 15:00; %s is after it.", clock(played))
	}
	return nil
}

// end ends the game with the given cause and reason, and notes it.
func (s *State) end(cause EndCause, reason string, played time.Duration) {
	s.Answering = 0
	s.Outcome = Outcome{
		Over: true, Won: cause == Escaped, Cause: cause, Reason: reason, Played: played,
		DiceLeft: s.TotalDice(), DiceStart: StartingDice * len(s.Players),
		Items: s.Cargo, ItemsNeeded: s.ItemsNeeded,
	}
	s.notef(ruleEnd, "%s", reason)
}

// reachExit ends the game in a win: "We escaped!". The rules ask for the
// van on the exit with no zombie left there, within the 15 minutes; the van
// must therefore be out (phase 2), and the rest is the table's word.
func (s *State) reachExit(a ReachExit) error {
	if s.Phase != Van {
		return refuse("The survivors escape only in the van: reveal the exit, bring the %d items to the cargo bay, gather in the church and start phase 2 first.", s.ItemsNeeded)
	}
	if err := checkPlayed(a.Played); err != nil {
		return err
	}
	s.end(Escaped, "The van reached the exit and cleared it in time: the survivors escaped.", a.Played)
	return nil
}

// timeUp ends the game in a defeat at the zombie cry, 15:00 into play.
func (s *State) timeUp() error {
	s.CountdownsEnded = Countdowns
	if s.Phase == Van {
		s.end(OutOfTime, "The zombie cry came before the van reached a cleared exit: the survivors are lost.", PlayTime)
	} else {
		s.end(OutOfTime, fmt.Sprintf("The zombie cry came while the survivors were still in phase 1, bringing the items to the cargo bay (%d of %d): the horde overran them, and they are lost.", s.Cargo, s.ItemsNeeded), PlayTime)
	}
	return nil
}
