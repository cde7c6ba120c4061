package coh

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"

	"hordekeeper/ui/internal/uitest"
)

// TestPlayersInViewInLandscape: at 1280x800 every player's row shows whole
// in the side panel without scrolling (the Goggles, once a game, may be
// a scroll away): the
// players' list is needed for every card played, and it lay under the
// wheel, below the fold.
func TestPlayersInViewInLandscape(t *testing.T) {
	a := newTable(newHost(t, t.TempDir(), 1))
	size := fyne.NewSize(1280, 800)
	a.h.Window().Resize(size)
	if err := a.openFile(filepath.Join("testdata", "coh-city.hkj")); err != nil {
		t.Fatal(err)
	}
	c := canvasOf(a)
	uitest.Settle(c, size)
	st := cohState(t, a)
	for _, p := range cohSeats(st) {
		if b := uitest.ButtonIn(t, c, cohLabel(st, p), ""); !uitest.InView(c, b) {
			t.Errorf("%s's row is not in view at %v", cohLabel(st, p), size)
		}
	}
}
