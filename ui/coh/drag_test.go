package coh

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"

	"hordekeeper/ui/internal/uitest"
)

// TestSidePanelScrollsByAFingerDrag: in play at 1280x800 the city's side
// panel is longer than the window; a finger dragging the list of players
// brings "Explosion on the Armory" into view, and a tap there puts the
// marker on the Armory.
func TestSidePanelScrollsByAFingerDrag(t *testing.T) {
	a := newTable(newHost(t, t.TempDir(), 1))
	a.h.Window().Resize(fyne.NewSize(1280, 800))
	if err := a.openFile(filepath.Join("testdata", "coh-wheel.hkj")); err != nil {
		t.Fatal(err)
	}
	c := canvasOf(a)
	markers := cohState(t, a).ArmoryMarkers
	boom := uitest.Button(t, c, "Explosion on the Armory")
	if uitest.InView(c, boom) {
		t.Fatal("the side panel fits the window: nothing to drag")
	}
	d := uitest.DragIntoView(t, c, uitest.TextAt(t, c, "Players: tap one to play a card"), boom)
	t.Logf("dragged the side panel %v up", d)
	uitest.TapInView(t, c, boom)
	noRefusal(t, a)
	if got := cohState(t, a).ArmoryMarkers; got != markers+1 {
		t.Fatalf("the tap put %d markers on the Armory, want 1", got-markers)
	}
}
