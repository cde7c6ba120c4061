package coh

import (
	"testing"

	"fyne.io/fyne/v2"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/internal/uitest"
)

// ownPackUntil plays a table's game on with the autoplay, entering each
// hour's card from the table's own pack (the sample box's second card)
// when the library has no whole pack for it, until done says stop.
func ownPackUntil(s autoGame, done func(*ch.State) bool) {
	sample := cohSampleLibrary()
	used := map[int]bool{}
	for i := 0; i < 800 && !done(s.State()); i++ {
		st := s.State()
		if (st.Phase == ch.PhaseInvasion || st.Phase == ch.PhaseSetup) && st.Deck[st.Turn].FromPack && !st.Deck[st.Turn].Applied {
			c := sample.ForHour(st.Turn)[1]
			if _, err := s.Do(ch.ApplyInvasion{Card: &c}); err == nil {
				continue
			}
		}
		if !autoStep(s, used) {
			return
		}
	}
}

// revealAt3 is a table whose library holds one 3:00 card, entered before
// (the rulebook's example, a move, two airdrops and a leader step: a long
// button), playing its own packs, at the 3:00 reveal.
func revealAt3(t *testing.T, size fyne.Size) *table {
	t.Helper()
	a := newTableIn(t, t.TempDir(), 9)
	a.lib = ch.Library{Cards: []ch.Card{ch.RulebookCard()}}
	a.h.Window().Resize(size)
	startByCall(a)
	ownPackUntil(a.view.s, func(st *ch.State) bool { return st.Turn == 3 && st.Phase == ch.PhaseInvasion })
	if st := cohState(t, a); st.Turn != 3 || st.Phase != ch.PhaseInvasion || st.Deck[3].Applied {
		t.Fatalf("the autoplay stopped at %s %v", ch.HourName(st.Turn), st.Phase)
	}
	a.view.render()
	return a
}

// TestThreeOClockRevealKeepsTheWindow walks the 3:00 reveal of a table
// that plays its own packs, in one session, as a table does: the city,
// "Which 3:00 card came up?" with the rulebook's card listed, that card
// on its picture (Edit), back to the list and to the city, then the card
// played. At each step the screen must fit the window: the GL driver
// grows the window to the content's MinSize and never gives the room
// back, so one screen too wide cuts off every later one (at 800x1280 the
// list made the window 886 wide: Delete, Apply the card and Log cut off,
// the picture's Bank and Church, the city's Next a sliver).
//
// The layout tests missed it: they open "which card came up" at 00:00 with
// the sample box's hour-0 cards, whose buttons say a zombie count alone;
// the rulebook's card (a move, two airdrops, a leader step) that every new
// install holds comes up at 3:00 only, and the demo games draw each hour's
// card themselves from a whole pack, so they never show the list.
func TestThreeOClockRevealKeepsTheWindow(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 800, Height: 1280}, {Width: 1280, Height: 800}, {Width: 412, Height: 915}} {
		r := uitest.NewLayoutReport("City of Horror's 3:00 reveal").FitPhone()
		a := revealAt3(t, size)
		check := func(name string) { r.Check(name, size, canvasOf(a)) }
		check("the city at 3:00")
		tapLabel(t, a, "Reveal the 3:00 card")
		check("which 3:00 card came up")
		tapIn(t, a, "Card rulebook", "Edit")
		check("the rulebook card on its picture")
		st := cohState(t, a)
		for _, l := range ch.AllLocs {
			if !shows(a, cohCardPlace(st, l)) {
				t.Errorf("at %v the picture does not show %s", size, cohCardPlace(st, l))
			}
		}
		tapLabel(t, a, "Back")
		check("back to the city")
		tapLabel(t, a, "Reveal the 3:00 card")
		tapIn(t, a, "Card rulebook", "")
		check("the city after the card")
		if st := cohState(t, a); !st.Deck[3].Applied {
			t.Errorf("at %v the rulebook card was not played", size)
		}
		r.Finish(t)
	}
}
