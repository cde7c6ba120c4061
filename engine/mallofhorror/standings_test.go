package mallofhorror

import (
	"strings"
	"testing"
)

// TestStandings: equal places only for true ties (points and unused
// cards), and every tie on points shows its tie-break.
func TestStandings(t *testing.T) {
	for _, tc := range []struct {
		name   string
		chars  []placing
		hands  []int
		places []int // by seat
		shared []bool
		broken []bool // by seat: a tie on points told
	}{
		{"no ties", []placing{{0, PinUp, Megatoys}, {1, ToughGuy, Megatoys}, {2, Gunman, Megatoys}}, []int{0, 0, 0},
			[]int{1, 2, 3}, []bool{false, false, false}, []bool{false, false, false}},
		{"unused cards break a tie", []placing{{0, PinUp, Megatoys}, {1, PinUp, Megatoys}, {2, Gunman, Megatoys}}, []int{1, 2, 0},
			[]int{2, 1, 3}, []bool{false, false, false}, []bool{true, true, false}},
		{"a true tie shares first place", []placing{{0, PinUp, Megatoys}, {1, PinUp, Megatoys}, {2, Gunman, Megatoys}}, []int{1, 1, 3},
			[]int{1, 1, 3}, []bool{true, true, false}, []bool{true, true, false}},
		{"three on points, two on cards", []placing{{0, Gunman, Megatoys}, {1, Gunman, Megatoys}, {2, Gunman, Megatoys}, {3, PinUp, Megatoys}}, []int{0, 2, 2, 0},
			[]int{4, 2, 2, 1}, []bool{false, true, true, false}, []bool{true, true, true, false}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := fixture(t, len(tc.hands), tc.chars...)
			for i, h := range tc.hands {
				s.Deck += s.Players[i].Hand - h
				s.Players[i].Hand = h
			}
			got := s.Standings()
			if len(got) != len(tc.hands) {
				t.Fatalf("%d standings", len(got))
			}
			for i, st := range got {
				if i > 0 && st.Place < got[i-1].Place {
					t.Fatal("not in order")
				}
				if st.Place != tc.places[st.Seat] || st.Shared != tc.shared[st.Seat] || (st.TieBreak != "") != tc.broken[st.Seat] {
					t.Errorf("seat %d: %+v", st.Seat, st)
				}
				if st.TieBreak != "" && !strings.Contains(st.TieBreak, "unused cards") {
					t.Errorf("tie-break %q does not name the unused cards", st.TieBreak)
				}
			}
		})
	}
	for n, want := range map[int]string{1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 11: "11th", 12: "12th", 21: "21st"} {
		if Ordinal(n) != want {
			t.Errorf("Ordinal(%d) = %s", n, Ordinal(n))
		}
	}
}
