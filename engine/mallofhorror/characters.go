package mallofhorror

import (
	"encoding/json"
	"fmt"
	"hordekeeper/engine"
	"strings"
)

// CharKind is one of the four kinds of character.
type CharKind int

// The four kinds of character.
const (
	PinUp CharKind = iota
	ToughGuy
	Gunman
	LittleGirl
)

var charNames = [...]string{"pin-up", "tough-guy", "gunman", "little-girl"}
var charTitles = [...]string{"Pin-Up", "Tough Guy", "Gunman", "Little Girl"}
var charPoints = [...]int{7, 5, 3, 1}

// Valid tells whether k is one of the four kinds.
func (k CharKind) Valid() bool { return k >= 0 && int(k) < len(charNames) }

// String is the kind as players know it, e.g. "Tough Guy".
func (k CharKind) String() string {
	if !k.Valid() {
		return fmt.Sprintf("character %d", int(k))
	}
	return charTitles[k]
}

// Points is what the character scores if it survives: Pin-Up 7, Tough Guy
// 5, Gunman 3, Little Girl 1.
func (k CharKind) Points() int {
	if !k.Valid() {
		return 0
	}
	return charPoints[k]
}

// Strength is what the character counts for against zombies: 2 for the
// Tough Guy, 1 for the others.
func (k CharKind) Strength() int {
	if k == ToughGuy {
		return 2
	}
	return 1
}

// MarshalJSON writes the kind by name, e.g. "tough-guy".
func (k CharKind) MarshalJSON() ([]byte, error) {
	if !k.Valid() {
		return nil, fmt.Errorf("there is no character kind %d", int(k))
	}
	return json.Marshal(charNames[k])
}

// UnmarshalJSON reads a kind by name.
func (k *CharKind) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return fmt.Errorf("a character is written by name: %v", err)
	}
	for i, n := range charNames {
		if strings.EqualFold(s, n) {
			*k = CharKind(i)
			return nil
		}
	}
	return fmt.Errorf("%q is not a character (pin-up, tough-guy, gunman, little-girl)", s)
}

// CharRef names one character: its owner's seat and its kind. Each player
// has at most one character of each kind.
type CharRef struct {
	// Player is the owner's seat, from 0.
	Player int `json:"player"`
	// Kind is the character's kind.
	Kind CharKind `json:"character"`
}

// Character is one character token and where it is.
type Character struct {
	// Owner is the seat of the player the character belongs to.
	Owner int
	// Kind is the character's kind.
	Kind CharKind
	// Location is where the character stands; 0 before it is placed.
	Location Location
	// Dead is true once zombies ate the character.
	Dead bool
	// Hidden is true when a Hidden card protects it this round.
	Hidden bool
	// DiedInRound is the round the character was eaten in, or 0.
	DiedInRound int
}

// Alive tells whether the character is on the board and not eaten.
func (c Character) Alive() bool { return !c.Dead && c.Location != 0 }

// Ref names the character.
func (c Character) Ref() CharRef { return CharRef{Player: c.Owner, Kind: c.Kind} }

// character finds a character by reference.
func (s *State) character(r CharRef) (*Character, error) {
	if r.Player < 0 || r.Player >= len(s.Players) {
		return nil, engine.Refusal(s.noSeat(r.Player))
	}
	for i := range s.Characters {
		if c := &s.Characters[i]; c.Owner == r.Player && c.Kind == r.Kind {
			return c, nil
		}
	}
	return nil, engine.Refusal(engine.Say("mallrules.characters.none", "{{.Player}} has no {{.Kind}}", engine.Args{"Player": s.who(r.Player), "Kind": r.Kind.Words()}))
}

// find looks a character up by reference, without changing anything.
func (s State) find(r CharRef) (Character, bool) {
	for _, c := range s.Characters {
		if c.Owner == r.Player && c.Kind == r.Kind {
			return c, true
		}
	}
	return Character{}, false
}

// LivingCharacters counts the characters still alive.
func (s State) LivingCharacters() int {
	n := 0
	for _, c := range s.Characters {
		if c.Alive() {
			n++
		}
	}
	return n
}

// CharactersOf lists a player's characters, dead or alive.
func (s State) CharactersOf(seat int) []Character {
	var out []Character
	for _, c := range s.Characters {
		if c.Owner == seat {
			out = append(out, c)
		}
	}
	return out
}

// livingOf counts a player's living characters.
func (s State) livingOf(seat int) int {
	n := 0
	for _, c := range s.Characters {
		if c.Owner == seat && c.Alive() {
			n++
		}
	}
	return n
}
