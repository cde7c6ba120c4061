package coh

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/internal/uitest"
)

// TestResumeInOneTapKeepsScreenAndStep: one tap on the game waiting on the
// list of games (Resume) puts the table back on the screen it was on, at
// the same step, whether the game was left or the app stopped without
// leaving it.
func TestResumeInOneTapKeepsScreenAndStep(t *testing.T) {
	for _, crash := range []bool{false, true} {
		a, dir := newCohTestApp(t, 21)
		startCohByTaps(t, a)
		tapIn(t, a, tileTitle(cohState(t, a), ch.Corner2), "+")
		was, steps := on(a), len(a.view.s.Applied())
		zombies := cohState(t, a).Zombies
		if crash {
			a.view.s.Close() // the process ends; its file stays as written
		} else {
			leaveCoh(t, a)
		}
		b := newTableIn(t, dir, 1) // a new app: one tap on "Resume City of Horror"
		if on(b) != was || len(b.view.s.Applied()) != steps || cohState(t, b).Zombies != zombies {
			t.Fatalf("crash %v: back on %s at step %d, want %s at step %d", crash, on(b), len(b.view.s.Applied()), was, steps)
		}
		b.view.s.Close()
	}
}

// TestNewGameOffersTheLastTable: after a game has started, the next game's
// form offers the same names in the same seats and colours, and each name
// can still be changed or cleared.
func TestNewGameOffersTheLastTable(t *testing.T) {
	a, _ := newCohTestApp(t, 21)
	tapLabel(t, a, "5 players")
	names := []string{"Ann", "Bo", "Cy", "Di", "Eve"}
	for i, n := range names {
		test.Type(uitest.Entries(canvasOf(a), "name (optional)")[i], n)
	}
	tapLabel(t, a, "Set up the city")
	var colours []ch.Colour
	for _, p := range cohState(t, a).Players {
		colours = append(colours, p.Colour)
	}
	leaveCoh(t, a)

	b := newTable(a.h) // the same app later: New game of City of Horror
	b.open(b.showCohNewGame)
	es := uitest.Entries(canvasOf(b), "name (optional)")
	var got []string
	for _, e := range es {
		got = append(got, e.Text)
	}
	if !slices.Equal(got, names) {
		t.Fatalf("the form offers %q, want the last table %q", got, names)
	}
	es[1].SetText("Boette") // Bo changes his name
	es[4].SetText("")       // Eve's seat is left to its colour
	tapLabel(t, b, "Set up the city")
	st := cohState(t, b)
	want := []string{"Ann", "Boette", "Cy", "Di", colours[4].Name()}
	for i, p := range st.Players {
		if p.Name != want[i] || p.Colour != colours[i] {
			t.Fatalf("seat %d: %s %s, want %s %s", i, p.Name, p.Colour, want[i], colours[i])
		}
	}
}
