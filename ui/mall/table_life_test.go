package mall

import (
	"slices"
	"testing"

	"hordekeeper/ui/internal/uitest"
)

// TestResumeInOneTapKeepsScreenAndStep: one tap on "Resume Mall of Horror"
// on the list of games puts the table back on the screen it was on, at the
// same step, whether the game was left or the app stopped without leaving
// it; the list says who plays and where the game stands.
func TestResumeInOneTapKeepsScreenAndStep(t *testing.T) {
	for _, crash := range []bool{false, true} {
		dir := t.TempDir()
		h := newHostIn(t, dir, 99)
		newGame(t, h, 4)
		placeFirst(t, h, 3)
		want := h.state()
		if !crash {
			tap(t, h, "Games")
			tap(t, h, "Leave the game")
		}
		b := newHostIn(t, dir, 7) // the app started again
		for _, s := range []string{"Setup: 3 of 12 characters placed", "Player 1", "Player 4"} {
			if !shows(b, s) {
				t.Fatalf("crash %v: the list of games must show %q: %q", crash, s, screenText(b))
			}
		}
		tap(t, b, "Resume Mall of Horror")
		got := b.state()
		if !shows(b, "(3 of 12 placed)") || !shows(b, "places a character") || got.Placed != want.Placed || len(readGame(t, b.journal()).Applied()) != 3 {
			t.Fatalf("crash %v: the game must come back on its screen at step 3: %q", crash, screenText(b))
		}
	}
}

// TestNewGameOffersTheLastTable: after a game has started, the next game's
// form offers the same names in the same colours; each name can still be
// changed or cleared.
func TestNewGameOffersTheLastTable(t *testing.T) {
	h := newHost(t)
	tap(t, h, "Mall of Horror")
	tap(t, h, "3 players")
	names := []string{"Ann", "Bo", "Cy"}
	for i, n := range names {
		uitest.Entry(t, h.canvas(), placeholder(i)).SetText(n)
	}
	tap(t, h, "Start the game")
	var colours []string
	for _, p := range h.state().Players {
		colours = append(colours, p.Colour.String())
	}
	tap(t, h, "Games")
	tap(t, h, "Leave the game")

	tap(t, h, "New game of Mall of Horror")
	var got []string
	for i := range names {
		got = append(got, uitest.Entry(t, h.canvas(), placeholder(i)).Text)
	}
	if !slices.Equal(got, names) {
		t.Fatalf("the form offers %q, want the last table %q", got, names)
	}
	uitest.Entry(t, h.canvas(), placeholder(1)).SetText("Boris")
	uitest.Entry(t, h.canvas(), placeholder(2)).SetText("")
	tap(t, h, "Start the game")
	want := []string{"Ann", "Boris", "Player 3"}
	for i, p := range h.state().Players {
		if p.Name != want[i] || p.Colour.String() != colours[i] {
			t.Fatalf("seat %d: %s %s, want %s %s", i, p.Name, p.Colour, want[i], colours[i])
		}
	}
}

// placeholder is the hint in seat i's name entry ("Player 1").
func placeholder(i int) string { return "Player " + string(rune('1'+i)) }
