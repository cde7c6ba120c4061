package mallofhorror

import (
	"fmt"

	"hordekeeper/engine"
)

// CharactersFor lists the characters each player gets with n players: a
// Pin-Up, a Tough Guy and a Gunman, plus the Little Girl at 3 players.
func CharactersFor(n int) []CharKind {
	ks := []CharKind{PinUp, ToughGuy, Gunman}
	if n == 3 {
		ks = append(ks, LittleGirl)
	}
	return ks
}

// CachouClosedFor tells whether Cachou is closed with n players (3 or 4).
func CachouClosedFor(n int) bool { return n <= 4 }

// StartingHand is how many action cards each player starts with.
const StartingHand = 1

// NewState builds the first state: characters waiting to be placed, Cachou
// closed at 3-4 players, one card each, and the Chief's first placement
// dice rolled.
func NewState(o Options, seed uint64) (State, error) {
	if err := o.validateSeats(); err != nil {
		return State{}, err
	}
	n := len(o.Players)
	s := State{Chief: o.Chief, Phase: PhaseSetup, TieColour: -1, Searcher: NoWinner, seed: seed, Rules: RulesVersion,
		ParkingAlwaysFeeds: o.ParkingAlwaysFeeds, MustMove: o.MustMove, ZombieOnlyNextRound: o.ZombieOnlyNextRound}
	names := o.shownNames()
	for i, p := range o.Players {
		s.Players = append(s.Players, Player{Name: names[i], Colour: p.Colour, Hand: StartingHand})
		for _, k := range CharactersFor(n) {
			s.Characters = append(s.Characters, Character{Owner: i, Kind: k})
		}
	}
	s.Deck = DeckSize - n*StartingHand
	if CachouClosedFor(n) {
		s.Closed[Cachou] = ClosedBySetup
		s.note(ruleCachou, engine.Say("mallrules.setup.cachou", "Cachou is closed with {{.Count}} players.", engine.Args{"Count": n}))
	}
	s.rollPlacement(seed)
	return s, nil
}

// Placer is the seat placing a character now (setup): from the Chief,
// clockwise, one character per turn.
func (s State) Placer() int { return (s.Chief + s.Placed) % len(s.Players) }

// rollPlacement rolls the current placer's two dice.
func (s *State) rollPlacement(seed uint64) {
	r := engine.NewRand(seed, fmt.Sprintf("setup/place-%d", s.Placed))
	s.PlacementDice = [2]int{rollDie(r), rollDie(r)}
}

// PlacementChoices lists where the current placer may put a character: the
// locations the two dice show that have room, or, when neither has, every
// location with room.
func (s State) PlacementChoices() []Location {
	var out []Location
	for _, d := range s.PlacementDice {
		l := Location(d)
		if s.HasRoom(l) && (len(out) == 0 || out[0] != l) {
			out = append(out, l)
		}
	}
	if len(out) > 0 {
		return out
	}
	for _, l := range Locations() {
		if s.HasRoom(l) {
			out = append(out, l)
		}
	}
	return out
}

// place applies a Place during setup.
func (s *State) place(a Place, seed uint64) error {
	if s.Phase != PhaseSetup {
		return engine.Refusal(engine.Say("mallrules.setup.notSetup", "characters are placed only during setup", nil))
	}
	if err := s.checkSeat(a.Player); err != nil {
		return err
	}
	if a.Player != s.Placer() {
		return engine.Refusal(engine.Say("mallrules.setup.notTurn", "it is {{.Player}}'s turn to place a character", engine.Args{"Player": s.who(s.Placer())}))
	}
	c, err := s.character(CharRef{Player: a.Player, Kind: a.Character})
	if err != nil {
		return err
	}
	if c.Location != 0 {
		return engine.Refusal(engine.Say("mallrules.setup.placed", "{{.Character}} is already placed in {{.Location}}", engine.Args{"Character": s.charWords(c.Ref()), "Location": c.Location.Words()}))
	}
	if err := checkLocation(a.Location); err != nil {
		return err
	}
	choices := s.PlacementChoices()
	ok := false
	for _, l := range choices {
		ok = ok || l == a.Location
	}
	if !ok {
		switch {
		case s.IsClosed(a.Location):
			return engine.Refusal(engine.Say("mallrules.setup.closed", "{{.Location}} is closed", engine.Args{"Location": a.Location.Words()}))
		case s.IsFull(a.Location):
			return engine.Refusal(engine.Say("mallrules.setup.full", "{{.Location}} is full", engine.Args{"Location": a.Location.Words()}))
		}
		return engine.Refusal(engine.Say("mallrules.setup.dice", "the dice show {{.First}} and {{.Second}}: place the character in {{.Choices}}", engine.Args{"First": s.PlacementDice[0], "Second": s.PlacementDice[1], "Choices": locationList(choices)}))
	}
	c.Location = a.Location
	s.Placed++
	if s.Placed < len(s.Characters) {
		s.rollPlacement(seed)
		return nil
	}
	// Every character is placed: the Chief's four dice bring the first
	// zombies, and round 1 begins.
	s.PlacementDice = [2]int{}
	r := engine.NewRand(seed, "setup/zombies")
	var d [4]int
	for i := range d {
		d[i] = rollDie(r)
	}
	s.placeZombiesByDice(d, true)
	s.startRound()
	return nil
}
