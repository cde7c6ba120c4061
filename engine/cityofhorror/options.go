package cityofhorror

import (
	"slices"
	"strings"

	"hordekeeper/engine"
)

// Options are the choices made before a game: who plays which colour in
// which seat, who starts, which variants are used and the table's settings.
// They are stored as JSON in the game's header.
type Options struct {
	// Players are the players in seat order, clockwise around the table.
	Players []PlayerOption `json:"players"`
	// FirstPlayer is the colour that starts; empty draws it from the seed.
	FirstPlayer Colour `json:"firstPlayer,omitempty"`
	// FirstGame puts every board on side A; otherwise each side is drawn.
	FirstGame bool `json:"firstGame,omitempty"`
	// Draft deals the action cards with the expert draft.
	Draft bool `json:"draft,omitempty"`
	// Settings are the facts the rules leave open, which the table may set.
	Settings Settings `json:"settings"`
	// Library holds the invasion cards setup draws the hours from; an hour
	// without a card in it is drawn from the physical pack.
	Library []Card `json:"library,omitempty"`
	// LibraryTag is the fingerprint of Library (see Library.Tag); a setup
	// code carries only the tag, and WithLibrary checks it.
	LibraryTag uint8 `json:"libraryTag,omitempty"`
}

// PlayerOption is one seat at the table.
type PlayerOption struct {
	Colour Colour `json:"colour"`
	// Name is cosmetic: it is not part of a setup code.
	Name string `json:"name,omitempty"`
}

// Settings are rule facts that the printed rules do not settle and that a
// table may change. The zero value means the defaults.
type Settings struct {
	// WaterTowerNumber and CrossroadsNumber are their resolution numbers,
	// 5 and 6 in some order (default: Water Tower 5, Crossroads 6).
	WaterTowerNumber int `json:"waterTowerNumber,omitempty"`
	CrossroadsNumber int `json:"crossroadsNumber,omitempty"`
	// Wheel is the clockwise colour order of the zombie-leader wheel
	// (default DefaultWheel).
	Wheel []Colour `json:"wheel,omitempty"`
	// SummaryCardCounts uses the summary's 2 Guns and 3 Makeshift Bombs
	// instead of the rulebook's 3 and 2.
	SummaryCardCounts bool `json:"summaryCardCounts,omitempty"`
}

// MinPlayers and MaxPlayers bound the table.
const (
	MinPlayers = 3
	MaxPlayers = 6
)

// Normalized returns the options with every default written out, the wheel
// turned to start at green (the same circle), and LibraryTag computed from
// Library when a library is given.
func (o Options) Normalized() Options {
	o.Players = slices.Clone(o.Players)
	for i := range o.Players {
		o.Players[i].Name = strings.TrimSpace(o.Players[i].Name)
	}
	st := &o.Settings
	if st.WaterTowerNumber == 0 && st.CrossroadsNumber == 0 {
		st.WaterTowerNumber, st.CrossroadsNumber = 5, 6
	}
	if len(st.Wheel) == 0 {
		st.Wheel = slices.Clone(DefaultWheel)
	}
	if i := slices.Index(st.Wheel, Green); i > 0 {
		st.Wheel = append(slices.Clone(st.Wheel[i:]), st.Wheel[:i]...)
	} else {
		st.Wheel = slices.Clone(st.Wheel)
	}
	if len(o.Library) > 0 {
		o.LibraryTag = Library{Cards: o.Library}.Tag()
	}
	return o
}

// Validate says what is wrong with the options, if anything.
func (o Options) Validate() error {
	n := len(o.Players)
	if n < MinPlayers || n > MaxPlayers {
		return engine.Refusal(engine.Say("cohrules.options.players", "City of Horror is played by {{.Min}} to {{.Max}} players, not {{.Count}}", engine.Args{"Min": MinPlayers, "Max": MaxPlayers, "Count": n}))
	}
	seen := map[Colour]bool{}
	for i, p := range o.Players {
		if !p.Colour.Valid() {
			return engine.Refusal(engine.Say("cohrules.options.colour", "seat {{.Seat}} has colour {{.Colour}}; choose yellow, red, green, white, purple or blue", engine.Args{"Seat": i + 1, "Colour": p.Colour.Words()}))
		}
		if seen[p.Colour] {
			return engine.Refusal(engine.Say("cohrules.options.twice", "{{.Colour}} is taken by two seats; each player needs a colour of their own", engine.Args{"Colour": p.Colour.Words()}))
		}
		seen[p.Colour] = true
	}
	if err := o.checkNames(); err != nil {
		return err
	}
	if o.FirstPlayer != "" && !seen[o.FirstPlayer] {
		return engine.Refusal(engine.Say("cohrules.options.first", "the first player {{.Colour}} is not at the table", engine.Args{"Colour": o.FirstPlayer.Words()}))
	}
	st := o.Normalized().Settings
	if !(st.WaterTowerNumber == 5 && st.CrossroadsNumber == 6) && !(st.WaterTowerNumber == 6 && st.CrossroadsNumber == 5) {
		return engine.Refusal(engine.Say("cohrules.options.numbers", "the Water Tower and the Crossroads are resolved 5th and 6th, in either order; {{.WaterTower}} and {{.Crossroads}} do not fit", engine.Args{"WaterTower": st.WaterTowerNumber, "Crossroads": st.CrossroadsNumber}))
	}
	if len(st.Wheel) != len(AllColours) {
		return engine.Refusal(engine.Say("cohrules.options.wheelsize", "the leader wheel has six colours; {{.Count}} were given", engine.Args{"Count": len(st.Wheel)}))
	}
	w := map[Colour]bool{}
	for _, c := range st.Wheel {
		if !c.Valid() || w[c] {
			return engine.Refusal(engine.Say("cohrules.options.wheel", "the leader wheel must list each of the six colours once; {{.Colour}} is wrong or repeated", engine.Args{"Colour": c.Words()}))
		}
		w[c] = true
	}
	if err := (Library{Cards: o.Library}).Validate(); err != nil {
		return err
	}
	if len(o.Library) > 0 && o.LibraryTag != 0 && o.LibraryTag != (Library{Cards: o.Library}).Tag() {
		return engine.Refusal(engine.Say("cohrules.options.library", "the invasion cards differ from the library this setup was made with", nil))
	}
	if o.LibraryTag > 63 {
		return engine.Refusal(engine.Say("cohrules.options.tag", "library tag {{.Tag}} is out of range", engine.Args{"Tag": int(o.LibraryTag)}))
	}
	return nil
}

// WithLibrary attaches the device's card library to options read from a
// setup code. When the code was made with another library the error says
// so; the options are still returned with the library attached, so the
// table may go on knowingly.
func (o Options) WithLibrary(l Library) (Options, error) {
	o.Library = slices.Clone(l.Cards)
	want := o.LibraryTag
	o.LibraryTag = l.Tag()
	if want != o.LibraryTag {
		return o, engine.Refusal(engine.Say("cohrules.options.otherlibrary", "this device's invasion card library is not the one the game was set up with: the hours drawn from it may differ; share the library first", nil))
	}
	return o, nil
}

// Pack puts everything in the options that changes the setup into 32 bits
// for a setup code: seats and colours, first player, variants, settings and
// the library's tag. Player names are left out.
func (o Options) Pack() (uint32, error) {
	if err := o.Validate(); err != nil {
		return 0, err
	}
	o = o.Normalized()
	var v uint32
	v |= uint32(len(o.Players) - MinPlayers)
	rem := slices.Clone(AllColours)
	rank, mult := 0, 1
	first := 0
	for i, p := range o.Players {
		k := slices.Index(rem, p.Colour)
		rank += k * mult
		mult *= len(rem)
		rem = slices.Delete(rem, k, k+1)
		if p.Colour == o.FirstPlayer {
			first = i + 1
		}
	}
	v |= uint32(rank) << 2
	v |= uint32(first) << 12
	v |= b2u(o.FirstGame) << 15
	v |= b2u(o.Draft) << 16
	v |= b2u(o.Settings.WaterTowerNumber == 6) << 17
	wrem := []Colour{Yellow, Red, White, Purple, Blue}
	rank, mult = 0, 1
	for _, c := range o.Settings.Wheel[1:] {
		k := slices.Index(wrem, c)
		rank += k * mult
		mult *= len(wrem)
		wrem = slices.Delete(wrem, k, k+1)
	}
	v |= uint32(rank) << 18
	v |= b2u(o.Settings.SummaryCardCounts) << 25
	v |= uint32(o.LibraryTag&63) << 26
	return v, nil
}

func b2u(b bool) uint32 {
	if b {
		return 1
	}
	return 0
}

// UnpackOptions rebuilds the options from a setup code's 32 bits. Players
// get no names, and the library is only known by its tag: attach the
// device's library with WithLibrary.
func UnpackOptions(v uint32) (Options, error) {
	var o Options
	n := int(v&3) + MinPlayers
	rank := int(v>>2) & 1023
	rem := slices.Clone(AllColours)
	for range n {
		k := rank % len(rem)
		rank /= len(rem)
		o.Players = append(o.Players, PlayerOption{Colour: rem[k]})
		rem = slices.Delete(rem, k, k+1)
	}
	if rank != 0 {
		return Options{}, engine.Refusal(engine.Say("cohrules.options.codeseats", "the setup code's seats do not make sense: it was mistyped or made by another app", nil))
	}
	first := int(v>>12) & 7
	if first > n {
		return Options{}, engine.Refusal(engine.Say("cohrules.options.codefirst", "the setup code names a first player who is not at the table", nil))
	}
	if first > 0 {
		o.FirstPlayer = o.Players[first-1].Colour
	}
	o.FirstGame = v>>15&1 == 1
	o.Draft = v>>16&1 == 1
	if v>>17&1 == 1 {
		o.Settings.WaterTowerNumber, o.Settings.CrossroadsNumber = 6, 5
	} else {
		o.Settings.WaterTowerNumber, o.Settings.CrossroadsNumber = 5, 6
	}
	rank = int(v>>18) & 127
	wrem := []Colour{Yellow, Red, White, Purple, Blue}
	o.Settings.Wheel = []Colour{Green}
	for range 5 {
		k := rank % len(wrem)
		rank /= len(wrem)
		o.Settings.Wheel = append(o.Settings.Wheel, wrem[k])
		wrem = slices.Delete(wrem, k, k+1)
	}
	if rank != 0 {
		return Options{}, engine.Refusal(engine.Say("cohrules.options.codewheel", "the setup code's leader wheel does not make sense: it was mistyped or made by another app", nil))
	}
	o.Settings.SummaryCardCounts = v>>25&1 == 1
	o.LibraryTag = uint8(v >> 26 & 63)
	return o, nil
}

// ActionCardCount is how many copies of one action card the deck holds.
type ActionCardCount struct {
	Name      string
	Count     int
	Explosion bool
}

// ActionDeck lists the 40 action cards under these settings (the Gun and
// Makeshift Bomb counts depend on SummaryCardCounts).
func (st Settings) ActionDeck() []ActionCardCount {
	gun, bomb := 3, 2
	if st.SummaryCardCounts {
		gun, bomb = 2, 3
	}
	return []ActionCardCount{
		{"Alarm", 2, false}, {"Energy Drink", 2, false}, {"Canned Food", 2, false},
		{"Pepper Spray", 3, false}, {"Hideout", 2, false}, {"Back Door", 2, false},
		{"Gun", gun, false}, {"Night Vision Goggles", 2, false}, {"Chainsaw", 1, false},
		{"Flashlight", 2, false}, {"Kitten", 2, false}, {"Molotov Cocktail", 3, true},
		{"Rescue Flare", 3, true}, {"Makeshift Bomb", bomb, true}, {"Pickpocket", 1, false},
		{"Weapon Replica", 2, false}, {"Shotgun", 4, false}, {"Running Shoes", 2, false},
	}
}

// checkNames checks the players' names with the core's rule (trimmed, not
// blank, not twice). A table with no name at all plays by colours: a setup
// code carries no names, so that is allowed.
func (o Options) checkNames() error {
	var names []string
	any := false
	for _, p := range o.Players {
		names = append(names, p.Name)
		any = any || p.Name != ""
	}
	if !any {
		return nil
	}
	_, err := engine.CheckNames(names)
	return err
}
