package escape

import (
	"testing"

	"hordekeeper/engine"
)

func TestCargoBay(t *testing.T) {
	s := game(t, 2)
	for i := 0; i < 5; i++ {
		s = apply(t, s, AddItemToCargo{})
	}
	if s.Cargo != 5 || s.ItemsMissing() != 0 || !hasNotice(s, "holds the 5 items needed") {
		t.Fatalf("%d %q", s.Cargo, s.Notices)
	}
	s = apply(t, s, RemoveItem{})
	if s.Cargo != 4 || s.ItemsMissing() != 1 {
		t.Fatal(s.Cargo)
	}
	refused(t, game(t, 2), RemoveItem{}, "cargo bay is empty")
	full := game(t, 2)
	for i := 0; i < ItemsNeededFor(2); i++ {
		full = apply(t, full, AddItemToCargo{})
	}
	refused(t, full, AddItemToCargo{}, "the cargo bay holds the items needed, no more")
	van := apply(t, ready(t, 2), StartPhase2{})
	refused(t, van, AddItemToCargo{}, "only in phase 1")
	refused(t, van, RemoveItem{}, "cannot be taken out")
}

func TestRevealExit(t *testing.T) {
	s := apply(t, game(t, 2), RevealExit{})
	if !s.ExitRevealed || !hasNotice(s, "exit is revealed") {
		t.Fatal(s)
	}
	refused(t, s, RevealExit{}, "already revealed")
}

// TestChurchOverrun: the third zombie at the church loses the game.
func TestChurchOverrun(t *testing.T) {
	s := apply(t, game(t, 2), AddChurchZombie{}, AddChurchZombie{})
	if s.Outcome.Over || s.ChurchZombies != 2 || !hasNotice(s, "2 of 3") {
		t.Fatalf("%+v", s)
	}
	s = apply(t, s, AddChurchZombie{})
	if !s.Outcome.Over || s.Outcome.Won || s.ChurchZombies != 3 || !hasNotice(s, "third zombie") {
		t.Fatalf("%+v", s)
	}
	refused(t, s, AddChurchZombie{}, "game is over")
	refused(t, s, RemoveChurchZombie{}, "game is over")
}

func TestRemoveChurchZombie(t *testing.T) {
	s := apply(t, game(t, 2), AddChurchZombie{}, RemoveChurchZombie{})
	if s.ChurchZombies != 0 {
		t.Fatal(s.ChurchZombies)
	}
	refused(t, s, RemoveChurchZombie{}, "no zombie at the church")
}

// TestStartPhase2Conditions: the van leaves once the exit is revealed and
// the needed items are in the cargo bay.
func TestStartPhase2Conditions(t *testing.T) {
	items := game(t, 2)
	for i := 0; i < 5; i++ {
		items = apply(t, items, AddItemToCargo{})
	}
	for _, tc := range []struct {
		name string
		s    State
		want string
	}{
		{"nothing ready", game(t, 2), "exit is not revealed and the cargo bay needs 5"},
		{"no exit", items, "the exit is not revealed"},
		{"items short", apply(t, game(t, 4), RevealExit{}), "needs 7 more item(s) (0 of 7)"},
		{"already", apply(t, ready(t, 2), StartPhase2{}), "already on its way"},
	} {
		t.Run(tc.name, func(t *testing.T) { refused(t, tc.s, StartPhase2{}, tc.want) })
	}
	s := apply(t, items, RevealExit{})
	if !hasNotice(s, "start phase 2") {
		t.Fatalf("ready notice missing: %q", s.Notices)
	}
	s = apply(t, s, StartPhase2{})
	if s.Phase != Van || !hasNotice(s, "second countdown") {
		t.Fatalf("%+v", s)
	}
	if Collect.String() == "" || Van.String() == "" || Phase(9).String() != "phase 9" {
		t.Fatal("phase names")
	}
}

// TestWinByReachingTheExit: the van at a cleared exit in time wins.
func TestWinByReachingTheExit(t *testing.T) {
	refused(t, game(t, 2), ReachExit{}, "start phase 2 first")
	s := apply(t, ready(t, 2), StartPhase2{}, ReachExit{})
	if !s.Outcome.Over || !s.Outcome.Won || s.Outcome.Reason == "" {
		t.Fatalf("%+v", s.Outcome)
	}
	refused(t, s, TimeUp{}, "game is over")
}

// TestLossWhenTimeRunsOut: the third countdown ending first loses, in
// either phase.
func TestLossWhenTimeRunsOut(t *testing.T) {
	for _, tc := range []struct {
		name string
		s    State
		want string
	}{
		{"phase 1", game(t, 2), "still in phase 1"},
		{"phase 2", apply(t, ready(t, 2), StartPhase2{}), "before the van reached a cleared exit"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := apply(t, tc.s, TimeUp{})
			if !s.Outcome.Over || s.Outcome.Won || s.CountdownsEnded != 3 || !hasNotice(s, tc.want) {
				t.Fatalf("%+v", s)
			}
		})
	}
}

func TestApplyNeverChangesItsInput(t *testing.T) {
	s := apply(t, game(t, 3), LoseDie{Player: 0, Reason: OtherReason})
	before := dice(s)
	losses := len(s.Players[0].Losses)
	for _, a := range []engine.Action{
		LoseDie{Player: 0, Reason: OtherReason}, MissedReturn{Countdown: 1, Players: []int{0, 1, 2}},
		AddItemToCargo{}, RevealExit{}, AddChurchZombie{}, TimeUp{},
	} {
		if _, err := (Rules{}).Apply(s, a); err != nil {
			t.Fatal(err)
		}
	}
	if !equalInts(dice(s), before) || len(s.Players[0].Losses) != losses || s.Cargo != 0 || s.ExitRevealed || s.Outcome.Over {
		t.Fatalf("input changed: %+v", s)
	}
}

type foreign struct{}

func (foreign) Kind() string { return "foreign" }

func TestApplyOddInput(t *testing.T) {
	s := game(t, 2)
	refused(t, s, foreign{}, "not an Escape")
	if _, err := (Rules{}).Apply(s, nil); err == nil {
		t.Fatal("nil action accepted")
	}
	var nilPtr *LoseDie
	if _, err := (Rules{}).Apply(s, nilPtr); err == nil {
		t.Fatal("nil pointer accepted")
	}
	n, err := (Rules{}).Apply(s, &LoseDie{Player: 0, Reason: OtherReason})
	if err != nil || n.Players[0].Dice != 4 {
		t.Fatalf("pointer action: %v", err)
	}
	if (Rules{}).Game() != "escape" {
		t.Fatal("game name")
	}
}

func TestLossReasonWords(t *testing.T) {
	for _, r := range []LossReason{DoorSlam, VanRule, OtherReason} {
		if !r.Valid() || r.DescribeWords().String() == string(r) {
			t.Errorf("%s", r)
		}
	}
	if LossReason("x").DescribeWords().String() != "x" {
		t.Fatal("unknown reason")
	}
}

func TestInvariantChecker(t *testing.T) {
	good := game(t, 2)
	bad := []func(*State){
		func(s *State) { s.Players[0].Dice = 6 },
		func(s *State) { s.Players[0].Dice = 4 },
		func(s *State) { s.ChurchZombies = 4 },
		func(s *State) { s.ChurchZombies = 3 },
		func(s *State) { s.Cargo = -1 },
		func(s *State) { s.Phase = 3 },
		func(s *State) { s.Phase = Van },
		func(s *State) { s.CountdownsEnded = 4 },
		func(s *State) { s.Outcome.Over = true },
	}
	for i, f := range bad {
		s := good.clone()
		f(&s)
		if s.CheckInvariants() == nil {
			t.Errorf("case %d passed", i)
		}
	}
	if good.TotalDice() != 10 {
		t.Fatal(good.TotalDice())
	}
}
