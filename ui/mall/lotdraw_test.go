package mall

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	mh "hordekeeper/engine/mallofhorror"
)

// TestATieDrawnByLotIsShown: when the re-vote of an attack ties again, the
// app draws by lot, and the table sees it happen before the game goes on:
// who was tied, that the app drew, where the lot fell; one tap goes on.
func TestATieDrawnByLotIsShown(t *testing.T) {
	path := findSituation(t, func(st mh.State) bool {
		v, ok := st.CurrentVote()
		return ok && v.Kind == mh.VictimVote && !v.Second && st.TieColour < 0 && selfTie(v)
	})
	h := newHost(t)
	h.win.Resize(fyne.NewSize(1280, 800))
	if err := OpenFile(h, path); err != nil {
		t.Fatal(err)
	}
	goOn(t, h, false)
	v, _ := h.state().CurrentVote()
	voteSelves(t, h, v)
	re, ok := h.state().CurrentVote()
	if !ok || !re.Second {
		t.Fatalf("the first vote did not tie: %q", screenText(h))
	}
	voteSelves(t, h, re)
	st := h.state()
	if !st.Drawn.Happened() {
		t.Fatal("the engine did not draw by lot")
	}
	text := screenText(h)
	for _, seat := range re.Candidates {
		if !strings.Contains(text, label(st.Players[seat])) {
			t.Errorf("the tied %s is not named: %q", label(st.Players[seat]), text)
		}
	}
	for _, want := range []string{"Tied again in ", "the app draws one of them by lot", "the lot falls on " + label(st.Players[st.Drawn.Fell])} {
		if !strings.Contains(text, want) {
			t.Errorf("the screen does not say %q: %q", want, text)
		}
	}
	if shows(h, "Count the votes") || shows(h, "Before the vote") {
		t.Fatalf("the game went on past the draw: %q", text)
	}
	tap(t, h, "Go on to the next step")
	if shows(h, "Tied again in ") {
		t.Fatal("the draw stays after the table went on")
	}
}
