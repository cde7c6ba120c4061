package cityofhorror

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"hordekeeper/engine"
)

func TestSetupByPlayerCount(t *testing.T) {
	for _, tc := range []struct {
		n, chars, hand, caches int
	}{{3, 5, 7, 3}, {4, 4, 6, 2}, {5, 3, 5, 1}, {6, 3, 4, 0}} {
		for seed := uint64(0); seed < 30; seed++ {
			s := newGame(t, Options{Players: seats(AllColours[:tc.n]...)}, seed)
			su := s.Setup
			eq(t, "characters each", su.CharactersEach, tc.chars)
			eq(t, "hand size", su.HandSize, tc.hand)
			eq(t, "caches", len(su.Caches), tc.caches)
			eq(t, "dealt", len(s.Characters), tc.n*tc.chars)
			eq(t, "leader on first player", s.Leader, s.FirstPlayer)
			eq(t, "phase", s.Phase, PhaseSetup)
			seen := map[Role]bool{}
			for _, c := range s.Characters {
				if seen[c.Role] {
					t.Fatalf("%s dealt twice", c.Role)
				}
				seen[c.Role] = true
				if !c.At.Valid() || c.Exhausted {
					t.Fatalf("%+v does not start rested on a place", c)
				}
			}
			for _, l := range AllLocs {
				if cp := s.Capacity(l); cp != Unlimited && s.Occupied(l) > cp {
					t.Fatalf("seed %d: %s over capacity", seed, l)
				}
			}
			// Placing goes counter-clockwise from the first player's right; the
			// first player places last.
			last := su.Placements[len(su.Placements)-1].Player
			eq(t, "first player places last", last, s.FirstPlayer)
			fi := s.playerIndex(s.FirstPlayer)
			eq(t, "right of first places first", su.Placements[0].Player, s.Players[(fi-1+tc.n)%tc.n].Colour)
			for _, p := range su.Placements {
				if p.Overflow != (p.At != s.Where(p.Card)) {
					t.Fatalf("placement %+v: overflow flag wrong", p)
				}
				if p.Overflow && p.At != CrossroadsLoc {
					t.Fatalf("overflow must go to the Crossroads: %+v", p)
				}
			}
			eq(t, "water tower intact", s.WaterTowerExploded, false)
			if s.Boards[WaterTowerLoc].Side == SideRuins {
				t.Fatal("the Water Tower never starts in ruins")
			}
		}
	}
}

func TestSetupSameSeedSameGame(t *testing.T) {
	o := Options{Players: seats(Red, Blue, Green, White), Library: DefaultLibrary().Cards}
	a, b := newGame(t, o, 42), newGame(t, o, 42)
	if !reflect.DeepEqual(a, b) {
		t.Fatal("the same seed must give the same setup")
	}
	c := newGame(t, o, 43)
	if reflect.DeepEqual(a.Characters, c.Characters) && a.Boards == c.Boards {
		t.Fatal("another seed should give another setup")
	}
}

func TestSetupFirstGameAllSideA(t *testing.T) {
	sawB := false
	for seed := uint64(0); seed < 20; seed++ {
		s := newGame(t, Options{Players: seats(Red, Blue, Green), FirstGame: true}, seed)
		for _, l := range AllLocs {
			if s.Boards[l].Side != SideA {
				t.Fatalf("first game: %s on side %s", l, s.Boards[l].Side)
			}
		}
		r := newGame(t, Options{Players: seats(Red, Blue, Green)}, seed)
		for _, l := range AllLocs {
			sawB = sawB || r.Boards[l].Side == SideB
		}
		bs := map[Building]bool{}
		for _, l := range Corners {
			bs[s.Boards[l].Building] = true
		}
		eq(t, "four corner buildings", len(bs), 4)
	}
	if !sawB {
		t.Fatal("random sides never gave a B side")
	}
}

func TestSetupChosenFirstPlayer(t *testing.T) {
	s := newGame(t, Options{Players: seats(Red, Blue, Green), FirstPlayer: Green}, 9)
	eq(t, "first", s.FirstPlayer, Green)
	eq(t, "leader", s.Leader, Green)
	eq(t, "random", s.Setup.FirstRandom, false)
	firsts := map[Colour]bool{}
	for seed := uint64(0); seed < 40; seed++ {
		firsts[newGame(t, Options{Players: seats(Red, Blue, Green)}, seed).FirstPlayer] = true
	}
	eq(t, "random first player covers everyone", len(firsts), 3)
}

func TestSetupCrossroadsSideBFood(t *testing.T) {
	found := false
	for seed := uint64(0); seed < 40 && !found; seed++ {
		s := newGame(t, Options{Players: seats(Red, Blue, Green)}, seed)
		if s.Boards[CrossroadsLoc].Side != SideB {
			eq(t, "no face-up food on side A", len(s.FaceUpFood), 0)
			continue
		}
		found = true
		// The table turns three tokens face up and says their values.
		eq(t, "none made up", len(s.FaceUpFood), 0)
		for _, v := range []int{2, 0, 1} {
			s = mustApply(t, s, RevealFood{Value: v})
		}
		eq(t, "face-up", s.FaceUpFood, []int{2, 0, 1})
		mustRefuse(t, s, RevealFood{Value: 1}, "three food tokens")
		total := 0
		for v, k := range s.Truck {
			total += k
			if k > FoodValues[v] {
				t.Fatal("truck holds too many tokens")
			}
		}
		eq(t, "truck", total, 9)
	}
	if !found {
		t.Fatal("no seed gave Crossroads side B")
	}
}

func TestSetupHoursFromLibraryOrPack(t *testing.T) {
	s := newGame(t, Options{Players: seats(Red, Blue, Green)}, 1)
	for h, d := range s.Deck {
		eq(t, "from pack", d.FromPack, true)
		eq(t, "hour", d.Hour, h)
	}
	mustRefuse(t, s, AdvancePhase{}, "00:00")
	// A single card of an hour is never used: no card is preset.
	zero := Card{Hour: 0, Label: "z", Zombies: [6]int{1, 2, 3, 4, 5, 6}}
	one := newGame(t, Options{Players: seats(Red, Blue, Green), Library: []Card{zero, RulebookCard()}}, 1)
	for h, d := range one.Deck {
		eq(t, fmt.Sprintf("%s from the table's pack", HourName(h)), d.FromPack, true)
	}
	// Whole packs (four cards) are drawn at random by the app.
	var lib []Card
	for i := range PackSize {
		z := zero
		z.Label = string(rune('A' + i))
		z.Zombies[0] = i
		lib = append(lib, z)
		c := RulebookCard()
		if i > 0 {
			c.Label = string(rune('A' + i))
			c.LeaderSteps = i
		}
		lib = append(lib, c)
	}
	s2 := newGame(t, Options{Players: seats(Red, Blue, Green), Library: lib}, 1)
	eq(t, "00:00 applied", s2.Deck[0].Applied, true)
	z0 := s2.Deck[0].Card
	eq(t, "zombies", s2.Zombies, [7]int{0, z0.Zombies[0], 2, 3, 4, 5, 6})
	eq(t, "3:00 from library", s2.Deck[3].FromPack, false)
	eq(t, "2:00 from pack", s2.Deck[2].FromPack, true)
	seen := map[string]bool{}
	for seed := range uint64(40) {
		seen[newGame(t, Options{Players: seats(Red, Blue, Green), Library: lib}, seed).Deck[3].Card.Label] = true
	}
	eq(t, "every card of the pack comes up", len(seen), PackSize)
	text := strings.Join(s2.Setup.Instructions(), "\n")
	for _, want := range []string{"at random from your 3:00 pack", "2:00: draw a random 2:00 card", "Action cards: deal 7"} {
		if !strings.Contains(text, want) {
			t.Fatalf("instructions lack %q:\n%s", want, text)
		}
	}
	s3 := newGame(t, Options{Players: seats(Red, Blue, Green, White), Draft: true, FirstPlayer: Red}, 5)
	text = strings.Join(s3.Setup.Instructions(), "\n")
	for _, want := range []string{"draft", "00:00: draw a random", "caches"} {
		if !strings.Contains(text, want) {
			t.Fatalf("instructions lack %q:\n%s", want, text)
		}
	}
}

func TestSetupRefusesBadOptions(t *testing.T) {
	for _, tc := range []struct {
		name string
		raw  string
		want string
	}{
		{"none", "", "no options"},
		{"junk", "{", "do not read"},
		{"two players", `{"players":[{"colour":"red"},{"colour":"blue"}]}`, "3 to 6 players"},
		{"bad colour", `{"players":[{"colour":"red"},{"colour":"blue"},{"colour":"pink"}]}`, "seat 3"},
		{"same colour", `{"players":[{"colour":"red"},{"colour":"blue"},{"colour":"red"}]}`, "two seats"},
		{"first absent", `{"players":[{"colour":"red"},{"colour":"blue"},{"colour":"green"}],"firstPlayer":"white"}`, "not at the table"},
		{"numbers", `{"players":[{"colour":"red"},{"colour":"blue"},{"colour":"green"}],"settings":{"waterTowerNumber":4,"crossroadsNumber":6}}`, "5th and 6th"},
		{"wheel short", `{"players":[{"colour":"red"},{"colour":"blue"},{"colour":"green"}],"settings":{"wheel":["red"]}}`, "six colours"},
		{"wheel repeat", `{"players":[{"colour":"red"},{"colour":"blue"},{"colour":"green"}],"settings":{"wheel":["red","red","green","white","purple","blue"]}}`, "once"},
		{"bad card", `{"players":[{"colour":"red"},{"colour":"blue"},{"colour":"green"}],"library":[{"hour":9}]}`, "hour 9"},
		{"long name", `{"players":[{"colour":"red","name":"` + strings.Repeat("x", 50) + `"},{"colour":"blue"},{"colour":"green"}]}`, "keep it to 40"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := NewGame(engine.Header{Game: Name, Options: json.RawMessage(tc.raw)})
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v, want %q", err, tc.want)
			}
		})
	}
}

func TestSwapStart(t *testing.T) {
	s := newGame(t, Options{Players: seats(Red, Blue, Green)}, 3)
	var reds, blues []Role
	for _, c := range s.Characters {
		if c.Owner == Red {
			reds = append(reds, c.Role)
		} else if c.Owner == Blue {
			blues = append(blues, c.Role)
		}
	}
	a, b := s.Character(reds[0]).At, s.Character(reds[1]).At
	n := mustApply(t, s, SwapStart{A: reds[0], B: reds[1]})
	eq(t, "swapped", []Loc{n.Character(reds[0]).At, n.Character(reds[1]).At}, []Loc{b, a})
	mustRefuse(t, s, SwapStart{A: reds[0], B: blues[0]}, "different players")
	mustRefuse(t, s, SwapStart{A: reds[0], B: reds[0]}, "two different")
	mustRefuse(t, s, SwapStart{A: reds[0], B: "nobody"}, "not a character")
	s.Phase = PhaseSelect
	mustRefuse(t, s, SwapStart{A: reds[0], B: reds[1]}, "during setup")
}

func TestResolutionOrderSetting(t *testing.T) {
	s := newGame(t, Options{Players: seats(Red, Blue, Green)}, 1)
	eq(t, "default", s.ResolutionOrder(), []Loc{Corner1, Corner2, Corner3, Corner4, WaterTowerLoc, CrossroadsLoc})
	s = newGame(t, Options{Players: seats(Red, Blue, Green), Settings: Settings{WaterTowerNumber: 6, CrossroadsNumber: 5}}, 1)
	eq(t, "swapped", s.ResolutionOrder(), []Loc{Corner1, Corner2, Corner3, Corner4, CrossroadsLoc, WaterTowerLoc})
	if !slices.Equal(s.Settings.Wheel, DefaultWheel) {
		t.Fatalf("default wheel %v", s.Settings.Wheel)
	}
}
