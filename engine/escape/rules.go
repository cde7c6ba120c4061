package escape

import (
	"encoding/json"
	"fmt"

	"hordekeeper/engine"
)

// Name is the name written in an Escape game's header.
const Name = "escape"

// Title is the game's name as players know it.
const Title = "Escape: Zombie City"

// Code is the game's number in setup codes.
const Code = 2

// Rules are the rules of Escape: Zombie City for the shared core; the zero
// value is ready to use.
type Rules struct{}

var _ engine.Rules[State] = Rules{}

// Game is the name written in headers.
func (Rules) Game() string { return Name }

// RulesVersion is the version of Escape's rules a new game starts under
// (engine.Versioned), written in its header. Version 0 is every game saved
// before headers said it; those replay and go on as they were saved
// (engine/testdata/versions keeps one from every earlier engine, resumed
// by TestOldSavesGoOn). A change to what a step does or allows raises it,
// and the changed rule keeps its old behaviour for games of older versions
// (the header's Rules, given to New).
const RulesVersion = 1

// RulesVersion is the version of the rules a new game starts under.
func (Rules) RulesVersion() int { return RulesVersion }

// New builds the first state from the header's options.
func (Rules) New(h engine.Header) (State, error) {
	o, err := ParseOptions(h.Options)
	if err != nil {
		return State{}, err
	}
	s, err := NewState(o)
	s.Rules = h.Rules // 0: a game saved before versions, legacy.go
	return s, err
}

// NewState builds the first state from options: every survivor in the
// church with five dice, an empty cargo bay, phase 1.
func NewState(o Options) (State, error) {
	if err := o.Validate(); err != nil {
		return State{}, err
	}
	s := State{ItemsNeeded: ItemsNeededFor(len(o.Players)), Phase: Collect, Track: o.TrackID(), Rules: RulesVersion}
	for i, p := range o.Players {
		name := p.Name
		if name == "" {
			name = fmt.Sprintf("Player %d", i+1)
		}
		s.Players = append(s.Players, Player{Name: name, Colour: p.Colour, Dice: StartingDice})
	}
	return s, nil
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
		return s, engine.Refusal(engine.Say("escaperules.rules.noAction", "No action was given.", nil))
	}
	if s.Outcome.Over {
		return s, engine.Refusal(engine.Say("escaperules.rules.over", "The game is over: {{.Reason}} Undo the last step to change it.", engine.Args{"Reason": s.EndWords()}))
	}
	r, ok := a.(rule)
	if !ok {
		return s, engine.Refusal(engine.Say("escaperules.rules.unknown", "That is not something the table does in Escape: Zombie City.", nil))
	}
	n := s.clone()
	if err := r.apply(&n); err != nil {
		return s, err
	}
	return n, nil
}

// rule is an action that knows how to change a copy of the state: each
// action's rule is its apply method, as in the other two games.
type rule interface {
	engine.Action
	apply(s *State) error
}

func (a LoseDie) apply(s *State) error          { return s.loseDie(a) }
func (a MissedReturn) apply(s *State) error     { return s.missedReturn(a) }
func (a VanMissed) apply(s *State) error        { return s.vanMissed(a) }
func (AddItemToCargo) apply(s *State) error     { return s.addItem() }
func (RemoveItem) apply(s *State) error         { return s.removeItem() }
func (RevealExit) apply(s *State) error         { return s.revealExit() }
func (a AddChurchZombie) apply(s *State) error  { return s.addChurchZombie(a) }
func (RemoveChurchZombie) apply(s *State) error { return s.removeChurchZombie() }
func (StartPhase2) apply(s *State) error        { return s.startPhase2() }
func (a ReachExit) apply(s *State) error        { return s.reachExit(a) }
func (TimeUp) apply(s *State) error             { return s.timeUp() }
func (a MissedDoor) apply(s *State) error       { return s.missedDoor(a) }
func (a EveryoneElseBack) apply(s *State) error { return s.everyoneElseBack(a) }
func (a ClockAt) apply(s *State) error          { return s.clockAt(a) }
