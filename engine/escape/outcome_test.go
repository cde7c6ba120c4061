package escape

import (
	"strings"
	"testing"
	"time"
)

// TestWeEscaped: "We escaped!" at any moment of phase 2 ends the game as a
// win and the outcome keeps the time, the dice left and the items.
func TestWeEscaped(t *testing.T) {
	for _, played := range []time.Duration{0, 3 * time.Minute, 12*time.Minute + 47*time.Second, PlayTime} {
		s := apply(t, ready(t, 3), LoseDie{Player: 1, Reason: OtherReason}, StartPhase2{}, ReachExit{Played: played})
		o := s.Outcome
		want := Outcome{Over: true, Won: true, Cause: Escaped, Reason: o.Reason, Played: played,
			DiceLeft: 14, DiceStart: 15, Items: 6, ItemsNeeded: 6}
		if o != want || o.Reason == "" || o.Title() != "We escaped!" {
			t.Fatalf("played %v: outcome %+v", played, o)
		}
	}
}

// TestWeEscapedRefusals: the rules' win needs the van at the exit within
// the 15 minutes: not in phase 1, not after the zombie cry.
func TestWeEscapedRefusals(t *testing.T) {
	van := apply(t, ready(t, 2), StartPhase2{})
	for _, tc := range []struct {
		name string
		s    State
		a    ReachExit
	}{
		{"phase 1: the van has not left", game(t, 2), ReachExit{}},
		{"phase 1 with everything ready", ready(t, 2), ReachExit{Played: time.Minute}},
		{"after the zombie cry", van, ReachExit{Played: PlayTime + time.Second}},
		{"negative time", van, ReachExit{Played: -time.Second}},
		{"already won", apply(t, van, ReachExit{}), ReachExit{}},
	} {
		t.Run(tc.name, func(t *testing.T) { refused(t, tc.s, tc.a, tc.name) })
	}
	if game(t, 2).CanEscape() == nil || van.CanEscape() != nil {
		t.Fatal("CanEscape disagrees with Apply")
	}
}

// TestZombieCryLoses: the zombie cry (end of the third countdown) before
// the escape ends the game as a loss at 15:00.
func TestZombieCryLoses(t *testing.T) {
	s := apply(t, game(t, 4), MissedDoor{Player: 0, Countdown: 1}, AddItemToCargo{}, TimeUp{})
	o := s.Outcome
	if !o.Over || o.Won || o.Cause != OutOfTime || o.Played != PlayTime || o.DiceLeft != 19 || o.Items != 1 || o.ItemsNeeded != 7 {
		t.Fatalf("%+v", o)
	}
	if o.Title() != "The survivors are lost." {
		t.Fatal(o.Title())
	}
}

// TestThirdZombieLoses: the third zombie at the church ends the game as a
// loss at the time recorded with it.
func TestThirdZombieLoses(t *testing.T) {
	s := apply(t, game(t, 2), AddChurchZombie{}, AddChurchZombie{Played: time.Minute}, AddChurchZombie{Played: 9 * time.Minute})
	o := s.Outcome
	if !o.Over || o.Won || o.Cause != Overrun || o.Played != 9*time.Minute {
		t.Fatalf("%+v", o)
	}
	refused(t, game(t, 2), AddChurchZombie{Played: 16 * time.Minute}, "past the zombie cry")
}

// TestOutcomeLines: the end screen's sentences, with right plurals.
func TestOutcomeLines(t *testing.T) {
	for _, tc := range []struct {
		o    Outcome
		want []string
	}{
		{Outcome{Over: true, Won: true, Cause: Escaped, Played: 12*time.Minute + 47*time.Second, DiceLeft: 1, DiceStart: 10, Items: 5, ItemsNeeded: 5},
			[]string{"Time: 12:47 of the 15:00 played, 2:13 to spare.", "Dice left: 1 die of the 10 the team started with.", "Items in the cargo bay: 5 of the 5 needed."}},
		{Outcome{Over: true, Cause: OutOfTime, Played: PlayTime, DiceLeft: 0, DiceStart: 20, Items: 2, ItemsNeeded: 7},
			[]string{"Time: 15:00 of the 15:00 played.", "Dice left: 0 dice of the 20 the team started with.", "Items in the cargo bay: 2 of the 7 needed."}},
		{Outcome{Over: true, Cause: Overrun, DiceLeft: 12, DiceStart: 15, Items: 0, ItemsNeeded: 6},
			[]string{"Dice left: 12 dice of the 15 the team started with.", "Items in the cargo bay: 0 of the 6 needed."}},
		{Outcome{}, nil},
	} {
		if got := tc.o.Lines(); strings.Join(got, "|") != strings.Join(tc.want, "|") {
			t.Errorf("%+v:\n got %q\nwant %q", tc.o, got, tc.want)
		}
	}
}
