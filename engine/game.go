package engine

import (
	"encoding/json"
	"fmt"
)

// Game is one game as the app knows it without its state type: the name in
// its save files, its name on the box, its number in setup codes and its
// rules. The list of the app's games (engine/games) is a slice of these;
// the store, setup codes and the shell read that list, so that nothing else
// needs a game's name.
type Game struct {
	// Name is the name in save-file headers and file names: lower-case
	// letters only ("cityofhorror").
	Name string
	// Title is the game's name as players know it ("City of Horror").
	Title string
	// Code is the game's number in setup codes (1-7), or 0 for a game never
	// shared by code.
	Code int
	// Rules are the game's rules with its state hidden behind any (Erase).
	Rules Rules[any]
	// Notation reads a position notation of the game (docs/notation.md);
	// nil for a game without one.
	Notation func(text string) (any, error)
}

// Games is a list of games, in the order the home screen shows them.
type Games []Game

// Find is the game saved under name; ok is false for a name not listed.
func (gs Games) Find(name string) (Game, bool) {
	for _, g := range gs {
		if g.Name == name {
			return g, true
		}
	}
	return Game{}, false
}

// Title is the title of the game saved under name, or the name in quotes
// for a game not listed (a file from another version, say).
func (gs Games) Title(name string) string {
	if g, ok := gs.Find(name); ok {
		return g.Title
	}
	return fmt.Sprintf("%q", name)
}

// ByCode is the game of a setup code's game number; ok is false for a
// number no listed game has (0 never matches).
func (gs Games) ByCode(n int) (Game, bool) {
	for _, g := range gs {
		if n != 0 && g.Code == n {
			return g, true
		}
	}
	return Game{}, false
}

// ForCode is the game a setup code is for, or a *CodeError saying the
// code is not for a game of the list.
func (gs Games) ForCode(c SetupCode) (Game, error) {
	if g, ok := gs.ByCode(c.Game); ok {
		return g, nil
	}
	return Game{}, codeError(Say("engine.setupcode.game", "is not for a game this app knows", nil))
}

// Names are the games' names, in order.
func (gs Games) Names() []string {
	out := make([]string, len(gs))
	for i, g := range gs {
		out[i] = g.Name
	}
	return out
}

// Check says what is wrong with the list, if anything: an empty or
// repeated name, a name that is not lower-case letters (it begins file
// names), a missing title or rules, rules under another name, a code out of
// range or given twice. A test of every list runs it.
func (gs Games) Check() error {
	names, codes := map[string]bool{}, map[int]bool{}
	for i, g := range gs {
		if g.Name == "" || names[g.Name] {
			return fmt.Errorf("game %d: name %q is empty or repeated", i, g.Name)
		}
		names[g.Name] = true
		for _, r := range g.Name {
			if r < 'a' || r > 'z' {
				return fmt.Errorf("game %q: a name is lower-case letters only", g.Name)
			}
		}
		if g.Title == "" || g.Rules == nil {
			return fmt.Errorf("game %q: no title or no rules", g.Name)
		}
		if g.Rules.Game() != g.Name {
			return fmt.Errorf("game %q: its rules are those of %q", g.Name, g.Rules.Game())
		}
		if g.Code < 0 || g.Code > MaxCodeGame || (g.Code != 0 && codes[g.Code]) {
			return fmt.Errorf("game %q: code number %d is out of range or repeated", g.Name, g.Code)
		}
		codes[g.Code] = true
	}
	return nil
}

// Erase hides a game's state type, so that games of different state types
// fit in one list (Game.Rules). The states it hands out are the game's own
// (an escape.State inside an any); a state of another type is refused.
func Erase[S any](r Rules[S]) Rules[any] { return erased[S]{r} }

type erased[S any] struct{ r Rules[S] }

func (e erased[S]) Game() string { return e.r.Game() }

// RulesVersion is the game's own (Versioned).
func (e erased[S]) RulesVersion() int { return RulesVersion(e.r) }

func (e erased[S]) New(h Header) (any, error) {
	s, err := e.r.New(h)
	if err != nil {
		return nil, err
	}
	return s, nil
}

func (e erased[S]) Apply(s any, a Action) (any, error) {
	st, ok := s.(S)
	if !ok {
		return s, fmt.Errorf("%s: a state of type %T is not this game's", e.r.Game(), s)
	}
	next, err := e.r.Apply(st, a)
	if err != nil {
		return s, err
	}
	return next, nil
}

// Follow is the game's Flow, when its rules have one.
func (e erased[S]) Follow(s any, group []Action) Action {
	f, ok := e.r.(Flow[S])
	st, isS := s.(S)
	if !ok || !isS {
		return nil
	}
	return f.Follow(st, group)
}

func (e erased[S]) Decode(kind string, body json.RawMessage) (Action, error) {
	return e.r.Decode(kind, body)
}

// EraseNotation is a game's notation reader with its state hidden, for
// Game.Notation.
func EraseNotation[S any](parse func(string) (S, error)) func(string) (any, error) {
	return func(text string) (any, error) {
		s, err := parse(text)
		if err != nil {
			return nil, err
		}
		return s, nil
	}
}
