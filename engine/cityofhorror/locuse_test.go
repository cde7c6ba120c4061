package cityofhorror

import (
	"slices"
	"testing"
)

// at puts the scene in the activation step of a place.
func activating(s *State, l Loc) *State {
	n := s.clone()
	n.Phase, n.Step = PhaseResolution, StepActivation
	n.Resolving = slices.Index(n.ResolutionOrder(), l)
	return n
}

// Each board side's effect does what it says, for a player with a
// character there, once a turn.
func TestLocationEffects(t *testing.T) {
	base := scene(t, Red, PhaseResolution, Red, Blue, Green)
	base.put(Geek, Red, Corner1).put(Teen, Red, Corner2).put(Punk, Red, Corner3).put(Rasta, Red, Corner4).put(Rocker, Red, CrossroadsLoc)
	base.put(Priest, Blue, WaterTowerLoc)
	base.Character(Rasta).Exhausted = true
	base.Player(Red).Food = [4]int{0, 0, 1, 0}
	base.Truck[2]--
	v1 := 1
	for _, tc := range []struct {
		name  string
		at    Loc
		side  Side
		use   UseLocation
		check func(t *testing.T, b, n *State)
	}{
		{"Church A rests a character for a card", Corner1, SideA, UseLocation{Role: Rasta}, func(t *testing.T, b, n *State) {
			eq(t, "rested", n.Character(Rasta).Exhausted, false)
			eq(t, "card paid", n.Player(Red).Cards, b.Player(Red).Cards-1)
			eq(t, "discard", n.DiscardPile, b.DiscardPile+1)
		}},
		{"Church B rests a character for a food token", Corner1, SideB, UseLocation{Role: Rasta, Food: 2}, func(t *testing.T, b, n *State) {
			eq(t, "rested", n.Character(Rasta).Exhausted, false)
			eq(t, "food gone from the game", [2]any{n.Player(Red).Food, n.Truck}, [2]any{[4]int{}, b.Truck})
			eq(t, "no card paid", n.Player(Red).Cards, b.Player(Red).Cards)
		}},
		{"Hospital A gives an antidote for a card", Corner2, SideA, UseLocation{}, func(t *testing.T, b, n *State) {
			eq(t, "antidote", [3]int{n.Player(Red).Antidotes, n.AntidoteReserve, n.Player(Red).Cards}, [3]int{1, b.AntidoteReserve - 1, b.Player(Red).Cards - 1})
		}},
		{"Hospital B gives an antidote for exhausting a character there", Corner2, SideB, UseLocation{Role: Teen}, func(t *testing.T, b, n *State) {
			eq(t, "antidote", n.Player(Red).Antidotes, 1)
			eq(t, "teen exhausted", n.Character(Teen).Exhausted, true)
			eq(t, "no card paid", n.Player(Red).Cards, b.Player(Red).Cards)
		}},
		{"Bank A puts the leader on any colour for a card", Corner3, SideA, UseLocation{Leader: Green}, func(t *testing.T, b, n *State) {
			eq(t, "leader", n.Leader, Green)
			eq(t, "card paid", n.Player(Red).Cards, b.Player(Red).Cards-1)
		}},
		{"Bank B moves the leader one wedge", Corner3, SideB, UseLocation{Steps: 1}, func(t *testing.T, b, n *State) {
			eq(t, "leader", n.Leader, b.leaderAfter(b.Leader, 1))
		}},
		{"Bank B by tapping the wedge before", Corner3, SideB, UseLocation{Leader: base.leaderAfter(Red, -1)}, func(t *testing.T, b, n *State) {
			eq(t, "leader", n.Leader, b.leaderAfter(b.Leader, -1))
		}},
		{"Armory A draws the top card for a card", Corner4, SideA, UseLocation{}, func(t *testing.T, b, n *State) {
			eq(t, "hand the same", n.Player(Red).Cards, b.Player(Red).Cards)
			eq(t, "deck and discard", [2]int{n.DeckLeft, n.DiscardPile}, [2]int{b.DeckLeft - 1, b.DiscardPile + 1})
		}},
		{"Armory B takes a card from the discard pile for a card", Corner4, SideB, UseLocation{}, func(t *testing.T, b, n *State) {
			eq(t, "hand, deck and discard the same", [3]int{n.Player(Red).Cards, n.DeckLeft, n.DiscardPile}, [3]int{b.Player(Red).Cards, b.DeckLeft, b.DiscardPile})
		}},
		{"Crossroads A draws the food token the player names", CrossroadsLoc, SideA, UseLocation{Value: &v1}, func(t *testing.T, b, n *State) {
			eq(t, "food", n.Player(Red).Food, [4]int{0, 1, 1, 0})
			eq(t, "face down left", n.FaceDownFood(), b.FaceDownFood()-1)
			eq(t, "card paid", n.Player(Red).Cards, b.Player(Red).Cards-1)
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := activating(base, tc.at)
			b.Boards[tc.at].Side = tc.side
			u := tc.use
			u.Player, u.At = Red, tc.at
			n := mustApply(t, b, u)
			tc.check(t, b, n)
			mustRefuse(t, n, u, "once a turn")
			u.Player = Green
			mustRefuse(t, b, u, "no character at")
			next := mustApply(t, n, AdvancePhase{})
			u.Player = Red
			mustRefuse(t, next, u, "when that place is activated")
		})
	}
}

// Location refusals: a card to pay, the right character, the Water Tower.
func TestLocationRefusals(t *testing.T) {
	base := scene(t, Red, PhaseResolution, Red, Blue, Green)
	base.put(Geek, Red, Corner1).put(Teen, Red, Corner2).put(Priest, Blue, WaterTowerLoc).put(Punk, Blue, Corner2)
	broke := activating(base, Corner2)
	broke.Player(Red).Cards = 0
	mustRefuse(t, broke, UseLocation{Player: Red, At: Corner2}, "no action card to discard")
	hb := activating(base, Corner2)
	hb.Boards[Corner2].Side = SideB
	mustRefuse(t, hb, UseLocation{Player: Red, At: Corner2, Role: Geek}, "not one")
	mustRefuse(t, hb, UseLocation{Player: Red, At: Corner2, Role: Punk}, "not one")
	mustRefuse(t, activating(base, WaterTowerLoc), UseLocation{Player: Blue, At: WaterTowerLoc}, "another moment")
	cb := activating(base, Corner1)
	mustRefuse(t, cb, UseLocation{Player: Red, At: Corner1, Role: Punk}, "your own")
	bb := activating(base, Corner3)
	bb.put(Rasta, Red, Corner3)
	bb.Boards[Corner3].Side = SideB
	mustRefuse(t, bb, UseLocation{Player: Red, At: Corner3, Steps: 2}, "one wedge at most")
	// The antidote comes only from the Hospital, only in its activation.
	mustRefuse(t, activating(base, Corner1), TakeAntidote{Player: Red, Count: 1}, "when that place is activated")
	eq(t, "users of the Hospital", activating(base, Corner2).Users(), []Colour{Red, Blue})
}

// TestAPlaceThatCostsACardNeedsOne: the Church, Hospital and Bank (side
// A), the Armory and the Crossroads are paid with an action card from the
// hand: a player with none is not offered them, and is told why; a side
// paid otherwise (the Hospital's side B exhausts a character) still is.
func TestAPlaceThatCostsACardNeedsOne(t *testing.T) {
	base := scene(t, Red, PhaseResolution, Red, Blue, Green)
	base.put(Geek, Red, Corner2).put(Teen, Blue, Corner2)
	base.Player(Red).Cards = 0
	for _, side := range []Side{SideA, SideB} {
		s := base.clone()
		s.Boards[Corner2] = Board{Building: Hospital, Side: side}
		s = activating(s, Corner2)
		why := s.CanUseWords(Red, Corner2).String()
		if side == SideA {
			eq(t, "no card, side A", why, "Red has no action card to discard for the Hospital")
			eq(t, "users", s.Users(), []Colour{Blue})
			s.Player(Blue).Cards = 0
			d := Decisions(s)
			eq(t, "passes and says why", [2]any{d.Open, d.Why}, [2]any{false, "Red and Blue at the Hospital (corner 2): nobody can use it now (Red has no action card to discard for the Hospital)."})
		} else {
			eq(t, "side B needs no card", why, "")
		}
	}
}
