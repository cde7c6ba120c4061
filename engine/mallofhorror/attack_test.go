package mallofhorror

import (
	"testing"

	"hordekeeper/engine"
)

// TestAttackStrength: zombies get in when they are at least the defence.
func TestAttackStrength(t *testing.T) {
	for _, tc := range []struct {
		name     string
		at       Location
		kinds    []CharKind
		zombies  int
		hardware int
		always   bool
		enters   bool
	}{
		{"equal gets in", Restroom, []CharKind{PinUp, Gunman}, 2, 0, false, true},
		{"fewer stay out", Restroom, []CharKind{PinUp, Gunman}, 1, 0, false, false},
		{"tough guy counts 2", Megatoys, []CharKind{ToughGuy}, 1, 0, false, false},
		{"tough guy matched", Megatoys, []CharKind{ToughGuy}, 2, 0, false, true},
		{"hardware holds one more", Megatoys, []CharKind{PinUp}, 1, 1, false, false},
		{"hardware overrun", Megatoys, []CharKind{PinUp}, 2, 1, false, true},
		{"no hardware in the parking", Parking, []CharKind{PinUp}, 1, 1, false, true},
		{"supermarket falls to 4", Supermarket, []CharKind{ToughGuy, ToughGuy, ToughGuy}, 4, 0, false, true},
		{"supermarket 4 beats hardware", Supermarket, []CharKind{ToughGuy, ToughGuy}, 4, 2, false, true},
		{"supermarket 3 vs 3 with hardware", Supermarket, []CharKind{PinUp, Gunman, PinUp}, 3, 1, false, false},
		{"supermarket 3 vs 3", Supermarket, []CharKind{PinUp, Gunman, PinUp}, 3, 0, false, true},
		{"parking under strength", Parking, []CharKind{ToughGuy, PinUp}, 2, 0, false, false},
		{"parking always feeds setting", Parking, []CharKind{ToughGuy, PinUp}, 2, 0, true, true},
		{"no zombies", Restroom, []CharKind{PinUp}, 0, 0, false, false},
		{"nobody there", Restroom, nil, 5, 0, false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, _ := NewState(DefaultOptions(5), 1)
			s.ParkingAlwaysFeeds = tc.always
			for i, k := range tc.kinds {
				s.Characters = append(s.Characters, Character{Owner: i % 5, Kind: k, Location: tc.at})
			}
			s.Zombies[tc.at] = tc.zombies
			s.Hardware[tc.at] = tc.hardware
			v := s.Attack(tc.at)
			if v.Enters != tc.enters {
				t.Fatalf("enters %v want %v: %s", v.Enters, tc.enters, v.Why)
			}
			if v.Why == "" {
				t.Fatal("no reason")
			}
		})
	}
	if v := (State{}).Attack(0); v.Enters || v.Why == "" {
		t.Fatal("no location")
	}
}

// TestAttackEatsOneAndTheZombiesLeave: a location falls, the vote picks a
// victim, the zombies that ate leave; those that did not get in stay.
func TestAttackEatsOneAndTheZombiesLeave(t *testing.T) {
	s := fixture(t, 4,
		placing{0, PinUp, Restroom}, placing{1, Gunman, Restroom},
		placing{2, ToughGuy, Megatoys}, placing{3, PinUp, SecurityHQ}, placing{3, Gunman, Supermarket},
		placing{0, ToughGuy, Parking}, placing{1, ToughGuy, Parking})
	s.Zombies[Restroom] = 3
	s.Zombies[Megatoys] = 1
	s = attackNow(s)
	if s.AttackAt != Restroom || s.VictimsDue != 1 {
		t.Fatalf("at %v due %d", s.AttackAt, s.VictimsDue)
	}
	mustNotice(t, s, "vote for 1 victim")
	refuse(t, s, Eat{Player: 2, Character: ToughGuy})
	refuse(t, s, Eat{Player: 0, Character: Gunman})
	s = apply(t, s, Eat{Player: 1, Character: Gunman})
	if alive(t, s, 1, Gunman) || s.Zombies[Restroom] != 0 || s.Zombies[Megatoys] != 1 {
		t.Fatalf("zombies %v", s.Zombies)
	}
	mustNotice(t, s, "The 3 zombies that ate at 1 Restroom leave")
	mustNotice(t, s, "1 zombie against 1 character (worth 2: a Tough Guy counts as 2) stays outside 3 Megatoys")
	refuse(t, s, Eat{Player: 0, Character: PinUp})
}

// TestSupermarketFallsToFour: four zombies get into the Supermarket
// whatever its defenders, and Hardware cannot stop them.
func TestSupermarketFallsToFour(t *testing.T) {
	s := fixture(t, 5,
		placing{0, ToughGuy, Supermarket}, placing{1, ToughGuy, Supermarket}, placing{2, ToughGuy, Supermarket},
		placing{3, Gunman, Restroom}, placing{4, PinUp, Restroom})
	s.Zombies[Supermarket] = 4
	s = attackNow(s)
	if s.AttackAt != Supermarket {
		t.Fatalf("at %v", s.AttackAt)
	}
	refuse(t, s, PlayCard{Player: 0, Card: Hardware})
	// A weapon brings them under 4; 3 against 3 Tough Guys (worth 6)
	// stay out once the table resolves the attack.
	s = apply(t, s, PlayCard{Player: 1, Card: Weapon1})
	mustNotice(t, s, "weapon kills 1 zombie")
	s = apply(t, s, ResolveAttack{})
	if s.Zombies[Supermarket] != 3 || s.AttackAt == Supermarket {
		t.Fatalf("zombies %v at %v", s.Zombies, s.AttackAt)
	}
}

func TestHardwareAndWeapons(t *testing.T) {
	s := fixture(t, 4, placing{0, PinUp, Megatoys}, placing{1, Gunman, Megatoys}, placing{2, PinUp, Parking}, placing{3, PinUp, Restroom})
	s.Zombies[Megatoys] = 2
	s.Zombies[Parking] = 1
	s = attackNow(s)
	if s.AttackAt != Megatoys {
		t.Fatalf("at %v", s.AttackAt)
	}
	refuse(t, s, PlayCard{Player: 2, Card: Hardware})
	s = apply(t, s, PlayCard{Player: 0, Card: Hardware})
	mustNotice(t, s, "holds off one more zombie")
	s = apply(t, s, ResolveAttack{})
	mustNotice(t, s, "stay outside 3 Megatoys")
	if s.AttackAt != Parking {
		t.Fatalf("at %v", s.AttackAt)
	}
	refuse(t, s, PlayCard{Player: 2, Card: Hardware})
	// A kill-2 weapon against one zombie kills it, and says so.
	s = apply(t, s, PlayCard{Player: 2, Card: Weapon2})
	mustNotice(t, s, "kills 1 zombie in 4 Parking (there were no more)")
	if s.Zombies[Parking] != 0 || s.Played[Weapon2] != 1 {
		t.Fatal("weapon")
	}
}

// TestHiddenDefendsButCannotBeChosen.
func TestHiddenDefendsButCannotBeChosen(t *testing.T) {
	s := fixture(t, 4, placing{0, PinUp, Restroom}, placing{1, ToughGuy, Restroom}, placing{2, PinUp, Megatoys}, placing{3, PinUp, Megatoys})
	s.Zombies[Restroom] = 3
	s = attackNow(s)
	refuse(t, s, PlayCard{Player: 0, Card: Hidden, Character: Gunman})
	refuse(t, s, PlayCard{Player: 0, Card: Hidden, Character: LittleGirl})
	s = apply(t, s, PlayCard{Player: 1, Card: Hidden, Character: ToughGuy})
	refuse(t, s, PlayCard{Player: 1, Card: Hidden, Character: ToughGuy})
	// Still 3 against 3: they get in, but only the Pin-Up can be chosen.
	if s.AttackAt != Restroom {
		t.Fatal("hidden character stopped defending")
	}
	refuse(t, s, Eat{Player: 1, Character: ToughGuy})
	s = apply(t, s, Eat{Player: 0, Character: PinUp})
	if !alive(t, s, 1, ToughGuy) {
		t.Fatal("hidden eaten")
	}
}

func TestOnlyHiddenCharactersNobodyEaten(t *testing.T) {
	s := fixture(t, 4, placing{0, PinUp, Restroom}, placing{2, PinUp, Megatoys}, placing{3, PinUp, Megatoys})
	s.Zombies[Restroom] = 2
	s = attackNow(s)
	s = apply(t, s, PlayCard{Player: 0, Card: Hidden, Character: PinUp}, ResolveAttack{})
	mustNotice(t, s, "only hidden characters are there: nobody is eaten")
	if s.Zombies[Restroom] != 2 || !alive(t, s, 0, PinUp) {
		t.Fatal("zombies left or pin-up eaten")
	}
}

// TestParkingFeedsOneVictimPerZombie: in the Parking each zombie takes a
// victim, one vote each, and the Parking is cleared at the end of the round.
func TestParkingFeedsOneVictimPerZombie(t *testing.T) {
	s := fixture(t, 4,
		placing{0, PinUp, Parking}, placing{1, PinUp, Parking}, placing{2, Gunman, Parking},
		placing{3, PinUp, Megatoys}, placing{3, Gunman, Megatoys}, placing{0, Gunman, Restroom}, placing{1, Gunman, SecurityHQ},
		placing{2, PinUp, Megatoys}, placing{2, ToughGuy, Megatoys})
	s.Zombies[Parking] = 3
	s = attackNow(s)
	if s.AttackAt != Parking || s.VictimsDue != 3 {
		t.Fatalf("at %v due %d", s.AttackAt, s.VictimsDue)
	}
	s = apply(t, s, Eat{Player: 0, Character: PinUp})
	s = apply(t, s, PlayCard{Player: 1, Card: Threat})
	if s.AttackAt != Parking || s.Eaten != 1 {
		t.Fatal("one vote per zombie")
	}
	s = apply(t, s, Eat{Player: 1, Character: PinUp}, Eat{Player: 2, Character: Gunman})
	if s.Zombies[Parking] != 0 {
		t.Fatalf("parking not cleared: %v", s.Zombies)
	}
	mustNotice(t, s, "The 3 zombies in the Parking leave")
	if s.Round != 2 {
		t.Fatalf("round %d", s.Round)
	}
}

func TestParkingVictimsCappedByCharacters(t *testing.T) {
	s := fixture(t, 4, placing{0, PinUp, Parking}, placing{1, PinUp, Megatoys}, placing{2, PinUp, Megatoys}, placing{3, PinUp, Restroom}, placing{3, Gunman, Restroom})
	s.Zombies[Parking] = 3
	s = attackNow(s)
	if s.VictimsDue != 1 {
		t.Fatalf("due %d", s.VictimsDue)
	}
}

func TestParkingZombiesLeaveEvenWithoutEating(t *testing.T) {
	s := fixture(t, 4, placing{0, ToughGuy, Parking}, placing{0, PinUp, Parking}, placing{1, PinUp, Megatoys}, placing{2, PinUp, Megatoys}, placing{3, PinUp, Restroom})
	s.Zombies[Parking] = 2
	s.Zombies[Megatoys] = 1
	s = attackNow(s)
	if s.Zombies[Parking] != 0 || s.Zombies[Megatoys] != 1 {
		t.Fatalf("zombies %v", s.Zombies)
	}
}

// TestTieBreakDrawsAColour: after a second tied vote a colour is drawn by
// lot from the players with a character there.
func TestTieBreakDrawsAColour(t *testing.T) {
	s := fixture(t, 4, placing{0, PinUp, Restroom}, placing{1, Gunman, Restroom}, placing{2, PinUp, Megatoys}, placing{3, PinUp, Megatoys})
	s.Zombies[Restroom] = 2
	refuse(t, s, TieBreak{})
	s = attackNow(s)
	n := apply(t, s, TieBreak{})
	if n.TieColour != 0 && n.TieColour != 1 {
		t.Fatalf("lot fell on %d", n.TieColour)
	}
	refuse(t, n, TieBreak{})
	other := 1 - n.TieColour
	refuse(t, n, Eat{Player: other, Character: []CharKind{PinUp, Gunman}[other]})
	again := apply(t, s, TieBreak{})
	if again.TieColour != n.TieColour {
		t.Fatal("the lot is not reproducible")
	}
	r := engine.NewRand(7, "tie/round-1/location-1/victim-1")
	if want := []int{0, 1}[r.IntN(2)]; n.TieColour != want {
		t.Fatalf("lot %d want %d", n.TieColour, want)
	}
}

// TestEliminatedChiefPassesTheBadge: a Chief with no characters left hands
// the badge to the next player clockwise with characters, and becomes a
// zombie player.
func TestEliminatedChiefPassesTheBadge(t *testing.T) {
	s := fixture(t, 5,
		placing{0, PinUp, Restroom}, placing{2, PinUp, Megatoys}, placing{2, Gunman, Megatoys},
		placing{3, PinUp, Supermarket}, placing{4, PinUp, Supermarket}, placing{4, Gunman, SecurityHQ})
	s.Zombies[Restroom] = 1
	s = attackNow(s)
	s = apply(t, s, Eat{Player: 0, Character: PinUp})
	if s.Chief != 2 {
		t.Fatalf("chief %d, want seat 2 (seat 1 has no characters)", s.Chief)
	}
	mustNotice(t, s, "becomes Chief")
	mustNotice(t, s, "Player 1 (R) has no characters left")
	if !s.Eliminated(0) {
		t.Fatal("not eliminated")
	}
}
