package mall

import (
	"slices"
	"strings"
	"testing"

	"hordekeeper/ui/internal/uitest"
)

// TestBarWordsSayThePresent: a placement says itself (the bar does not
// keep an old roll), a redo goes forward, and the round's summary sits
// under the round it tells of.
func TestBarWordsSayThePresent(t *testing.T) {
	h := newHost(t)
	newGame(t, h, 3)
	st := h.state()
	who := label(st.Players[st.Placer()])
	tap(t, h, placeLabel(st, st.PlacementChoices()[0]))
	ms := messages(h)
	if len(ms) == 0 || !strings.HasPrefix(ms[len(ms)-1].Text, who+" placed the ") {
		t.Fatalf("the placement must say itself last: %v", ms)
	}
	tap(t, h, "Undo")
	// The setup is no round: "round 0" reads wrong at the table.
	if !withWords(h, "Undone: the game is back to the setup.") || withWords(h, "round 0") {
		t.Fatalf("undo: %v", messages(h))
	}
	tap(t, h, "Redo")
	if !withWords(h, "Redone: the game goes forward in the setup.") || withWords(h, "round 0") {
		t.Fatalf("redo: %v", messages(h))
	}
	placeAll(t, h)
	for i := 0; i < 3000 && !shows(h, "Round 1 is over"); i++ {
		if h.state().Outcome.Over {
			t.Skip("the game ended before a round's summary")
		}
		playStep(t, h)
	}
	if !shows(h, "Round 1 is over") {
		t.Fatal("no summary of round 1")
	}
	texts := uitest.Texts(h.canvas())
	if !slices.Contains(texts, "Round 1") || slices.Contains(texts, "Round 2") {
		t.Fatalf("the summary of round 1 must sit under 'Round 1': %q", texts)
	}
	tap(t, h, "Start round 2")
	if !slices.Contains(uitest.Texts(h.canvas()), "Round 2") {
		t.Fatalf("round 2 begins: %q", uitest.Texts(h.canvas()))
	}
}
