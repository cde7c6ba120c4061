package coh

import (
	"path/filepath"
	"slices"
	"testing"

	"fyne.io/fyne/v2"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/internal/uitest"
)

// TestWedgeChoiceInSeatOrderOneRow: the Bank's and the Flashlight's
// picker names the players whose wedge the leader may go to, in seat
// order, on one row, inside the window.
func TestWedgeChoiceInSeatOrderOneRow(t *testing.T) {
	a := newTable(newHost(t, t.TempDir(), 1))
	a.h.Window().Resize(fyne.NewSize(1280, 800))
	if err := a.openFile(filepath.Join("testdata", "coh-city.hkj")); err != nil {
		t.Fatal(err)
	}
	st := cohState(t, a)
	ws := st.LeaderWedges(ch.LeaderAnyWedge)
	slices.Reverse(ws)
	got := ch.Colour("")
	a.view.pick.chooseWedge("Where does the zombie leader go?", ws, func(w ch.Colour) { got = w })
	c := canvasOf(a)
	d := fyne.CurrentApp().Driver()
	var prev fyne.Position
	first := ch.Colour("")
	for i, p := range cohSeats(st) {
		if !slices.Contains(ws, p) {
			continue
		}
		if first == "" {
			first = p
		}
		bs := uitest.Buttons(c, st.Label(p))
		if len(bs) == 0 {
			t.Fatalf("no button %q: %v", st.Label(p), uitest.Texts(c))
		}
		b := bs[len(bs)-1]
		at := d.AbsolutePositionForObject(b)
		if i > 0 && (at.X <= prev.X || at.Y != prev.Y) {
			t.Errorf("%s is not right of the one before it on the same row: %v after %v", st.Label(p), at, prev)
		}
		if at.Y+b.Size().Height > c.Size().Height {
			t.Errorf("%s lies below the window", st.Label(p))
		}
		prev = at
	}
	uitest.Tap(t, c, st.Label(first))
	if got != first {
		t.Fatalf("the tap on %s chose %q", st.Label(first), got)
	}
}
