package coh

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/internal/uitest"
)

// TestMoveButtonsStandStill: in the movement, the place buttons of a
// character's window stand at the same place for a character with a short
// power text and one with a long one.
func TestMoveButtonsStandStill(t *testing.T) {
	a := newTable(newHost(t, t.TempDir(), 1))
	a.h.Window().Resize(fyne.NewSize(1280, 800))
	if err := a.openFile(filepath.Join("testdata", "coh-city.hkj")); err != nil {
		t.Fatal(err)
	}
	st := cohState(t, a)
	if st.Phase != ch.PhaseMovement {
		t.Fatalf("the demo is in the movement: %s", st.Phase)
	}
	var short, long ch.Role
	for _, c := range st.Characters {
		if c.Dead || c.At == ch.NoLoc {
			continue
		}
		info, _ := c.Role.Info()
		if s, _ := short.Info(); short == "" || len(info.Power)+len(info.Drawback) < len(s.Power)+len(s.Drawback) {
			short = c.Role
		}
		if l, _ := long.Info(); long == "" || len(info.Power)+len(info.Drawback) > len(l.Power)+len(l.Drawback) {
			long = c.Role
		}
	}
	place := tileTitle(st, ch.Corner2)
	var at []fyne.Position
	for _, r := range []ch.Role{short, long} {
		tapCharacter(t, a, r)
		bs := uitest.Buttons(canvasOf(a), place)
		if len(bs) == 0 {
			t.Fatalf("no %s button in the %s's window", place, cohRole(r))
		}
		b := bs[len(bs)-1]
		at = append(at, fyne.CurrentApp().Driver().AbsolutePositionForObject(b))
		tapLabel(t, a, "Close")
	}
	if at[0] != at[1] {
		t.Fatalf("%s stands at %v for the %s and at %v for the %s", place, at[0], cohRole(short), at[1], cohRole(long))
	}
}
