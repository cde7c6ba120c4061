package coh

import (
	"testing"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/internal/uitest"
)

// TestKeptCardEditedOnItsPicture: the "which card came up?" list offers,
// beside each kept card, Edit (the card opens on the same picture as a
// new card; Apply keeps the correction under its label and plays it) and
// Delete (asked first, then the card leaves the library).
func TestKeptCardEditedOnItsPicture(t *testing.T) {
	a, _ := newCohTestApp(t, 9)
	a.lib = ch.Library{Cards: cohSampleLibrary().Cards[1:]} // 00:00 holds B, C and D: the table says which came
	tapLabel(t, a, "Set up the city")
	tapLabel(t, a, "Enter the 00:00 card")
	if !shows(a, "Which 00:00 card came up?") {
		t.Fatal("the 00:00 card is asked")
	}
	// Delete D: asked first, then gone.
	tapIn(t, a, "Card D", "Delete")
	if len(a.lib.ForHour(0)) != 3 {
		t.Fatal("Delete asks first")
	}
	tapIn(t, a, "Delete card D?", "Delete")
	if got := a.lib.ForHour(0); len(got) != 2 || len(uitest.Buttons(canvasOf(a), "Edit")) != 2 {
		t.Fatalf("card D is deleted: %+v", got)
	}
	// Correct B on its picture: 4 zombies at the Crossroads, not 2.
	tapIn(t, a, "Card B", "Edit")
	if !shows(a, "Card B of 00:00: correct what it shows") {
		t.Fatal("Edit opens the card's picture")
	}
	st := cohState(t, a)
	tapIn(t, a, cohLocIn(st, ch.CrossroadsLoc), "4")
	tapLabel(t, a, "Apply the card")
	noRefusal(t, a)
	var kept ch.Card
	for _, c := range a.lib.ForHour(0) {
		if c.Label == "B" {
			kept = c
		}
	}
	want := [6]int{2, 1, 0, 1, 0, 4}
	if kept.Zombies != want || len(a.lib.ForHour(0)) != 2 {
		t.Fatalf("card B is corrected in the library, not added: %+v (%d cards)", kept, len(a.lib.ForHour(0)))
	}
	st = cohState(t, a)
	if !st.Deck[0].Applied || st.Deck[0].Card.Zombies != want || st.Zombies[ch.CrossroadsLoc] != 4 {
		t.Fatalf("the corrected card is played: %+v, %d zombies at the Crossroads", st.Deck[0].Card, st.Zombies[ch.CrossroadsLoc])
	}
}
