package mallofhorror

import (
	"fmt"
	"strconv"
	"strings"

	"hordekeeper/engine"
)

// ParseNotation sets up the state a line of position notation describes
// (see notation.go). Bad text gives an *engine.NotationError naming the
// field and what is wrong; a position no game can reach (a closed Parking,
// cards that do not add up to 21) is refused the same way.
func ParseNotation(text string) (State, error) {
	fields, err := engine.NotationFields(text, Tag)
	if err != nil {
		return State{}, err
	}
	p := &posParser{s: State{TieColour: -1, Searcher: NoWinner, Rules: RulesVersion}, seen: map[string]bool{}}
	var rest []string
	for _, f := range fields {
		if len(f) >= 2 && strings.Contains(colourLetters, f[:1]) && f[1] >= '0' && f[1] <= '9' {
			if err := p.player(f); err != nil {
				return State{}, err
			}
			continue
		}
		rest = append(rest, f)
	}
	n := len(p.s.Players)
	if n < MinPlayers || n > MaxPlayers {
		return State{}, engine.BadNotation("", "it names %d players; %d to %d play, each written like R1", n, MinPlayers, MaxPlayers)
	}
	for seat := range n {
		for _, k := range CharactersFor(n) {
			p.s.Characters = append(p.s.Characters, Character{Owner: seat, Kind: k})
		}
	}
	p.placed = make([]bool, len(p.s.Characters))
	for _, f := range rest {
		key, val, _ := strings.Cut(f, ":")
		if p.seen[key] {
			return State{}, engine.BadNotation(f, "%q is given twice", key)
		}
		p.seen[key] = true
		if err := p.field(f, key, val); err != nil {
			return State{}, err
		}
	}
	return p.finish()
}

type posParser struct {
	s      State
	seen   map[string]bool
	placed []bool // characters already written somewhere
	deck   int
}

func (p *posParser) player(f string) error {
	body, name, err := engine.NotationName(f)
	if err != nil {
		return err
	}
	c := Colour(strings.Index(colourLetters, body[:1]))
	for _, q := range p.s.Players {
		if q.Colour == c {
			return engine.BadNotation(f, "%s is at the table twice", c)
		}
	}
	hand, err := engine.NotationInt(f, body[1:], "the cards in hand", 0, DeckSize)
	if err != nil {
		return err
	}
	if name == "" {
		name = fmt.Sprintf("Player %d", len(p.s.Players)+1)
	}
	p.s.Players = append(p.s.Players, Player{Name: name, Colour: c, Hand: hand})
	return nil
}

func (p *posParser) field(f, key, val string) error {
	s := &p.s
	var err error
	for l, k := range locationKeys {
		if l > 0 && k == key {
			return p.location(f, Location(l), val)
		}
	}
	switch key {
	case "dead":
		return p.dead(f, val)
	case "chief":
		s.Chief, err = p.seat(f, val)
	case "round":
		s.Round, err = engine.NotationInt(f, val, "the round", 0, 99)
	case "phase":
		for i, k := range phaseKeys {
			if k == val {
				s.Phase = Phase(i)
				return nil
			}
		}
		return engine.BadNotation(f, "the phase is setup, A to F, or over")
	case "deck":
		p.deck, err = engine.NotationInt(f, val, "the cards in the truck", 0, DeckSize)
	case "played":
		return p.played(f, val)
	case "elected", "parking-feeds", "must-move", "zombie-next-round", "over":
		if val != "" || strings.Contains(f, ":") {
			return engine.BadNotation(f, "%s is a word alone, with no value", key)
		}
		s.ChiefElected = s.ChiefElected || key == "elected"
		s.ParkingAlwaysFeeds = s.ParkingAlwaysFeeds || key == "parking-feeds"
		s.MustMove = s.MustMove || key == "must-move"
		s.ZombieOnlyNextRound = s.ZombieOnlyNextRound || key == "zombie-next-round"
		s.Outcome.Over = s.Outcome.Over || key == "over"
	case "placed":
		s.Placed, err = engine.NotationInt(f, val, "the characters placed", 0, len(s.Characters))
	case "placedice":
		var d []int
		if d, err = digits(f, val, 2, 1, 6); err == nil {
			s.PlacementDice = [2]int{d[0], d[1]}
		}
	case "dice":
		return p.dice(f, val)
	case "cameras":
		s.Peekers, err = p.seatMarks(f, val)
	case "looked":
		s.Looked, err = p.seatMarks(f, val)
	case "moved":
		s.Moved, err = p.seatMarks(f, val)
	case "announced":
		var l int
		l, err = engine.NotationInt(f, val, "the announced destination", 1, NumLocations)
		s.Announced = Location(l)
	case "dest":
		return p.destinations(f, val)
	case "hardware":
		hs := strings.Split(val, ",")
		if len(hs) != NumLocations {
			return engine.BadNotation(f, "write the Hardware cards of the six locations, like 0,0,1,0,0,0")
		}
		for i, h := range hs {
			if s.Hardware[i+1], err = engine.NotationInt(f, h, "the Hardware cards at a location", 0, CardsPerKind); err != nil {
				return err
			}
		}
	case "attack":
		var parts []string
		if parts = strings.Split(val, "/"); len(parts) != 3 {
			return engine.BadNotation(f, "write the attack as location/victims due/eaten, like 3/2/1")
		}
		var at int
		if at, err = engine.NotationInt(f, parts[0], "the location attacked", 0, NumLocations); err != nil {
			return err
		}
		s.AttackAt = Location(at)
		if s.VictimsDue, err = engine.NotationInt(f, parts[1], "the victims due", 0, 99); err != nil {
			return err
		}
		s.Eaten, err = engine.NotationInt(f, parts[2], "the victims eaten", 0, 99)
	case "threats", "tied", "searcher":
		return p.voteField(f, key, val)
	case "tie":
		s.TieColour, err = p.seat(f, val)
	case "seed":
		s.seed, err = strconv.ParseUint(val, 10, 64)
		if err != nil {
			return engine.BadNotation(f, "the seed is a whole number, not %q", val)
		}
	default:
		return engine.BadNotation(f, "there is no field %q in a Mall of Horror position", key)
	}
	return err
}

// finish fills in what the position implies and checks it.
func (p *posParser) finish() (State, error) {
	s := p.s
	hands := 0
	for _, q := range s.Players {
		hands += q.Hand
	}
	played := 0
	for _, n := range s.Played {
		played += n
	}
	s.Deck = DeckSize - hands - played
	if p.seen["deck"] && p.deck != s.Deck {
		return State{}, engine.BadNotation("deck:"+fmt.Sprint(p.deck), "the cards must add up to %d: %d in hands and %d played leave %d in the truck, not %d", DeckSize, hands, played, s.Deck, p.deck)
	}
	if closed := s.Closed[Cachou] == ClosedBySetup; closed != CachouClosedFor(len(s.Players)) {
		if closed {
			return State{}, engine.BadNotation("cachou:closed", "Cachou is closed at setup only with 3 or 4 players, not %d", len(s.Players))
		}
		return State{}, engine.BadNotation("", "with %d players Cachou is closed at setup: write cachou:closed", len(s.Players))
	}
	if s.Round > 0 && s.Peekers == nil {
		s.Peekers = make([]bool, len(s.Players))
	}
	if s.Round > 0 && s.Threats == nil {
		s.Threats = make([]int, len(s.Players))
	} else if s.Round == 0 && !anyThreat(s.Threats) {
		s.Threats = nil // as a new game has them: none before round 1
	}
	if s.Outcome.Over {
		s.Outcome.Scores, s.Outcome.Winners = s.Scores(), s.winners()
		s.Outcome.ReasonWords = engine.Say("mallrules.notation_parse.ended", "The game has ended.", nil)
		s.Outcome.Reason = s.Outcome.ReasonWords.String()
	}
	if err := s.CheckInvariants(); err != nil {
		return State{}, engine.BadNotation("", "no game reaches this position: %v", err)
	}
	return s, nil
}
