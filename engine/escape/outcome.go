package escape

import (
	"fmt"
	"time"

	"hordekeeper/engine"
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

// Title is the end screen's headline (English).
func (o Outcome) Title() string { return o.TitleWords().String() }

// TitleWords is the end screen's headline, for a screen to translate.
func (o Outcome) TitleWords() engine.Words {
	switch {
	case !o.Over:
		return engine.Say("escaperules.outcome.goesOn", "The game goes on.", nil)
	case o.Won:
		return engine.Say("escaperules.outcome.won", "We escaped!", nil)
	}
	return engine.Say("escaperules.outcome.lost", "The survivors are lost.", nil)
}

// Lines are the end screen's facts, one sentence each: time, dice, items
// (English).
func (o Outcome) Lines() []string {
	var out []string
	for _, w := range o.LinesWords() {
		out = append(out, w.String())
	}
	return out
}

// LinesWords are the end screen's facts, one sentence each (time, dice,
// items), for a screen to translate.
func (o Outcome) LinesWords() []engine.Words {
	if !o.Over {
		return nil
	}
	var out []engine.Words
	if o.Played > 0 {
		if left := PlayTime - o.Played; o.Won && left > 0 {
			out = append(out, engine.Say("escaperules.outcome.timeSpare", "Time: {{.Played}} of the 15:00 played, {{.Spare}} to spare.", engine.Args{"Played": clock(o.Played), "Spare": clock(left)}))
		} else {
			out = append(out, engine.Say("escaperules.outcome.time", "Time: {{.Played}} of the 15:00 played.", engine.Args{"Played": clock(o.Played)}))
		}
	}
	out = append(out, engine.SayN("escaperules.outcome.dice", "Dice left: {{.Count}} die of the {{.Start}} the team started with.", "Dice left: {{.Count}} dice of the {{.Start}} the team started with.", o.DiceLeft, engine.Args{"Start": o.DiceStart}))
	out = append(out, engine.Say("escaperules.outcome.items", "Items in the cargo bay: {{.Items}} of the {{.Needed}} needed.", engine.Args{"Items": o.Items, "Needed": o.ItemsNeeded}))
	return out
}

// EndWords is why the game ended (Outcome.Reason), for a screen to
// translate; zero while the game goes on. The state is the one the game
// ended in: no action changes it after the end.
func (s State) EndWords() engine.Words {
	o := s.Outcome
	if !o.Over {
		return engine.Words{}
	}
	switch o.Cause {
	case Escaped:
		return engine.Say("escaperules.outcome.escaped", "The van reached the exit and cleared it in time: the survivors escaped.", nil)
	case Overrun:
		return engine.Say("escaperules.outcome.overrun", "The third zombie reached the church: the survivors are overrun.", nil)
	case OutOfTime:
		if s.Phase == Van {
			return engine.Say("escaperules.outcome.cryVan", "The zombie cry came before the van reached a cleared exit.", nil)
		}
		return engine.Say("escaperules.outcome.cryPhase1", "The zombie cry came while the survivors were still in phase 1, bringing the items to the cargo bay ({{.Items}} of {{.Needed}}): the horde overran them.", engine.Args{"Items": o.Items, "Needed": o.ItemsNeeded})
	}
	return engine.Plain(o.Reason)
}

// clock writes a time as m:ss, rounding down to the second.
func clock(d time.Duration) string {
	s := int(d / time.Second)
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// checkPlayed refuses a time of play outside the 15 minutes.
func checkPlayed(played time.Duration) error {
	if played < 0 {
		return engine.Refusal(engine.Say("escaperules.outcome.negative", "A time of play cannot be negative.", nil))
	}
	if played > PlayTime {
		return engine.Refusal(engine.Say("escaperules.outcome.afterCry", "The zombie cry ends play at 15:00; {{.Time}} is after it.", engine.Args{"Time": clock(played)}))
	}
	return nil
}

// end ends the game with the given cause, and notes why (EndWords).
func (s *State) end(cause EndCause, played time.Duration) {
	s.Answering = 0
	s.Outcome = Outcome{
		Over: true, Won: cause == Escaped, Cause: cause, Played: played,
		DiceLeft: s.TotalDice(), DiceStart: StartingDice * len(s.Players),
		Items: s.Cargo, ItemsNeeded: s.ItemsNeeded,
	}
	why := s.EndWords()
	s.Outcome.Reason = why.String()
	s.note(ruleEnd, why)
}

// reachExit ends the game in a win: "We escaped!". The rules ask for the
// van on the exit with no zombie left there, within the 15 minutes; the van
// must therefore be out (phase 2), and the rest is the table's word.
func (s *State) reachExit(a ReachExit) error {
	if s.Phase != Van {
		return engine.Refusal(engine.Say("escaperules.outcome.onlyVan", "The survivors escape only in the van: reveal the exit, bring the {{.Needed}} items to the cargo bay, gather in the church and start phase 2 first.", engine.Args{"Needed": s.ItemsNeeded}))
	}
	if err := checkPlayed(a.Played); err != nil {
		return err
	}
	s.end(Escaped, a.Played)
	return nil
}

// timeUp ends the game in a defeat at the zombie cry, 15:00 into play.
func (s *State) timeUp() error {
	s.CountdownsEnded = Countdowns
	s.end(OutOfTime, PlayTime)
	return nil
}
