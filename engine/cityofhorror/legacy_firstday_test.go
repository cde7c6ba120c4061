package cityofhorror

import (
	"slices"
	"testing"
	"time"
)

// TestFirstDayGamesKeepTheirEngine: a game of version 0 created before
// the first day's last engine was replaced goes on as that engine played
// it (legacy_firstday.go): three food tokens face up at a Crossroads on
// side B from setup, a token drawn from the truck by the seed, a swap of
// starting places leaving the setup sheet, a cancelled move with no
// Priest; a notice says so. The same header a minute after that engine
// was replaced, or with a rules version, plays the later rules; one made
// before 34f57d1 still takes a card's marker during setup. Before
// this, 34 of 40 games of a5d1d24 stopped or reached another state.
func TestFirstDayGamesKeepTheirEngine(t *testing.T) {
	o := Options{Players: seats(Red, Blue, Green)}
	var h = header(t, o, 0)
	for seed := uint64(1); ; seed++ {
		h = header(t, o, seed)
		s, err := NewGame(h)
		if err != nil {
			t.Fatal(err)
		}
		if s.Boards[CrossroadsLoc].Side == SideB {
			break
		}
	}
	h.Created = firstDayEnd.Add(-time.Hour)
	old, err := Rules{}.New(h)
	if err != nil {
		t.Fatal(err)
	}
	if old.Rules != rulesFirstDay || len(old.FaceUpFood) != 3 || old.FaceDownFood() != 12-3 || !slices.Equal(old.Setup.FaceUpFood, old.FaceUpFood) {
		t.Fatalf("first day's setup: rules %d, face up %v, %d face down", old.Rules, old.FaceUpFood, old.FaceDownFood())
	}
	wantNotice(t, old, "app of 22 November")
	s := mustApply(t, old, TakeFood{Player: Red})
	if s.FaceDownFood() != 8 || tokens(s) != 1 || s.FoodDraws != 4 {
		t.Fatalf("a token drawn by the seed: %d face down, %d draws", s.FaceDownFood(), s.FoodDraws)
	}
	s = mustApply(t, s, TakeFood{Player: Blue, Slot: 1})
	if len(s.FaceUpFood) != 3 || s.FaceDownFood() != 7 {
		t.Fatalf("the gap is refilled by the seed: face up %v, %d face down", s.FaceUpFood, s.FaceDownFood())
	}
	var a, b Role
	for _, c := range s.Characters {
		if c.Owner == Red && a == "" {
			a = c.Role
		} else if c.Owner == Red && b == "" && c.At != s.Character(a).At {
			b = c.Role
		}
	}
	sheet := slices.Clone(s.Setup.Placements)
	at := s.Character(a).At
	s = mustApply(t, s, SwapStart{A: a, B: b})
	if s.Character(b).At != at || !slices.Equal(s.Setup.Placements, sheet) {
		t.Fatal("the first day's swap moves the characters and leaves the sheet")
	}
	mustRefuse(t, s, CancelMove{}, "no character move to cancel")

	// Between the first day and 34f57d1 a card played during setup still
	// put its explosion marker on a board (legacy_setupmarkers.go).
	h.Created = firstDayEnd.Add(time.Minute)
	between, err := Rules{}.New(h)
	if err != nil {
		t.Fatal(err)
	}
	if between.Rules != rulesSetupMarkers || len(between.FaceUpFood) != 0 || len(between.ExplosionTargets()) != 2 {
		t.Fatalf("a game of 23 November 13:00: rules %d, face up %v, targets %v", between.Rules, between.FaceUpFood, between.ExplosionTargets())
	}
	h.Created = setupMarkersEnd.Add(time.Minute)
	later, err := Rules{}.New(h)
	if err != nil {
		t.Fatal(err)
	}
	if later.Rules != 0 || len(later.FaceUpFood) != 0 || len(later.ExplosionTargets()) != 0 {
		t.Fatalf("a later game of version 0: rules %d, face up %v", later.Rules, later.FaceUpFood)
	}
	mustRefuse(t, later, TakeFood{Player: Red}, "say which value")
	h.Created, h.Rules = firstDayEnd.Add(-time.Hour), RulesVersion
	if now, _ := (Rules{}).New(h); now.Rules != RulesVersion || len(now.FaceUpFood) != 0 {
		t.Fatalf("a game with a version plays it: %d", now.Rules)
	}
}

// tokens counts the food tokens the players hold.
func tokens(s *State) int {
	n := 0
	for _, p := range s.Players {
		for _, k := range p.Food {
			n += k
		}
	}
	return n
}
