package mall

import (
	"path/filepath"
	"testing"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/uitest"
)

// TestUnelectedChiefSaysWhatTheTableDoes: in a round with no Chief
// elected, the greyed "The Chief enters the table's dice" says beside it,
// without a tap, what the table does instead: the rulebook lets only an
// elected Chief look, so the app rolls and nobody looks. A fresh player
// met the button greyed with no word (s115).
func TestUnelectedChiefSaysWhatTheTableDoes(t *testing.T) {
	// mall-attack.hkj up to round 2's truck: nobody votes in the Security
	// HQ that round.
	h := newHost(t)
	if err := h.open(filepath.Join("testdata", "mall-noelection.hkj")); err != nil {
		t.Fatal(err)
	}
	goOn(t, h, false)
	if st := h.state(); st.Phase != mh.PhaseArrival || st.ChiefElected || st.DiceRolled {
		t.Fatalf("not an arrival with no Chief elected: %s, elected %v: %q", st.Phase, st.ChiefElected, screenText(h))
	}
	if !shows(h, "not elected: the app rolls, nobody looks") {
		t.Fatalf("no reason beside the greyed button: %q", uitest.Texts(h.canvas()))
	}
}
