package mallofhorror

import "testing"

// TestCondemnEmptyLocationsOnly: after the dice, an empty location with 8
// or more zombies is condemned and cleared; an occupied one is not; the
// Parking never is.
func TestCondemnEmptyLocationsOnly(t *testing.T) {
	for _, tc := range []struct {
		name      string
		at        Location
		zombies   int
		occupied  bool
		condemned bool
	}{
		{"empty with 8", Megatoys, 7, false, true}, // the die brings the 8th
		{"empty with 7", Megatoys, 6, false, false},
		{"empty with 11", Restroom, 10, false, true},
		{"occupied with 9", Megatoys, 8, true, false},
		{"Parking never", Parking, 12, false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			chars := []placing{{0, PinUp, Supermarket}, {1, PinUp, Supermarket}}
			if tc.occupied {
				chars = append(chars, placing{2, PinUp, tc.at})
			}
			s := fixture(t, 5, chars...)
			s.Zombies[tc.at] = tc.zombies
			s = toDestinations(t, s, [4]int{int(tc.at), 6, 6, 6})
			s = apply(t, s, RevealDestinations{To: []Location{Supermarket, Supermarket, Supermarket, 0, 0}})
			if got := s.Closed[tc.at] == Condemned; got != tc.condemned {
				t.Fatalf("condemned %v, want %v; zombies %v", got, tc.condemned, s.Zombies)
			}
			if tc.condemned {
				if s.Zombies[tc.at] != 0 {
					t.Fatal("zombies not cleared")
				}
				mustNotice(t, s, "condemned")
			}
		})
	}
}

// TestCondemnedDestinationSendsToParking: a destination condemned before
// the move sends the character to the Parking; later it cannot be chosen.
func TestCondemnedDestinationSendsToParking(t *testing.T) {
	s := fixture(t, 5, placing{0, PinUp, Supermarket}, placing{1, PinUp, Supermarket})
	s.Zombies[Restroom] = 8
	s = toDestinations(t, s, [4]int{6, 6, 6, 6})
	s = apply(t, s, RevealDestinations{To: []Location{Restroom, Supermarket, 0, 0, 0}})
	s = apply(t, s, Move{Player: 0, Character: PinUp})
	if where(t, s, 0, PinUp) != Parking {
		t.Fatal("not sent to the Parking")
	}
	mustNotice(t, s, "was condemned, so")
	if !s.IsClosed(Restroom) || s.HasRoom(Restroom) {
		t.Fatal("restroom open")
	}
}
