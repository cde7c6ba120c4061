package escape

import (
	"encoding/json"
	"fmt"

	"hordekeeper/engine"
)

// Game is the name written in an Escape game's header.
const Game = "escape"

// Title is the game's name as players know it.
const Title = "Escape: Zombie City"

// Code is the game's number in setup codes.
const Code = 2

// Rules are the rules of Escape: Zombie City for the shared core; the zero
// value is ready to use.
type Rules struct{}

var _ engine.Rules[State] = Rules{}

// Game is the name written in headers.
func (Rules) Game() string { return Game }

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
	return NewState(o)
}

// NewState builds the first state from options: every survivor in the
// church with five dice, an empty cargo bay, phase 1.
func NewState(o Options) (State, error) {
	if err := o.Validate(); err != nil {
		return State{}, err
	}
	s := State{ItemsNeeded: ItemsNeededFor(len(o.Players)), Phase: Collect, Track: o.TrackID()}
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
	return Registry.Decode(kind, body)
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
	n := s.clone()
	var err error
	switch a := a.(type) {
	case LoseDie:
		err = n.loseDie(a)
	case MissedReturn:
		err = n.missedReturn(a)
	case VanMissed:
		err = n.vanMissed(a)
	case AddItemToCargo:
		err = n.addItem()
	case RemoveItem:
		err = n.removeItem()
	case RevealExit:
		err = n.revealExit()
	case AddChurchZombie:
		err = n.addChurchZombie(a)
	case RemoveChurchZombie:
		err = n.removeChurchZombie()
	case StartPhase2:
		err = n.startPhase2()
	case ReachExit:
		err = n.reachExit(a)
	case TimeUp:
		err = n.timeUp()
	case MissedDoor:
		err = n.missedDoor(a)
	case EveryoneElseBack:
		err = n.everyoneElseBack(a)
	case ClockAt:
		err = n.clockAt(a)
	default:
		err = engine.Refusal(engine.Say("escaperules.rules.unknown", "That is not something the table does in Escape: Zombie City.", nil))
	}
	if err != nil {
		return s, err
	}
	return n, nil
}
