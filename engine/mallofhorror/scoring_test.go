package mallofhorror

import (
	"hordekeeper/engine"
	"testing"
)

// TestGameEndConditions: the game ends at the end of a round in which every
// remaining character stands in one location other than the Parking, or
// only 4 remain (6 in a 6-player game).
func TestGameEndConditions(t *testing.T) {
	for _, tc := range []struct {
		name  string
		n     int
		chars []placing
		ends  bool
	}{
		{"all in Megatoys", 4, []placing{{0, PinUp, Megatoys}, {1, PinUp, Megatoys}, {2, PinUp, Megatoys}, {3, PinUp, Megatoys}, {0, Gunman, Megatoys}}, true},
		{"all in the Parking", 4, []placing{{0, PinUp, Parking}, {1, PinUp, Parking}, {2, PinUp, Parking}, {3, PinUp, Parking}, {0, Gunman, Parking}}, false},
		{"spread, five left", 4, []placing{{0, PinUp, Parking}, {1, PinUp, Megatoys}, {2, PinUp, Parking}, {3, PinUp, Parking}, {0, Gunman, Parking}}, false},
		{"four left", 4, []placing{{0, PinUp, Parking}, {1, PinUp, Megatoys}, {2, PinUp, Parking}, {3, PinUp, Restroom}}, true},
		{"six players, five left", 6, []placing{{0, PinUp, Parking}, {1, PinUp, Megatoys}, {2, PinUp, Parking}, {3, PinUp, Restroom}, {4, PinUp, Restroom}}, true},
		{"six players, seven left", 6, []placing{{0, PinUp, Parking}, {1, PinUp, Megatoys}, {2, PinUp, Parking}, {3, PinUp, Restroom}, {4, PinUp, Restroom}, {5, PinUp, Restroom}, {5, Gunman, Restroom}}, false},
		{"six players, six left", 6, []placing{{0, PinUp, Parking}, {1, PinUp, Megatoys}, {2, PinUp, Parking}, {3, PinUp, Restroom}, {4, PinUp, Restroom}, {5, PinUp, Restroom}}, true},
		{"nobody left", 3, nil, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, _ := NewState(DefaultOptions(tc.n), 1)
			for i := range s.Characters {
				s.Characters[i].Dead = true
			}
			for _, p := range tc.chars {
				c, _ := s.character(CharRef{Player: p.seat, Kind: p.kind})
				c.Dead, c.Location = false, p.at
			}
			if got := s.EndConditionWords().String() != ""; got != tc.ends {
				t.Fatalf("ends %v want %v (%q)", got, tc.ends, s.EndConditionWords().String())
			}
		})
	}
	if EndAtCharacters(5) != 4 || EndAtCharacters(6) != 6 {
		t.Fatal("limits")
	}
}

// TestGameEndsAtTheEndOfTheRound: the end is checked once phase F is over,
// and the state then holds the scores and the winners.
func TestGameEndsAtTheEndOfTheRound(t *testing.T) {
	s := fixture(t, 4, placing{0, PinUp, Megatoys}, placing{1, ToughGuy, Megatoys}, placing{2, Gunman, Megatoys}, placing{3, PinUp, Restroom}, placing{3, Gunman, Restroom})
	s = toDestinations(t, s, [4]int{1, 1, 6, 6})
	s = apply(t, s, RevealDestinations{To: []Location{Restroom, Megatoys, Megatoys, Megatoys}})
	s = apply(t, s, Move{Player: 0, Character: PinUp}, Move{Player: 1, Character: ToughGuy}, Move{Player: 2, Character: Gunman})
	// The Restroom's two zombies will eat seat 3's Gunman; then every
	// remaining character stands in Megatoys, judged at the round's end.
	s = apply(t, s, Move{Player: 3, Character: PinUp})
	for s.Phase == PhaseAttack {
		v := s.Attack(s.AttackAt)
		s = apply(t, s, Eat{Player: v.Choosable[0].Player, Character: v.Choosable[0].Kind})
	}
	if s.Phase != PhaseOver || !s.Outcome.Over {
		t.Fatalf("phase %v; %q", s.Phase, s.Notices)
	}
	refuse(t, s, RollZombieDice{})
	if s.Guide() != s.Outcome.Reason {
		t.Fatal("guide at the end")
	}
}

// TestScoring: surviving characters' points; ties go to the most unused
// cards; a full tie shares the win.
func TestScoring(t *testing.T) {
	s3 := fixture(t, 3, placing{0, PinUp, Megatoys}, placing{1, ToughGuy, Megatoys}, placing{1, LittleGirl, Megatoys}, placing{2, PinUp, Megatoys})
	if sc := s3.Scores(); sc[0] != 7 || sc[1] != 6 || sc[2] != 7 {
		t.Fatalf("scores %v", sc)
	}
	s3.Players[2].Hand = 3
	s3.Deck -= 2
	if w := s3.winners(); len(w) != 1 || w[0] != 2 {
		t.Fatalf("winners %v", w)
	}
	if r := s3.Ranking(); r[0] != 2 || r[1] != 0 || r[2] != 1 {
		t.Fatalf("ranking %v", r)
	}
	s3.Players[0].Hand = 3
	s3.Deck -= 2
	s3.finish(engine.Plain("Test."))
	if w := s3.Outcome.Winners; len(w) != 2 {
		t.Fatalf("winners %v", w)
	}
	mustNotice(t, s3, "share the win with 7 points")
}
