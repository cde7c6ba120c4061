package mall

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/kit"
)

// samePlaces fails for every button of before that moved or went.
func samePlaces(t *testing.T, what string, before, after map[string]fyne.Position) {
	t.Helper()
	for k, p := range before {
		if q, ok := after[k]; !ok || q != p {
			t.Errorf("%s: button %s moved from %v to %v", what, k, p, q)
		}
	}
}

// TestOwnRollMovesNothing: entering the table's own roll, the second die's
// tap records the roll and leaves the number rows open, so "Which
// character?" and everything under it stay under the finger (portrait).
func TestOwnRollMovesNothing(t *testing.T) {
	h := newHost(t)
	h.win.Resize(fyne.NewSize(800, 1280))
	newGame(t, h, 4)
	tap(t, h, "Gunman")
	tap(t, h, "Our own roll")
	tapIn(t, h, "Die 1", "3")
	before := uitest.Positions(h.canvas())
	tapIn(t, h, "Die 2", "4")
	if h.state().PlacementDice != [2]int{3, 4} {
		t.Fatalf("the roll is not recorded: %v", h.state().PlacementDice)
	}
	samePlaces(t, "the second die", before, uitest.Positions(h.canvas()))
	if !shows(h, "Where does the Gunman go?") {
		t.Fatalf("the character chosen must stay chosen: %q", screenText(h))
	}
	tap(t, h, mh.Megatoys.String())
	if h.state().Placed != 1 {
		t.Fatal("the placement after the own roll")
	}
}

// TestBoxesKeepTheirHeight: as characters arrive, no box of the mall grows:
// each box's name stays where it was, at both tablet sizes.
func TestBoxesKeepTheirHeight(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 800, Height: 1280}, {Width: 1280, Height: 800}} {
		h := newHost(t)
		h.win.Resize(size)
		newGame(t, h, 5)
		// The board fills the room the message bar leaves it, which the
		// window settles frame after frame: read it settled, as seen.
		uitest.Settle(h.canvas(), size)
		first := boxTitles(h)
		if len(first) != len(mh.Locations()) {
			t.Fatalf("%v: box names found %v", size, first)
		}
		for st := h.state(); st.Phase == mh.PhaseSetup; st = h.state() {
			tap(t, h, placeLabel(st, st.PlacementChoices()[0]))
			uitest.Settle(h.canvas(), size)
			for l, p := range boxTitles(h) {
				if p != first[l] {
					t.Fatalf("%v: after %d placed, the box %s moved from %v to %v", size, h.state().Placed, l, first[l], p)
				}
			}
		}
	}
}

// boxTitles is where each box's name lies on the canvas.
func boxTitles(h *fakeHost) map[string]fyne.Position {
	out := map[string]fyne.Position{}
	names := map[string]bool{}
	for _, l := range mh.Locations() {
		names[l.String()] = true
	}
	d := fyne.CurrentApp().Driver()
	uitest.Walk(h.canvas(), func(o fyne.CanvasObject) {
		// The board comes first on screen; the buttons named alike after.
		if l, ok := o.(*canvas.Text); ok && names[l.Text] && l.TextStyle.Bold {
			if _, seen := out[l.Text]; !seen {
				out[l.Text] = d.AbsolutePositionForObject(l)
			}
		}
	})
	return out
}

// TestSprintRowStaysBetweenMovers: in phase E the Sprint row is in the same
// place from one mover to the next (portrait), and the characters to move
// are plain buttons, not all "chosen".
func TestSprintRowStaysBetweenMovers(t *testing.T) {
	h := newHost(t)
	h.win.Resize(fyne.NewSize(800, 1280))
	newGame(t, h, 4)
	placeAll(t, h)
	playUntil(t, h, func(st mh.State) bool { return st.Phase == mh.PhaseMovement })
	sprintRow := func() map[string]fyne.Position {
		out := map[string]fyne.Position{}
		for k, p := range uitest.Positions(h.canvas()) {
			if len(k) == 3 && k[0] >= '1' && k[0] <= '6' && k[1] == '#' {
				out[k] = p
			}
		}
		return out
	}
	moves := 0
	for st := h.state(); st.Phase == mh.PhaseMovement; st = h.state() {
		m, _ := st.Mover()
		for _, b := range uitest.Buttons(h.canvas(), moveLabel(st, m)) {
			if kb, ok := b.(*kit.Button); ok && kb.Importance == widget.HighImportance {
				t.Fatalf("%q is drawn as chosen: a character to move is a plain button", kb.Text)
			}
		}
		before := sprintRow()
		if len(before) == 0 {
			t.Fatalf("no Sprint row: %q", screenText(h))
		}
		tap(t, h, moveLabel(st, m))
		moves++
		if h.state().Phase != mh.PhaseMovement {
			break
		}
		samePlaces(t, "the next mover", before, sprintRow())
	}
	if moves < 2 {
		t.Fatalf("only %d moves", moves)
	}
}
