package coh

import (
	"testing"

	ch "hordekeeper/engine/cityofhorror"
)

// TestEveryPlayerChoosesTheirAntidotesInTurn: at the end (coh-antidotes,
// the end of a fresh-eyes game in the real window, before its choices), each player with
// too few antidotes taps the characters who get them, then "Use the
// antidotes", one player after the other in one session. Found in the real
// window: the second player's first tap crashed the app, because the first
// player's choice was emptied after the screen had drawn the next one. The
// other end-screen tests take one character per player with a single tap
// each, so none tapped a character after a choice was used.
func TestEveryPlayerChoosesTheirAntidotesInTurn(t *testing.T) {
	a := openDemoCopy(t, "coh-antidotes")
	st := cohState(t, a)
	must := st.MustChoose()
	if len(must) < 2 {
		t.Fatalf("coh-antidotes has %d players to choose: the test needs two", len(must))
	}
	for _, p := range must {
		st = cohState(t, a)
		mine := ownCharacters(st, p, ch.NoLoc, nil)
		n := st.Player(p).Antidotes
		// A change of mind first: tapped twice, a character is not chosen.
		tapLabel(t, a, cohRole(mine[0]))
		tapLabel(t, a, cohRole(mine[0]))
		for _, r := range mine[:n] {
			tapLabel(t, a, cohRole(r))
		}
		tapLabel(t, a, "Use the antidotes")
		noRefusal(t, a)
		after := cohState(t, a)
		for _, sc := range after.Score().Scores {
			if sc.Player == p && len(sc.Vaccinated) != n {
				t.Fatalf("%s: %d characters saved, want %d", cohLabel(after, p), len(sc.Vaccinated), n)
			}
		}
	}
	if !cohState(t, a).Score().Final {
		t.Fatal("every choice is made: the result is final")
	}
}
