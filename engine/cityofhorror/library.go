package cityofhorror

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"strings"
)

// Hours is the number of invasion hours: 00:00 (setup) and 1:00 to 4:00.
const Hours = 5

// MaxMoves is how many zombie moves an invasion card shows at most (one or
// two, from 2:00 on).
const MaxMoves = 2

// Card is one invasion card, as the table typed it from its own box.
type Card struct {
	// Hour is 0 for a 00:00 setup card, 1-4 for 1:00-4:00.
	Hour int `json:"hour"`
	// Label tells the card apart from the others of its hour.
	Label string `json:"label"`
	// Zombies are the arrivals, by place: corners 1-4, Water Tower, Crossroads.
	Zombies [6]int `json:"zombies"`
	// Moves are applied first, in order: every zombie of From goes to To as
	// far as room allows.
	Moves []ZombieMove `json:"moves,omitempty"`
	// Airdrops are the supplies left on corner buildings.
	Airdrops []Airdrop `json:"airdrops,omitempty"`
	// LeaderSteps is how many wedges the zombie leader moves clockwise.
	LeaderSteps int `json:"leaderSteps,omitempty"`
}

// ZombieMove is one move printed on an invasion card.
type ZombieMove struct {
	From Loc `json:"from"`
	To   Loc `json:"to"`
}

// Airdrop is what an invasion card leaves on one corner building.
type Airdrop struct {
	At        Loc `json:"at"`
	Cards     int `json:"cards,omitempty"`
	Antidotes int `json:"antidotes,omitempty"`
}

// HourName formats an hour as the card backs show it ("3:00", "00:00").
func HourName(h int) string {
	if h == 0 {
		return "00:00"
	}
	return fmt.Sprintf("%d:00", h)
}

// Arrivals returns the zombies the card brings to one place.
func (c Card) Arrivals(l Loc) int {
	if !l.Valid() {
		return 0
	}
	return c.Zombies[l-1]
}

// Validate says what is wrong with the card, naming the first mistake.
func (c Card) Validate() error {
	name := "the card"
	if c.Label != "" {
		name = fmt.Sprintf("card %q", c.Label)
	}
	if c.Hour < 0 || c.Hour >= Hours {
		return fmt.Errorf("%s has hour %d; hours run from 0 (00:00) to 4 (4:00)", name, c.Hour)
	}
	if len(c.Label) > 60 {
		return fmt.Errorf("%s has a label of %d characters; keep it to 60", name, len(c.Label))
	}
	for i, n := range c.Zombies {
		if n < 0 {
			return fmt.Errorf("%s brings %d zombies to %s; a count cannot be negative", name, n, AllLocs[i].Title())
		}
		if n > MaxZombiesPerLoc {
			return fmt.Errorf("%s brings %d zombies to %s; no place holds more than %d", name, n, AllLocs[i].Title(), MaxZombiesPerLoc)
		}
	}
	if len(c.Moves) > 0 && c.Hour < 2 {
		return fmt.Errorf("%s is a %s card with zombie moves; moves only appear from 2:00 on", name, HourName(c.Hour))
	}
	if len(c.Moves) > MaxMoves {
		return fmt.Errorf("%s has %d zombie moves; a card shows one or two", name, len(c.Moves))
	}
	for i, m := range c.Moves {
		if !m.From.Valid() || !m.To.Valid() {
			return fmt.Errorf("%s: move %d needs a place to start from and a place to go to", name, i+1)
		}
		if m.From == m.To {
			return fmt.Errorf("%s: move %d goes from %s to the same place", name, i+1, m.From.Title())
		}
	}
	seen := map[Loc]bool{}
	for i, a := range c.Airdrops {
		if a.At == WaterTowerLoc || a.At == CrossroadsLoc {
			return fmt.Errorf("%s: airdrop %d is on %s; supplies only fall on the four corner buildings", name, i+1, a.At.Title())
		}
		if !a.At.IsCorner() {
			return fmt.Errorf("%s: airdrop %d needs a corner (corner 1 to corner 4)", name, i+1)
		}
		if seen[a.At] {
			return fmt.Errorf("%s has two airdrops on %s; put them together", name, a.At.Title())
		}
		seen[a.At] = true
		if a.Cards < 0 || a.Antidotes < 0 {
			return fmt.Errorf("%s: airdrop %d has a negative count", name, i+1)
		}
		if a.Cards == 0 && a.Antidotes == 0 {
			return fmt.Errorf("%s: airdrop %d on %s is empty", name, i+1, a.At.Title())
		}
		if a.Cards > 40 || a.Antidotes > TotalAntidotes {
			return fmt.Errorf("%s: airdrop %d holds more than the box has (40 action cards, %d antidotes)", name, i+1, TotalAntidotes)
		}
	}
	if c.LeaderSteps < 0 {
		return fmt.Errorf("%s moves the zombie leader %d wedges; steps go clockwise and cannot be negative", name, c.LeaderSteps)
	}
	if c.LeaderSteps > 5 {
		return fmt.Errorf("%s moves the zombie leader %d wedges; the wheel has six, so at most 5", name, c.LeaderSteps)
	}
	return nil
}

// Describe tells in one line what the card does.
func (c Card) Describe() string {
	var parts []string
	for i, m := range c.Moves {
		parts = append(parts, fmt.Sprintf("move %d: all zombies from %s to %s", i+1, m.From.Title(), m.To.Title()))
	}
	var z []string
	for i, n := range c.Zombies {
		if n > 0 {
			z = append(z, fmt.Sprintf("%d to %s", n, AllLocs[i].Title()))
		}
	}
	if len(z) > 0 {
		parts = append(parts, "zombies: "+strings.Join(z, ", "))
	}
	for _, a := range c.Airdrops {
		var what []string
		if a.Cards > 0 {
			what = append(what, count(a.Cards, "card", "cards"))
		}
		if a.Antidotes > 0 {
			what = append(what, count(a.Antidotes, "antidote", "antidotes"))
		}
		parts = append(parts, fmt.Sprintf("airdrop on %s: %s", a.At.Title(), andList(what)))
	}
	if c.LeaderSteps > 0 {
		parts = append(parts, fmt.Sprintf("the zombie leader moves %s", count(c.LeaderSteps, "wedge", "wedges")))
	}
	if len(parts) == 0 {
		return HourName(c.Hour) + ": nothing"
	}
	return HourName(c.Hour) + ": " + strings.Join(parts, "; ")
}

// RulebookCard is the only invasion card the rulebook prints: the 3:00 card
// of its invasion example.
func RulebookCard() Card {
	return Card{
		Hour:        3,
		Label:       "rulebook example",
		Zombies:     [6]int{3, 2, 1, 0, 2, 1},
		Moves:       []ZombieMove{{From: Corner1, To: Corner4}},
		Airdrops:    []Airdrop{{At: Corner1, Antidotes: 2}, {At: Corner4, Cards: 1, Antidotes: 1}},
		LeaderSteps: 1,
	}
}

// Library is the table's collection of invasion cards.
type Library struct {
	Cards []Card `json:"cards"`
}

// LibraryFormat is the version written in saved libraries.
const LibraryFormat = 1

// MaxLibraryCards bounds a library; the box holds 20 invasion cards.
const MaxLibraryCards = 200

// DefaultLibrary is the library the app ships with: the rulebook's card and
// nothing else.
func DefaultLibrary() Library { return Library{Cards: []Card{RulebookCard()}} }

// Validate checks every card and that no two cards of an hour share a label.
func (l Library) Validate() error {
	if len(l.Cards) > MaxLibraryCards {
		return fmt.Errorf("the library holds %d cards; it takes at most %d", len(l.Cards), MaxLibraryCards)
	}
	seen := map[string]bool{}
	for i, c := range l.Cards {
		if err := c.Validate(); err != nil {
			return fmt.Errorf("card %d of the library: %v", i+1, err)
		}
		k := fmt.Sprintf("%d/%s", c.Hour, c.Label)
		if seen[k] {
			return fmt.Errorf("card %d of the library: two %s cards are labelled %q", i+1, HourName(c.Hour), c.Label)
		}
		seen[k] = true
	}
	return nil
}

// ForHour lists the library's cards of one hour, in library order.
func (l Library) ForHour(h int) []Card {
	var out []Card
	for _, c := range l.Cards {
		if c.Hour == h {
			out = append(out, c)
		}
	}
	return out
}

type libraryFile struct {
	Format int    `json:"format"`
	Cards  []Card `json:"cards"`
}

// Save encodes the library as JSON, after checking it.
func (l Library) Save() ([]byte, error) {
	if err := l.Validate(); err != nil {
		return nil, err
	}
	return json.MarshalIndent(libraryFile{Format: LibraryFormat, Cards: l.Cards}, "", "  ")
}

// LoadLibrary reads a saved library. Any bytes may be given: a file that is
// not a library, or that holds a wrong card, gives an error saying which.
func LoadLibrary(b []byte) (Library, error) {
	if len(bytes.TrimSpace(b)) == 0 {
		return Library{}, errors.New("the card library file is empty")
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	var f libraryFile
	if err := dec.Decode(&f); err != nil {
		return Library{}, fmt.Errorf("this is not a card library: %v", err)
	}
	if dec.More() {
		return Library{}, errors.New("this is not a card library: there is more after its end")
	}
	if f.Format < 1 {
		return Library{}, errors.New("this is not a card library: it has no format number")
	}
	if f.Format > LibraryFormat {
		return Library{}, fmt.Errorf("this card library was written by a newer Hordekeeper (format %d; this one reads %d)", f.Format, LibraryFormat)
	}
	l := Library{Cards: f.Cards}
	if err := l.Validate(); err != nil {
		return Library{}, err
	}
	return l, nil
}

// Tag is a 6-bit fingerprint of the library (0 for an empty one) that a
// setup code carries, so a second device can tell whether its library is
// the one the game was set up from.
func (l Library) Tag() uint8 {
	if len(l.Cards) == 0 {
		return 0
	}
	b, _ := json.Marshal(l.Cards)
	h := fnv.New32a()
	h.Write(b)
	return uint8(1 + h.Sum32()%63)
}
