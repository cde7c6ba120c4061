package cityofhorror

import (
	"encoding/json"
	"slices"

	"hordekeeper/engine"
)

// Placement is one character's starting place, as setup drew it.
type Placement struct {
	Player Colour `json:"player"`
	Role   Role   `json:"role"`
	// Card is the building on the movement card drawn for it.
	Card Building `json:"card"`
	// At is where it stands: the card's place, or the Crossroads when that
	// place was full (Overflow).
	At       Loc  `json:"at"`
	Overflow bool `json:"overflow,omitempty"`
}

// Setup is the setup sheet: everything the table lays out before the
// first turn, fixed when the game is created.
type Setup struct {
	Seats       []PlayerOption `json:"seats"`
	FirstPlayer Colour         `json:"firstPlayer"`
	// FirstRandom is true when the seed chose the first player.
	FirstRandom bool `json:"firstRandom,omitempty"`
	// Boards are the boards by place: corners 1-4, Water Tower, Crossroads.
	Boards [6]Board `json:"boards"`
	// Caches cover these colours on the leader wheel.
	Caches []Colour `json:"caches,omitempty"`
	// CharactersEach is how many characters each player gets.
	CharactersEach int `json:"charactersEach"`
	// Placements are in placing order: from the player to the first
	// player's right, counter-clockwise, the first player last.
	Placements []Placement `json:"placements"`
	// HandSize is how many action cards each player gets.
	HandSize int  `json:"handSize"`
	Draft    bool `json:"draft,omitempty"`
	// FaceUpFood are the food tokens turned face up (Crossroads side B).
	FaceUpFood []int `json:"faceUpFood,omitempty"`
	// Hours tells, for 00:00 to 4:00, which card the library gave, or that
	// the hour comes from the physical pack.
	Hours [Hours]HourDraw `json:"hours"`
	// Settings are the table's settings in force.
	Settings Settings `json:"settings"`
}

// CharactersPerPlayer is how many characters each player gets.
func CharactersPerPlayer(players int) int {
	switch players {
	case 3:
		return 5
	case 4:
		return 4
	}
	return 3
}

// HandSize is how many action cards each player gets.
func HandSize(players int) int { return 10 - players }

func parseOptions(raw json.RawMessage) (Options, error) {
	var o Options
	if len(raw) == 0 {
		return o, engine.Refusal(engine.Say("cohrules.setup.nooptions", "the game has no options: choose the players first", nil))
	}
	if err := json.Unmarshal(raw, &o); err != nil {
		return o, engine.Refusal(engine.Say("cohrules.setup.options", "the game's options do not read: {{.Err}}", engine.Args{"Err": err.Error()}))
	}
	if err := o.Validate(); err != nil {
		return o, err
	}
	return o.Normalized(), nil
}

// NewGame builds the first state of a game from a header: it draws the
// first player (unless chosen), the buildings of the corners, the board
// sides, the characters and their starting places, the face-up food tokens
// and the invasion cards, all from the header's seed.
func NewGame(h engine.Header) (*State, error) {
	o, err := parseOptions(h.Options)
	if err != nil {
		return nil, err
	}
	n := len(o.Players)
	s := &State{Settings: o.Settings, Seed: h.Seed, Rules: h.Rules, Phase: PhaseSetup, AntidoteReserve: TotalAntidotes, Truck: FoodValues}
	if s.Rules == 0 {
		s.Rules = RulesVersion // a header made in code: today's rules
	}
	su := &Setup{Seats: slices.Clone(o.Players), Draft: o.Draft, HandSize: HandSize(n), CharactersEach: CharactersPerPlayer(n), Settings: o.Settings}
	for _, p := range o.Players {
		s.Players = append(s.Players, PlayerState{Colour: p.Colour, Name: p.Name})
	}
	first := o.FirstPlayer
	if first == "" {
		first = o.Players[engine.NewRand(h.Seed, "setup/first").IntN(n)].Colour
		su.FirstRandom = true
	}
	s.FirstPlayer, s.Leader, su.FirstPlayer = first, first, first

	rb := engine.NewRand(h.Seed, "setup/boards")
	for i, k := range rb.Perm(4) {
		s.Boards[Corners[i]] = Board{Building: CornerBuildings[k], Side: SideA}
	}
	s.Boards[WaterTowerLoc] = Board{Building: WaterTower, Side: SideA}
	s.Boards[CrossroadsLoc] = Board{Building: Crossroads, Side: SideA}
	if !o.FirstGame {
		for _, l := range AllLocs {
			if rb.IntN(2) == 1 {
				s.Boards[l].Side = SideB
			}
		}
	}
	copy(su.Boards[:], s.Boards[1:])
	su.Caches = s.Covered()

	k := su.CharactersEach
	deal := engine.NewRand(h.Seed, "setup/characters").Perm(len(Roles))
	rp := engine.NewRand(h.Seed, "setup/placement")
	movement := []Building{Church, Hospital, Bank, Armory, WaterTower, Crossroads}
	fi := s.playerIndex(first)
	for step := 1; step <= n; step++ {
		seat := ((fi-step)%n + n) % n
		p := o.Players[seat].Colour
		cards := rp.Perm(len(movement))
		for j := range k {
			role := Roles[deal[seat*k+j]].Role
			card := movement[cards[j]]
			at := s.Where(card)
			pl := Placement{Player: p, Role: role, Card: card, At: at}
			if s.Full(at) {
				pl.At, pl.Overflow = CrossroadsLoc, true
			}
			s.Characters = append(s.Characters, Character{Role: role, Owner: p, At: pl.At})
			su.Placements = append(su.Placements, pl)
		}
	}

	// Action cards: each player's hand is dealt from the 40 of the box.
	s.DeckLeft = TotalActionCards
	for i := range s.Players {
		s.Players[i].Cards = su.HandSize
		s.DeckLeft -= su.HandSize
	}

	lib := Library{Cards: o.Library}
	ri := engine.NewRand(h.Seed, "setup/invasion")
	for hr := range Hours {
		d := HourDraw{Hour: hr, FromPack: true}
		// Only a whole pack is drawn from: with fewer cards the app would
		// lose the box's chance, so the table draws from its own pack.
		if cs := lib.ForHour(hr); lib.Complete(hr) {
			d = HourDraw{Hour: hr, Card: cloneCard(cs[ri.IntN(len(cs))])}
		}
		s.Deck[hr] = d
	}
	su.Hours = s.Deck
	for i := range su.Hours {
		su.Hours[i].Card = cloneCard(su.Hours[i].Card)
	}
	s.Setup = su
	if !s.Deck[0].FromPack {
		s.Deck[0].Applied = true
		s.applyCard(s.Deck[0].Card)
	}
	return s, nil
}

// Instructions are the setup sheet in steps, in the app's words.
func (su *Setup) Instructions() []string {
	ws := su.InstructionWords()
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = w.String()
	}
	return out
}
