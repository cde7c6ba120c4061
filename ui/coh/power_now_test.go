package coh

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/kit"
)

// TestMamaPowerNotOfferedInAnAttack: in the Crossroads attack, the Mama's
// window greys out "Use power", with the engine's reason for a tap.
func TestMamaPowerNotOfferedInAnAttack(t *testing.T) {
	a := newTable(newHost(t, t.TempDir(), 1))
	a.h.Window().Resize(fyne.NewSize(1280, 800))
	if err := a.openFile(filepath.Join("testdata", "coh-wheel.hkj")); err != nil {
		t.Fatal(err)
	}
	st := cohState(t, a)
	if c := st.Character(ch.Mama); c == nil || c.Dead || st.Step != ch.StepAttack {
		t.Fatal("the demo has the Mama in play during an attack")
	}
	tapCharacter(t, a, ch.Mama)
	bs := uitest.Buttons(canvasOf(a), "Use power")
	if len(bs) != 1 {
		t.Fatalf("one Use power button: %d", len(bs))
	}
	b := bs[0].(*kit.Button)
	if b.Reason() == "" {
		t.Fatal("the Mama's power is offered in the middle of an attack")
	}
}
