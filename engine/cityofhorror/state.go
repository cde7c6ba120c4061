package cityofhorror

import (
	"fmt"
	"maps"
	"slices"

	"hordekeeper/engine"
)

// Phase is where the game stands within a turn.
type Phase string

// The phases. A game starts in PhaseSetup, plays turns 1 to 4 through
// select, invasion, movement and resolution, and ends in PhaseEnded.
const (
	PhaseSetup      Phase = "setup"
	PhaseSelect     Phase = "select"
	PhaseInvasion   Phase = "invasion"
	PhaseMovement   Phase = "movement"
	PhaseResolution Phase = "resolution"
	PhaseEnded      Phase = "ended"
)

// Step is the step of resolving one location.
type Step string

// The three steps of a location's resolution, in order.
const (
	StepActivation Step = "activation"
	StepAttack     Step = "attack"
	StepSharing    Step = "sharing"
)

// Turns is the number of turns (hours) in a game.
const Turns = 4

// Box contents the app keeps count of.
const (
	TotalZombies     = 40
	MaxZombiesPerLoc = 8
	TotalAntidotes   = 20
	TotalMarkers     = 6
)

// FoodValues are how many food tokens of value 0, 1, 2 and 3 the box holds.
var FoodValues = [4]int{1, 5, 5, 1}

// Items are supplies waiting on a place.
type Items struct {
	Cards     int `json:"cards,omitempty"`
	Antidotes int `json:"antidotes,omitempty"`
}

// HourDraw is the invasion card set aside for one hour at setup.
type HourDraw struct {
	Hour int `json:"hour"`
	// FromPack is true when the library had no card for this hour: the table
	// draws it from the physical pack and enters it when it is revealed.
	FromPack bool `json:"fromPack,omitempty"`
	// Card is the library card drawn, when FromPack is false.
	Card Card `json:"card"`
	// Applied is true once the hour's invasion has been played.
	Applied bool `json:"applied,omitempty"`
}

// Replica is a Weapon Replica played this turn: two extra votes for a
// player at one place.
type Replica struct {
	Player Colour `json:"player"`
	At     Loc    `json:"at"`
}

// LastMove remembers the last character move of the turn so the Priest can
// cancel it.
type LastMove struct {
	Role  Role `json:"role,omitempty"`
	From  Loc  `json:"from,omitempty"`
	Extra bool `json:"extra,omitempty"`
}

// State is the whole game at one moment. Apply never changes a State: it
// returns a new one.
type State struct {
	Players     []PlayerState `json:"players"`
	FirstPlayer Colour        `json:"firstPlayer"`
	Leader      Colour        `json:"leader"`
	// Boards holds the board at each place, indexed by Loc (index 0 unused).
	Boards [7]Board `json:"boards"`
	// Zombies counts the zombies at each place, indexed by Loc.
	Zombies    [7]int      `json:"zombies"`
	Characters []Character `json:"characters"`

	WaterTowerMarkers  int  `json:"waterTowerMarkers"`
	ArmoryMarkers      int  `json:"armoryMarkers"`
	MarkersInBox       int  `json:"markersInBox"`
	WaterTowerExploded bool `json:"waterTowerExploded,omitempty"`
	ArmoryBurned       bool `json:"armoryBurned,omitempty"`
	ArmoryBlocked      bool `json:"armoryBlocked,omitempty"`

	// Airdrops are the supplies waiting on each place, indexed by Loc.
	Airdrops        [7]Items `json:"airdrops"`
	AntidoteReserve int      `json:"antidoteReserve"`
	// Truck counts the face-down food tokens by value; FaceUpFood lists the
	// face-up ones (Crossroads side B).
	Truck      [4]int `json:"truck"`
	FaceUpFood []int  `json:"faceUpFood,omitempty"`
	FoodDraws  int    `json:"foodDraws,omitempty"`

	Deck [Hours]HourDraw `json:"deck"`

	Turn       int       `json:"turn"`
	Phase      Phase     `json:"phase"`
	Resolving  int       `json:"resolving"`
	Step       Step      `json:"step,omitempty"`
	AttackDone bool      `json:"attackDone,omitempty"`
	Shared     bool      `json:"shared,omitempty"`
	LastMove   LastMove  `json:"lastMove"`
	Replicas   []Replica `json:"replicas,omitempty"`

	// DeckLeft is how many action cards are left in the deck on the military
	// truck; DiscardPile how many lie face up in the discard pile. Played
	// counts the cards of each name played for their effect and still in the
	// discard pile, so no more are played than the deck holds.
	DeckLeft    int            `json:"deckLeft"`
	DiscardPile int            `json:"discardPile"`
	Played      map[string]int `json:"played,omitempty"`
	// Used lists who used which place's effect this turn (once a player).
	Used []LocationUse `json:"used,omitempty"`
	// ShareWinner is the player who won the sharing vote being resolved.
	ShareWinner Colour `json:"shareWinner,omitempty"`

	Settings Settings `json:"settings"`
	// Seed feeds the draws made during play (food tokens from the truck).
	Seed uint64 `json:"seed"`
	// Rules is the version of the rules the game is played under: the
	// header's (0 for a game saved before headers said it, which keeps the
	// rules of then: legacy.go), RulesVersion for a game made in code.
	Rules int `json:"rules,omitempty"`
	// Setup is the setup sheet, fixed at the start of the game.
	Setup *Setup `json:"setup"`
	// Peeks are the secret looks at invasion cards: who, never what.
	Peeks []PeekRecord `json:"peeks,omitempty"`
	// Notices tell what the last action caused, one sentence each.
	Notices []Notice `json:"notices,omitempty"`

	// lastPlay is the state before the last action card or cancellable
	// power, so Pepper Spray or the Punk can take it back. It is rebuilt by
	// replaying the journal and is never saved.
	lastPlay *cardPlay
}

// clone copies the state deeply enough that changing the copy never changes
// s; notices start empty.
func (s *State) clone() *State {
	n := *s
	n.Players = slices.Clone(s.Players)
	for i := range n.Players {
		n.Players[i].Saved = slices.Clone(s.Players[i].Saved)
	}
	n.Played = maps.Clone(s.Played)
	n.Used = slices.Clone(s.Used)
	n.Characters = slices.Clone(s.Characters)
	n.FaceUpFood = slices.Clone(s.FaceUpFood)
	n.Replicas = slices.Clone(s.Replicas)
	n.Settings.Wheel = slices.Clone(s.Settings.Wheel)
	for i := range n.Deck {
		n.Deck[i].Card = cloneCard(s.Deck[i].Card)
	}
	n.Notices = nil
	return &n
}

func cloneCard(c Card) Card {
	c.Moves = slices.Clone(c.Moves)
	c.Airdrops = slices.Clone(c.Airdrops)
	return c
}

// Player returns the player of a colour, or nil.
func (s *State) Player(c Colour) *PlayerState {
	for i := range s.Players {
		if s.Players[i].Colour == c {
			return &s.Players[i]
		}
	}
	return nil
}

func (s *State) playerIndex(c Colour) int {
	for i := range s.Players {
		if s.Players[i].Colour == c {
			return i
		}
	}
	return -1
}

// Label names a player by name and colour.
func (s *State) Label(c Colour) string {
	if p := s.Player(c); p != nil {
		return p.Label()
	}
	return c.Name()
}

// Character returns the dealt character of a role, or nil.
func (s *State) Character(r Role) *Character {
	for i := range s.Characters {
		if s.Characters[i].Role == r {
			return &s.Characters[i]
		}
	}
	return nil
}

func (s *State) charOrRefusal(r Role) (*Character, error) {
	c := s.Character(r)
	if c == nil {
		if _, ok := r.Info(); !ok {
			return nil, engine.Refusal(engine.Say("cohrules.state.norole", "\"{{.Role}}\" is not a character of the game", engine.Args{"Role": string(r)}))
		}
		return nil, engine.Refusal(engine.SayN("cohrules.state.notdealt", "{{.Char}} was not dealt in this game", "{{.Char}} were not dealt in this game", r.number(), engine.Args{"Char": r.Words()}))
	}
	if c.Dead {
		return nil, engine.Refusal(engine.SayN("cohrules.movement.dead", "{{.Char}} is dead", "{{.Char}} are dead", c.Role.number(), engine.Args{"Char": c.Words()}))
	}
	return c, nil
}

// At lists the living characters at a place, in dealing order.
func (s *State) At(l Loc) []Character {
	var out []Character
	for _, c := range s.Characters {
		if !c.Dead && c.At == l {
			out = append(out, c)
		}
	}
	return out
}

// Occupied is how many of a place's printed places are taken (characters
// on a temporary extra place do not take one).
func (s *State) Occupied(l Loc) int {
	n := 0
	for _, c := range s.Characters {
		if !c.Dead && c.At == l && !c.Extra {
			n++
		}
	}
	return n
}

// Capacity is how many characters a place holds (Unlimited for the
// Crossroads; 0 for a burned Armory).
func (s *State) Capacity(l Loc) int {
	if !l.Valid() {
		return 0
	}
	b := s.Boards[l]
	if b.Building == Armory && s.ArmoryBurned {
		return 0
	}
	return b.Rules().Places
}

// Full reports whether every place of a location is taken.
func (s *State) Full(l Loc) bool {
	c := s.Capacity(l)
	return c != Unlimited && s.Occupied(l) >= c
}

// Where returns the place where a building stands.
func (s *State) Where(b Building) Loc {
	for _, l := range AllLocs {
		if s.Boards[l].Building == b {
			return l
		}
	}
	return NoLoc
}

// PlaceName names a place by its building ("the Church (corner 2)").
func (s *State) PlaceName(l Loc) string {
	if !l.Valid() {
		return l.String()
	}
	t := s.Boards[l].Building.Title()
	if l.IsCorner() {
		return fmt.Sprintf("%s (corner %d)", t, int(l))
	}
	return t
}

// Living counts a player's living characters.
func (s *State) Living(c Colour) int {
	n := 0
	for _, ch := range s.Characters {
		if ch.Owner == c && !ch.Dead {
			n++
		}
	}
	return n
}

// Eliminated reports whether a player has no living character left.
func (s *State) Eliminated(c Colour) bool { return s.Living(c) == 0 }

// TurnOrder lists the players from the first player clockwise (seat order).
func (s *State) TurnOrder() []Colour {
	i := s.playerIndex(s.FirstPlayer)
	if i < 0 {
		i = 0
	}
	out := make([]Colour, 0, len(s.Players))
	for k := range s.Players {
		out = append(out, s.Players[(i+k)%len(s.Players)].Colour)
	}
	return out
}

// ZombieReserve is how many zombies wait in the horde zone.
func (s *State) ZombieReserve() int {
	t := TotalZombies
	for _, l := range AllLocs {
		t -= s.Zombies[l]
	}
	return t
}

// ResolutionOrder lists the places in the order they are resolved: the
// corners 1-4, then the Water Tower and the Crossroads by their numbers.
func (s *State) ResolutionOrder() []Loc {
	if s.Settings.WaterTowerNumber == 6 {
		return []Loc{Corner1, Corner2, Corner3, Corner4, CrossroadsLoc, WaterTowerLoc}
	}
	return []Loc{Corner1, Corner2, Corner3, Corner4, WaterTowerLoc, CrossroadsLoc}
}

// ResolvingLoc is the place being resolved, or NoLoc outside that phase.
func (s *State) ResolvingLoc() Loc {
	if s.Phase != PhaseResolution {
		return NoLoc
	}
	return s.ResolutionOrder()[s.Resolving]
}

// Covered lists the wheel colours under a cache (no player has them).
func (s *State) Covered() []Colour {
	var out []Colour
	for _, c := range s.Settings.Wheel {
		if s.Player(c) == nil {
			out = append(out, c)
		}
	}
	return out
}
