package mall

import (
	"testing"

	mh "hordekeeper/engine/mallofhorror"
)

// checkEndScreen fails unless the end screen shows the ranking.
func checkEndScreen(t *testing.T, h *fakeHost) {
	t.Helper()
	st := h.state()
	if !st.Outcome.Over {
		t.Fatalf("the game is not over: round %d, %s", st.Round, st.Phase)
	}
	for _, want := range []string{"Game over", "WINNER", "points", st.Outcome.Reason} {
		if !shows(h, want) {
			t.Errorf("end screen lacks %q: %q", want, screenText(h))
		}
	}
}

// TestGameToTheEndByTaps plays a game of three from the form to its end by
// taps only, then undoes the last step from the end screen (back to play)
// and redoes it.
func TestGameToTheEndByTaps(t *testing.T) {
	if testing.Short() {
		t.Skip("a whole game by taps")
	}
	h := newHost(t)
	newGame(t, h, 3)
	playUntil(t, h, func(st mh.State) bool { return st.Outcome.Over })
	checkEndScreen(t, h)
	tap(t, h, "Undo the last step")
	if h.state().Outcome.Over || shows(h, "Game over") || !shows(h, "Zombie dice") {
		t.Fatalf("undo from the end must go back to play: %q", screenText(h))
	}
	tap(t, h, "Redo")
	checkEndScreen(t, h)
}
