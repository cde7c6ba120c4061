package cityofhorror

import (
	"testing"

	"hordekeeper/engine"
)

// A player whose characters that may move all stand on the place their
// movement card names moves nobody, and the next player moves.
func TestStuckMoverStays(t *testing.T) {
	s := scene(t, Red, PhaseMovement, Red, Blue, Green)
	s.put(Geek, Red, Corner1).put(Teen, Red, Corner1).put(Punk, Blue, Corner2).put(Rasta, Green, Corner3)
	for _, tc := range []struct {
		name   string
		state  func() *State
		stay   Stay
		refuse string
	}{
		{"all on the card's place", func() *State { return s }, Stay{Player: Red, Card: Corner1}, ""},
		{"one could go", func() *State { return s }, Stay{Player: Red, Card: Corner2}, "can go to"},
		{"not their turn", func() *State { return s }, Stay{Player: Blue, Card: Corner2}, "it is Red's move"},
		{"no card", func() *State { return s }, Stay{Player: Red}, "movement card"},
		{"outside movement", func() *State { x := s.clone(); x.Phase = PhaseSelect; return x }, Stay{Player: Red, Card: Corner1}, "movement phase"},
		{"the Granny does not count", func() *State {
			x := s.clone()
			x.Characters[1].Role = Granny
			x.Characters[1].At = Corner4
			return x
		}, Stay{Player: Red, Card: Corner1}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := tc.state()
			if tc.refuse != "" {
				mustRefuse(t, st, tc.stay, tc.refuse)
				return
			}
			n := mustApply(t, st, tc.stay)
			eq(t, "red has had their turn", n.Player(Red).Moved, true)
			eq(t, "blue moves next", n.NextToMove(), Blue)
			wantNotice(t, n, "nobody moves")
			mustApply(t, n, MoveCharacter{Role: Punk, To: Corner3})
		})
	}
}

// A player with no character able to move at all is passed over with a
// notice; if the Granny's power is then used, she may still move.
func TestStuckMoverSkipped(t *testing.T) {
	s := scene(t, Red, PhaseInvasion, Red, Blue, Green)
	s.Deck[1].Applied = true
	s.put(Geek, Red, Corner1).put(Granny, Blue, Corner2).put(Rasta, Green, Corner3)
	n := mustApply(t, s, AdvancePhase{})
	n = mustApply(t, n, MoveCharacter{Role: Geek, To: Corner2})
	wantNotice(t, n, "Blue has no character able to move this turn and moves nobody")
	eq(t, "green next", n.NextToMove(), Green)
	g := mustApply(t, n, Exhaust{Role: Granny, Power: true})
	eq(t, "the Granny's player may move again", g.NextToMove(), Blue)
	mustApply(t, g, MoveCharacter{Role: Granny, To: Corner4})
}

// The Priest cancels the move just made only while rested, and is
// exhausted by it.
func TestPriestCancelsOnlyRested(t *testing.T) {
	s := scene(t, Red, PhaseMovement, Red, Blue, Green)
	s.put(Geek, Red, Corner1).put(Priest, Blue, Corner2).put(Rasta, Green, Corner3)
	moved := mustApply(t, s, MoveCharacter{Role: Geek, To: Corner3})
	for _, tc := range []struct {
		name   string
		prep   func(*State)
		refuse string
	}{
		{"rested Priest", func(*State) {}, ""},
		{"exhausted Priest", func(x *State) { x.Character(Priest).Exhausted = true }, "Priest is exhausted"},
		{"dead Priest", func(x *State) { x.Character(Priest).Dead, x.Character(Priest).At = true, NoLoc }, "Priest is dead"},
		{"no move yet", func(x *State) { x.LastMove = LastMove{} }, "no character move"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := moved.clone()
			tc.prep(x)
			for _, a := range []engine.Action{CancelMove{}, UsePower{Role: Priest}} {
				if tc.refuse != "" {
					mustRefuse(t, x, a, tc.refuse)
					continue
				}
				n := mustApply(t, x, a)
				eq(t, "back", n.Character(Geek).At, Corner1)
				eq(t, "exhausted", n.Character(Priest).Exhausted, true)
				eq(t, "still moved", n.Player(Red).Moved, true)
			}
		})
	}
}

// A Weapon Replica adds two votes only where its owner has a character:
// only players with characters at a place vote there. Played where they
// have none, it is accepted and gives nothing until one is there
// (TestWeaponReplicaOnAnyLocation).
func TestWeaponReplicaNeedsAPresence(t *testing.T) {
	s := scene(t, Red, PhaseResolution, Red, Blue, Green)
	s.put(Geek, Red, Corner1).put(Teen, Blue, Corner1).put(Punk, Green, Corner2)
	for _, tc := range []struct {
		name   string
		play   PlayWeaponReplica
		refuse string
		votes  map[Colour]int
	}{
		{"present", PlayWeaponReplica{Player: Red, At: Corner1}, "", map[Colour]int{Red: 3, Blue: 1}},
		{"absent", PlayWeaponReplica{Player: Green, At: Corner1}, "", map[Colour]int{Red: 1, Blue: 1}},
		{"elsewhere", PlayWeaponReplica{Player: Green, At: Corner2}, "", map[Colour]int{Green: 3}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.refuse != "" {
				mustRefuse(t, s, tc.play, tc.refuse)
				return
			}
			n := mustApply(t, s, tc.play)
			eq(t, "votes", n.VotesAt(tc.play.At), tc.votes)
			eq(t, "card paid", n.Player(tc.play.Player).Cards, s.Player(tc.play.Player).Cards-1)
			// The owner's character leaves or dies: the replica's votes go.
			for i, c := range n.Characters {
				if c.Owner == tc.play.Player {
					n.Characters[i].At = Corner3
				}
			}
			eq(t, "no votes without a character", n.VotesAt(tc.play.At)[tc.play.Player], 0)
		})
	}
}
