package cityofhorror

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	"hordekeeper/engine"
)

// ParseNotation sets up the state a line of position notation describes
// (see notation.go). Bad text gives an *engine.NotationError naming the
// field and what is wrong; a position no game can reach (nine zombies on a
// place, a Granny twice, 21 antidotes) is refused the same way. The setup
// sheet is that of a first game with these players, and every invasion
// hour comes from the physical pack.
func ParseNotation(text string) (*State, error) {
	fields, err := engine.NotationFields(text, Tag)
	if err != nil {
		return nil, err
	}
	p := &cohParser{seen: map[string]bool{}, roles: map[Role]bool{}}
	o := Options{FirstGame: true}
	var rest []string
	for _, f := range fields {
		if c := colourOf(f[:1]); c != "" && (len(f) == 1 || f[1] == '(' || f[1] == '"') {
			ps, err := parsePlayer(f, c)
			if err != nil {
				return nil, err
			}
			if slices.ContainsFunc(p.players, func(q PlayerState) bool { return q.Colour == c }) {
				return nil, engine.BadNotation(f, "%s is at the table twice", c.Name())
			}
			p.players = append(p.players, ps)
			o.Players = append(o.Players, PlayerOption{Colour: c})
			continue
		}
		key, _, _ := strings.Cut(f, ":")
		if p.seen[key] {
			return nil, engine.BadNotation(f, "%q is given twice", key)
		}
		p.seen[key] = true
		switch key {
		case "wheel":
			for _, r := range strings.TrimPrefix(f, "wheel:") {
				o.Settings.Wheel = append(o.Settings.Wheel, colourOf(string(r)))
			}
		case "crossroads5", "summary-cards":
			if f != key {
				return nil, engine.BadNotation(f, "%s is a word alone, with no value", key)
			}
			if key == "crossroads5" {
				o.Settings.WaterTowerNumber, o.Settings.CrossroadsNumber = 6, 5
			} else {
				o.Settings.SummaryCardCounts = true
			}
		case "seed":
			if p.seed, err = strconv.ParseUint(strings.TrimPrefix(f, "seed:"), 10, 64); err != nil || p.seed > engine.SeedMask {
				return nil, engine.BadNotation(f, "the seed is a whole number below 2^%d", engine.SeedBits)
			}
		default:
			rest = append(rest, f)
		}
	}
	if err := checkNotationNames(p.players); err != nil {
		return nil, err
	}
	if err := o.Validate(); err != nil {
		return nil, engine.BadNotation("", "%v", err)
	}
	raw, _ := json.Marshal(o)
	s, err := NewGame(engine.Header{Game: Name, Format: engine.FormatVersion, Seed: p.seed, Options: raw})
	if err != nil {
		return nil, engine.BadNotation("", "%v", err)
	}
	p.s = s
	s.Players, s.Characters, s.Zombies, s.FaceUpFood = p.players, nil, [7]int{}, nil
	s.DeckLeft, s.DiscardPile, s.Played, s.Used, s.ShareWinner = 0, 0, nil, nil, ""
	for i := range s.Deck {
		s.Deck[i] = HourDraw{Hour: i, FromPack: true}
	}
	for _, f := range rest {
		key, val, _ := strings.Cut(f, ":")
		if err := p.field(f, key, val); err != nil {
			return nil, err
		}
	}
	if err := p.check(); err != nil {
		return nil, err
	}
	return s, nil
}

type cohParser struct {
	s       *State
	players []PlayerState
	seen    map[string]bool
	roles   map[Role]bool
	seed    uint64
	reserve int
	deck    int
}

func colourOf(letter string) Colour {
	for _, c := range AllColours {
		if c.Letter() == letter {
			return c
		}
	}
	return ""
}

// parsePlayer reads "Y(a1,f0100,c1,moved)\"Ann\"".
func parsePlayer(f string, c Colour) (PlayerState, error) {
	body, name, err := engine.NotationName(f)
	p := PlayerState{Colour: c, Name: name}
	if err != nil || body == c.Letter() {
		return p, err
	}
	hand, opened := strings.CutPrefix(body[1:], "(")
	hand, closed := strings.CutSuffix(hand, ")")
	if !opened || !closed {
		return p, engine.BadNotation(f, "a player is a colour letter with the hand in brackets, like Y(a1,f0100)")
	}
	for _, h := range strings.Split(hand, ",") {
		switch {
		case h == "moved":
			p.Moved = true
		case h == "skipped":
			p.Skipped = true
		case strings.HasPrefix(h, "saved="):
			if p.SavedChosen {
				return p, engine.BadNotation(f, "the characters saved are written twice")
			}
			err = parseSaved(f, h[len("saved="):], &p)
		case strings.HasPrefix(h, "h"):
			p.Cards, err = engine.NotationInt(f, h[1:], "the action cards in hand", 0, TotalActionCards)
		case strings.HasPrefix(h, "a"):
			p.Antidotes, err = engine.NotationInt(f, h[1:], "the antidotes held", 0, TotalAntidotes)
		case strings.HasPrefix(h, "c"):
			p.CannedFood, err = engine.NotationInt(f, h[1:], "the Canned Food cards", 0, CannedFoodCards)
		case strings.HasPrefix(h, "f"):
			var fs []int
			if fs, err = foodDigits(f, h[1:]); err == nil {
				copy(p.Food[:], fs)
			}
		default:
			err = engine.BadNotation(f, "%q is not part of a hand (aN antidotes, f and four digits of food, cN Canned Food, hN cards in hand, moved, skipped, saved=granny+punk)", h)
		}
		if err != nil {
			return p, err
		}
	}
	return p, nil
}

// foodDigits reads four counts of food tokens by value 0-3.
func foodDigits(f, v string) ([]int, error) {
	if len(v) != 4 {
		return nil, engine.BadNotation(f, "food is four digits, the tokens of value 0, 1, 2 and 3, like 0120")
	}
	out := make([]int, 4)
	for i := range v {
		out[i] = int(v[i]) - '0'
		if out[i] < 0 || out[i] > FoodValues[i] {
			return nil, engine.BadNotation(f, "the box has %d food tokens of value %d, not %c", FoodValues[i], i, v[i])
		}
	}
	return out, nil
}

func (p *cohParser) field(f, key, val string) error {
	s := p.s
	var err error
	var l Loc
	if l.UnmarshalText([]byte(key)) == nil && l != NoLoc && key != "" && (key[0] < '0' || key[0] > '9') {
		return p.place(f, l, val)
	}
	switch key {
	case "first", "leader":
		c := colourOf(val)
		if c == "" || s.Player(c) == nil {
			return engine.BadNotation(f, "%q is not the colour letter of a player at the table", val)
		}
		if key == "first" {
			s.FirstPlayer = c
		} else {
			s.Leader = c
		}
	case "hour":
		s.Turn, err = engine.NotationInt(f, val, "the hour", 0, Turns)
	case "phase":
		s.Phase = Phase(val)
		if !slices.Contains([]Phase{PhaseSetup, PhaseSelect, PhaseInvasion, PhaseMovement, PhaseResolution, PhaseEnded}, s.Phase) {
			return engine.BadNotation(f, "the phase is setup, select, invasion, movement, resolution or ended")
		}
	case "resolving":
		s.Resolving, err = engine.NotationInt(f, val, "the place being resolved", 0, len(AllLocs)-1)
	case "step":
		s.Step = Step(val)
		if !slices.Contains([]Step{StepActivation, StepAttack, StepSharing}, s.Step) {
			return engine.BadNotation(f, "the step is activation, attack or sharing")
		}
	case "attacked", "shared":
		if val != "" || strings.Contains(f, ":") {
			return engine.BadNotation(f, "%s is a word alone, with no value", key)
		}
		s.AttackDone = s.AttackDone || key == "attacked"
		s.Shared = s.Shared || key == "shared"
	case "dead":
		if val == "-" {
			return nil
		}
		for _, ct := range strings.Split(val, ",") {
			c, err := p.character(f, ct)
			if err != nil {
				return err
			}
			c.Dead = true
			s.Characters = append(s.Characters, c)
		}
	case "markers":
		return p.markers(f, val)
	case "antidotes":
		p.reserve, err = engine.NotationInt(f, val, "the antidote reserve", 0, TotalAntidotes)
	case "truck":
		var fs []int
		if fs, err = foodDigits(f, val); err == nil {
			copy(s.Truck[:], fs)
		}
	case "hours":
		if len(val) != Hours || strings.Trim(val, "x.") != "" {
			return engine.BadNotation(f, "hours are %d marks, x for a played invasion and . for one to come, like xx...", Hours)
		}
		for i := range s.Deck {
			s.Deck[i].Applied = val[i] == 'x'
		}
	case "faceup":
		for _, v := range strings.Split(val, ",") {
			n, err := engine.NotationInt(f, v, "a face-up food token", 0, 3)
			if err != nil {
				return err
			}
			s.FaceUpFood = append(s.FaceUpFood, n)
		}
		if len(s.FaceUpFood) > 3 {
			return engine.BadNotation(f, "at most 3 food tokens lie face up")
		}
	case "fooddraws":
		s.FoodDraws, err = engine.NotationInt(f, val, "the food draws", 0, 999)
	case "deck", "discard", "played", "used", "sharewinner":
		return p.cardField(f, key, val)
	case "lastmove":
		return p.lastMove(f, val)
	case "replicas":
		for _, r := range strings.Split(val, ",") {
			who, at, _ := strings.Cut(r, "@")
			c := colourOf(who)
			var l Loc
			if c == "" || s.Player(c) == nil || l.UnmarshalText([]byte(at)) != nil || !l.Valid() {
				return engine.BadNotation(f, "a Weapon Replica is a player and a place, like R@corner1")
			}
			s.Replicas = append(s.Replicas, Replica{Player: c, At: l})
		}
	default:
		return engine.BadNotation(f, "there is no field %q in a City of Horror position", key)
	}
	return err
}
