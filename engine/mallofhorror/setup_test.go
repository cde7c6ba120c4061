package mallofhorror

import (
	"testing"

	"hordekeeper/engine"
)

func TestCharactersByPlayerCount(t *testing.T) {
	for _, tc := range []struct {
		players, each int
		girl          bool
	}{{3, 4, true}, {4, 3, false}, {5, 3, false}, {6, 3, false}} {
		s, err := NewState(DefaultOptions(tc.players), 1)
		if err != nil {
			t.Fatal(err)
		}
		if len(s.Characters) != tc.players*tc.each {
			t.Errorf("%d players: %d characters", tc.players, len(s.Characters))
		}
		_, err = s.character(CharRef{Player: 0, Kind: LittleGirl})
		if (err == nil) != tc.girl {
			t.Errorf("%d players: Little Girl present %v", tc.players, err == nil)
		}
	}
	if PinUp.Points() != 7 || ToughGuy.Points() != 5 || Gunman.Points() != 3 || LittleGirl.Points() != 1 {
		t.Fatal("points")
	}
	if ToughGuy.Strength() != 2 || PinUp.Strength() != 1 || LittleGirl.Strength() != 1 {
		t.Fatal("strength")
	}
}

// TestThreePlayerLittleGirl: at 3 players each player places four
// characters, the Little Girl among them, worth 1 point.
func TestThreePlayerLittleGirl(t *testing.T) {
	s := setupGame(t, DefaultOptions(3), 5)
	if s.LivingCharacters() != 12 {
		t.Fatalf("%d characters", s.LivingCharacters())
	}
	for seat := range 3 {
		if where(t, s, seat, LittleGirl) == 0 {
			t.Fatalf("seat %d's Little Girl not placed", seat)
		}
	}
}

func TestCachouClosedAtThreeAndFour(t *testing.T) {
	for n := 3; n <= 6; n++ {
		s, _ := NewState(DefaultOptions(n), 1)
		if s.IsClosed(Cachou) != (n <= 4) {
			t.Errorf("%d players: Cachou closed %v", n, s.IsClosed(Cachou))
		}
	}
}

func TestStartingCards(t *testing.T) {
	s, _ := NewState(DefaultOptions(5), 1)
	for _, p := range s.Players {
		if p.Hand != 1 {
			t.Fatal(p.Hand)
		}
	}
	if s.Deck != DeckSize-5 || DeckSize != 21 {
		t.Fatal(s.Deck)
	}
}

// TestPlacementFollowsTheDice: a character goes where a die points, unless
// both are unavailable; then anywhere with room.
func TestPlacementFollowsTheDice(t *testing.T) {
	s, _ := NewState(DefaultOptions(4), 1)
	s.PlacementDice = [2]int{1, 6}
	refuse(t, s, Place{Player: 0, Character: PinUp, Location: Megatoys})
	refuse(t, s, Place{Player: 1, Character: PinUp, Location: Restroom})
	refuse(t, s, Place{Player: 0, Character: PinUp, Location: 9})
	refuse(t, s, Place{Player: 0, Character: LittleGirl, Location: Restroom})
	n := apply(t, s, Place{Player: 0, Character: PinUp, Location: Supermarket})
	if where(t, n, 0, PinUp) != Supermarket || n.Placer() != 1 {
		t.Fatal("not placed")
	}
	n.PlacementDice = [2]int{6, 6}
	n2 := apply(t, n, Place{Player: 1, Character: Gunman, Location: Supermarket})
	n2.Placed = 4 // back to seat 0
	n2.PlacementDice = [2]int{6, 1}
	refuse(t, n2, Place{Player: 0, Character: PinUp, Location: Restroom})

	// Both dice point at unavailable places: closed Cachou and a full
	// Restroom. Then any location with room will do.
	full := s.clone()
	for i, k := range []CharKind{PinUp, ToughGuy, Gunman} {
		c, _ := full.character(CharRef{Player: 3 - i, Kind: k})
		c.Location = Restroom
	}
	full.PlacementDice = [2]int{2, 1}
	choices := full.PlacementChoices()
	if len(choices) != 4 || choices[0] != Megatoys {
		t.Fatalf("choices %v", choices)
	}
	refuse(t, full, Place{Player: 0, Character: PinUp, Location: Cachou})
	refuse(t, full, Place{Player: 0, Character: PinUp, Location: Restroom})
	apply(t, full, Place{Player: 0, Character: PinUp, Location: SecurityHQ})
}

// TestPlacementTurnsFromTheChief: placing goes around from the Chief.
func TestPlacementTurnsFromTheChief(t *testing.T) {
	o := DefaultOptions(4)
	o.Chief = 2
	s, _ := NewState(o, 3)
	var order []int
	for range 5 {
		order = append(order, s.Placer())
		s.Placed++
	}
	if want := []int{2, 3, 0, 1, 2}; !equal(order, want) {
		t.Fatalf("order %v want %v", order, want)
	}
}

// TestSetupEndsWithTheChiefsZombies: once all are placed, four dice bring
// zombies (closed Cachou ignored) and round 1 begins.
func TestSetupEndsWithTheChiefsZombies(t *testing.T) {
	for seed := uint64(0); seed < 20; seed++ {
		s := setupGame(t, DefaultOptions(4), seed)
		r := engine.NewRand(seed, "setup/zombies")
		want := [NumLocations + 1]int{}
		for range 4 {
			if d := rollDie(r); d != int(Cachou) {
				want[d]++
			}
		}
		got := s.Zombies
		if s.Phase == PhaseAttack || s.Round != 1 {
			t.Fatalf("phase %v round %d", s.Phase, s.Round)
		}
		if got != want {
			t.Fatalf("seed %d zombies %v want %v", seed, got, want)
		}
	}
}

func TestSameSeedSameSetup(t *testing.T) {
	a := setupGame(t, DefaultOptions(5), 99)
	b := setupGame(t, DefaultOptions(5), 99)
	if a.Zombies != b.Zombies {
		t.Fatal("zombies differ")
	}
	for i := range a.Characters {
		if a.Characters[i] != b.Characters[i] {
			t.Fatal("placements differ")
		}
	}
}

func equal(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
