package mallofhorror

import "testing"

// TestTruckSearch: the Parking's winner keeps one card, gives one away and
// puts one under the deck.
func TestTruckSearch(t *testing.T) {
	s := fixture(t, 4, placing{0, PinUp, Parking}, placing{1, PinUp, Parking}, placing{2, Gunman, Megatoys})
	if s.Phase != PhaseTruck {
		t.Fatalf("phase %v", s.Phase)
	}
	refuse(t, s, TruckSearch{Winner: 2, GiveTo: 0})
	refuse(t, s, TruckSearch{Winner: 0, GiveTo: 0})
	refuse(t, s, TruckSearch{Winner: 0, GiveTo: 9})
	refuse(t, s, TruckSearch{Winner: 7, GiveTo: 0})
	refuse(t, s, TruckSearch{Winner: NoWinner, GiveTo: 1})
	n := apply(t, s, TruckSearch{Winner: 0, GiveTo: 2})
	if n.Players[0].Hand != 2 || n.Players[2].Hand != 2 || n.Deck != s.Deck-2 {
		t.Fatalf("hands %+v deck %d", n.Players, n.Deck)
	}
	mustNotice(t, n, "under the deck")
	if n.Phase != PhaseArrival { // nobody in the Security HQ
		t.Fatalf("phase %v", n.Phase)
	}
	mustNotice(t, n, "Nobody is in the Security HQ")
	tie := apply(t, s, TruckSearch{Winner: NoWinner, GiveTo: NoWinner})
	if tie.Deck != s.Deck {
		t.Fatal("cards dealt on a tie")
	}
	refuse(t, n, TruckSearch{Winner: 0, GiveTo: 1})
}

func TestTruckSearchShortDeck(t *testing.T) {
	s := fixture(t, 3, placing{0, PinUp, Parking}, placing{1, PinUp, Parking})
	two := s.clone()
	two.Players[2].Hand += two.Deck - 2
	two.Deck = 2
	n := apply(t, two, TruckSearch{Winner: 0, GiveTo: 1})
	if n.Deck != 0 {
		t.Fatal(n.Deck)
	}
	mustNotice(t, n, "truck is now empty")
	one := s.clone()
	one.Players[2].Hand += one.Deck - 1
	one.Deck = 1
	refuse(t, one, TruckSearch{Winner: 0, GiveTo: 1})
	n = apply(t, one, TruckSearch{Winner: 0, GiveTo: NoWinner})
	if n.Deck != 0 || n.Players[0].Hand != 2 {
		t.Fatal(n.Deck)
	}
	// The next round finds the truck empty and skips phase A.
	empty := n.clone()
	empty.Round = 1
	empty.startRound()
	mustNotice(t, empty, "truck is empty")
}

func TestTruckSkippedWhenParkingEmpty(t *testing.T) {
	s := fixture(t, 4, placing{0, PinUp, Restroom}, placing{1, PinUp, SecurityHQ})
	if s.Phase != PhaseElection {
		t.Fatalf("phase %v", s.Phase)
	}
	mustNotice(t, s, "nobody is in the Parking")
}

// TestChiefElection: the Security HQ elects; a tie keeps the Chief, who is
// then not "elected this round".
func TestChiefElection(t *testing.T) {
	s := fixture(t, 4, placing{1, PinUp, SecurityHQ}, placing{2, PinUp, SecurityHQ}, placing{0, Gunman, Restroom})
	refuse(t, s, ElectChief{Winner: 0})
	refuse(t, s, ElectChief{Winner: 5})
	n := apply(t, s, ElectChief{Winner: 2})
	if n.Chief != 2 || !n.ChiefElected || n.Phase != PhaseArrival {
		t.Fatalf("%+v", n)
	}
	tie := apply(t, s, ElectChief{Winner: NoWinner})
	if tie.Chief != 0 || tie.ChiefElected {
		t.Fatalf("tie: chief %d elected %v", tie.Chief, tie.ChiefElected)
	}
	mustNotice(t, tie, "stays Chief")
	refuse(t, n, ElectChief{Winner: 2})
}

// TestCondemnedSecurityHQKeepsTheChief: no election in a condemned HQ.
func TestCondemnedSecurityHQKeepsTheChief(t *testing.T) {
	f := fixture(t, 4, placing{0, PinUp, Restroom}, placing{1, PinUp, Megatoys})
	f.Closed[SecurityHQ] = Condemned
	f.Round = 1
	f.startRound()
	if f.Phase != PhaseArrival || f.Chief != 0 {
		t.Fatalf("phase %v", f.Phase)
	}
	mustNotice(t, f, "Security HQ is condemned")
}
