package mall

import (
	"testing"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/uitest"
)

// TestTheChiefEntersTheTablesDice: a table that rolls the real zombie
// dice has the elected Chief enter them behind a gate; the engine keeps
// them as the round's secret dice and the shared screen shows none.
func TestTheChiefEntersTheTablesDice(t *testing.T) {
	h := newHost(t)
	newGame(t, h, 4)
	placeAll(t, h)
	playUntil(t, h, func(st mh.State) bool { return st.Phase == mh.PhaseArrival })
	st := h.state()
	if !st.ChiefElected {
		t.Fatal("the table's game has no elected Chief in round 1")
	}
	tap(t, h, "The Chief enters the table's dice")
	if !shows(h, "Give the tablet to "+label(st.Players[st.Chief])) || !shows(h, "everyone else looks away") {
		t.Fatalf("no gate before the dice are entered: %q", screenText(h))
	}
	want := [4]int{6, 2, 2, 5}
	for i, d := range want {
		n := []string{"Die 1:", "Die 2:", "Die 3:", "Die 4:"}[i]
		tapIn(t, h, n, string(rune('0'+d)))
	}
	tap(t, h, "Keep them secret")
	st = h.state()
	d, err := st.SecretDice(st.Chief)
	if !st.DiceRolled || err != nil || d != want {
		t.Fatalf("the engine keeps %v (%v), the Chief entered %v", d, err, want)
	}
	if f := dieFaces(h.canvas()); len(f) != 0 {
		t.Fatalf("%d die faces on the shared screen after the entry", len(f))
	}
	if s, ok := leak(uitest.Texts(h.canvas()), secretPatterns(want)); ok {
		t.Fatalf("the entered dice are on the shared screen: %q", s)
	}
}
