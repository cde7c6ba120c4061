package mall

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/kit"
)

// TestLookedFollowsUndo: who looked at the secret dice is one truth, the
// engine's. A player plays a Security Camera and looks; an Undo that gives
// the Camera card back also takes back "looked"; after a re-roll the same
// player plays the Camera again and may look again.
func TestLookedFollowsUndo(t *testing.T) {
	h := newHost(t)
	newGame(t, h, 4)
	placeAll(t, h)
	playUntil(t, h, func(st mh.State) bool { return st.Phase == mh.PhaseArrival })
	tap(t, h, "Roll the zombie dice in secret")
	st := h.state()
	cam := -1
	for seat := range st.Players {
		if !st.MaySeeDice(seat) && st.Check(mh.PlayCard{Player: seat, Card: mh.SecurityCamera}) == nil {
			cam = seat
			break
		}
	}
	if cam < 0 {
		t.Fatal("nobody can play a Security Camera")
	}
	who := st.Players[cam].Label()
	peek := func() {
		t.Helper()
		tapIn(t, h, who, "Camera card")
		tapIn(t, h, who, "Look")
		holdPeek(t, h)
		endPeek(t, h)
		if !seatSays(h, who, "looked") {
			t.Fatalf("%s looked but the screen does not say so", who)
		}
	}
	peek()
	// Undo until the Camera card is hers to play again.
	for i := 0; seatButton(h, who, "Camera card").Disabled(); i++ {
		if i > 3 {
			t.Fatal("the undo never gives the Camera card back")
		}
		tap(t, h, "Undo")
		if seatSays(h, who, "looked") && !seatButton(h, who, "Camera card").Disabled() {
			t.Fatalf("after an undo %s has the Camera card again but still 'looked'", who)
		}
	}
	// Back before the roll, roll again: the Camera and the look are hers.
	tap(t, h, "Undo")
	if h.state().DiceRolled {
		t.Fatal("the second undo did not take back the roll")
	}
	tap(t, h, "Roll the zombie dice in secret")
	peek()
}

// seatRow is the smallest group on screen that names a seat and holds one
// button labelled label (the dice panel's row of that seat).
func seatRow(h *fakeHost, name, label string) (row fyne.CanvasObject, button fyne.CanvasObject) {
	size := 0
	uitest.Walk(h.canvas(), func(o fyne.CanvasObject) {
		if _, ok := o.(*fyne.Container); !ok {
			return
		}
		has, n := false, 0
		var found []fyne.CanvasObject
		uitest.WalkObject(o, func(c fyne.CanvasObject) {
			n++
			if tx, ok := c.(*canvas.Text); ok && tx.Text == name {
				has = true
			}
			if l, ok := uitest.Label(c); ok && l == label {
				found = append(found, c)
			}
		})
		if has && len(found) == 1 && (row == nil || n < size) {
			row, button, size = o, found[0], n
		}
	})
	return row, button
}

// seatButton is a seat's button in the dice panel.
func seatButton(h *fakeHost, name, label string) *kit.Button {
	_, b := seatRow(h, name, label)
	kb, _ := b.(*kit.Button)
	if kb == nil {
		panic("no " + label + " in the row of " + name)
	}
	return kb
}

// seatSays tells whether a seat's row in the dice panel shows status.
func seatSays(h *fakeHost, name, status string) bool {
	row, _ := seatRow(h, name, "Look")
	found := false
	if row != nil {
		uitest.WalkObject(row, func(c fyne.CanvasObject) {
			if tx, ok := c.(*canvas.Text); ok && tx.Text == status {
				found = true
			}
		})
	}
	return found
}
