package mall

import (
	"strings"
	"testing"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/uitest"
)

// TestNewGameAndSetupByTaps: a table of three fills the form (the second
// player is the first Chief), places a character, takes it back and places
// it again, picks which character the next player places, and places every
// character; the game then stands at round 1 with undo and redo on screen.
func TestNewGameAndSetupByTaps(t *testing.T) {
	h := newHost(t)
	newGame(t, h, 3)
	st := h.state()
	if len(st.Players) != 3 || st.Chief != 1 || len(st.Characters) != 12 {
		t.Fatalf("form gave %d players, chief %d, %d characters", len(st.Players), st.Chief, len(st.Characters))
	}
	texts := screenText(h)
	for _, want := range []string{"CLOSED", "2 Cachou", "places a character", "Little Girl", "rolled by the app"} {
		if !strings.Contains(texts, want) {
			t.Errorf("setup screen lacks %q", want)
		}
	}
	// Undo and redo by taps during setup.
	tap(t, h, placeLabel(st, st.PlacementChoices()[0]))
	if !shows(h, "(1 of 12 placed)") {
		t.Fatalf("after one placement the screen shows %q", screenText(h))
	}
	tap(t, h, "Undo")
	if h.state().Placed != 0 || !shows(h, "(0 of 12 placed)") {
		t.Fatal("undo must take the placement back")
	}
	tap(t, h, "Redo")
	if h.state().Placed != 1 {
		t.Fatal("redo must place it again")
	}
	// The second player picks which character: the Tough Guy.
	tap(t, h, mh.ToughGuy.String())
	st = h.state()
	seat := st.Placer()
	tap(t, h, st.PlacementChoices()[0].String())
	for _, c := range h.state().CharactersOf(seat) {
		if c.Kind == mh.ToughGuy && c.Location == 0 {
			t.Fatal("the chosen character must be the one placed")
		}
	}
	placeAll(t, h)
	st = h.state()
	if st.Round != 1 || st.Phase != mh.PhaseTruck {
		t.Fatalf("after setup: round %d, %s", st.Round, st.Phase)
	}
	for _, want := range []string{"Round 1", "» A Truck", "The Parking votes", "Players, clockwise"} {
		if !shows(h, want) {
			t.Errorf("round 1 screen lacks %q", want)
		}
	}
	checkUndoRedoShown(t, h)
}

// checkUndoRedoShown fails when undo or redo is not on screen.
func checkUndoRedoShown(t *testing.T, h *fakeHost) {
	t.Helper()
	for _, label := range []string{"Undo", "Redo"} {
		if len(uitest.Buttons(h.canvas(), label)) != 1 {
			t.Fatalf("%s is not on screen in %s", label, h.state().Phase)
		}
	}
}
