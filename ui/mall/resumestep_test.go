package mall

import (
	"path/filepath"
	"testing"

	mh "hordekeeper/engine/mallofhorror"
)

// TestResumeAtTheStepLeft: a table leaves in round 2's truck, past round
// 1's summary; after the app starts again one tap brings back round 2's
// truck, not round 1's attack nor its summary (the fresh-eyes game left
// at "Round 5, A Truck" and came back to "Round 4 · F Attack").
func TestResumeAtTheStepLeft(t *testing.T) {
	dir := t.TempDir()
	h := newHostIn(t, dir, 99)
	if err := h.open(filepath.Join("testdata", "mall-truck-vote.hkj")); err != nil {
		t.Fatal(err)
	}
	tap(t, h, "Start round 2") // past round 1's summary
	if st := h.state(); st.Round != 2 || st.Phase != mh.PhaseTruck {
		t.Fatalf("the demo is not at round 2's truck: round %d, %s", st.Round, st.Phase)
	}
	if !shows(h, "» A Truck") || shows(h, "Round 1 is over") {
		t.Fatalf("before leaving, the screen is not at round 2's truck: %q", screenText(h))
	}
	tap(t, h, "Games")
	tap(t, h, "Leave the game")
	prefs := h.Prefs()
	b := newHostIn(t, dir, 7)
	b.prefs = prefs // the app started again on the same machine
	if !shows(b, "Round 2, phase A") {
		t.Fatalf("the list of games must say round 2's truck: %q", screenText(b))
	}
	tap(t, b, "Resume Mall of Horror")
	if st := b.state(); st.Round != 2 || st.Phase != mh.PhaseTruck || !shows(b, "Round 2") || !shows(b, "» A Truck") || shows(b, "Round 1 is over") {
		t.Fatalf("resumed elsewhere than round 2's truck: %q", screenText(b))
	}
}
