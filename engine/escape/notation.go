package escape

import (
	"fmt"
	"strings"

	"hordekeeper/engine"
)

// Position notation (docs/notation.md): one line that sets up an Escape
// situation, for tests, bug reports and fuzzers. An example:
//
//	escape B5 R3(d1,o) W5"Ann" items:4/6 exit:found church:1 phase:1 countdowns:1
//
// After the tag "escape" come the survivors in seating order, then the
// fields below in this order (every one is printed; any order is read):
//
//	B5            a survivor: colour letter (B blue, R red, W white,
//	              G green) and dice left (0-5), then, when a die was lost
//	              for a reason other than a plain "other", the lost dice in
//	              brackets: d door slam, v van, o other, each with the
//	              countdown (1-3) it was lost at, if any; then the name in
//	              double quotes unless it is "Player N"
//	items:4/6     items in the cargo bay / items needed
//	exit:found    or exit:hidden
//	church:1      zombies at the church (0-3)
//	phase:1       1 collect items, 2 escape by van
//	countdowns:1  countdowns ended (0-3)
//	answering:1   the door slam (1 or 2) whose question is half answered:
//	              a die taken, "everyone else made it back" not yet said;
//	              left out when none
//	over:won      or over:lost, only once the game has ended
//	track:2       the soundtrack (2, or a variant like v12345), left out
//	              for track 1
//	clock:3m12s   how far into the soundtrack the game stood when last
//	              recorded, left out at 0
//	played:14m5s  how much of the 15 minutes of play had gone when the
//	              game ended, left out when not recorded
//
// Times are written as Go durations (1m30s, 2m0.5s). Not written, as they
// follow from the rest: a lost die's note (the table's words for "other"),
// the sentence that says why the game ended, how it ended (won is the
// escape; lost with three zombies at the church is the church overrun,
// otherwise the zombie cry) and the end screen's dice and items counts.

// Tag starts an Escape position.
const Tag = "escape"

var lossLetters = map[LossReason]string{DoorSlam: "d", VanRule: "v", OtherReason: "o"}

// Notation prints the state as one line of position notation.
func (s State) Notation() string {
	var b strings.Builder
	b.WriteString(Tag)
	for i, p := range s.Players {
		fmt.Fprintf(&b, " %s%d", p.Colour.Letter(), p.Dice)
		if plainLosses(p.Losses) != nil {
			var ls []string
			for _, l := range p.Losses {
				t := lossLetters[l.Reason]
				if l.Countdown > 0 {
					t += fmt.Sprint(l.Countdown)
				}
				ls = append(ls, t)
			}
			b.WriteString("(" + strings.Join(ls, ",") + ")")
		}
		if p.Name != fmt.Sprintf("Player %d", i+1) {
			b.WriteString(engine.QuoteName(p.Name))
		}
	}
	exit := "hidden"
	if s.ExitRevealed {
		exit = "found"
	}
	fmt.Fprintf(&b, " items:%d/%d exit:%s church:%d phase:%d countdowns:%d", s.Cargo, s.ItemsNeeded, exit, s.ChurchZombies, int(s.Phase), s.CountdownsEnded)
	if s.Answering != 0 {
		fmt.Fprintf(&b, " answering:%d", s.Answering)
	}
	if s.Outcome.Over {
		if s.Outcome.Won {
			b.WriteString(" over:won")
		} else {
			b.WriteString(" over:lost")
		}
	}
	s.writeTimes(&b)
	return b.String()
}

// plainLosses is nil when every loss is a plain "other" (no countdown),
// which the dice count alone says.
func plainLosses(ls []Loss) []Loss {
	for _, l := range ls {
		if l.Reason != OtherReason || l.Countdown != 0 {
			return ls
		}
	}
	return nil
}

// ParseNotation sets up the state a line of position notation describes.
// Bad text gives an *engine.NotationError that names the field and says
// what is wrong; a state the rules could never reach (say, a van on its
// way without the items) is refused the same way.
func ParseNotation(text string) (State, error) {
	fields, err := engine.NotationFields(text, Tag)
	if err != nil {
		return State{}, err
	}
	s := State{Phase: Collect, Track: "1", Rules: RulesVersion} // a position is today's
	seen := map[string]bool{}
	taken := map[Colour]bool{}
	for _, f := range fields {
		key, val, ok := strings.Cut(f, ":")
		if !ok {
			p, err := parseSurvivor(f, len(s.Players)+1)
			if err != nil {
				return State{}, err
			}
			if taken[p.Colour] {
				return State{}, engine.BadNotation(f, "%s is at the table twice", p.Colour)
			}
			if len(s.Players) == MaxPlayers {
				return State{}, engine.BadNotation(f, "at most %d survivors play", MaxPlayers)
			}
			taken[p.Colour] = true
			s.Players = append(s.Players, p)
			continue
		}
		if seen[key] {
			return State{}, engine.BadNotation(f, "%q is given twice", key)
		}
		seen[key] = true
		if err := s.setField(f, key, val); err != nil {
			return State{}, err
		}
	}
	if len(s.Players) < MinPlayers {
		return State{}, engine.BadNotation("", "it names %d survivors; %d to %d play, each written like B5", len(s.Players), MinPlayers, MaxPlayers)
	}
	if !seen["items"] {
		s.ItemsNeeded = ItemsNeededFor(len(s.Players))
	}
	if s.Outcome.Over {
		s.settleOutcome()
	} else if seen["played"] {
		return State{}, engine.BadNotation("played:", "a time of play is written only once the game is over")
	}
	if err := s.CheckInvariants(); err != nil {
		return State{}, engine.BadNotation("", "no game reaches this position: %v", err)
	}
	return s, nil
}

func (s *State) setField(f, key, val string) error {
	var err error
	switch key {
	case "items":
		have, need, ok := strings.Cut(val, "/")
		if !ok {
			return engine.BadNotation(f, "write the items as held/needed, like items:4/6")
		}
		if s.Cargo, err = engine.NotationInt(f, have, "the items held", 0, ItemTiles); err != nil {
			return err
		}
		s.ItemsNeeded, err = engine.NotationInt(f, need, "the items needed", 1, ItemTiles)
	case "exit":
		if val != "found" && val != "hidden" {
			return engine.BadNotation(f, "the exit is found or hidden")
		}
		s.ExitRevealed = val == "found"
	case "church":
		s.ChurchZombies, err = engine.NotationInt(f, val, "the zombies at the church", 0, ChurchZombieLimit)
	case "phase":
		var p int
		p, err = engine.NotationInt(f, val, "the phase", 1, 2)
		s.Phase = Phase(p)
	case "countdowns":
		s.CountdownsEnded, err = engine.NotationInt(f, val, "the countdowns ended", 0, Countdowns)
	case "answering":
		s.Answering, err = engine.NotationInt(f, val, "the countdown whose door slam is being answered", 1, Countdowns-1)
	case "over":
		if val != "won" && val != "lost" {
			return engine.BadNotation(f, "a game is over:won or over:lost")
		}
		played := s.Outcome.Played
		s.Outcome = Outcome{Over: true, Won: val == "won", Played: played}
	case "track", "clock", "played":
		return s.setTimeField(f, key, val)
	default:
		return engine.BadNotation(f, "there is no field %q in an Escape position (items, exit, church, phase, countdowns, answering, over, track, clock, played)", key)
	}
	return err
}

// parseSurvivor reads one survivor, like R3(d1,o)"Ann".
func parseSurvivor(f string, seat int) (Player, error) {
	body, name, err := engine.NotationName(f)
	if err != nil {
		return Player{}, err
	}
	if name == "" {
		name = fmt.Sprintf("Player %d", seat)
	}
	p := Player{Name: name}
	if body == "" {
		return p, engine.BadNotation(f, "a survivor is a colour letter and dice, like B5")
	}
	c := strings.Index("BRWG", body[:1])
	if c < 0 {
		return p, engine.BadNotation(f, "%q is not a survivor colour (B blue, R red, W white, G green)", body[:1])
	}
	p.Colour = Colour(c)
	dice, losses, hasLosses := strings.Cut(body[1:], "(")
	if p.Dice, err = engine.NotationInt(f, dice, "a survivor's dice", 0, StartingDice); err != nil {
		return p, err
	}
	if !hasLosses {
		for range StartingDice - p.Dice {
			p.Losses = append(p.Losses, Loss{Reason: OtherReason})
		}
		return p, nil
	}
	if !strings.HasSuffix(losses, ")") {
		return p, engine.BadNotation(f, "the lost dice end with a closing bracket")
	}
	for _, l := range strings.Split(strings.TrimSuffix(losses, ")"), ",") {
		loss, err := parseLoss(f, l)
		if err != nil {
			return p, err
		}
		p.Losses = append(p.Losses, loss)
	}
	if len(p.Losses)+p.Dice != StartingDice {
		return p, engine.BadNotation(f, "%d dice and %d lost make %d; a survivor starts with %d", p.Dice, len(p.Losses), p.Dice+len(p.Losses), StartingDice)
	}
	return p, nil
}

func parseLoss(f, l string) (Loss, error) {
	if l == "" {
		return Loss{}, engine.BadNotation(f, "a lost die is d, v or o, with its countdown, like d1")
	}
	var loss Loss
	for r, k := range lossLetters {
		if k == l[:1] {
			loss.Reason = r
		}
	}
	if loss.Reason == "" {
		return loss, engine.BadNotation(f, "%q is not a reason to lose a die (d door slam, v van, o other)", l[:1])
	}
	if len(l) > 1 {
		n, err := engine.NotationInt(f, l[1:], "a lost die's countdown", 1, Countdowns)
		if err != nil {
			return loss, err
		}
		loss.Countdown = n
	}
	return loss, nil
}
