package cityofhorror

import (
	"encoding/json"

	"hordekeeper/engine"
)

// Name is the game's name in save-file headers.
const Name = "cityofhorror"

// Title is the game's name as players know it.
const Title = "City of Horror"

// Code is the game's number in setup codes.
const Code = 1

// Rules is City of Horror for the shared core: it implements
// engine.Rules[*State].
type Rules struct{}

var _ engine.Rules[*State] = Rules{}

// rule is an action that knows how to change a copy of the state.
type rule interface {
	engine.Action
	apply(s *State) error
}

// registry decodes every City of Horror action.
var registry = newRegistry()

func newRegistry() *engine.Registry {
	r := &engine.Registry{}
	r.Register(func() engine.Action { return &AddZombies{} })
	r.Register(func() engine.Action { return &RemoveZombies{} })
	r.Register(func() engine.Action { return &MoveZombies{} })
	r.Register(func() engine.Action { return &ApplyInvasion{} })
	r.Register(func() engine.Action { return &AddExplosion{} })
	r.Register(func() engine.Action { return &MoveCharacter{} })
	r.Register(func() engine.Action { return &CancelMove{} })
	r.Register(func() engine.Action { return &SwapStart{} })
	r.Register(func() engine.Action { return &KillCharacter{} })
	r.Register(func() engine.Action { return &Exhaust{} })
	r.Register(func() engine.Action { return &Rest{} })
	r.Register(func() engine.Action { return &Hide{} })
	r.Register(func() engine.Action { return &SetLeader{} })
	r.Register(func() engine.Action { return &StepLeader{} })
	r.Register(func() engine.Action { return &ResolveCrossroads{} })
	r.Register(func() engine.Action { return &Share{} })
	r.Register(func() engine.Action { return &TakeAntidote{} })
	r.Register(func() engine.Action { return &TakeFood{} })
	r.Register(func() engine.Action { return &DiscardFood{} })
	r.Register(func() engine.Action { return &Trade{} })
	r.Register(func() engine.Action { return &DeclareCannedFood{} })
	r.Register(func() engine.Action { return &PlayWeaponReplica{} })
	r.Register(func() engine.Action { return &AdvancePhase{} })
	r.Register(func() engine.Action { return &Peek{} })
	r.Register(func() engine.Action { return &DrawCards{} })
	r.Register(func() engine.Action { return &PlayCard{} })
	r.Register(func() engine.Action { return &UseLocation{} })
	r.Register(func() engine.Action { return &RevealFood{} })
	r.Register(func() engine.Action { return &Stay{} })
	r.Register(func() engine.Action { return &UsePower{} })
	r.Register(func() engine.Action { return &Vaccinate{} })
	r.Register(func() engine.Action { return &CastVotes{} })
	r.Register(func() engine.Action { return &PlaceStart{} })
	r.Register(func() engine.Action { return &MoveLeader{} })
	return r
}

// Kinds lists every action kind of the game, for tests and fuzzers.
func Kinds() []string { return registry.Kinds() }

// Game is the name written in headers.
func (Rules) Game() string { return Name }

// RulesVersion is the version of City of Horror's rules a new game starts under
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

// New builds the first state from a header (see NewGame). A header
// without a rules version is a game saved before headers said it: it
// replays and goes on under the rules of then (legacy.go).
func (Rules) New(h engine.Header) (*State, error) {
	s, err := NewGame(h)
	if err == nil && h.Rules == 0 {
		s.Rules = legacyVersion(h) // legacy_firstday.go
		if s.Rules == rulesFirstDay {
			s.migrateFirstDay()
		}
	}
	return s, err
}

// Decode rebuilds an action from its kind and JSON body.
func (Rules) Decode(kind string, body json.RawMessage) (engine.Action, error) {
	return registry.Decode(kind, body)
}

// Apply checks an action against the rules and returns the next state; the
// given state is never changed. The new state's Notices tell every
// automatic consequence. A refusal is a *RuleError saying which rule
// refused it, and the given state is returned unchanged.
func (Rules) Apply(s *State, a engine.Action) (*State, error) {
	if s == nil {
		return nil, engine.Refusal(engine.Say("cohrules.actions.nogame", "there is no game to play on", nil))
	}
	r, ok := a.(rule)
	if !ok {
		if a == nil {
			return s, engine.Refusal(engine.Say("cohrules.actions.noaction", "no action was given", nil))
		}
		return s, engine.Refusal(engine.Say("cohrules.actions.foreign", "\"{{.Kind}}\" is not a City of Horror action", engine.Args{"Kind": a.Kind()}))
	}
	if s.Phase == PhaseEnded {
		switch a.(type) {
		case DeclareCannedFood, Vaccinate:
		case PlayCard, UsePower:
			// Only to cancel a Canned Food just shown, or the card that
			// cancelled it (FAQ: "all cards can be canceled").
			if !s.cancelsAtEnd(a) {
				return s, engine.Refusal(engine.Say("cohrules.actions.over", "the game is over: only the antidotes' choice and Canned Food remain", nil))
			}
		default:
			return s, engine.Refusal(engine.Say("cohrules.actions.over", "the game is over: only the antidotes' choice and Canned Food remain", nil))
		}
	}
	n := s.clone()
	if err := r.apply(n); err != nil {
		return s, err
	}
	switch x := a.(type) {
	case PlayCard, PlayWeaponReplica, MoveLeader, DeclareCannedFood:
	case MoveCharacter:
		if !x.BackDoor {
			n.lastPlay = nil
		}
	default:
		// Only the card just played can be cancelled.
		n.lastPlay = nil
	}
	return n, nil
}

// cancelsAtEnd tells an action after the helicopter that cancels the card
// just shown or played: a Pepper Spray, or the Punk's power.
func (s *State) cancelsAtEnd(a engine.Action) bool {
	if s.lastPlay == nil {
		return false
	}
	switch x := a.(type) {
	case PlayCard:
		return x.Card == CardPepperSpray
	case UsePower:
		return x.Role == Punk
	}
	return false
}
