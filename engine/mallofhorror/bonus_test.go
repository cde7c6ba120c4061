package mallofhorror

import "testing"

// TestBonusZombies: one zombie to the location with the most characters,
// one to the one with the most Pin-Ups; a tie draws none.
func TestBonusZombies(t *testing.T) {
	for _, tc := range []struct {
		name          string
		chars         []placing
		crowd, pinUps Location
	}{
		{"clear winners", []placing{{0, PinUp, Restroom}, {1, PinUp, Restroom}, {2, Gunman, Parking}, {3, Gunman, Parking}, {0, Gunman, Parking}}, Parking, Restroom},
		{"one location both", []placing{{0, PinUp, Megatoys}, {1, Gunman, Megatoys}, {2, Gunman, Parking}}, Megatoys, Megatoys},
		{"crowd tie", []placing{{0, PinUp, Restroom}, {1, Gunman, Restroom}, {2, Gunman, Parking}, {3, PinUp, Parking}}, 0, 0},
		{"pin-up tie only", []placing{{0, PinUp, Restroom}, {1, PinUp, Megatoys}, {2, Gunman, Megatoys}}, Megatoys, 0},
		{"no pin-ups", []placing{{0, Gunman, Restroom}, {1, Gunman, Restroom}, {2, ToughGuy, Megatoys}}, Restroom, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := fixture(t, 4, tc.chars...)
			before := s.Zombies
			s = s.clone()
			s.bonusZombies()
			var got [NumLocations + 1]int
			for l := range got {
				got[l] = s.Zombies[l] - before[l]
			}
			var want [NumLocations + 1]int
			want[tc.crowd]++
			want[tc.pinUps]++
			want[0] = 0
			if got != want {
				t.Fatalf("bonus %v want %v; notices %q", got, want, s.Notices)
			}
			if tc.crowd == 0 {
				mustNotice(t, s, "no bonus zombie for crowds")
			}
			if tc.pinUps == 0 {
				mustNotice(t, s, "no bonus zombie for Pin-Ups")
			}
		})
	}
}
