package escape

import (
	"fmt"
	"time"

	"hordekeeper/engine"
)

// StartingDice is how many dice each survivor starts with.
const StartingDice = 5

// ChurchZombieLimit is how many zombies at the church overrun it: the third
// one ends the game in a defeat.
const ChurchZombieLimit = 3

// ItemTiles is how many item tiles the box holds (the cargo bay itself
// stops at the items needed, ItemsNeeded).
const ItemTiles = 18

// Countdowns is how many countdowns the soundtrack plays.
const Countdowns = 3

// Phase is the part of the game being played.
type Phase int

// The two phases of the game.
const (
	// Collect is phase 1: find the exit and bring the items to the church.
	Collect Phase = 1
	// Van is phase 2: drive the van from the church to the exit.
	Van Phase = 2
)

// String names the phase for players (English).
func (p Phase) String() string { return p.Words().String() }

// Words names the phase for players, for a screen to translate.
func (p Phase) Words() engine.Words {
	switch p {
	case Collect:
		return engine.Say("escaperules.state.phase1", "phase 1: collect items", nil)
	case Van:
		return engine.Say("escaperules.state.phase2", "phase 2: escape by van", nil)
	}
	return engine.Say("escaperules.state.phaseN", "phase {{.Phase}}", engine.Args{"Phase": int(p)})
}

// Headline names the phase as a headline: "Phase 2: escape by van".
func (p Phase) Headline() engine.Words {
	switch p {
	case Collect:
		return engine.Say("escaperules.state.phase1Headline", "Phase 1: collect items", nil)
	case Van:
		return engine.Say("escaperules.state.phase2Headline", "Phase 2: escape by van", nil)
	}
	return engine.Say("escaperules.state.phaseNHeadline", "Phase {{.Phase}}", engine.Args{"Phase": int(p)})
}

// LossReason says why a survivor lost a die.
type LossReason string

// The reasons a die is lost.
const (
	// DoorSlam: not back at the church when the door slammed at the end of
	// the first or second countdown.
	DoorSlam LossReason = "door-slam"
	// VanRule: in phase 2, the van was not back at the church at the end of
	// the second countdown, so every survivor lost a die.
	VanRule LossReason = "van"
	// OtherReason: any other loss the table records (a house rule, a
	// correction).
	OtherReason LossReason = "other"
)

// Valid tells whether the reason is one this package knows.
func (r LossReason) Valid() bool {
	return r == DoorSlam || r == VanRule || r == OtherReason
}

// DescribeWords says the reason in a player's words, for a screen to
// translate.
func (r LossReason) DescribeWords() engine.Words {
	switch r {
	case DoorSlam:
		return engine.Say("escaperules.state.lossDoor", "not back at the church when the door slammed", nil)
	case VanRule:
		return engine.Say("escaperules.state.lossVan", "the van was not back at the church at the end of the second countdown", nil)
	case OtherReason:
		return engine.Say("escaperules.state.lossOther", "taken with the \"-1 die\" button, not at a door slam", nil)
	}
	return engine.Plain(string(r))
}

// Loss is one die a survivor lost.
type Loss struct {
	// Reason is why the die was lost.
	Reason LossReason `json:"reason"`
	// Countdown is the countdown (1-3) at whose end the die was lost, or 0
	// when it was not lost at a countdown.
	Countdown int `json:"countdown,omitempty"`
	// Note is the table's own words for an OtherReason loss.
	Note string `json:"note,omitempty"`
}

// Player is one survivor and the dice left to them.
type Player struct {
	// Name is the player's name (never empty in a state).
	Name string
	// Colour is the survivor token's colour.
	Colour Colour
	// Dice is how many dice the survivor still rolls, 0 to 5.
	Dice int
	// Losses lists each die lost, oldest first.
	Losses []Loss
}

// Label is the player's name with the colour's letter, e.g. "Ann (B)", so a
// screen never relies on colour alone.
func (p Player) Label() string { return fmt.Sprintf("%s (%s)", p.Name, p.Colour.Letter()) }

// LabelWords is Label for a screen to translate: the colour's letter is the
// language's own (French "V" for vert).
func (p Player) LabelWords() engine.Words {
	return engine.Say("escaperules.state.label", "{{.Name}} ({{.Letter}})", engine.Args{"Name": engine.Plain(p.Name), "Letter": p.Colour.LetterWords()})
}

// State is the whole bookkeeping of an Escape game at one moment. States are
// values: Apply returns a new one and never changes the one it is given.
type State struct {
	// Players are the survivors in seating order.
	Players []Player
	// ItemsNeeded is how many different items the cargo bay must hold to
	// start phase 2.
	ItemsNeeded int
	// Cargo is how many different items the cargo bay holds.
	Cargo int
	// ExitRevealed is true once the exit street section is on the table.
	ExitRevealed bool
	// ChurchZombies is how many zombies reached the church (0-3).
	ChurchZombies int
	// Phase is 1 (collect) or 2 (van).
	Phase Phase
	// CountdownsEnded is how many countdowns have ended (0-3).
	CountdownsEnded int
	// Answering is the countdown (1 or 2) whose door-slam question the
	// table is still answering: a survivor's die was taken for it, and
	// nobody has yet said that everyone else made it back
	// (EveryoneElseBack); 0 when none.
	Answering int
	// Outcome is set when the game ends.
	Outcome Outcome
	// Track is the soundtrack's ID from the options ("1", "2" or
	// "v<seed>"), so a variant resumes as itself.
	Track string
	// Rules is the version of the rules the game is played under: the
	// header's, 0 for a game saved before headers said it (legacy.go).
	Rules int `json:",omitempty"`
	// Clock is how far into the soundtrack the game stood when last
	// recorded (ClockAt), to start it there again on resume.
	Clock time.Duration
	// ClockHeld says the last clock mark was made with the soundtrack
	// standing still (paused or put away); false after a mark made while it
	// ran, which is how a resumed game knows the app stopped unasked.
	ClockHeld bool
	// Paused is the wall time spent paused in all at the last clock mark
	// (ClockAt.Paused): a resumed game counts on from it.
	Paused time.Duration
	// Notices explain, one sentence each with its rule, every automatic
	// consequence of the last action, for the screen to show.
	Notices []Notice
}

// ItemsNeededFor is how many different items the table must collect with n
// survivors: 5 for 2, 6 for 3, 7 for 4.
func ItemsNeededFor(n int) int { return n + 3 }

// clone copies the state deeply, so the copy can change freely.
func (s State) clone() State {
	c := s
	c.Players = make([]Player, len(s.Players))
	for i, p := range s.Players {
		p.Losses = append([]Loss(nil), p.Losses...)
		c.Players[i] = p
	}
	c.Notices = nil
	return c
}

// ItemsMissing is how many more items the cargo bay needs (0 when enough).
func (s State) ItemsMissing() int {
	if s.Cargo >= s.ItemsNeeded {
		return 0
	}
	return s.ItemsNeeded - s.Cargo
}

// CanStartPhase2 tells whether the exit and the items are ready for the van;
// when not, the error says what is missing. (That every survivor stands in
// the church is for the table to confirm.)
func (s State) CanStartPhase2() error {
	switch {
	case s.Outcome.Over:
		return engine.Refusal(engine.Say("escaperules.state.over", "The game is over: {{.Reason}}", engine.Args{"Reason": s.EndWords()}))
	case s.Phase != Collect:
		return engine.Refusal(engine.Say("escaperules.state.vanGone", "The van is already on its way.", nil))
	case !s.ExitRevealed && s.ItemsMissing() > 0:
		return engine.Refusal(engine.SayN("escaperules.state.notReady", "The van cannot leave yet: the exit is not revealed and the cargo bay needs {{.Count}} more item.", "The van cannot leave yet: the exit is not revealed and the cargo bay needs {{.Count}} more items.", s.ItemsMissing(), nil))
	case !s.ExitRevealed:
		return engine.Refusal(engine.Say("escaperules.state.noExit", "The van cannot leave yet: the exit is not revealed.", nil))
	case s.ItemsMissing() > 0:
		return engine.Refusal(engine.SayN("escaperules.state.noItems", "The van cannot leave yet: the cargo bay needs {{.Count}} more item ({{.Cargo}} of {{.Needed}}).", "The van cannot leave yet: the cargo bay needs {{.Count}} more items ({{.Cargo}} of {{.Needed}}).", s.ItemsMissing(), engine.Args{"Cargo": s.Cargo, "Needed": s.ItemsNeeded}))
	}
	return nil
}

// TotalDice is how many dice the team still rolls.
func (s State) TotalDice() int {
	n := 0
	for _, p := range s.Players {
		n += p.Dice
	}
	return n
}

// CheckInvariants returns an error when the state breaks a bound no action
// may break; tests and fuzzers call it.
func (s State) CheckInvariants() error {
	for i, p := range s.Players {
		if p.Dice < 0 || p.Dice > StartingDice {
			return fmt.Errorf("player %d has %d dice", i+1, p.Dice)
		}
		if p.Dice+len(p.Losses) != StartingDice {
			return fmt.Errorf("player %d: %d dice and %d losses do not add up to %d", i+1, p.Dice, len(p.Losses), StartingDice)
		}
	}
	if s.ChurchZombies < 0 || s.ChurchZombies > ChurchZombieLimit {
		return fmt.Errorf("%d zombies at the church", s.ChurchZombies)
	}
	if s.ChurchZombies == ChurchZombieLimit && (!s.Outcome.Over || s.Outcome.Won) {
		return fmt.Errorf("the church is overrun but the game is not lost")
	}
	if s.Cargo < 0 || s.Cargo > s.ItemsNeeded || s.ItemsNeeded != ItemsNeededFor(len(s.Players)) {
		return fmt.Errorf("%d items in the cargo bay of %d needed", s.Cargo, s.ItemsNeeded)
	}
	for seat := range s.Players {
		seen := map[int]bool{}
		for _, l := range s.Players[seat].Losses {
			if l.Countdown > 0 && l.Reason != OtherReason {
				if seen[l.Countdown] {
					return fmt.Errorf("player %d lost two dice at countdown %d", seat+1, l.Countdown)
				}
				seen[l.Countdown] = true
			}
		}
	}
	if s.Clock < 0 || s.Clock > TrackLength {
		return fmt.Errorf("the clock stands at %v", s.Clock)
	}
	if !ValidTrackID(s.Track) || s.Track == "" {
		return fmt.Errorf("soundtrack %q", s.Track)
	}
	if s.Phase != Collect && s.Phase != Van {
		return fmt.Errorf("phase %d", s.Phase)
	}
	if s.Phase == Van && (!s.ExitRevealed || s.Cargo < s.ItemsNeeded) {
		return fmt.Errorf("the van left without the exit or the items")
	}
	if s.CountdownsEnded < 0 || s.CountdownsEnded > Countdowns {
		return fmt.Errorf("%d countdowns ended", s.CountdownsEnded)
	}
	if s.Answering != 0 && (s.Answering != s.CountdownsEnded || s.Answering >= Countdowns || s.Phase != Collect || s.Outcome.Over) {
		return fmt.Errorf("the door slam of countdown %d is being answered after %d countdowns", s.Answering, s.CountdownsEnded)
	}
	if o := s.Outcome; o.Over {
		switch {
		case o.Reason == "" || o.Cause == "":
			return fmt.Errorf("the game ended without a reason")
		case o.Won != (o.Cause == Escaped):
			return fmt.Errorf("outcome %q but won=%v", o.Cause, o.Won)
		case o.Won && s.Phase != Van:
			return fmt.Errorf("won without the van")
		case o.Played < 0 || o.Played > PlayTime:
			return fmt.Errorf("ended at %v of play", o.Played)
		case o.DiceLeft != s.TotalDice() || o.Items != s.Cargo:
			return fmt.Errorf("the outcome's dice or items differ from the state")
		}
	} else if s.Outcome != (Outcome{}) {
		return fmt.Errorf("an outcome on a game not over")
	}
	return nil
}
