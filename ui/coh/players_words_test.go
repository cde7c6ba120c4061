package coh

import (
	"fmt"
	"hordekeeper/ui/internal/uitest"
	"testing"
)

// TestPlayersSayWhatATapDoes: a new player looked for a way to play an
// action card during an attack and never thought of tapping a player. The
// players' list says what a tap does, and each row counts the cards in
// hand; the tap opens "Play an action card".
func TestPlayersSayWhatATapDoes(t *testing.T) {
	a, _ := newCohTestApp(t, 6)
	startCohByTaps(t, a)
	if !shows(a, "Players: tap one to play a card") { // the heading wraps
		t.Fatalf("the players' list says what a tap does: %q", uitest.Texts(canvasOf(a)))
	}
	st := cohState(t, a)
	p := st.TurnOrder()[0]
	pl := st.Player(p)
	row := fmt.Sprintf("%d alive · %s · food %d", st.Living(p), count(pl.Antidotes, "antidote"), pl.FoodPoints())
	if !shows(a, count(pl.Cards, "card")) { // the row wraps before it
		t.Fatalf("each row counts the cards in hand (%s)", count(pl.Cards, "card"))
	}
	tapIn(t, a, row, "")
	if !shows(a, "Play an action card") {
		t.Fatal("a tap on a player opens the cards to play")
	}
}
