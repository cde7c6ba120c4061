package mall

import (
	"testing"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/uitest"
)

// TestNewGameTakesTheRulebooksParking: the form quotes the rulebook's
// "In the Parking Lot (Location 4) every single zombie feeds." and has that
// reading chosen; a game started as the form stands keeps it in its file.
func TestNewGameTakesTheRulebooksParking(t *testing.T) {
	h := newHost(t)
	tap(t, h, "Mall of Horror")
	tap(t, h, "Table settings")
	if !shows(h, `"In the Parking Lot (Location 4) every single zombie feeds."`) {
		t.Fatalf("the form does not quote the rulebook: %q", screenText(h))
	}
	uitest.ButtonIn(t, h.canvas(), "Every zombie in the Parking feeds", "Chosen")
	uitest.ButtonIn(t, h.canvas(), "Zombies get into the Parking only when", "Choose")
	tap(t, h, "Start the game")
	o, err := mh.ParseOptions(readGame(t, h.journal()).Header().Options)
	if err != nil {
		t.Fatal(err)
	}
	if !o.ParkingAlwaysFeeds || !h.state().ParkingAlwaysFeeds {
		t.Fatal("a game started as the form stands does not feed every zombie in the Parking")
	}
}
