package escape

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"hordekeeper/engine"
)

// MinPlayers and MaxPlayers bound the number of survivors at the table.
const (
	MinPlayers = 2
	MaxPlayers = 4
)

// Colour is a survivor token's colour. The box has four tokens.
type Colour int

// The four survivor colours.
const (
	Blue Colour = iota
	Red
	White
	Green
)

// colourNames are the colours as written in options and shown to players.
var colourNames = [...]string{"blue", "red", "white", "green"}

// String is the colour's name, e.g. "blue".
func (c Colour) String() string {
	if c < 0 || int(c) >= len(colourNames) {
		return fmt.Sprintf("colour %d", int(c))
	}
	return colourNames[c]
}

// Words names the colour for players, for a screen to translate (String
// stays the name options and saves are written with).
func (c Colour) Words() engine.Words {
	switch c {
	case Blue:
		return engine.Say("escaperules.options.blue", "blue", nil)
	case Red:
		return engine.Say("escaperules.options.red", "red", nil)
	case White:
		return engine.Say("escaperules.options.white", "white", nil)
	case Green:
		return engine.Say("escaperules.options.green", "green", nil)
	}
	return engine.Plain(c.String())
}

// LetterWords is the colour's initial in the players' language, shown
// beside it so colour is never the only signal.
func (c Colour) LetterWords() engine.Words {
	switch c {
	case Blue:
		return engine.Say("escaperules.options.blueLetter", "B", nil)
	case Red:
		return engine.Say("escaperules.options.redLetter", "R", nil)
	case White:
		return engine.Say("escaperules.options.whiteLetter", "W", nil)
	case Green:
		return engine.Say("escaperules.options.greenLetter", "G", nil)
	}
	return engine.Plain(c.Letter())
}

// colourList is the four colours in the players' words, for a refusal.
func colourList() []engine.Words {
	var out []engine.Words
	for _, c := range Colours() {
		out = append(out, c.Words())
	}
	return out
}

// Letter is the colour's initial, shown beside it so colour is never the
// only signal.
func (c Colour) Letter() string { return strings.ToUpper(c.String()[:1]) }

// Valid tells whether the colour is one of the four in the box.
func (c Colour) Valid() bool { return c >= 0 && int(c) < len(colourNames) }

// MarshalJSON writes the colour by name.
func (c Colour) MarshalJSON() ([]byte, error) {
	if !c.Valid() {
		return nil, fmt.Errorf("there is no survivor colour %d", int(c))
	}
	return json.Marshal(c.String())
}

// UnmarshalJSON reads a colour by name.
func (c *Colour) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return fmt.Errorf("a colour is written as a name: %v", err)
	}
	col, err := ParseColour(s)
	if err != nil {
		return err
	}
	*c = col
	return nil
}

// ParseColour reads a colour name, in any case.
func ParseColour(s string) (Colour, error) {
	for i, n := range colourNames {
		if strings.EqualFold(strings.TrimSpace(s), n) {
			return Colour(i), nil
		}
	}
	return 0, fmt.Errorf("%q is not a survivor colour (the colours are %s)", s, strings.Join(colourNames[:], ", "))
}

// Colours lists the survivor colours in box order.
func Colours() []Colour { return []Colour{Blue, Red, White, Green} }

// PlayerSetup is one survivor at the table: a name (cosmetic) and a colour.
type PlayerSetup struct {
	// Name is what the app calls the player; empty means "Player N".
	Name string `json:"name,omitempty"`
	// Colour is the survivor token the player took.
	Colour Colour `json:"colour"`
}

// Options is the setup of an Escape game, written as JSON in the header.
type Options struct {
	// Players lists the survivors in seating order, 2 to 4 of them.
	Players []PlayerSetup `json:"players"`
	// Track is the soundtrack the table chose, by the ID package timers
	// gives it: "1", "2" or "v<seed>" for a variant; empty (a game saved
	// before tracks were kept here) means track 1. Keeping it in the
	// header lets a variant resume as itself.
	Track string `json:"track,omitempty"`
	// Surprise is true when the table chose "Surprise me": no future time
	// of the soundtrack is shown.
	Surprise bool `json:"surprise,omitempty"`
}

// DefaultOptions seats n survivors in box colour order.
func DefaultOptions(n int) Options {
	var o Options
	for i := 0; i < n && i < MaxPlayers; i++ {
		o.Players = append(o.Players, PlayerSetup{Colour: Colour(i)})
	}
	return o
}

// Validate tells what, if anything, keeps these options from starting a game.
func (o Options) Validate() error {
	if n := len(o.Players); n < MinPlayers || n > MaxPlayers {
		return engine.Refusal(engine.Say("escaperules.options.players", "Escape: Zombie City is played by {{.Min}} to {{.Max}} survivors, not {{.Players}}.", engine.Args{"Min": MinPlayers, "Max": MaxPlayers, "Players": n}))
	}
	seen := map[Colour]int{}
	for i, p := range o.Players {
		if !p.Colour.Valid() {
			return engine.Refusal(engine.Say("escaperules.options.noColour", "Player {{.Seat}} has no survivor colour; the colours are {{.Colours}}.", engine.Args{"Seat": i + 1, "Colours": colourList()}))
		}
		if j, dup := seen[p.Colour]; dup {
			return engine.Refusal(engine.Say("escaperules.options.twice", "Players {{.First}} and {{.Second}} both chose {{.Colour}}; each survivor has a colour of its own.", engine.Args{"First": j + 1, "Second": i + 1, "Colour": p.Colour.Words()}))
		}
		seen[p.Colour] = i
	}
	if !ValidTrackID(o.Track) {
		return engine.Refusal(engine.Say("escaperules.options.track", "There is no soundtrack \"{{.Track}}\": pick track 1, track 2 or a variant.", engine.Args{"Track": o.Track}))
	}
	return nil
}

// TrackID is the soundtrack's ID, "1" when none was kept.
func (o Options) TrackID() string {
	if o.Track == "" {
		return "1"
	}
	return o.Track
}

// ValidTrackID tells whether id names a soundtrack as timers.Lookup reads
// it: "" (track 1), "1", "2", or "v" and a seed in decimal without leading
// zeros that fits in 64 bits. (A test checks it against timers.Lookup;
// this package does not import the audio code.)
func ValidTrackID(id string) bool {
	switch id {
	case "", "1", "2":
		return true
	}
	if len(id) < 2 || id[0] != 'v' || len(id) > 21 || (id[1] == '0' && len(id) > 2) {
		return false
	}
	var seed uint64
	for _, r := range id[1:] {
		if r < '0' || r > '9' {
			return false
		}
		d := uint64(r - '0')
		if seed > (^uint64(0)-d)/10 {
			return false
		}
		seed = seed*10 + d
	}
	return true
}

// Options packing, low bits first: 2 bits for the number of players minus
// 2, then 2 bits per seat for its colour. Names are not carried.
const (
	packCountBits  = 2
	packColourBits = 2
	packUsedBits   = packCountBits + MaxPlayers*packColourBits
)

// Pack turns the options into the 32 bits a setup code carries.
func (o Options) Pack() (uint32, error) {
	if err := o.Validate(); err != nil {
		return 0, err
	}
	v := uint32(len(o.Players) - MinPlayers)
	for i, p := range o.Players {
		v |= uint32(p.Colour) << (packCountBits + i*packColourBits)
	}
	return v, nil
}

// UnpackOptions rebuilds options from a setup code's 32 bits; players get
// default names.
func UnpackOptions(v uint32) (Options, error) {
	if v>>packUsedBits != 0 {
		return Options{}, engine.Refusal(engine.Say("escaperules.options.codeUnknown", "This setup code carries Escape options this version does not know.", nil))
	}
	n := int(v&(1<<packCountBits-1)) + MinPlayers
	var o Options
	for i := 0; i < n; i++ {
		c := Colour(v >> (packCountBits + i*packColourBits) & (1<<packColourBits - 1))
		o.Players = append(o.Players, PlayerSetup{Colour: c})
	}
	for i := n; i < MaxPlayers; i++ {
		if v>>(packCountBits+i*packColourBits)&(1<<packColourBits-1) != 0 {
			return Options{}, engine.Refusal(engine.Say("escaperules.options.codeSeat", "This setup code is not a valid Escape setup (a colour for an empty seat).", nil))
		}
	}
	if err := o.Validate(); err != nil {
		return Options{}, engine.Refusal(engine.Say("escaperules.options.codeInvalid", "This setup code is not a valid Escape setup: {{.Reason}}", engine.Args{"Reason": reasonOf(err)}))
	}
	return o, nil
}

// ParseOptions reads options from a header's JSON and checks them.
func ParseOptions(raw json.RawMessage) (Options, error) {
	var o Options
	if len(raw) == 0 {
		return o, engine.Refusal(engine.Say("escaperules.options.noSetup", "The game has no setup: choose 2 to 4 survivors.", nil))
	}
	if err := json.Unmarshal(raw, &o); err != nil {
		return o, fmt.Errorf("the game's setup does not read: %v", err)
	}
	return o, o.Validate()
}

// JSON writes the options for a header.
func (o Options) JSON() (json.RawMessage, error) {
	if err := o.Validate(); err != nil {
		return nil, err
	}
	return json.Marshal(o)
}

// SetupCode is the setup code that rebuilds these options with this seed on
// another device.
func (o Options) SetupCode(seed uint64) (engine.SetupCode, error) {
	v, err := o.Pack()
	if err != nil {
		return engine.SetupCode{}, err
	}
	return engine.SetupCode{Game: Code, Seed: seed, Options: v}, nil
}

// HeaderFromCode builds a game header from a setup code typed on a second
// device; names are defaults.
func HeaderFromCode(c engine.SetupCode) (engine.Header, error) {
	if c.Game != Code {
		return engine.Header{}, engine.Refusal(engine.Say("escaperules.options.codeGame", "This setup code is not for Escape: Zombie City.", nil))
	}
	o, err := UnpackOptions(c.Options)
	if err != nil {
		return engine.Header{}, err
	}
	raw, err := o.JSON()
	if err != nil {
		return engine.Header{}, err
	}
	return engine.Header{Game: Name, Format: engine.FormatVersion, Seed: c.Seed, Options: raw}, nil
}

// reasonOf is an error's words: a refusal's own (to be translated), else
// its English.
func reasonOf(err error) engine.Words {
	var re *engine.RuleError
	if errors.As(err, &re) && !re.Words.IsZero() {
		return re.Words
	}
	return engine.Plain(err.Error())
}
