package escape

import (
	"testing"
	"time"

	"hordekeeper/engine"
)

// TestEveryCounterHasAFloorAndACap: each count of the score sheet stops at
// its bounds with a refusal, never a silent clamp: dice 0-5, cargo 0 to the
// items needed (5, 6 or 7), church zombies 0-3, countdowns 1-3, the clock
// 0:00-16:00, time of play 0:00-15:00.
func TestEveryCounterHasAFloorAndACap(t *testing.T) {
	noDice := game(t, 2)
	for i := 0; i < StartingDice; i++ {
		noDice = apply(t, noDice, LoseDie{Player: 1, Reason: OtherReason})
	}
	clocked := apply(t, game(t, 2), ClockAt{Elapsed: 5 * time.Minute})
	for _, tc := range []struct {
		name string
		s    State
		a    engine.Action
	}{
		{"dice below 0 by hand", noDice, LoseDie{Player: 1, Reason: OtherReason}},
		{"dice below 0 at a door slam", noDice, MissedDoor{Player: 1, Countdown: 1}},
		{"cargo below 0", game(t, 3), RemoveItem{}},
		{"cargo above 5 for 2 players", full(t, 2), AddItemToCargo{}},
		{"cargo above 6 for 3 players", full(t, 3), AddItemToCargo{}},
		{"cargo above 7 for 4 players", full(t, 4), AddItemToCargo{}},
		{"church zombies below 0", game(t, 2), RemoveChurchZombie{}},
		{"church zombies above 3", apply(t, game(t, 2), AddChurchZombie{}, AddChurchZombie{}, AddChurchZombie{}), AddChurchZombie{}},
		{"countdown 0", game(t, 2), LoseDie{Player: 0, Reason: DoorSlam, Countdown: -1}},
		{"countdown 4", game(t, 2), LoseDie{Player: 0, Reason: DoorSlam, Countdown: 4}},
		{"countdown ended twice", apply(t, game(t, 2), MissedReturn{Countdown: 2}), MissedReturn{Countdown: 2}},
		{"clock before 0:00", game(t, 2), ClockAt{Elapsed: -time.Millisecond}},
		{"clock after 16:00", game(t, 2), ClockAt{Elapsed: TrackLength + time.Millisecond}},
		{"clock backwards", clocked, ClockAt{Elapsed: 4 * time.Minute}},
		{"play time after 15:00", game(t, 2), AddChurchZombie{Played: PlayTime + time.Millisecond}},
	} {
		t.Run(tc.name, func(t *testing.T) { refused(t, tc.s, tc.a, tc.name) })
	}
}

// full is a game whose cargo bay holds the items needed.
func full(t *testing.T, n int) State {
	t.Helper()
	s := game(t, n)
	for i := 0; i < ItemsNeededFor(n); i++ {
		s = apply(t, s, AddItemToCargo{})
	}
	return s
}

// TestClockAt: the clock mark moves forward within the 16 minutes, and is
// told apart from the table's moves.
func TestClockAt(t *testing.T) {
	s := apply(t, game(t, 2), ClockAt{Elapsed: time.Minute}, ClockAt{Elapsed: time.Minute}, ClockAt{Elapsed: TrackLength})
	if s.Clock != TrackLength || len(s.Notices) != 0 {
		t.Fatalf("clock %v notices %q", s.Clock, s.NoticeTexts())
	}
	if !IsClockMark(ClockAt{}) || !IsClockMark(&ClockAt{}) || IsClockMark(MissedDoor{}) || IsClockMark(nil) {
		t.Fatal("IsClockMark")
	}
}

// TestCountersShowTheirBounds: the screen's counters carry their floor, cap
// and what each button would get now.
func TestCountersShowTheirBounds(t *testing.T) {
	s := full(t, 2)
	cs := s.Counters()
	if len(cs) != 4 {
		t.Fatalf("%d counters", len(cs))
	}
	cargo, church := cs[2], cs[3]
	if cargo.Text != "5 of 5" || cargo.Cap != 5 || cargo.AddRefused == nil || cargo.RemoveRefused != nil {
		t.Fatalf("cargo %+v", cargo)
	}
	if church.Text != "0 of 3" || church.RemoveRefused == nil || church.AddRefused != nil {
		t.Fatalf("church %+v", church)
	}
	if d := cs[0]; d.Name != "Player 1 (B): dice" || d.Text != "5 of 5" || d.Add != nil || d.RemoveRefused != nil {
		t.Fatalf("dice %+v", d)
	}
	for _, c := range cs {
		if c.Value < c.Floor || c.Value > c.Cap {
			t.Errorf("%s out of bounds", c.Name)
		}
	}
}
