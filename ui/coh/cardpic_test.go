package coh

import (
	"testing"

	"fyne.io/fyne/v2"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/internal/uitest"
)

// tapCounter taps by label and counts each tap, as a table would count.
type tapCounter struct {
	t *testing.T
	a *table
	n int
}

func (c *tapCounter) tap(label string) { c.t.Helper(); tapLabel(c.t, c.a, label); c.n++ }
func (c *tapCounter) tapIn(scope, label string) {
	c.t.Helper()
	tapIn(c.t, c.a, scope, label)
	c.n++
}

// TestRulebookCardEnteredInUnder15Taps enters the rulebook's 3:00 example
// on the card's picture, as the table reads it off the card, and counts
// the taps; the card is played and kept in the library at once.
func TestRulebookCardEnteredInUnder15Taps(t *testing.T) {
	a, _ := newCohTestApp(t, 11)
	lib := cohSampleLibrary()
	var keep []ch.Card
	for _, c := range lib.Cards {
		if c.Hour != 3 {
			keep = append(keep, c)
		}
	}
	a.lib = ch.Library{Cards: keep} // the 3:00 pack is not entered yet
	tapLabel(t, a, "Set up the city")
	autoUntil(a.view.s, func(st *ch.State) bool { return st.Turn == 3 && st.Phase == ch.PhaseInvasion })
	a.view.render()
	st := cohState(t, a)
	if !st.Deck[3].FromPack {
		t.Fatal("the 3:00 card comes from the box")
	}
	taps := &tapCounter{t: t, a: a}
	taps.tap("Reveal the 3:00 card")
	name := func(l ch.Loc) string { return cohCardPlace(st, l) }
	// Zombies arriving: 3, 2, 1 on corners 1-3, 2 on the Water Tower, 1 on the Crossroads.
	taps.tapIn(name(ch.Corner1), "3")
	taps.tapIn(name(ch.Corner2), "2")
	taps.tapIn(name(ch.Corner3), "1")
	taps.tapIn(name(ch.WaterTowerLoc), "2")
	taps.tapIn(name(ch.CrossroadsLoc), "1")
	// The arrow: every zombie of corner 1 goes to corner 4.
	taps.tapIn(name(ch.Corner1), "Move from here")
	taps.tapIn(name(ch.Corner4), "Move to here")
	// Airdrops: 2 antidotes on corner 1; 1 card and 1 antidote on corner 4.
	taps.tapIn(name(ch.Corner1), "Antidote")
	taps.tapIn(name(ch.Corner1), "Antidote")
	taps.tapIn(name(ch.Corner4), "Antidote")
	taps.tapIn(name(ch.Corner4), "Card")
	taps.tapIn("Zombie leader steps", "1")
	taps.tap("Apply the card")
	noRefusal(t, a)
	if taps.n >= 15 {
		t.Fatalf("the rulebook's 3:00 card took %d taps; it must take under 15", taps.n)
	}
	got := cohState(t, a).Deck[3]
	want := ch.RulebookCard()
	want.Label = got.Card.Label
	if !got.Applied || got.Card.DescribeWords().String() != want.DescribeWords().String() {
		t.Fatalf("played %s, want %s", got.Card.DescribeWords().String(), want.DescribeWords().String())
	}
	kept := a.lib.ForHour(3)
	if len(kept) != 1 || kept[0].DescribeWords().String() != want.DescribeWords().String() {
		t.Fatalf("the new card is kept in the library at once: %+v", kept)
	}
	if disk, _ := a.loadCohLibrary(); len(disk.ForHour(3)) != 1 {
		t.Fatal("and saved")
	}
	t.Logf("the rulebook's 3:00 card: %d taps", taps.n)
}

// TestCardEnteredBeforeIsOneTap: a card the table entered before is one
// tap in the grid of its hour, played at once with its undo in the bar.
func TestCardEnteredBeforeIsOneTap(t *testing.T) {
	a, _ := newCohTestApp(t, 12)
	lib := cohSampleLibrary()
	a.lib = ch.Library{Cards: lib.Cards[1:]} // three 00:00 cards: the pack is not whole
	tapLabel(t, a, "Set up the city")
	tapLabel(t, a, "Enter the 00:00 card")
	c := lib.Cards[2]
	tapIn(t, a, "Card "+c.Label, "") // the card's button, its words beside
	st := cohState(t, a)
	if !st.Deck[0].Applied || st.Deck[0].Card.Label != c.Label || on(a) != "coh-setup" {
		t.Fatalf("one tap plays card %s: %+v on %s", c.Label, st.Deck[0], on(a))
	}
	tapLabel(t, a, "Undo the invasion card")
	if cohState(t, a).Deck[0].Applied {
		t.Fatal("the message bar's undo takes the card back")
	}
}

// TestCardPictureStaysPut: in portrait, scrolled down, taps on the card's
// picture (an arrival, an airdrop, a move) move no other button and keep
// the scroll where the player left it.
func TestCardPictureStaysPut(t *testing.T) {
	a, _ := newCohTestApp(t, 12)
	a.h.Window().Resize(fyne.NewSize(800, 1280))
	var lib []ch.Card
	for _, c := range cohSampleLibrary().Cards {
		if c.Hour != 1 {
			lib = append(lib, c)
		}
	}
	a.lib = ch.Library{Cards: lib} // no 1:00 card yet: its picture opens
	tapLabel(t, a, "Set up the city")
	tapLabel(t, a, "Start 1:00")
	tapLabel(t, a, "Next")
	c := canvasOf(a)
	for _, s := range uitest.Scrolls(c) {
		s.ScrollToOffset(fyne.NewPos(0, 80))
	}
	st := cohState(t, a)
	for _, tap := range [][2]string{{cohCardPlace(st, ch.Corner1), "2"}, {cohCardPlace(st, ch.Corner1), "Antidote"}, {cohCardPlace(st, ch.Corner4), "Card"}} {
		before := uitest.Positions(c)
		var offsets []fyne.Position
		for _, s := range uitest.Scrolls(c) {
			offsets = append(offsets, s.Offset)
		}
		tapIn(t, a, tap[0], tap[1])
		after := uitest.Positions(c)
		for k, p := range before {
			if q, ok := after[k]; !ok || q != p {
				t.Errorf("%s: button %s moved from %v to %v", tap[1], k, p, q)
			}
		}
		for i, s := range uitest.Scrolls(c) {
			if i < len(offsets) && s.Offset != offsets[i] {
				t.Errorf("%s: scroll %d went from %v to %v", tap[1], i, offsets[i], s.Offset)
			}
		}
	}
}
