package mallofhorror

import "testing"

// toDestinations brings a fixture to phase D with the dice rolled to d.
func toDestinations(t *testing.T, s State, d [4]int) State {
	t.Helper()
	for s.Phase == PhaseTruck || s.Phase == PhaseElection {
		if s.Phase == PhaseTruck {
			s = apply(t, s, TruckSearch{Winner: NoWinner, GiveTo: NoWinner})
		} else {
			s = apply(t, s, ElectChief{Winner: NoWinner})
		}
	}
	s = apply(t, s, RollZombieDice{})
	s.secretDice = d
	return apply(t, s, Proceed{})
}

func TestElectedChiefAnnouncesFirst(t *testing.T) {
	s := fixture(t, 4, placing{2, PinUp, SecurityHQ}, placing{0, PinUp, Restroom}, placing{1, PinUp, Megatoys}, placing{3, PinUp, Supermarket})
	s = apply(t, s, ElectChief{Winner: 2}, RollZombieDice{}, Proceed{})
	to := []Location{Megatoys, Restroom, Supermarket, Supermarket}
	refuse(t, s, RevealDestinations{To: to})
	refuse(t, s, ChiefAnnounces{Destination: Cachou})
	s = apply(t, s, ChiefAnnounces{Destination: Restroom})
	refuse(t, s, ChiefAnnounces{Destination: Restroom})
	refuse(t, s, RevealDestinations{To: to})
	to[2] = Restroom
	s = apply(t, s, RevealDestinations{To: to})
	if m, _ := s.Mover(); m != 2 {
		t.Fatalf("mover %d, want the Chief", m)
	}
	notElected := toDestinations(t, fixture(t, 4, placing{0, PinUp, Restroom}, placing{1, PinUp, Megatoys}), [4]int{1, 1, 1, 1})
	refuse(t, notElected, ChiefAnnounces{Destination: Restroom})
}

func TestDestinationRules(t *testing.T) {
	s := toDestinations(t, fixture(t, 4, placing{0, PinUp, Restroom}, placing{1, PinUp, Megatoys}, placing{2, PinUp, Parking}), [4]int{1, 1, 1, 1})
	for _, tc := range []struct {
		name string
		to   []Location
	}{
		{"too few", []Location{1, 3}},
		{"closed", []Location{2, 3, 4, 0}},
		{"none", []Location{0, 3, 4, 0}},
		{"no such", []Location{7, 3, 4, 0}},
		{"zombie to closed", []Location{1, 3, 4, 2}},
	} {
		t.Run(tc.name, func(t *testing.T) { refuse(t, s, RevealDestinations{To: tc.to}) })
	}
	refuse(t, s, Move{Player: 0, Character: PinUp})
	refuse(t, s, ChiefAnnounces{Destination: 1})
}

// TestZombiesArriveByTheDice: one zombie per die, closed locations ignored,
// before anybody moves.
func TestZombiesArriveByTheDice(t *testing.T) {
	s := toDestinations(t, fixture(t, 4, placing{0, PinUp, Restroom}, placing{1, PinUp, Megatoys}), [4]int{2, 3, 3, 6})
	s = apply(t, s, RevealDestinations{To: []Location{Megatoys, Restroom, 0, 0}})
	if s.Zombies[Cachou] != 0 || s.Zombies[Megatoys] != 2 || s.Zombies[Supermarket] != 1 {
		t.Fatalf("zombies %v", s.Zombies)
	}
	mustNotice(t, s, "2 Cachou, which is closed")
}

// TestMovement: from the Chief clockwise, one character each; a full
// location sends the character to the Parking; a Sprint changes the
// destination.
func TestMovement(t *testing.T) {
	s := fixture(t, 4,
		placing{0, PinUp, Megatoys}, placing{0, Gunman, Megatoys}, placing{0, ToughGuy, Restroom},
		placing{1, PinUp, SecurityHQ}, placing{1, Gunman, SecurityHQ}, placing{1, ToughGuy, SecurityHQ},
		placing{2, PinUp, Supermarket}, placing{3, PinUp, Parking})
	s.Chief = 1
	s = toDestinations(t, s, [4]int{1, 1, 1, 1})
	s = apply(t, s, RevealDestinations{To: []Location{SecurityHQ, Restroom, Megatoys, Megatoys}})
	refuse(t, s, Move{Player: 2, Character: PinUp})
	refuse(t, s, Move{Player: 1, Character: LittleGirl})
	refuse(t, s, Move{Player: 9, Character: PinUp})
	s = apply(t, s, Move{Player: 1, Character: PinUp})
	if where(t, s, 1, PinUp) != Restroom {
		t.Fatal("not moved")
	}
	// Seat 2 sprints to the Security HQ instead of Megatoys.
	s = apply(t, s, Move{Player: 2, Character: PinUp, Sprint: SecurityHQ})
	if where(t, s, 2, PinUp) != SecurityHQ || s.Players[2].Hand != 0 || s.Played[Sprint] != 1 || s.Destinations[2] != SecurityHQ {
		t.Fatal("sprint")
	}
	// Megatoys has room for seat 3 (2 of 4).
	s = apply(t, s, Move{Player: 3, Character: PinUp})
	if where(t, s, 3, PinUp) != Megatoys {
		t.Fatal("seat 3")
	}
	// Seat 0 heads for the full Security HQ and ends in the Parking.
	refuse(t, s, Move{Player: 0, Character: PinUp, Sprint: Cachou})
	s = apply(t, s, Move{Player: 0, Character: ToughGuy})
	if where(t, s, 0, ToughGuy) != Parking {
		t.Fatal("full location did not send to the Parking")
	}
	mustNotice(t, s, "5 Security HQ is full, so Player 1 (R)'s Tough Guy goes to the Parking")
	if s.Phase != PhaseAttack && s.Phase != PhaseTruck {
		t.Fatalf("phase %v after the last move", s.Phase)
	}
}

func TestMoveMustLeaveUnlessAllAreThere(t *testing.T) {
	s := fixture(t, 3, placing{0, PinUp, Megatoys}, placing{0, Gunman, Restroom}, placing{1, PinUp, Megatoys}, placing{2, PinUp, Supermarket})
	s = toDestinations(t, s, [4]int{1, 1, 1, 1})
	s = apply(t, s, RevealDestinations{To: []Location{Megatoys, Megatoys, Supermarket}})
	refuse(t, s, Move{Player: 0, Character: PinUp})
	s = apply(t, s, Move{Player: 0, Character: Gunman})
	// Seat 1's only character is already there: it stays.
	s = apply(t, s, Move{Player: 1, Character: PinUp})
	mustNotice(t, s, "stays in 3 Megatoys")
}

func TestSprintBackToWhereItWas(t *testing.T) {
	s := fixture(t, 3, placing{0, PinUp, Megatoys}, placing{0, Gunman, Restroom}, placing{1, PinUp, Restroom}, placing{2, PinUp, Supermarket})
	s = toDestinations(t, s, [4]int{1, 1, 1, 1})
	s = apply(t, s, RevealDestinations{To: []Location{Restroom, Megatoys, Supermarket}})
	s = apply(t, s, Move{Player: 0, Character: PinUp, Sprint: Megatoys})
	if where(t, s, 0, PinUp) != Megatoys {
		t.Fatal("moved")
	}
	mustNotice(t, s, "stays in 3 Megatoys")
	s2 := apply(t, s, Move{Player: 1, Character: PinUp, Sprint: Megatoys})
	s2.Players[2].Hand, s2.Deck = 0, s2.Deck+1
	refuse(t, s2, Move{Player: 2, Character: PinUp, Sprint: Megatoys})
}

// TestZombiePlayerReturns: a player with no characters places a zombie at
// the end of phase D.
func TestZombiePlayerReturns(t *testing.T) {
	s := fixture(t, 4, placing{0, PinUp, Megatoys}, placing{1, PinUp, Restroom})
	if !s.Eliminated(2) || s.Eliminated(0) {
		t.Fatal("eliminated")
	}
	s = toDestinations(t, s, [4]int{1, 1, 1, 1})
	n := apply(t, s, RevealDestinations{To: []Location{Restroom, Megatoys, Supermarket, 0}})
	if n.Zombies[Supermarket] != 1 {
		t.Fatalf("zombies %v", n.Zombies)
	}
	mustNotice(t, n, "Player 3 (G) returns as a zombie at 6 Supermarket")
	refuse(t, s, RevealDestinations{To: []Location{Restroom, Megatoys, Cachou, 0}})
	refuse(t, n, PlayCard{Player: 2, Card: Threat})
}
