package mall

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"hordekeeper/engine"
	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/uitest"
)

// TestCondemnedMaskAndNoSetupCode: a condemned location wears the mask and
// says so in words; a location closed at setup says why; the setup code
// (which would give the dice away) is never on the Mall screen.
func TestCondemnedMaskAndNoSetupCode(t *testing.T) {
	h := newHost(t)
	newGame(t, h, 5)
	placeAll(t, h)
	st := h.state()
	st.Closed[mh.Megatoys] = mh.Condemned
	st.Zombies[mh.Megatoys] = 0
	w := test.NewWindow(locationCard(st, mh.Megatoys, nil))
	defer w.Close()
	texts := strings.Join(uitest.Texts(w.Canvas()), "\n")
	for _, want := range []string{"CONDEMNED", "nobody may enter", "3 Megatoys"} {
		if !strings.Contains(texts, want) {
			t.Fatalf("condemned card lacks %q: %q", want, texts)
		}
	}

	for _, s := range uitest.Texts(h.canvas()) {
		for _, w := range strings.Fields(s) {
			if _, err := engine.ParseSetupCode(w); err == nil {
				t.Fatalf("a setup code is on the Mall screen: %q", s)
			}
		}
	}
	// At 3 or 4 players Cachou is closed from the start, and says why.
	b := newHost(t)
	newGame(t, b, 4)
	if !shows(b, "CLOSED") || !shows(b, "closed at 3-4 players") {
		t.Fatalf("Cachou must be closed at 4 players: %q", screenText(b))
	}
}
