package cityofhorror

import (
	"testing"

	"hordekeeper/engine"
)

// Follow passes the steps with nothing to decide after an action that
// moves the game on, and only those: an attack that must happen, a vote,
// setup and the end wait for the table.
func TestFollow(t *testing.T) {
	base := scene(t, Red, PhaseResolution, Red, Blue, Green)
	base.put(Geek, Red, Corner1).put(Teen, Blue, Corner2)
	at := func(l Loc, st Step, f func(*State)) *State {
		n := activating(base, l)
		n.Step = st
		if f != nil {
			f(n)
		}
		return n
	}
	phase := func(p Phase, f func(*State)) *State {
		n := base.clone()
		n.Phase = p
		if f != nil {
			f(n)
		}
		return n
	}
	played := func(n *State) { n.Deck[1].Applied = true }
	moved := func(n *State) {
		for i := range n.Players {
			n.Players[i].Moved = true
		}
	}
	next, count := engine.Action(AdvancePhase{}), engine.Action(AddZombies{At: Corner1, Count: 1})
	for _, tc := range []struct {
		name   string
		s      *State
		group  []engine.Action
		passes bool
	}{
		{"the card played: on to movement", phase(PhaseInvasion, played), []engine.Action{ApplyInvasion{}}, true},
		{"everyone moved: on to the places", phase(PhaseMovement, moved), []engine.Action{MoveCharacter{}}, true},
		{"someone still moves", phase(PhaseMovement, nil), []engine.Action{MoveCharacter{}}, false},
		{"nobody at the Bank", at(Corner3, StepActivation, nil), []engine.Action{next}, true},
		{"Red may use the Church", at(Corner1, StepActivation, nil), []engine.Action{next}, false},
		{"no attack: 2 zombies", at(Corner1, StepAttack, func(n *State) { n.Zombies[Corner1] = 2 }), []engine.Action{CastVotes{}}, true},
		{"an attack is due: the table says when", at(Corner1, StepAttack, func(n *State) { n.Zombies[Corner1] = 3 }), []engine.Action{next}, false},
		{"supplies wait for their vote", at(Corner1, StepSharing, func(n *State) { n.Airdrops[Corner1] = Items{Cards: 1} }), []engine.Action{next}, false},
		{"a zombie count never moves on", at(Corner3, StepActivation, nil), []engine.Action{count}, false},
		{"a card's power never moves on", at(Corner3, StepActivation, nil), []engine.Action{DrawCards{Player: Blue, Count: 1}}, false},
		{"once moved on, the next idle step passes too", at(Corner3, StepActivation, nil), []engine.Action{count, next}, true},
		{"setup waits", phase(PhaseSetup, nil), []engine.Action{next}, false},
		{"the end waits", phase(PhaseEnded, nil), []engine.Action{KillCharacter{}}, false},
		{"a use that leaves nobody to use the place", at(Corner3, StepActivation, nil), []engine.Action{UseLocation{}}, true},
		{"a use that leaves others to use it", at(Corner1, StepActivation, nil), []engine.Action{UseLocation{}}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := Rules{}.Follow(tc.s, tc.group)
			eq(t, "passes", got != nil, tc.passes)
			if got != nil {
				mustApply(t, tc.s, got)
			}
		})
	}
}

// In a session, one Undo takes back the card with the step on to movement
// that passed by itself, and the journal keeps them together.
func TestFollowInASession(t *testing.T) {
	s, err := engine.NewSession[*State](Rules{}, header(t, Options{Players: seats(Red, Blue, Green), FirstPlayer: Red, Library: DefaultLibrary().Cards}, 7))
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range sampleActions()[:10] {
		if _, err := s.Do(a); err != nil {
			t.Fatalf("%s: %v", a.Kind(), err)
		}
	}
	eq(t, "before the card", s.State().Phase, PhaseInvasion)
	st, err := s.Do(sampleActions()[10])
	if err != nil {
		t.Fatal(err)
	}
	eq(t, "after the card", st.Phase, PhaseMovement)
	eq(t, "the group", len(s.Last()), 2)
	st, _ = s.Undo()
	eq(t, "undone", st.Phase == PhaseInvasion && !st.Deck[1].Applied, true)
}
