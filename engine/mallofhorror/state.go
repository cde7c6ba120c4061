package mallofhorror

import (
	"fmt"
	"hordekeeper/engine"
)

// Player is one player: name, colour and cards in hand.
type Player struct {
	// Name is the player's name (never empty in a state).
	Name string
	// Colour is the player's colour.
	Colour Colour
	// Hand is how many action cards the player holds (their kinds are
	// secret; only played cards are known).
	Hand int
}

// Label is the player's name with the colour's letter, e.g. "Ann (R)".
func (p Player) Label() string { return fmt.Sprintf("%s (%s)", p.Name, p.Colour.Letter()) }

// Outcome is how the game ended, if it has.
type Outcome struct {
	// Over is true once the game has ended.
	Over bool
	// Reason says in one sentence why the game ended.
	Reason string
	// ReasonWords is Reason for a screen to translate.
	ReasonWords engine.Words
	// Scores is each seat's total of surviving characters' points.
	Scores []int
	// Winners lists the winning seats: the highest score, ties broken by
	// the most unused cards; more than one seat when still tied.
	Winners []int
}

// Words is the Reason for a screen to translate (its English as it is
// when the outcome was set from text alone).
func (o Outcome) Words() engine.Words {
	if o.ReasonWords.IsZero() {
		return engine.Plain(o.Reason)
	}
	return o.ReasonWords
}

// State is the whole bookkeeping of a Mall of Horror game at one moment.
// States are values: Apply returns a new one and never changes its input.
type State struct {
	// Players are the players clockwise.
	Players []Player
	// Characters are every character token, placed or not, dead or alive.
	Characters []Character
	// Zombies is how many zombies stand at each location (index 1-6).
	Zombies [NumLocations + 1]int
	// Closed says, for each location (index 1-6), whether and why it is
	// closed.
	Closed [NumLocations + 1]ClosedReason
	// Chief is the seat of the Chief of Security.
	Chief int
	// ChiefElected is true when the Chief was elected this round (only then
	// may they see the dice, and they choose a destination first).
	ChiefElected bool
	// Round is the round number from 1; 0 during setup.
	Round int
	// Phase is the phase being played.
	Phase Phase
	// Deck is how many action cards are left in the truck.
	Deck int
	// Played counts the cards of each kind played (out of the game).
	Played [numCards]int
	// Rules is the version of the rules the game is played under: the
	// header's (0 for a game saved before headers said it, which keeps the
	// rules of then: legacy.go), RulesVersion for a game made in code.
	Rules int
	// ParkingAlwaysFeeds is the setting of that name (see Options).
	ParkingAlwaysFeeds bool
	// MustMove is the setting of that name (see Options).
	MustMove bool
	// ZombieOnlyNextRound is the setting of that name (see Options).
	ZombieOnlyNextRound bool
	// seed feeds the game's dice and lots.
	seed uint64

	// PlacementDice are the two dice the current placer rolled (setup).
	PlacementDice [2]int
	// Placed is how many characters have been placed during setup.
	Placed int

	// DiceRolled is true once this round's zombie dice are rolled.
	DiceRolled bool
	// DiceRevealed is true once the dice are placed in the open (phase E).
	DiceRevealed bool
	// secretDice are this round's four zombie dice; see SecretDice.
	secretDice [4]int
	// Peekers marks the seats that played a Security Camera this round.
	Peekers []bool
	// Looked marks the seats that looked at this round's secret dice (nil
	// before anyone did); see LookAtDice.
	Looked []bool

	// Announced is the destination the elected Chief announced, or 0.
	Announced Location
	// Destinations are the revealed destinations by seat (a Sprint
	// changes its player's while moving); for a player
	// without characters, where their zombie goes (0 for none).
	Destinations []Location
	// Moved marks the seats that have moved this round.
	Moved []bool

	// Hardware counts the Hardware cards played at each location this round.
	Hardware [NumLocations + 1]int
	// AttackAt is the location whose attack is being resolved (phase F).
	AttackAt Location
	// VictimsDue is how many victims the zombies at AttackAt take.
	VictimsDue int
	// Eaten is how many victims they have taken so far.
	Eaten int
	// TieColour is the seat whose character the next victim is, once a
	// counted vote or a tie-break chose that colour and its player has yet
	// to say which character; -1 otherwise.
	TieColour int

	// Threats counts the Threat cards each seat played for the coming vote
	// (they count again in its re-vote).
	Threats []int
	// Tied lists the seats whose colours tied a counted first vote: the
	// re-vote is among them only. Nil when no re-vote is due.
	Tied []int
	// Searcher is the seat a counted truck vote chose, who has yet to say
	// who gets a card, or NoWinner.
	Searcher int

	// Outcome is set when the game ends.
	Outcome Outcome
	// Drawn is the lot the last action drew after a second tied vote in
	// an attack (zero when it drew none): the table sees who was tied and
	// where the lot fell before the game goes on.
	Drawn Draw

	// Notices explain, one sentence each with the rule behind it, every
	// automatic consequence of the last action, for the screen to show
	// (NoticeTexts gives the sentences alone).
	Notices []Notice
}

// clone copies the state deeply.
func (s State) clone() State {
	c := s
	c.Players = append([]Player(nil), s.Players...)
	c.Characters = append([]Character(nil), s.Characters...)
	c.Peekers = append([]bool(nil), s.Peekers...)
	if s.Looked != nil {
		c.Looked = append([]bool(nil), s.Looked...)
	}
	c.Destinations = append([]Location(nil), s.Destinations...)
	c.Moved = append([]bool(nil), s.Moved...)
	c.Threats = append([]int(nil), s.Threats...)
	c.Tied = append([]int(nil), s.Tied...)
	c.Outcome.Scores = append([]int(nil), s.Outcome.Scores...)
	c.Outcome.Winners = append([]int(nil), s.Outcome.Winners...)
	c.Notices = nil
	c.Drawn = Draw{}
	return c
}

// checkSeat says why seat is not a player.
func (s State) checkSeat(seat int) error {
	if seat < 0 || seat >= len(s.Players) {
		return engine.Refusal(s.noSeat(seat))
	}
	return nil
}

// noSeat says that a seat is not at the table.
func (s State) noSeat(seat int) engine.Words {
	return engine.Say("mallrules.state.noSeat", "there is no player {{.Seat}} at this table of {{.Count}}", engine.Args{"Seat": seat + 1, "Count": len(s.Players)})
}

// Eliminated tells whether a player has lost every character (after setup):
// they return as a zombie.
func (s State) Eliminated(seat int) bool {
	return s.Phase != PhaseSetup && s.livingOf(seat) == 0
}

// next is the seat clockwise after seat.
func (s State) next(seat int) int { return (seat + 1) % len(s.Players) }

// CheckInvariants returns an error when the state breaks a bound no action
// may break; tests and fuzzers call it.
func (s State) CheckInvariants() error {
	for _, l := range Locations() {
		if s.Zombies[l] < 0 {
			return fmt.Errorf("%d zombies at %s", s.Zombies[l], l)
		}
		if c := l.Capacity(); c != Unlimited && s.Count(l) > c {
			return fmt.Errorf("%d characters in %s, which holds %d", s.Count(l), l, c)
		}
		if s.IsClosed(l) && (s.Count(l) > 0 || s.Zombies[l] > 0) {
			return fmt.Errorf("closed %s has characters or zombies", l)
		}
	}
	if s.Closed[Parking] != NotClosed {
		return fmt.Errorf("the Parking is closed")
	}
	if s.Deck < 0 {
		return fmt.Errorf("deck %d", s.Deck)
	}
	played := 0
	for _, p := range s.Players {
		if p.Hand < 0 {
			return fmt.Errorf("%s holds %d cards", p.Name, p.Hand)
		}
	}
	for _, n := range s.Played {
		if n < 0 || n > CardsPerKind {
			return fmt.Errorf("%d cards of a kind played", n)
		}
		played += n
	}
	if s.CardsInPlay()+played != DeckSize {
		return fmt.Errorf("cards do not add up: %d in play, %d played", s.CardsInPlay(), played)
	}
	// The badge passes at the end of phase F, so a Chief may be eaten
	// during the attacks and keep it until then.
	if s.Chief < 0 || s.Chief >= len(s.Players) {
		return fmt.Errorf("no chief")
	}
	if s.Phase != PhaseSetup && s.Phase != PhaseAttack && !s.Outcome.Over && s.Eliminated(s.Chief) && s.LivingCharacters() > 0 {
		return fmt.Errorf("the Chief has no characters")
	}
	for _, d := range s.secretDice {
		if s.DiceRolled && (d < 1 || d > 6) {
			return fmt.Errorf("die %d", d)
		}
	}
	for _, seat := range s.Tied {
		if seat < 0 || seat >= len(s.Players) || len(s.Tied) < 2 {
			return fmt.Errorf("re-vote among %v", s.Tied)
		}
	}
	for _, n := range s.Threats {
		if n < 0 || n > CardsPerKind {
			return fmt.Errorf("%d Threats for one vote", n)
		}
	}
	if s.TieColour >= len(s.Players) || s.Searcher >= len(s.Players) {
		return fmt.Errorf("colour %d, searcher %d", s.TieColour, s.Searcher)
	}
	if s.Outcome.Over && s.Outcome.Reason == "" {
		return fmt.Errorf("over without a reason")
	}
	return nil
}
