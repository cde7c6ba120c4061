package mall

import (
	"testing"

	"fyne.io/fyne/v2"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/kit"
)

// TestPlacementButtonsKeepTheirPlaces: from one placer to the next, the
// character and location buttons are the same ones in the same places; a
// location the dice do not allow is greyed out, not removed.
func TestPlacementButtonsKeepTheirPlaces(t *testing.T) {
	h := newHost(t)
	newGame(t, h, 4)
	labels := []string{mh.PinUp.String(), mh.ToughGuy.String(), mh.Gunman.String()}
	for _, l := range mh.Locations() {
		labels = append(labels, l.String())
	}
	where := func() map[string]fyne.Position {
		out := map[string]fyne.Position{}
		for _, l := range labels {
			out[l] = fyne.CurrentApp().Driver().AbsolutePositionForObject(uitest.Button(t, h.canvas(), l))
		}
		return out
	}
	before := where()
	for range 5 {
		st := h.state()
		refused := 0
		for _, l := range mh.Locations() {
			if b, ok := uitest.Button(t, h.canvas(), l.String()).(*kit.Button); ok && b.Disabled() {
				refused++
			}
		}
		if refused == 0 {
			t.Fatal("no location is greyed out although the dice allow at most two")
		}
		tap(t, h, placeLabel(st, st.PlacementChoices()[0]))
		for l, p := range where() {
			if p != before[l] {
				t.Fatalf("%q moved from %v to %v", l, before[l], p)
			}
		}
	}
}

// TestOwnRollByTaps: a table that rolls real dice enters them, and the
// locations they show are the ones open.
func TestOwnRollByTaps(t *testing.T) {
	h := newHost(t)
	newGame(t, h, 4)
	tap(t, h, "Our own roll")
	tapIn(t, h, "Die 1", "1")
	tapIn(t, h, "Die 2", "5")
	st := h.state()
	if st.PlacementDice != [2]int{1, 5} {
		t.Fatalf("dice %v", st.PlacementDice)
	}
	if !withWords(h, "rolled 1 and 5 at the table") {
		t.Fatal("the table's roll is not told")
	}
	for _, l := range mh.Locations() {
		b := uitest.Button(t, h.canvas(), l.String()).(*kit.Button)
		if want := l != mh.Restroom && l != mh.SecurityHQ; b.Disabled() != want {
			t.Errorf("%s refused %v with the dice 1 and 5", l, b.Disabled())
		}
	}
	tap(t, h, mh.SecurityHQ.String())
	if h.state().Placed != 1 {
		t.Fatal("not placed by the table's dice")
	}
}

// TestOutlinedBoxesAreTappable: in setup the boxes outlined on the board
// are the locations the dice allow, and a tap on one places the character;
// no other box answers a tap.
func TestOutlinedBoxesAreTappable(t *testing.T) {
	h := newHost(t)
	newGame(t, h, 4)
	boxes := func() []*tapBox {
		var out []*tapBox
		uitest.Walk(h.canvas(), func(o fyne.CanvasObject) {
			if b, ok := o.(*tapBox); ok {
				out = append(out, b)
			}
		})
		return out
	}
	st := h.state()
	if got := len(boxes()); got != len(st.PlacementChoices()) {
		t.Fatalf("%d tappable boxes for %d allowed locations", got, len(st.PlacementChoices()))
	}
	boxes()[0].Tapped(&fyne.PointEvent{})
	if h.state().Placed != 1 {
		t.Fatal("a tap on an outlined box did not place")
	}
	placeAll(t, h)
	if n := len(boxes()); n != 0 {
		t.Fatalf("%d boxes answer taps after setup", n)
	}
}
