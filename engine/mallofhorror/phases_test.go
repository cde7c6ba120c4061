package mallofhorror

import (
	"strings"
	"testing"
)

// TestPhaseGuide: every phase has a one-line reminder, and the guide names
// whose turn it is.
func TestPhaseGuide(t *testing.T) {
	for p := PhaseSetup; p <= PhaseOver; p++ {
		if PhaseGuide(p) == "" || strings.Contains(PhaseGuide(p), "\n") || p.String() == "" {
			t.Errorf("phase %d has no guide", p)
		}
	}
	if PhaseGuide(99) != "" || Phase(99).String() != "phase 99" {
		t.Fatal("unknown phase")
	}
	s, _ := NewState(DefaultOptions(3), 1)
	if !strings.Contains(s.Guide(), "Now: Player 1 (R), dice") {
		t.Fatal(s.Guide())
	}
	f := fixture(t, 4, placing{1, PinUp, SecurityHQ}, placing{0, PinUp, Restroom}, placing{2, PinUp, Megatoys}, placing{3, PinUp, Megatoys})
	if !strings.HasPrefix(f.Guide(), PhaseGuide(PhaseElection)) {
		t.Fatal(f.Guide())
	}
	f = apply(t, f, ElectChief{Winner: 1})
	if !strings.Contains(f.Guide(), "roll the dice") {
		t.Fatal(f.Guide())
	}
	f = apply(t, f, RollZombieDice{})
	if !strings.Contains(f.Guide(), "Security Cameras") {
		t.Fatal(f.Guide())
	}
	refuse(t, f, ChiefAnnounces{Destination: 1})
	refuse(t, f, RevealDestinations{})
	f = apply(t, f, Proceed{})
	refuse(t, f, Proceed{})
	if !strings.Contains(f.Guide(), "the elected Chief, announces") {
		t.Fatal(f.Guide())
	}
	f = apply(t, f, ChiefAnnounces{Destination: SecurityHQ})
	f.secretDice = [4]int{1, 1, 1, 1}
	f = apply(t, f, RevealDestinations{To: []Location{Restroom, SecurityHQ, Restroom, Restroom}})
	if !strings.Contains(f.Guide(), "Now: Player 2 (B) moves a character to 5 Security HQ") {
		t.Fatal(f.Guide())
	}
	f = apply(t, f, Move{Player: 1, Character: PinUp}, Move{Player: 2, Character: PinUp}, Move{Player: 3, Character: PinUp}, Move{Player: 0, Character: PinUp})
	// Restroom now holds 3 characters and 4 zombies + 2 bonus: it falls.
	if f.Phase != PhaseAttack || !strings.Contains(f.Guide(), "zombies enter 1 Restroom; vote for victim 1 of 1") {
		t.Fatalf("%v %s", f.Phase, f.Guide())
	}
	refuse(t, f, Place{Player: 0})
	refuse(t, f, RollZombieDice{})
	refuse(t, f, Move{Player: 0})
}
