package mallofhorror

import (
	"encoding/json"
	"strings"
	"testing"

	"hordekeeper/engine"
)

// rulebookParking is the rulebook's sentence, word for word (Zombie
// attack, in shared/rules/mall-of-horror-rules.txt).
const rulebookParking = "In the Parking Lot (Location 4) every single zombie feeds."

// TestParkingDefaultFollowsTheRulebook: "In the Parking Lot (Location 4)
// every single zombie feeds." A new game takes that sentence as it reads:
// one zombie against three characters in the Parking still feeds. The
// other reading stays a setting, and a game saved without the setting
// (every game saved before it became the default) replays as it was
// played: there the zombie stays outside.
func TestParkingDefaultFollowsTheRulebook(t *testing.T) {
	var parking Setting
	for _, st := range Settings() {
		if st.Key == "parkingAlwaysFeeds" {
			parking = st
		}
	}
	if !parking.Default || !strings.Contains(parking.Why, rulebookParking) {
		t.Fatalf("the Parking setting must default to the rulebook and quote it: %+v", parking)
	}
	newGame := NewGameOptions(4)
	raw, err := newGame.JSON()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(raw), `"parkingAlwaysFeeds":true`) {
		t.Fatalf("a new game's header must keep its reading: %s", raw)
	}
	old := json.RawMessage(`{"players":[{"colour":"red"},{"colour":"blue"},{"colour":"green"},{"colour":"yellow"}],"chief":0}`)
	for _, tc := range []struct {
		name   string
		raw    json.RawMessage
		enters bool
	}{{"new game", raw, true}, {"old save", old, false}} {
		s, err := Rules{}.New(engine.Header{Game: Name, Seed: 7, Options: tc.raw})
		if err != nil {
			t.Fatal(err)
		}
		for i := range s.Characters {
			c := &s.Characters[i]
			c.Dead = c.Kind != PinUp || c.Owner == 3
			c.Location = Parking
		}
		s.Zombies[Parking] = 1
		if v := s.Attack(Parking); v.Enters != tc.enters {
			t.Errorf("%s: 1 zombie against 3 Pin-Ups in the Parking gets in: %v (%s)", tc.name, v.Enters, v.Why)
		}
	}
}
