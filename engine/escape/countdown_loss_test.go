package escape

import (
	"testing"

	"hordekeeper/engine"
)

// TestDieOncePerPlayerPerCountdown: a survivor still outside at a door
// slam loses one die, and a second tap for the same survivor and countdown
// is refused (a double tap never takes two dice).
func TestDieOncePerPlayerPerCountdown(t *testing.T) {
	s := apply(t, game(t, 3), MissedDoor{Player: 1, Countdown: 1})
	if !equalInts(dice(s), []int{5, 4, 5}) || s.CountdownsEnded != 1 || !hasNotice(s, "4 dice left") {
		t.Fatalf("dice %v ended %d notices %q", dice(s), s.CountdownsEnded, s.NoticeTexts())
	}
	refused(t, s, MissedDoor{Player: 1, Countdown: 1}, "second tap, same countdown")
	refused(t, s, LoseDie{Player: 1, Reason: DoorSlam, Countdown: 1}, "door-slam loss twice")
	refused(t, s, MissedReturn{Players: []int{1}, Countdown: 1}, "group form after a tap")
	s = apply(t, s, MissedDoor{Player: 2, Countdown: 1}, MissedDoor{Player: 1, Countdown: 2})
	if !equalInts(dice(s), []int{5, 3, 4}) || s.CountdownsEnded != 2 {
		t.Fatalf("dice %v", dice(s))
	}
	// A correction for a countdown already past is still once per survivor.
	s = apply(t, s, MissedDoor{Player: 0, Countdown: 1})
	refused(t, s, MissedDoor{Player: 0, Countdown: 1}, "late correction twice")
	// Another reason is not a countdown loss and is not limited.
	apply(t, s, LoseDie{Player: 0, Reason: OtherReason, Countdown: 1})
}

// TestMissedDoorRefusals: the tap is for countdowns 1 and 2 in phase 1, a
// real survivor with a die left.
func TestMissedDoorRefusals(t *testing.T) {
	broke := game(t, 2)
	for i := 0; i < StartingDice; i++ {
		broke = apply(t, broke, LoseDie{Player: 0, Reason: OtherReason})
	}
	van := apply(t, ready(t, 2), StartPhase2{})
	for _, tc := range []struct {
		name string
		s    State
		a    MissedDoor
	}{
		{"countdown 0", game(t, 2), MissedDoor{Player: 0, Countdown: 0}},
		{"countdown 3 ends with the cry", game(t, 2), MissedDoor{Player: 0, Countdown: 3}},
		{"countdown 4", game(t, 2), MissedDoor{Player: 0, Countdown: 4}},
		{"no such seat", game(t, 2), MissedDoor{Player: 2, Countdown: 1}},
		{"negative seat", game(t, 2), MissedDoor{Player: -1, Countdown: 1}},
		{"phase 2: the van rule instead", van, MissedDoor{Player: 0, Countdown: 2}},
		{"no die left", broke, MissedDoor{Player: 0, Countdown: 1}},
	} {
		t.Run(tc.name, func(t *testing.T) { refused(t, tc.s, tc.a, tc.name) })
	}
}

// TestMissedDoorUndo: the tap is an action like any other: Undo gives the
// die back and the tap may be made again; Redo takes it again.
func TestMissedDoorUndo(t *testing.T) {
	raw, err := DefaultOptions(2).JSON()
	if err != nil {
		t.Fatal(err)
	}
	sess, err := engine.NewSession[State](Rules{}, engine.Header{Game: Name, Options: raw})
	if err != nil {
		t.Fatal(err)
	}
	tap := MissedDoor{Player: 0, Countdown: 1}
	if _, err := sess.Do(tap); err != nil {
		t.Fatal(err)
	}
	if _, err := sess.Do(tap); err == nil {
		t.Fatal("a double tap took a second die")
	}
	if _, err := sess.Undo(); err != nil {
		t.Fatal(err)
	}
	if s := sess.State(); s.Players[0].Dice != StartingDice || s.LostAt(0, 1) || s.CountdownsEnded != 0 {
		t.Fatalf("undo left %+v", s.Players[0])
	}
	if _, err := sess.Redo(); err != nil || sess.State().Players[0].Dice != StartingDice-1 {
		t.Fatalf("redo: %v", err)
	}
}

// TestVanRuleOncePerCountdown: the van rule takes no die from a survivor
// who already lost one at the second countdown.
func TestVanRuleOncePerCountdown(t *testing.T) {
	s := apply(t, ready(t, 2), LoseDie{Player: 1, Reason: DoorSlam, Countdown: 2}, StartPhase2{})
	refused(t, s, VanMissed{Countdown: 2}, "player 2 already lost their countdown-2 die")
}

// TestRulebookExampleJennyAndFrank: "Jenny (white) and Frank (green) did
// not make it to the church before the first countdown ended. Now they lose
// one die each for the rest of the game." Two taps on the break screen.
func TestRulebookExampleJennyAndFrank(t *testing.T) {
	o := Options{Players: []PlayerSetup{{Name: "Keith", Colour: Blue}, {Name: "Logan", Colour: Red}, {Name: "Jenny", Colour: White}, {Name: "Frank", Colour: Green}}}
	s, err := NewState(o)
	if err != nil {
		t.Fatal(err)
	}
	e := s.AtCountdownEnd(1, 0)
	s = apply(t, s, e.Stragglers[2].Tap.Action, e.Stragglers[3].Tap.Action)
	if !equalInts(dice(s), []int{5, 5, 4, 4}) || !hasNotice(s, "Frank (G) loses a die for the rest of the game") {
		t.Fatalf("dice %v, notices %q", dice(s), s.NoticeTexts())
	}
	if e := s.AtCountdownEnd(1, 0); !e.Stragglers[2].Taken || !e.Stragglers[3].Taken || e.Stragglers[0].Taken || e.Choices[0].Action != (EveryoneElseBack{Countdown: 1}) {
		t.Fatalf("%+v", e)
	}
}
