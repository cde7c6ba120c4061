package mall

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"hordekeeper/ui/internal/uitest"
	"path/filepath"
	"strings"
	"testing"

	mh "hordekeeper/engine/mallofhorror"
)

// TestHardwareLineGoesWithItsAttack: the Megatoys' "+1 Hardware card"
// shows during its attack and goes once the attack is over. A fresh
// player still read "+1 Werkzeug: hält 1 Zombie mehr ab" there after the
// attack, while the zombies went on elsewhere (s133).
func TestHardwareLineGoesWithItsAttack(t *testing.T) {
	h := newHost(t)
	if err := h.open(filepath.Join("testdata", "mall-hardware.hkj")); err != nil {
		t.Fatal(err)
	}
	tap(t, h, "Go on to the attack on 3 Megatoys")
	tapIn(t, h, "Ann (R)", "Hardware")
	const line = "+1 Hardware card: holds off 1 more zombie"
	if !shows(h, line) {
		t.Fatalf("no %q during the attack: %q", line, screenText(h))
	}
	// The next attack, elsewhere: the engine's state as it stands then,
	// drawn as the board draws the Megatoys.
	st := h.state()
	st.AttackAt = mh.SecurityHQ
	uitest.WalkObject(locationCard(st, mh.Megatoys, nil), func(o fyne.CanvasObject) {
		if tx, ok := o.(*canvas.Text); ok && strings.Contains(tx.Text, line) {
			t.Errorf("%q during the Security HQ's attack", line)
		}
	})
}
