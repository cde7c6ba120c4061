package escape

import (
	"testing"

	"hordekeeper/engine"
)

// TestLoseDie: a die lost is gone for the rest of the game, with its reason.
func TestLoseDie(t *testing.T) {
	s := apply(t, game(t, 2), LoseDie{Player: 1, Reason: OtherReason, Note: "house rule"})
	if !equalInts(dice(s), []int{5, 4}) {
		t.Fatalf("dice %v", dice(s))
	}
	if l := s.Players[1].Losses; len(l) != 1 || l[0].Reason != OtherReason || l[0].Note != "house rule" {
		t.Fatalf("losses %+v", l)
	}
	if !hasNotice(s, "Player 2 (R) loses a die") {
		t.Fatalf("notices %q", s.Notices)
	}
}

func TestLoseDieRefusals(t *testing.T) {
	empty := game(t, 2)
	for i := 0; i < StartingDice; i++ {
		empty = apply(t, empty, LoseDie{Player: 0, Reason: OtherReason})
	}
	for _, tc := range []struct {
		name string
		s    State
		a    engine.Action
		want string
	}{
		{"no such player", game(t, 2), LoseDie{Player: 2, Reason: OtherReason}, "no player 3"},
		{"negative seat", game(t, 2), LoseDie{Player: -1, Reason: OtherReason}, "no player 0"},
		{"unknown reason", game(t, 2), LoseDie{Player: 0, Reason: "bitten"}, "not a reason"},
		{"no such countdown", game(t, 2), LoseDie{Player: 0, Reason: DoorSlam, Countdown: 4}, "no countdown 4"},
		{"no die left", empty, LoseDie{Player: 0, Reason: OtherReason}, "no die left"},
	} {
		t.Run(tc.name, func(t *testing.T) { refused(t, tc.s, tc.a, tc.want) })
	}
}

// TestZeroDiceSurvivor: the rules are silent; the game goes on and a notice
// says the survivor can no longer roll.
func TestZeroDiceSurvivor(t *testing.T) {
	s := game(t, 2)
	for i := 0; i < StartingDice; i++ {
		s = apply(t, s, LoseDie{Player: 0, Reason: OtherReason})
	}
	if s.Players[0].Dice != 0 || !hasNotice(s, "can no longer roll") || s.Outcome.Over {
		t.Fatalf("%+v", s)
	}
	// A group rule passes over the survivor with a notice, not silently.
	s = apply(t, s, MissedReturn{Countdown: 1, Players: []int{0, 1}})
	if !equalInts(dice(s), []int{0, 4}) || !hasNotice(s, "had no die left to lose") {
		t.Fatalf("dice %v notices %q", dice(s), s.Notices)
	}
}

// TestDoorSlam: at the end of countdowns 1 and 2, each survivor not back at
// the church loses a die (the rules' example: Jenny and Frank lose one each).
func TestDoorSlam(t *testing.T) {
	s := apply(t, game(t, 4), MissedReturn{Countdown: 1, Players: []int{2, 3}})
	if !equalInts(dice(s), []int{5, 5, 4, 4}) || s.CountdownsEnded != 1 {
		t.Fatalf("dice %v countdowns %d", dice(s), s.CountdownsEnded)
	}
	if l := s.Players[2].Losses[0]; l.Reason != DoorSlam || l.Countdown != 1 {
		t.Fatalf("loss %+v", l)
	}
	if !hasNotice(s, "new one") {
		t.Fatalf("no after-countdown reminder: %q", s.Notices)
	}
	s = apply(t, s, MissedReturn{Countdown: 2, Players: []int{2}})
	if !equalInts(dice(s), []int{5, 5, 3, 4}) || s.CountdownsEnded != 2 {
		t.Fatalf("dice %v", dice(s))
	}
}

func TestDoorSlamEveryoneSafe(t *testing.T) {
	s := apply(t, game(t, 3), MissedReturn{Countdown: 1})
	if !equalInts(dice(s), []int{5, 5, 5}) || !hasNotice(s, "everyone safe") {
		t.Fatalf("%v %q", dice(s), s.Notices)
	}
}

func TestDoorSlamSkippedCountdownIsExplained(t *testing.T) {
	s := apply(t, game(t, 2), MissedReturn{Countdown: 2, Players: []int{0}})
	if s.CountdownsEnded != 2 || !hasNotice(s, "Countdown 1 was not recorded") {
		t.Fatalf("%d %q", s.CountdownsEnded, s.Notices)
	}
}

func TestDoorSlamRefusals(t *testing.T) {
	after1 := apply(t, game(t, 2), MissedReturn{Countdown: 1})
	van := apply(t, ready(t, 2), StartPhase2{})
	for _, tc := range []struct {
		name string
		s    State
		a    engine.Action
		want string
	}{
		{"third countdown", game(t, 2), MissedReturn{Countdown: 3}, "third countdown ends the game"},
		{"countdown 0", game(t, 2), MissedReturn{Countdown: 0}, "only at the end of countdowns 1 and 2"},
		{"again", after1, MissedReturn{Countdown: 1}, "already ended"},
		{"twice listed", game(t, 2), MissedReturn{Countdown: 1, Players: []int{1, 1}}, "listed twice"},
		{"no such player", game(t, 2), MissedReturn{Countdown: 1, Players: []int{5}}, "no player 6"},
		{"in the van", van, MissedReturn{Countdown: 1, Players: []int{0}}, "ride together"},
	} {
		t.Run(tc.name, func(t *testing.T) { refused(t, tc.s, tc.a, tc.want) })
	}
}

// TestVanRule: in phase 2, the van not back at the church by the end of the
// second countdown costs every survivor a die.
func TestVanRule(t *testing.T) {
	s := apply(t, ready(t, 3), StartPhase2{})
	// The first countdown costs nothing in the van.
	s = apply(t, s, MissedReturn{Countdown: 1})
	s = apply(t, s, VanMissed{Countdown: 2})
	if !equalInts(dice(s), []int{4, 4, 4}) || s.CountdownsEnded != 2 {
		t.Fatalf("dice %v", dice(s))
	}
	for _, p := range s.Players {
		if p.Losses[0].Reason != VanRule || p.Losses[0].Countdown != 2 {
			t.Fatalf("loss %+v", p.Losses)
		}
	}
}

func TestVanRuleRefusals(t *testing.T) {
	van := apply(t, ready(t, 2), StartPhase2{})
	for _, tc := range []struct {
		name string
		s    State
		a    engine.Action
		want string
	}{
		{"phase 1", game(t, 2), VanMissed{Countdown: 2}, "only in phase 2"},
		{"first countdown", van, VanMissed{Countdown: 1}, "only at the end of the second"},
		{"third countdown", van, VanMissed{Countdown: 3}, "third countdown ends the game"},
		{"countdown 7", van, VanMissed{Countdown: 7}, "no countdown 7"},
		{"twice", apply(t, van, VanMissed{Countdown: 2}), VanMissed{Countdown: 2}, "already ended"},
	} {
		t.Run(tc.name, func(t *testing.T) { refused(t, tc.s, tc.a, tc.want) })
	}
}
