package coh

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/internal/uitest"
)

// TestATapMovesNothingElse scrolls the city down in portrait, adds a
// zombie, and finds every other button where it was and the scroll where
// the player left it.
func TestATapMovesNothingElse(t *testing.T) {
	a := newTable(newHost(t, t.TempDir(), 1))
	a.h.Window().Resize(fyne.NewSize(800, 1280))
	if err := a.openFile(filepath.Join("testdata", "coh-city.hkj")); err != nil {
		t.Fatal(err)
	}
	c := canvasOf(a)
	ss := uitest.Scrolls(c)
	if len(ss) == 0 {
		t.Fatal("the city has no scroll")
	}
	for _, s := range ss {
		s.ScrollToOffset(fyne.NewPos(0, 120))
	}
	before := uitest.Positions(c)
	offsets := []fyne.Position{}
	for _, s := range uitest.Scrolls(c) {
		offsets = append(offsets, s.Offset)
	}
	st := cohState(t, a)
	tapIn(t, a, tileTitle(st, ch.Corner1), "+")
	noRefusal(t, a)
	after := uitest.Positions(c)
	for k, p := range before {
		if q, ok := after[k]; !ok || q != p {
			t.Errorf("button %s moved from %v to %v", k, p, q)
		}
	}
	for i, s := range uitest.Scrolls(c) {
		if i < len(offsets) && s.Offset != offsets[i] {
			t.Errorf("scroll %d went from %v to %v", i, offsets[i], s.Offset)
		}
	}
}
