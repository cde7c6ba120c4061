package mallofhorror

import (
	"encoding/json"
	"testing"
)

// TestOldOptionsKeepTheirReadings: options saved before the settings load
// with the behaviour they were played with; new games take the defaults.
func TestOldOptionsKeepTheirReadings(t *testing.T) {
	old := json.RawMessage(`{"players":[{"name":"Ann","colour":"red"},{"colour":"blue"},{"colour":"green"}],"chief":1}`)
	o, err := ParseOptions(old)
	if err != nil {
		t.Fatal(err)
	}
	if o.MustMove || o.ZombieOnlyNextRound || o.ParkingAlwaysFeeds {
		t.Fatalf("an old game changed its readings: %+v", o)
	}
	if d := DefaultOptions(4); d.MustMove || d.ZombieOnlyNextRound || d.ParkingAlwaysFeeds {
		t.Fatalf("DefaultOptions turn a setting on: %+v", d)
	}
	d := NewGameOptions(4)
	if !d.MustMove || !d.ZombieOnlyNextRound || !d.ParkingAlwaysFeeds {
		t.Fatalf("a new game's defaults %+v", d)
	}
	for _, o := range []Options{d, {Players: d.Players, ZombieOnlyNextRound: true, ParkingAlwaysFeeds: true}} {
		raw, err := o.JSON()
		if err != nil {
			t.Fatal(err)
		}
		back, err := ParseOptions(raw)
		if err != nil || back.MustMove != o.MustMove || back.ZombieOnlyNextRound != o.ZombieOnlyNextRound || back.ParkingAlwaysFeeds != o.ParkingAlwaysFeeds {
			t.Fatalf("JSON %s came back as %+v (%v)", raw, back, err)
		}
	}
}

// TestMustMove: "A player must move a character". With the setting (the
// default), a destination where all of a player's characters stand is
// refused, and a Sprint still lets one come back; without it, they stay.
func TestMustMove(t *testing.T) {
	scene := func(must bool) State {
		s := fixture(t, 3, placing{0, PinUp, Megatoys}, placing{0, Gunman, Megatoys}, placing{1, PinUp, Restroom}, placing{2, PinUp, Supermarket})
		s.MustMove = must
		return toDestinations(t, s, [4]int{1, 1, 1, 1})
	}
	stay := []Location{Megatoys, Megatoys, Restroom}
	for _, tc := range []struct {
		name   string
		must   bool
		to     []Location
		refuse bool
	}{
		{"must move: all already there", true, stay, true},
		{"must move: every player leaves somewhere", true, []Location{Restroom, Megatoys, Megatoys}, false},
		{"may stay (old games)", false, stay, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := scene(tc.must)
			if tc.refuse {
				refuse(t, s, RevealDestinations{To: tc.to})
				return
			}
			apply(t, s, RevealDestinations{To: tc.to})
		})
	}
	stayed := apply(t, scene(false), RevealDestinations{To: stay}, Move{Player: 0, Character: PinUp})
	mustNotice(t, stayed, "stays in 3 Megatoys")
	// With the setting, a Sprint on the move brings a character back.
	s := apply(t, scene(true), RevealDestinations{To: []Location{Restroom, Megatoys, Restroom}},
		Move{Player: 0, Character: PinUp, Sprint: Megatoys})
	if where(t, s, 0, PinUp) != Megatoys || s.Played[Sprint] != 1 {
		t.Fatal("the Sprint should keep the Pin-Up in Megatoys")
	}
}

// TestZombieReturnsEveryRoundOrOnce: "may on the next round only return as
// a Zombie". By default the zombie comes back every round; with the
// setting, only in the round after the player lost their last character.
func TestZombieReturnsEveryRoundOrOnce(t *testing.T) {
	for _, tc := range []struct {
		name      string
		once      bool
		round     int
		mayReturn bool
	}{
		{"every round: the next round", false, 2, true},
		{"every round: later", false, 3, true},
		{"next round only: the next round", true, 2, true},
		{"next round only: later", true, 3, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := fixture(t, 4, placing{0, PinUp, Megatoys}, placing{1, PinUp, Restroom}, placing{3, PinUp, Supermarket})
			for i := range s.Characters {
				if s.Characters[i].Owner == 2 {
					s.Characters[i].DiedInRound = 1
				}
			}
			s.Round = tc.round
			s.ZombieOnlyNextRound = tc.once
			s = toDestinations(t, s, [4]int{1, 1, 1, 1})
			if got := s.ReturnsAsZombie(2); got != tc.mayReturn {
				t.Fatalf("returns %v", got)
			}
			with := RevealDestinations{To: []Location{Restroom, Megatoys, Supermarket, Restroom}}
			without := RevealDestinations{To: []Location{Restroom, Megatoys, 0, Restroom}}
			apply(t, s, without)
			if !tc.mayReturn {
				refuse(t, s, with)
				return
			}
			if n := apply(t, s, with); n.Zombies[Supermarket] != 1 {
				t.Fatalf("zombies %v", n.Zombies)
			}
		})
	}
}
