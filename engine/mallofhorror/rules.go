package mallofhorror

import (
	"encoding/json"

	"hordekeeper/engine"
)

// Name is the name written in a Mall of Horror game's header.
const Name = "mallofhorror"

// Title is the game's name as players know it.
const Title = "Mall of Horror"

// Code is the game's number in setup codes (the private setup sheet's;
// the shell never joins a Mall game by code).
const Code = 3

// Rules are the rules of Mall of Horror for the shared core; the zero value
// is ready to use.
type Rules struct{}

var _ engine.Rules[State] = Rules{}

// Game is the name written in headers.
func (Rules) Game() string { return Name }

// RulesVersion is the version of Mall of Horror's rules a new game starts under
// (engine.Versioned), written in its header. Version 0 is every game saved
// before headers said it; those replay and go on as they were saved
// (engine/testdata/versions keeps one from every earlier engine, resumed
// by TestOldSavesGoOn). A change to what a step does or allows raises it,
// and the changed rule keeps its old behaviour for games of older versions
// (State.Rules). Version 1 is the first written; legacy.go says what
// version 0 still allows.
const RulesVersion = 1

// RulesVersion is the version of the rules a new game starts under.
func (Rules) RulesVersion() int { return RulesVersion }

// New builds the first state from the header's options and seed, under
// the header's rules version: 0, a game saved before headers said it,
// replays and goes on under the rules of then (legacy.go).
func (Rules) New(h engine.Header) (State, error) {
	o, err := ParseOptions(h.Options)
	if err != nil {
		return State{}, err
	}
	s, err := NewState(o, h.Seed)
	s.Rules = h.Rules
	return s, err
}

// Decode rebuilds an action from its kind and JSON body.
func (Rules) Decode(kind string, body json.RawMessage) (engine.Action, error) {
	return registry.Decode(kind, body)
}

// Apply checks an action against the rules and returns the next state. The
// given state is never changed.
func (Rules) Apply(s State, a engine.Action) (State, error) {
	a = engine.Deref(a)
	if a == nil {
		return s, engine.Refusal(engine.Say("mallrules.rules.none", "no action was given", nil))
	}
	if s.Outcome.Over {
		return s, engine.Refusal(engine.Say("mallrules.rules.over", "the game is over ({{.Reason}}); undo the last step to change it", engine.Args{"Reason": s.Outcome.Words()}))
	}
	if len(s.Players) == 0 {
		return s, engine.Refusal(engine.Say("mallrules.rules.notSet", "the game has not been set up", nil))
	}
	r, ok := a.(rule)
	if !ok {
		return s, engine.Refusal(engine.Say("mallrules.rules.unknown", "“{{.Kind}}” is not a Mall of Horror action", engine.Args{"Kind": a.Kind()}))
	}
	n := s.clone()
	if err := r.apply(&n); err != nil {
		return legacyResolveFirst(s, r, err) // version 0: legacy_resolve.go
	}
	return n, nil
}

// rule is an action that knows how to change a copy of the state: each
// action's rule is its apply method, as in the other two games.
type rule interface {
	engine.Action
	apply(s *State) error
}

func (a Place) apply(s *State) error              { return s.place(a, s.seed) }
func (a PlayCard) apply(s *State) error           { return s.playCard(a) }
func (a TruckSearch) apply(s *State) error        { return s.truckSearch(a) }
func (a ElectChief) apply(s *State) error         { return s.electChief(a) }
func (a RollZombieDice) apply(s *State) error     { return s.rollZombieDice(s.seed, a.Dice) }
func (Proceed) apply(s *State) error              { return s.proceed() }
func (a ChiefAnnounces) apply(s *State) error     { return s.chiefAnnounces(a) }
func (a RevealDestinations) apply(s *State) error { return s.revealDestinations(a) }
func (a Move) apply(s *State) error               { return s.move(a) }
func (a TieBreak) apply(s *State) error           { return s.tieBreak(a) }
func (a Eat) apply(s *State) error                { return s.eat(a) }
func (a CountVote) apply(s *State) error          { return s.countVote(a) }
func (ResolveAttack) apply(s *State) error        { return s.resolveAttack() }
func (a TableRoll) apply(s *State) error          { return s.tableRoll(a) }
func (a LookAtDice) apply(s *State) error         { return s.lookAtDice(a) }
