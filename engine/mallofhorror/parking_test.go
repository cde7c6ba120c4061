package mallofhorror

import "testing"

// parkingAttack: three zombies get into a Parking of three Pin-Ups (seats
// 0, 1, 2): three votes to come.
func parkingAttack(t *testing.T) State {
	s := fixture(t, 4,
		placing{0, PinUp, Parking}, placing{1, PinUp, Parking}, placing{2, PinUp, Parking},
		placing{3, PinUp, Megatoys}, placing{3, Gunman, Megatoys}, placing{0, Gunman, Restroom},
		placing{1, Gunman, SecurityHQ}, placing{2, Gunman, SecurityHQ})
	s.Zombies[Parking] = 3
	s = attackNow(s)
	if s.AttackAt != Parking || s.VictimsDue != 3 {
		t.Fatalf("at %v due %d", s.AttackAt, s.VictimsDue)
	}
	return s
}

// TestParkingWeaponBetweenVotes: every player may play cards before each of
// the Parking's votes; a weapon after the first victim kills a hungry
// zombie, so one vote fewer is held.
func TestParkingWeaponBetweenVotes(t *testing.T) {
	s := parkingAttack(t)
	s = apply(t, s, CountVote{Ballots: []int{1, 0, 1, NoVote}}) // Player 2's Pin-Up
	if alive(t, s, 1, PinUp) || s.Eaten != 1 {
		t.Fatal("the first vote should eat Player 2's Pin-Up")
	}
	s = apply(t, s, PlayCard{Player: 2, Card: Weapon1})
	mustNotice(t, s, "weapon kills 1 zombie in 4 Parking")
	if s.AttackAt != Parking || s.VictimsDue != 2 || s.Zombies[Parking] != 2 {
		t.Fatalf("at %v due %d zombies %d: the weapon should spare one victim", s.AttackAt, s.VictimsDue, s.Zombies[Parking])
	}
	// A Threat before the second vote counts in it: 2 votes against 1.
	s = apply(t, s, PlayCard{Player: 0, Card: Threat}, CountVote{Ballots: []int{2, NoVote, 0, NoVote}})
	if alive(t, s, 2, PinUp) || !alive(t, s, 0, PinUp) {
		t.Fatal("the Threat should have decided the second vote")
	}
	if s.Round != 2 || s.Zombies[Parking] != 0 {
		t.Fatalf("round %d, %d zombies left in the Parking", s.Round, s.Zombies[Parking])
	}
}

// TestParkingCardsBeforeEachVote: Hidden and weapons are refused nowhere
// between the Parking's votes; a weapon that kills every hungry zombie ends
// the attack there.
func TestParkingCardsBeforeEachVote(t *testing.T) {
	s := parkingAttack(t)
	s = apply(t, s, Eat{Player: 0, Character: PinUp})
	s = apply(t, s, PlayCard{Player: 1, Card: Hidden, Character: PinUp})
	if s.VictimsDue != 2 || s.AttackAt != Parking {
		t.Fatalf("due %d at %v: only Player 3's Pin-Up can be chosen now", s.VictimsDue, s.AttackAt)
	}
	s = apply(t, s, PlayCard{Player: 2, Card: Weapon2})
	mustNotice(t, s, "weapon kills 2 zombies in 4 Parking")
	s = apply(t, s, ResolveAttack{})
	if s.AttackAt == Parking || !alive(t, s, 2, PinUp) {
		t.Fatal("no hungry zombie is left in the Parking")
	}
}
