package kit

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"
)

// TestLastTableRoundTrip: the table kept is the table read back, names as
// typed (a blank one stays blank) and colours by name.
func TestLastTableRoundTrip(t *testing.T) {
	p := test.NewTempApp(t).Preferences()
	if got := LastTable(p); len(got) != 0 {
		t.Fatalf("no table yet: %v", got)
	}
	seats := []Seat{{"Ann", "blue"}, {"", "red"}, {"Cy", "white"}}
	RememberTable(p, seats)
	if got := LastTable(p); !slices.Equal(got, seats) {
		t.Fatalf("read back %v, want %v", got, seats)
	}
}

// TestFitColours: each seat keeps its colour where the palette has it and
// no earlier seat took it; the others get the first colours left.
func TestFitColours(t *testing.T) {
	palette := []string{"blue", "red", "white", "green"}
	seats := []Seat{{Colour: "purple"}, {Colour: "green"}, {Colour: "green"}, {Colour: "blue"}, {}}
	if got, want := FitColours(seats, palette), []int{1, 3, 2, 0, -1}; !slices.Equal(got, want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for _, c := range []struct{ last, want int }{{0, 4}, {2, 3}, {5, 5}, {7, 6}} {
		if got := TableSize(make([]Seat, c.last), 3, 6, 4); got != c.want {
			t.Errorf("%d seats last time: %d offered, want %d", c.last, got, c.want)
		}
	}
}
