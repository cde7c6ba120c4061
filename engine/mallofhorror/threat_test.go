package mallofhorror

import "testing"

// TestThreatNeedsAVote: a Threat adds a vote to a player who votes; a
// player with no character (or only hidden ones) where the vote is held is
// refused, and keeps the card.
func TestThreatNeedsAVote(t *testing.T) {
	// Enough characters elsewhere that the game goes on past the attack.
	more := []placing{{0, Gunman, Megatoys}, {1, Gunman, Megatoys}, {2, Gunman, Megatoys}}
	with := func(ps ...placing) []placing { return append(ps, more...) }
	election := fixture(t, 3, with(placing{0, PinUp, SecurityHQ}, placing{1, ToughGuy, SecurityHQ}, placing{2, PinUp, Restroom})...)
	truck := fixture(t, 3, with(placing{0, PinUp, Parking}, placing{1, ToughGuy, Parking}, placing{2, PinUp, Restroom})...)
	attack := fixture(t, 3, with(placing{0, PinUp, Restroom}, placing{1, ToughGuy, Restroom}, placing{2, PinUp, Megatoys})...)
	attack.Zombies[Restroom] = 4
	attack = attackNow(attack)
	hidden := apply(t, attack, PlayCard{Player: 1, Card: Hidden, Character: ToughGuy})
	for _, tc := range []struct {
		name    string
		s       State
		phase   Phase
		voter   int
		outside int
	}{
		{"Security HQ election", election, PhaseElection, 0, 2},
		{"truck search", truck, PhaseTruck, 1, 2},
		{"zombie attack", attack, PhaseAttack, 0, 2},
		{"zombie attack: only a hidden character there", hidden, PhaseAttack, 0, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.s.Phase != tc.phase {
				t.Fatalf("phase %s, want %s", tc.s.Phase, tc.phase)
			}
			refuse(t, tc.s, PlayCard{Player: tc.outside, Card: Threat})
			if Reason(tc.s.Check(PlayCard{Player: tc.outside, Card: Threat})) == "" {
				t.Fatal("the screen gets no reason to grey the Threat with")
			}
			n := apply(t, tc.s, PlayCard{Player: tc.voter, Card: Threat})
			if n.Threats[tc.voter] != 1 {
				t.Fatalf("threats %v", n.Threats)
			}
		})
	}
}

// TestNoTieWithOneColour: a vote with one colour to vote for cannot tie, so
// the screen does not offer "tied twice". (The engine still accepts it, so
// journals saved with it still load.)
func TestNoTieWithOneColour(t *testing.T) {
	more := []placing{{0, Gunman, Megatoys}, {1, Gunman, Megatoys}, {2, Gunman, Megatoys}}
	one := fixture(t, 3, append([]placing{{1, ToughGuy, SecurityHQ}, {2, PinUp, Restroom}}, more...)...)
	two := fixture(t, 3, append([]placing{{0, PinUp, SecurityHQ}, {1, ToughGuy, SecurityHQ}}, more...)...)
	truck := fixture(t, 3, append([]placing{{0, PinUp, Parking}, {2, PinUp, Restroom}}, more...)...)
	if one.Phase != PhaseElection || two.Phase != PhaseElection || truck.Phase != PhaseTruck {
		t.Fatalf("phases %s %s %s", one.Phase, two.Phase, truck.Phase)
	}
	if one.MayTie() || truck.MayTie() || !two.MayTie() {
		t.Fatal("MayTie should need two colours")
	}
	apply(t, two, ElectChief{Winner: NoWinner})
}
