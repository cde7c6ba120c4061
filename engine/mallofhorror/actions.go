package mallofhorror

import "hordekeeper/engine"

// Place puts a character during setup in a location one of the two
// placement dice shows (or any location with room when both are full).
type Place struct {
	// Player is the placing seat (must be the one whose turn it is).
	Player int `json:"player"`
	// Character is which of their characters.
	Character CharKind `json:"character"`
	// Location is where it goes.
	Location Location `json:"location"`
}

// PlayCard discards an action card for its effect: Threat before a vote,
// Security Camera after the dice are rolled, Hardware, Weapons and Hidden
// during an attack. (A Sprint is played through Move.)
type PlayCard struct {
	// Player is the seat playing the card.
	Player int `json:"player"`
	// Card is the card's kind.
	Card Card `json:"card"`
	// Character is the character a Hidden card protects; other cards ignore
	// it.
	Character CharKind `json:"character"`
}

// TruckSearch records the Parking's vote in phase A.
type TruckSearch struct {
	// Winner is the seat that searches the truck, or NoWinner (-1) when the
	// second vote tied.
	Winner int `json:"winner"`
	// GiveTo is the seat the winner gives a card to, or -1 when there is no
	// card to give.
	GiveTo int `json:"giveTo"`
}

// ElectChief records the Security HQ's vote in phase B.
type ElectChief struct {
	// Winner is the elected seat, or NoWinner (-1) when the second vote
	// tied and the Chief stays.
	Winner int `json:"winner"`
}

// RollZombieDice rolls the four zombie dice in secret (phase C), or records
// the four the table rolled under the dice box, entered by the Chief.
type RollZombieDice struct {
	// Dice are the table's own dice, each 1 to 6; nil: the app rolls.
	Dice *[4]int `json:"dice,omitempty"`
}

// Proceed ends phase C once the dice are rolled and every Security Camera
// is played.
type Proceed struct{}

// ChiefAnnounces records the destination an elected Chief announces before
// the others choose (phase D).
type ChiefAnnounces struct {
	// Destination is the announced location.
	Destination Location `json:"destination"`
}

// RevealDestinations records every wheel at once (end of phase D): one
// location per seat; for a player without characters, where their zombie
// goes (0 for none).
type RevealDestinations struct {
	// To holds the destinations by seat.
	To []Location `json:"to"`
}

// Move moves one character of the player whose turn it is (phase E) to
// their destination, or, with a Sprint card, to another.
type Move struct {
	// Player is the moving seat.
	Player int `json:"player"`
	// Character is which character moves.
	Character CharKind `json:"character"`
	// Sprint, when not 0, plays a Sprint card and goes there instead.
	Sprint Location `json:"sprint,omitempty"`
}

// TieBreak draws by lot the colour that loses a character after a second
// tied vote in an attack: one of the colours that tied, each as likely.
type TieBreak struct {
	// Tied lists the seats whose colours tied the second vote. Left empty,
	// the lot is among the colours of a counted tie, or, in games saved
	// before ties were recorded, among every colour with a character to
	// choose there.
	Tied []int `json:"tied,omitempty"`
}

// CountVote counts the ballots of the vote being held (the truck, the
// election or a victim), seat by seat, and applies the result: a winner, a
// re-vote among the tied colours, or what a second tie means. The table
// may instead enter a result directly (TruckSearch, ElectChief, TieBreak,
// Eat).
type CountVote struct {
	// Ballots are by seat: the seat whose colour the wheel shows, or NoVote
	// for a seat without a vote (or an outsider passing in a re-vote).
	Ballots []int `json:"ballots"`
}

// Eat records the victim the vote chose in an attack.
type Eat struct {
	// Player is the victim's owner.
	Player int `json:"player"`
	// Character is the victim.
	Character CharKind `json:"character"`
}

// Kind names the action in a journal.
func (Place) Kind() string { return "place" }

// Kind names the action in a journal.
func (PlayCard) Kind() string { return "play-card" }

// Kind names the action in a journal.
func (TruckSearch) Kind() string { return "truck-search" }

// Kind names the action in a journal.
func (ElectChief) Kind() string { return "elect-chief" }

// Kind names the action in a journal.
func (RollZombieDice) Kind() string { return "roll-zombie-dice" }

// Kind names the action in a journal.
func (Proceed) Kind() string { return "proceed" }

// Kind names the action in a journal.
func (ChiefAnnounces) Kind() string { return "chief-announces" }

// Kind names the action in a journal.
func (RevealDestinations) Kind() string { return "reveal-destinations" }

// Kind names the action in a journal.
func (Move) Kind() string { return "move" }

// Kind names the action in a journal.
func (TieBreak) Kind() string { return "tie-break" }

// Kind names the action in a journal.
func (Eat) Kind() string { return "eat" }

// Kind names the action in a journal.
func (CountVote) Kind() string { return "count-vote" }

// registry decodes every Mall of Horror action.
var registry = newRegistry()

// Kinds lists every action kind of the game, for tests and fuzzers.
func Kinds() []string { return registry.Kinds() }

func newRegistry() *engine.Registry {
	r := &engine.Registry{}
	r.Register(func() engine.Action { return &Place{} })
	r.Register(func() engine.Action { return &PlayCard{} })
	r.Register(func() engine.Action { return &TruckSearch{} })
	r.Register(func() engine.Action { return &ElectChief{} })
	r.Register(func() engine.Action { return &RollZombieDice{} })
	r.Register(func() engine.Action { return &Proceed{} })
	r.Register(func() engine.Action { return &ChiefAnnounces{} })
	r.Register(func() engine.Action { return &RevealDestinations{} })
	r.Register(func() engine.Action { return &Move{} })
	r.Register(func() engine.Action { return &TieBreak{} })
	r.Register(func() engine.Action { return &Eat{} })
	r.Register(func() engine.Action { return &CountVote{} })
	r.Register(func() engine.Action { return &ResolveAttack{} })
	r.Register(func() engine.Action { return &TableRoll{} })
	r.Register(func() engine.Action { return &LookAtDice{} })
	return r
}
