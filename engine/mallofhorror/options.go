package mallofhorror

import (
	"encoding/json"
	"fmt"
	"strings"

	"hordekeeper/engine"
)

// MinPlayers and MaxPlayers bound the number of players.
const (
	MinPlayers = 3
	MaxPlayers = 6
)

// Colour is a player's colour: their characters and voting wheel.
type Colour int

// The six player colours (the app's own palette; colours are cosmetic).
const (
	Red Colour = iota
	Blue
	Green
	Yellow
	Black
	White
)

var colourNames = [...]string{"red", "blue", "green", "yellow", "black", "white"}

// Colours lists the six colours.
func Colours() []Colour { return []Colour{Red, Blue, Green, Yellow, Black, White} }

// Valid tells whether c is one of the six colours.
func (c Colour) Valid() bool { return c >= 0 && int(c) < len(colourNames) }

// String is the colour's name.
func (c Colour) String() string {
	if !c.Valid() {
		return fmt.Sprintf("colour %d", int(c))
	}
	return colourNames[c]
}

// Letter is the colour's initial, shown beside it so colour is never the
// only signal (black is "K" to tell it from blue).
func (c Colour) Letter() string {
	if c == Black {
		return "K"
	}
	return strings.ToUpper(c.String()[:1])
}

// MarshalJSON writes the colour by name.
func (c Colour) MarshalJSON() ([]byte, error) {
	if !c.Valid() {
		return nil, fmt.Errorf("there is no player colour %d", int(c))
	}
	return json.Marshal(c.String())
}

// UnmarshalJSON reads a colour by name.
func (c *Colour) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return fmt.Errorf("a colour is written as a name: %v", err)
	}
	for i, n := range colourNames {
		if strings.EqualFold(strings.TrimSpace(s), n) {
			*c = Colour(i)
			return nil
		}
	}
	return fmt.Errorf("%q is not a player colour (%s)", s, strings.Join(colourNames[:], ", "))
}

// PlayerSetup is one player: a name (cosmetic) and a colour.
type PlayerSetup struct {
	// Name is what the app calls the player, trimmed; empty means "Player
	// N". Names must differ, and one of spaces only is refused.
	Name string `json:"name,omitempty"`
	// Colour is the player's colour.
	Colour Colour `json:"colour"`
}

// Options is a Mall of Horror setup, written as JSON in the header.
type Options struct {
	// Players lists the players clockwise, 3 to 6 of them.
	Players []PlayerSetup `json:"players"`
	// Chief is the seat of the first Chief of Security (the rules give the
	// badge to the oldest player).
	Chief int `json:"chief"`
	// ParkingAlwaysFeeds is a setting: when true (the default for new
	// games, the rulebook's "In the Parking Lot (Location 4) every single
	// zombie feeds."), every zombie in the Parking feeds whatever the
	// number of defenders; when false (as in games saved before it was the
	// default), zombies enter the Parking only when they are at least as
	// strong as its defenders, as everywhere else, and then each one feeds.
	ParkingAlwaysFeeds bool `json:"parkingAlwaysFeeds,omitempty"`
	// MustMove is a setting: when true (the default for new games), a
	// player must move a character, so a destination where all of their
	// characters already stand is refused and staying takes a Sprint;
	// when false (as in games saved before the setting), such a player
	// stays put.
	MustMove bool `json:"mustMove,omitempty"`
	// ZombieOnlyNextRound is a setting: when true, a player who lost every
	// character places a zombie in the next round only; when false (the
	// default), in every round until the game ends.
	ZombieOnlyNextRound bool `json:"zombieOnlyNextRound,omitempty"`
}

// DefaultOptions seats n players in palette order with seat 0 as Chief and
// every setting off: the rules as games saved before the settings played
// them. A new game's screen starts from NewGameOptions instead.
func DefaultOptions(n int) Options {
	var o Options
	for i := 0; i < n && i < MaxPlayers; i++ {
		o.Players = append(o.Players, PlayerSetup{Colour: Colour(i)})
	}
	return o
}

// NewGameOptions are DefaultOptions with each setting at the reading the
// app takes by default for a new game (see Settings and docs/mall-rules.md).
func NewGameOptions(n int) Options {
	o := DefaultOptions(n)
	for _, st := range Settings() {
		_ = o.Set(st.Key, st.Default)
	}
	return o
}

// Validate tells what, if anything, keeps these options from starting a
// new game: the players, their colours, the first Chief and their names.
func (o Options) Validate() error {
	if err := o.validateSeats(); err != nil {
		return err
	}
	_, err := o.Names()
	return err
}

// validateSeats checks everything but the names, which games saved before
// names were checked may hold blank or twice.
func (o Options) validateSeats() error {
	n := len(o.Players)
	if n < MinPlayers || n > MaxPlayers {
		return engine.Refusal(engine.Say("mallrules.options.players", "Mall of Horror is played by {{.Min}} to {{.Max}} players, not {{.Count}}", engine.Args{"Min": MinPlayers, "Max": MaxPlayers, "Count": n}))
	}
	seen := map[Colour]int{}
	for i, p := range o.Players {
		if !p.Colour.Valid() {
			return engine.Refusal(engine.Say("mallrules.options.noColour", "player {{.Seat}} has no valid colour", engine.Args{"Seat": i + 1}))
		}
		if j, dup := seen[p.Colour]; dup {
			return engine.Refusal(engine.Say("mallrules.options.sameColour", "players {{.First}} and {{.Second}} both chose {{.Colour}}; each player has a colour of their own", engine.Args{"First": j + 1, "Second": i + 1, "Colour": p.Colour.Words()}))
		}
		seen[p.Colour] = i
	}
	if o.Chief < 0 || o.Chief >= n {
		return engine.Refusal(engine.Say("mallrules.options.chief", "the first Chief of Security must be one of the {{.Count}} players, not player {{.Seat}}", engine.Args{"Count": n, "Seat": o.Chief + 1}))
	}
	return nil
}

// ParseOptions reads options from a header's JSON and checks them; names
// blank or alike, which older games may hold, still load (see Validate).
func ParseOptions(raw json.RawMessage) (Options, error) {
	var o Options
	if len(raw) == 0 {
		return o, engine.Refusal(engine.Say("mallrules.options.noSetup", "the game has no setup: choose 3 to 6 players", nil))
	}
	if err := json.Unmarshal(raw, &o); err != nil {
		return o, fmt.Errorf("the game's setup does not read: %v", err)
	}
	return o, o.validateSeats()
}

// JSON writes the options for a header.
func (o Options) JSON() (json.RawMessage, error) {
	if err := o.Validate(); err != nil {
		return nil, err
	}
	return json.Marshal(o)
}
