package mall

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/widget"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/kit"
)

// TestTheQRWayLastsItsRound: the table chooses the QR code for a look in
// round 1; round 2's looks start from the tablet again (the fresh-eyes
// game found the QR code still chosen a round later).
func TestTheQRWayLastsItsRound(t *testing.T) {
	h := newHost(t)
	if err := h.open(filepath.Join("testdata", "mall-dice-secret.hkj")); err != nil {
		t.Fatal(err)
	}
	rolled := func(st mh.State) bool { return st.Phase == mh.PhaseArrival && st.DiceRolled }
	chosen := func(label string) bool {
		b, ok := uitest.Button(t, h.canvas(), label).(*kit.Button)
		return ok && b.Importance == widget.HighImportance
	}
	if st := h.state(); st.Round != 1 || !rolled(st) {
		t.Fatalf("the demo is not at round 1's rolled dice: round %d, %s", st.Round, st.Phase)
	}
	tap(t, h, "QR code on their phone")
	if !chosen("QR code on their phone") {
		t.Fatal("the QR code way is not shown chosen")
	}
	playUntil(t, h, func(st mh.State) bool { return st.Round == 2 && st.Phase == mh.PhaseArrival })
	tap(t, h, "Roll the zombie dice in secret")
	if !rolled(h.state()) || chosen("QR code on their phone") || !chosen("This tablet, handed over") {
		t.Fatal("the QR code chosen in round 1 is still the way in round 2")
	}
}

// TestTheQRTextNamesTheIgnoredDie: the QR code's text says which closed
// location's die is ignored, as the tablet's tally does.
func TestTheQRTextNamesTheIgnoredDie(t *testing.T) {
	h := newHost(t)
	newGame(t, h, 4)
	st := h.state()
	if !st.IsClosed(mh.Location(2)) {
		t.Fatal("the Cachou is open at 4 players")
	}
	text := secretText(st, [4]int{2, 3, 3, 5})
	if !strings.Contains(text, "Cachou is closed: its dice are ignored.") || len(text) > kit.MaxQRText {
		t.Fatalf("the QR text: %q", text)
	}
}
