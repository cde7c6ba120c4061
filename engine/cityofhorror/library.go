package cityofhorror

import (
	"bytes"
	"encoding/json"
	"fmt"
	"hash/fnv"

	"hordekeeper/engine"
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
// The mistake is a refusal (*RuleError) whose words a screen can translate.
func (c Card) Validate() error {
	name := engine.Say("cohrules.library.thecard", "the card", nil)
	if c.Label != "" {
		name = engine.Say("cohrules.library.labelled", "card \"{{.Label}}\"", engine.Args{"Label": c.Label})
	}
	if c.Hour < 0 || c.Hour >= Hours {
		return engine.Refusal(engine.Say("cohrules.library.hour", "{{.Card}} has hour {{.Hour}}; hours run from 0 (00:00) to 4 (4:00)", engine.Args{"Card": name, "Hour": c.Hour}))
	}
	if len(c.Label) > 60 {
		return engine.Refusal(engine.Say("cohrules.library.longlabel", "{{.Card}} has a label of {{.Count}} characters; keep it to 60", engine.Args{"Card": name, "Count": len(c.Label)}))
	}
	for i, n := range c.Zombies {
		if n < 0 {
			return engine.Refusal(engine.Say("cohrules.library.negative", "{{.Card}} brings {{.Count}} zombies {{.To}}; a count cannot be negative", engine.Args{"Card": name, "Count": n, "To": AllLocs[i].ToTitleWords()}))
		}
		if n > MaxZombiesPerLoc {
			return engine.Refusal(engine.Say("cohrules.library.toomany", "{{.Card}} brings {{.Count}} zombies {{.To}}; no place holds more than {{.Max}}", engine.Args{"Card": name, "Count": n, "To": AllLocs[i].ToTitleWords(), "Max": MaxZombiesPerLoc}))
		}
	}
	if len(c.Moves) > 0 && c.Hour < 2 {
		return engine.Refusal(engine.Say("cohrules.library.earlymoves", "{{.Card}} is a {{.Hour}} card with zombie moves; moves only appear from 2:00 on", engine.Args{"Card": name, "Hour": HourName(c.Hour)}))
	}
	if len(c.Moves) > MaxMoves {
		return engine.Refusal(engine.Say("cohrules.library.moves", "{{.Card}} has {{.Count}} zombie moves; a card shows one or two", engine.Args{"Card": name, "Count": len(c.Moves)}))
	}
	for i, m := range c.Moves {
		if !m.From.Valid() || !m.To.Valid() {
			return engine.Refusal(engine.Say("cohrules.library.moveplaces", "{{.Card}}: move {{.N}} needs a place to start from and a place to go to", engine.Args{"Card": name, "N": i + 1}))
		}
		if m.From == m.To {
			return engine.Refusal(engine.Say("cohrules.library.movesame", "{{.Card}}: move {{.N}} goes {{.From}} to the same place", engine.Args{"Card": name, "N": i + 1, "From": m.From.FromTitleWords()}))
		}
	}
	seen := map[Loc]bool{}
	for i, a := range c.Airdrops {
		if a.At == WaterTowerLoc || a.At == CrossroadsLoc {
			return engine.Refusal(engine.Say("cohrules.library.airdropcorner", "{{.Card}}: airdrop {{.N}} is on {{.Place}}; supplies only fall on the four corner buildings", engine.Args{"Card": name, "N": i + 1, "Place": a.At.TitleWords()}))
		}
		if !a.At.IsCorner() {
			return engine.Refusal(engine.Say("cohrules.library.airdropwhere", "{{.Card}}: airdrop {{.N}} needs a corner (corner 1 to corner 4)", engine.Args{"Card": name, "N": i + 1}))
		}
		if seen[a.At] {
			return engine.Refusal(engine.Say("cohrules.library.airdroptwice", "{{.Card}} has two airdrops on {{.Place}}; put them together", engine.Args{"Card": name, "Place": a.At.TitleWords()}))
		}
		seen[a.At] = true
		if a.Cards < 0 || a.Antidotes < 0 {
			return engine.Refusal(engine.Say("cohrules.library.airdropnegative", "{{.Card}}: airdrop {{.N}} has a negative count", engine.Args{"Card": name, "N": i + 1}))
		}
		if a.Cards == 0 && a.Antidotes == 0 {
			return engine.Refusal(engine.Say("cohrules.library.airdropempty", "{{.Card}}: airdrop {{.N}} on {{.Place}} is empty", engine.Args{"Card": name, "N": i + 1, "Place": a.At.TitleWords()}))
		}
		if a.Cards > 40 || a.Antidotes > TotalAntidotes {
			return engine.Refusal(engine.Say("cohrules.library.airdropbox", "{{.Card}}: airdrop {{.N}} holds more than the box has (40 action cards, {{.Antidotes}} antidotes)", engine.Args{"Card": name, "N": i + 1, "Antidotes": TotalAntidotes}))
		}
	}
	if c.LeaderSteps < 0 {
		return engine.Refusal(engine.Say("cohrules.library.stepsnegative", "{{.Card}} moves the zombie leader {{.Count}} wedges; steps go clockwise and cannot be negative", engine.Args{"Card": name, "Count": c.LeaderSteps}))
	}
	if c.LeaderSteps > 5 {
		return engine.Refusal(engine.Say("cohrules.library.stepsmany", "{{.Card}} moves the zombie leader {{.Count}} wedges; the wheel has six, so at most 5", engine.Args{"Card": name, "Count": c.LeaderSteps}))
	}
	return nil
}

// DescribeWords tells in one line what the card does, in words a screen
// can translate.
func (c Card) DescribeWords() engine.Words {
	var parts []engine.Words
	for i, m := range c.Moves {
		parts = append(parts, engine.Say("cohrules.library.describe.move", "move {{.N}}: all zombies {{.From}} {{.To}}", engine.Args{"N": i + 1, "From": m.From.FromTitleWords(), "To": m.To.ToTitleWords()}))
	}
	var z []engine.Words
	for i, n := range c.Zombies {
		if n > 0 {
			z = append(z, engine.Say("cohrules.library.describe.arrive", "{{.Count}} {{.To}}", engine.Args{"Count": n, "To": AllLocs[i].ToTitleWords()}))
		}
	}
	if len(z) > 0 {
		parts = append(parts, engine.Say("cohrules.library.describe.zombies", "zombies: {{.List}}", engine.Args{"List": z}))
	}
	for _, a := range c.Airdrops {
		var what []engine.Words
		if a.Cards > 0 {
			what = append(what, cardsW(a.Cards))
		}
		if a.Antidotes > 0 {
			what = append(what, antidotesW(a.Antidotes))
		}
		parts = append(parts, engine.Say("cohrules.library.describe.airdrop", "airdrop on {{.Place}}: {{.What}}", engine.Args{"Place": a.At.TitleWords(), "What": andWords(what)}))
	}
	if c.LeaderSteps > 0 {
		parts = append(parts, engine.Say("cohrules.library.describe.leader", "the zombie leader moves {{.Wedges}}", engine.Args{"Wedges": wedgesW(c.LeaderSteps)}))
	}
	if len(parts) == 0 {
		return engine.Say("cohrules.library.describe.nothing", "{{.Hour}}: nothing", engine.Args{"Hour": HourName(c.Hour)})
	}
	all := parts[0]
	for _, p := range parts[1:] {
		all = engine.Say("cohrules.library.describe.then", "{{.First}}; {{.Next}}", engine.Args{"First": all, "Next": p})
	}
	return engine.Say("cohrules.library.describe.card", "{{.Hour}}: {{.Parts}}", engine.Args{"Hour": HourName(c.Hour), "Parts": all})
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

// DefaultLibrary is the library the app ships with: empty. The table
// enters the cards of its own box as they come up; a card the table never
// entered (the rulebook's example) would only be offered at 3:00 as if it
// were one of theirs.
func DefaultLibrary() Library { return Library{} }

// Validate checks every card and that no two cards of an hour share a label.
func (l Library) Validate() error {
	if len(l.Cards) > MaxLibraryCards {
		return engine.Refusal(engine.Say("cohrules.library.full", "the library holds {{.Count}} cards; it takes at most {{.Max}}", engine.Args{"Count": len(l.Cards), "Max": MaxLibraryCards}))
	}
	seen := map[string]bool{}
	for i, c := range l.Cards {
		if err := c.Validate(); err != nil {
			return engine.Refusal(engine.Say("cohrules.library.cardn", "card {{.N}} of the library: {{.Err}}", engine.Args{"N": i + 1, "Err": errWords(err)}))
		}
		k := fmt.Sprintf("%d/%s", c.Hour, c.Label)
		if seen[k] {
			return engine.Refusal(engine.Say("cohrules.library.samelabel", "card {{.N}} of the library: two {{.Hour}} cards are labelled \"{{.Label}}\"", engine.Args{"N": i + 1, "Hour": HourName(c.Hour), "Label": c.Label}))
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
		return Library{}, engine.Refusal(engine.Say("cohrules.library.emptyfile", "the card library file is empty", nil))
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	var f libraryFile
	if err := dec.Decode(&f); err != nil {
		return Library{}, engine.Refusal(engine.Say("cohrules.library.notlibrary", "this is not a card library: {{.Err}}", engine.Args{"Err": err.Error()}))
	}
	if dec.More() {
		return Library{}, engine.Refusal(engine.Say("cohrules.library.more", "this is not a card library: there is more after its end", nil))
	}
	if f.Format < 1 {
		return Library{}, engine.Refusal(engine.Say("cohrules.library.noformat", "this is not a card library: it has no format number", nil))
	}
	if f.Format > LibraryFormat {
		return Library{}, engine.Refusal(engine.Say("cohrules.library.newer", "this card library was written by a newer Hordekeeper (format {{.Format}}; this one reads {{.Reads}})", engine.Args{"Format": f.Format, "Reads": LibraryFormat}))
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
