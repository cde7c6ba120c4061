package engine

import (
	"encoding/json"
	"time"
)

// FormatVersion is the save-file format this build writes and the newest it
// reads. Format 2 keeps the groups of steps one Undo takes back (journal.go);
// a format-1 file still loads, and becomes format 2 at its first new step.
const FormatVersion = 2

// Header is what a game record starts with: enough to rebuild the first state.
type Header struct {
	// Game names the game: "cityofhorror", "escape" or "mallofhorror".
	Game string `json:"game"`
	// Format is the save-file format version (FormatVersion when written).
	Format int `json:"format"`
	// Rules is the version of the game's rules the game was started under
	// (its RulesVersion then); 0 in a game saved before versions were
	// written. It never changes over a game: a rule that changed behaviour
	// checks it, so that a game goes on to its end under the rules it began
	// with.
	Rules int `json:"rules,omitempty"`
	// Seed feeds every random draw of the game.
	Seed uint64 `json:"seed"`
	// Options are the game's own setup options, as that game encodes them.
	Options json.RawMessage `json:"options,omitempty"`
	// Created is when the game was started, for the resume list.
	Created time.Time `json:"created"`
}

// Rules is what a game gives the shared core. S is the game's state type;
// states are values that Apply never changes in place.
type Rules[S any] interface {
	// Game is the name written in headers.
	Game() string
	// New builds the first state from a header, or says why it cannot.
	New(h Header) (S, error)
	// Apply checks the action against the rules and returns the next state,
	// or an error that tells a player which rule refused it.
	Apply(s S, a Action) (S, error)
	// Decode rebuilds an action from its kind and JSON body.
	Decode(kind string, body json.RawMessage) (Action, error)
}

// Versioned is a game's Rules that number their changes of behaviour.
// RulesVersion is the version a new game starts under: it goes up by one
// whenever a rule changes what a step does or which steps are allowed, and
// the changed rule keeps its old behaviour for games of older versions
// (Header.Rules), so that a game saved before an update replays and goes on
// as it was played.
type Versioned interface {
	RulesVersion() int
}

// RulesVersion is the version of rules a new game starts under: that of
// Versioned rules, 0 for rules that do not number their changes.
func RulesVersion[S any](rules Rules[S]) int {
	if v, ok := rules.(Versioned); ok {
		return v.RulesVersion()
	}
	return 0
}
