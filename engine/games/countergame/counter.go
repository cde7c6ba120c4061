// Package countergame is a game that exists only in tests: a number that
// Add actions raise, with one rule (Add takes a number above 0). It has
// rules, a notation and no screens, so that the store's and the shell's
// tests can show that a game is a value: the list of games with this one
// added (Games) is all a fourth game needs to be created, played, undone,
// redone, closed, resumed, finished, archived and opened from a file.
package countergame

import (
	"encoding/json"
	"fmt"
	"strconv"

	"hordekeeper/engine"
	"hordekeeper/engine/games"
)

// Name is the counter's name in saves.
const Name = "counter"

// Code is the counter's number in setup codes.
const Code = 7

// State is the counter's value.
type State struct{ N int }

// Add raises the counter by N.
type Add struct {
	N int `json:"n"`
}

// Kind names the action in a journal.
func (Add) Kind() string { return "add" }

// Rules are the counter's rules for the shared core.
type Rules struct{}

var _ engine.Rules[State] = Rules{}

// Game is the name written in headers.
func (Rules) Game() string { return Name }

// New starts at the header's seed modulo 10 (so two headers can differ).
func (Rules) New(h engine.Header) (State, error) { return State{N: int(h.Seed % 10)}, nil }

// Apply adds; an Add of 0 or less is refused in a player's words.
func (Rules) Apply(s State, a engine.Action) (State, error) {
	add, ok := engine.Deref(a).(Add)
	if !ok {
		return s, fmt.Errorf("the counter has no action %T", a)
	}
	if add.N <= 0 {
		return s, engine.Refusal(engine.Plain(fmt.Sprintf("add a number above 0, not %d", add.N)))
	}
	return State{N: s.N + add.N}, nil
}

// Decode rebuilds an Add from its JSON body.
func (Rules) Decode(kind string, body json.RawMessage) (engine.Action, error) {
	if kind != "add" {
		return nil, fmt.Errorf("unknown action %q", kind)
	}
	var a Add
	if err := json.Unmarshal(body, &a); err != nil {
		return nil, fmt.Errorf("action %q does not decode: %v", kind, err)
	}
	return a, nil
}

// ParseNotation reads "counter N".
func ParseNotation(text string) (State, error) {
	f, err := engine.NotationFields(text, Name)
	if err != nil {
		return State{}, err
	}
	if len(f) != 1 {
		return State{}, engine.BadNotation("", "a counter position is one number")
	}
	n, err := strconv.Atoi(f[0])
	if err != nil {
		return State{}, engine.BadNotation(f[0], "not a whole number")
	}
	return State{N: n}, nil
}

// Game is the counter as an entry of the list of games.
func Game() engine.Game {
	return engine.Game{Name: Name, Title: "Counter", Code: Code, Rules: engine.Erase[State](Rules{}), Notation: engine.EraseNotation(ParseNotation)}
}

// Games is the app's games and the counter after them.
func Games() engine.Games { return append(games.All(), Game()) }
