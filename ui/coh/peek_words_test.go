package coh

import (
	"strings"
	"testing"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/internal/uitest"
)

// TestTowerPeekAgreesWithTheCards: with one 1:00 card kept, the Water
// Tower's look at the physical card says the Cards screen holds 1 of the
// four 1:00 cards, not none.
func TestTowerPeekAgreesWithTheCards(t *testing.T) {
	a, _ := newCohTestApp(t, 77)
	lib := cohSampleLibrary()
	var cards []ch.Card
	for _, c := range lib.Cards {
		if c.Hour == 0 || (c.Hour == 1 && len(cards) == ch.PackSize) {
			cards = append(cards, c)
		}
	}
	if len(cards) != ch.PackSize+1 {
		t.Fatalf("the sample holds the 00:00 pack and a 1:00 card: %d", len(cards))
	}
	lib.Cards = cards
	a.lib = lib
	tapLabel(t, a, "Set up the city")
	on := cohState(t, a).WaterTowerPeekers()
	if len(on) == 0 {
		t.Fatal("this seed puts a character on the Water Tower")
	}
	tapLabel(t, a, "Start 1:00")
	tapLabel(t, a, cohState(t, a).Label(on[0])+" looks")
	said := strings.Join(uitest.Texts(canvasOf(a)), " ")
	if !strings.Contains(said, "The Cards screen holds 1 of the four 1:00 cards") || strings.Contains(said, "no card") {
		t.Fatalf("the look agrees with the Cards screen: %s", said)
	}
	tapLabel(t, a, "Done: they looked")
	if !cohState(t, a).Peeked(on[0], 1) {
		t.Fatal("the tower peek is recorded")
	}
}
