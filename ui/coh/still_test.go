package coh

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/internal/uitest"
)

// The tests here tap as a table does, one tap after the other in one
// session, and check that what a finger finds holds still from one tap to
// the next within a step. The layout tests open each screen once and
// TestATapMovesNothingElse adds a zombie only: none of them took a second
// step of the Crossroads search, moved a character into a place with
// others, entered Canned Food or passed the first-player token, and the
// buttons they compare are named by their words, so one player's "+"
// swapped for another's at the same place passed.

// where is a button's place on the window.
func where(o fyne.CanvasObject) fyne.Position {
	return fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
}

// TestSearchButtonHoldsStill: "Clockwise one space" stays where the
// finger is from one tap to the next (it slid 65 px a tap), nothing else
// moves, and once the victim is named no "Eaten" button lies where the
// search's button was (a second quick tap would eat a character).
func TestSearchButtonHoldsStill(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 800, Height: 1280}, {Width: 1280, Height: 800}} {
		a := openDemoCopy(t, "coh-wheel")
		a.h.Window().Resize(size)
		c := canvasOf(a)
		uitest.Settle(c, size)
		var label string
		for _, l := range uitest.Labels(c) {
			if strings.HasPrefix(l, "Look at ") {
				label = l
			}
		}
		if label == "" {
			t.Fatalf("no search button: %v", uitest.Labels(c))
		}
		for taps := 0; ; taps++ {
			b := uitest.Button(t, c, label)
			at, bs := where(b), b.Size()
			before := uitest.Positions(c)
			tapLabel(t, a, label)
			uitest.Settle(c, size)
			after := uitest.Positions(c)
			ended := len(uitest.Buttons(c, "Clockwise one space")) == 0
			for k, p := range before {
				// The tap that names the victim ends the search: what
				// follows is the victim's player's choice, a step of its own.
				if q, ok := after[k]; ok && q != p && !ended {
					t.Errorf("%v, tap %d on %q: %s moved from %v to %v", size, taps, label, k, p, q)
				}
			}
			if ended {
				uitest.Walk(c, func(o fyne.CanvasObject) {
					l, ok := uitest.Label(o)
					p := where(o)
					if ok && strings.HasPrefix(l, "Eaten") && p.Y < at.Y+bs.Height && p.Y+o.Size().Height > at.Y {
						t.Errorf("%v: %q lies where the search's button was (%v)", size, l, at)
					}
				})
				break
			}
			label = "Clockwise one space"
			if taps > 8 {
				t.Fatal("the search never ends")
			}
		}
	}
}

// TestArrivalKeepsAPlacesChips: a character moving into a place goes
// after those already there, whose chips stay where they were (the state
// lists characters by player, so a newcomer took a place in the middle).
func TestArrivalKeepsAPlacesChips(t *testing.T) {
	size := fyne.NewSize(1280, 800)
	a := revealAt3(t, size)
	a.view.inv.openInvasion()
	tapIn(t, a, "Card rulebook", "")
	st := cohState(t, a)
	if st.Phase != ch.PhaseMovement {
		t.Fatalf("at %v", st.Phase)
	}
	index := func(r ch.Role) int {
		return slices.IndexFunc(st.Characters, func(c ch.Character) bool { return c.Role == r })
	}
	// A move whose newcomer the state lists before one already there.
	var mover ch.Role
	to := ch.NoLoc
	for _, r := range st.Movable(st.NextToMove()) {
		for _, l := range ch.AllLocs {
			if l == st.Character(r).At || st.Full(l) || l == ch.CrossroadsLoc {
				continue
			}
			for _, c := range st.At(l) {
				if index(c.Role) > index(r) && to == ch.NoLoc {
					mover, to = r, l
				}
			}
		}
	}
	if to == ch.NoLoc {
		t.Fatal("no move puts a character before another in the state's order")
	}
	c := canvasOf(a)
	uitest.Settle(c, size)
	chips := map[ch.Role]fyne.Position{}
	for _, x := range st.At(to) {
		chips[x.Role] = where(uitest.ButtonIn(t, c, cohChipName(x), ""))
	}
	tapCharacter(t, a, mover)
	tapLabel(t, a, cohTitle(st.Boards[to].Building))
	noRefusal(t, a)
	uitest.Settle(c, size)
	if cohState(t, a).Character(mover).At != to {
		t.Fatalf("%s did not move to %s", mover, cohTitle(st.Boards[to].Building))
	}
	for r, p := range chips {
		if q := where(uitest.ButtonIn(t, c, cohChipName(*cohState(t, a).Character(r)), "")); q != p {
			t.Errorf("%s's chip moved from %v to %v when %s arrived", r, p, q, mover)
		}
	}
}

// TestEndRowsHoldStill: entering Canned Food, one tap after the other,
// moves no player's row (they re-ranked by score, and the result's lines
// above them grew with a tie).
func TestEndRowsHoldStill(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 800, Height: 1280}, {Width: 1280, Height: 800}, {Width: 412, Height: 915}} {
		endRowsHoldStill(t, size)
	}
}

func endRowsHoldStill(t *testing.T, size fyne.Size) {
	a := openDemoCopy(t, "coh-end")
	a.h.Window().Resize(size)
	c := canvasOf(a)
	st := cohState(t, a)
	for _, p := range st.MustChoose() {
		tapLabel(t, a, cohRole(ownCharacters(st, p, ch.NoLoc, nil)[0]))
		tapLabel(t, a, "Use the antidotes")
		noRefusal(t, a)
	}
	rows := func() map[string]fyne.Position {
		uitest.Settle(c, size)
		out := map[string]fyne.Position{}
		for _, p := range cohSeats(st) {
			for _, k := range []string{"-", "+"} {
				out[cohLabel(st, p)+" "+k] = where(uitest.ButtonIn(t, c, cohLabel(st, p), k))
			}
		}
		for k, p := range uitest.Positions(c) {
			// On a phone the message bar's buttons take a second row
			// while an undo is offered (kit.MessageBar): not this
			// screen's doing, and below every row.
			if size.Width < 600 && (strings.HasPrefix(k, "Log#") || strings.HasPrefix(k, "Undo ")) {
				continue
			}
			out[k] = p
		}
		return out
	}
	// The Canned Food the coh-end game lets each player show: one at a
	// time, up and down, so the lead changes hands.
	before := rows()
	for i, tap := range []struct {
		p ch.Colour
		k string
	}{{ch.Red, "-"}, {ch.Green, "+"}, {ch.Red, "+"}, {ch.Green, "-"}, {ch.Red, "-"}} {
		tapIn(t, a, cohLabel(st, tap.p), tap.k)
		after := rows()
		for k, p := range before {
			if q, ok := after[k]; ok && (abs32(q.X-p.X) > 0.5 || abs32(q.Y-p.Y) > 0.5) {
				t.Errorf("%v, tap %d (%s %s): %s moved from %v to %v", size, i, tap.p, tap.k, k, p, q)
			}
		}
		before = after
	}
}

// TestPlayersListKeepsSeats: the players' list is in seat order whoever
// holds the first-player token (it was in turn order, and turned round
// each hour).
func TestPlayersListKeepsSeats(t *testing.T) {
	size := fyne.NewSize(1280, 800)
	a := revealAt3(t, size)
	c := canvasOf(a)
	seen := map[ch.Colour]bool{}
	for hour := 0; hour < 2; hour++ {
		st := cohState(t, a)
		seen[st.FirstPlayer] = true
		uitest.Settle(c, size)
		var ys []float32
		for _, p := range cohSeats(st) {
			ys = append(ys, where(uitest.ButtonIn(t, c, cohLabel(st, p), "")).Y)
		}
		if !slices.IsSorted(ys) {
			t.Errorf("at %s (first player %s) the players' rows stand at %v, not in seat order", ch.HourName(st.Turn), st.FirstPlayer, ys)
		}
		ownPackUntil(a.view.s, func(x *ch.State) bool { return x.Turn == st.Turn+1 && x.Phase == ch.PhaseMovement })
		a.view.render()
	}
	if len(seen) < 2 {
		t.Fatalf("the first player never changed: %v", seen)
	}
}

func abs32(x float32) float32 {
	if x < 0 {
		return -x
	}
	return x
}
