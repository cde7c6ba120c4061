package coh

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/internal/uitest"
)

// TestSidePanelTopOnANewStep: the side panel left scrolled down goes back
// to the top when the game reaches the Crossroads attack, so the search's
// first button is in sight.
func TestSidePanelTopOnANewStep(t *testing.T) {
	a := newTable(newHost(t, t.TempDir(), 1))
	a.h.Window().Resize(fyne.NewSize(1280, 800))
	if err := a.openFile(filepath.Join("testdata", "coh-wheel.hkj")); err != nil {
		t.Fatal(err)
	}
	st := cohState(t, a)
	if st.ResolvingLoc() != ch.CrossroadsLoc || st.Step != ch.StepAttack {
		t.Fatalf("the demo stands at %v %v", st.ResolvingLoc(), st.Step)
	}
	tapLabel(t, a, "Undo")
	if cohState(t, a).Step == ch.StepAttack && cohState(t, a).ResolvingLoc() == ch.CrossroadsLoc {
		t.Fatal("undo goes back to the step before the Crossroads attack")
	}
	side := a.view.city.city.sideScroll
	side.ScrollToBottom()
	if side.Offset.Y == 0 {
		t.Fatal("the side panel is long enough to scroll at 1280x800")
	}
	tapLabel(t, a, "Redo")
	noRefusal(t, a)
	if side.Offset.Y != 0 {
		t.Fatalf("the side panel stayed scrolled at %v on a new step", side.Offset)
	}
	var look fyne.CanvasObject
	for _, l := range uitest.Labels(canvasOf(a)) {
		if strings.HasPrefix(l, "Look at ") {
			look = uitest.Buttons(canvasOf(a), l)[0]
		}
	}
	if look == nil {
		t.Fatalf("no search button: %v", uitest.Labels(canvasOf(a)))
	}
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(look)
	top := fyne.CurrentApp().Driver().AbsolutePositionForObject(side)
	if at.Y < top.Y || at.Y+look.Size().Height > top.Y+side.Size().Height {
		t.Fatalf("the search button lies out of the side panel's sight: y %v, panel %v..%v", at.Y, top.Y, top.Y+side.Size().Height)
	}
}
