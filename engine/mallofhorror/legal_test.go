package mallofhorror

import (
	"reflect"
	"testing"

	"hordekeeper/engine"
)

// listed tells whether a is among the actions.
func listed(as []engine.Action, a engine.Action) bool {
	for _, b := range as {
		if reflect.DeepEqual(engine.Deref(a), engine.Deref(b)) {
			return true
		}
	}
	return false
}

// TestLegalFollowsWholeGames: through whole games, each step the test
// player takes is listed by Legal when it is of a listed kind, so a screen
// built on Legal never leaves the table without a way on.
func TestLegalFollowsWholeGames(t *testing.T) {
	for n := MinPlayers; n <= MaxPlayers; n++ {
		s := setupGame(t, NewGameOptions(n), uint64(40+n))
		for i := 0; i < 300 && !s.Outcome.Over; i++ {
			legal := s.Legal()
			a := step(s)
			if _, whole := a.(RevealDestinations); !whole && !listed(legal, a) {
				t.Fatalf("%d players, %s: %s %+v is legal but not listed", n, s.Phase, a.Kind(), a)
			}
			s = apply(t, s, a)
		}
	}
}

// TestChoiceHelpers: the per-input helpers a screen uses to disable the
// choices that would be refused.
func TestChoiceHelpers(t *testing.T) {
	s := fixture(t, 3, placing{0, PinUp, Megatoys}, placing{0, Gunman, Megatoys}, placing{1, PinUp, Restroom}, placing{2, PinUp, Supermarket})
	s.MustMove = true
	s.Players[2].Hand, s.Deck = 0, s.Deck+1
	d := toDestinations(t, s, [4]int{1, 1, 1, 1})
	for _, tc := range []struct {
		seat int
		want []Location
	}{
		{0, []Location{Restroom, Parking, SecurityHQ, Supermarket}}, // not closed Cachou, not Megatoys where both stand
		{1, []Location{Megatoys, Parking, SecurityHQ, Supermarket}},
		{2, []Location{Restroom, Megatoys, Parking, SecurityHQ}},
	} {
		if got := d.DestinationChoices(tc.seat); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("seat %d: %v, want %v", tc.seat, got, tc.want)
		}
	}
	if d.DestinationChoices(0) == nil || s.DestinationChoices(0) != nil {
		t.Fatal("destinations are chosen in phase D only")
	}
	e := fixture(t, 3, placing{0, PinUp, SecurityHQ}, placing{1, PinUp, Restroom}, placing{2, PinUp, Supermarket})
	e.MustMove = true
	e = apply(t, e, ElectChief{Winner: 0}, RollZombieDice{}, Proceed{})
	if got := e.DestinationChoices(0); !reflect.DeepEqual(got, []Location{Restroom, Megatoys, Parking, Supermarket}) {
		t.Errorf("the elected Chief may announce %v", got)
	}
	if got := apply(t, e, ChiefAnnounces{Destination: Parking}).DestinationChoices(0); !reflect.DeepEqual(got, []Location{Parking}) {
		t.Errorf("after the announcement %v", got)
	}
	m := apply(t, d, RevealDestinations{To: []Location{Restroom, Megatoys, Megatoys}})
	if got := m.Movable(0); !reflect.DeepEqual(got, []CharKind{PinUp, Gunman}) {
		t.Fatalf("movable %v", got)
	}
	if m.Movable(1) != nil || m.CanSprint(0) != nil {
		t.Fatal("seat 0 moves, with a card in hand")
	}
	m = apply(t, m, Move{Player: 0, Character: PinUp}, Move{Player: 1, Character: PinUp})
	if Reason(m.CanSprint(2)) == "" {
		t.Fatal("seat 2 holds no card, so cannot sprint")
	}
	if Reason(nil) != "" || Reason(m.Check(Proceed{})) == "" {
		t.Fatal("reasons")
	}
	a := fixture(t, 3, placing{0, PinUp, Restroom}, placing{1, PinUp, Restroom}, placing{2, PinUp, Megatoys})
	a.Zombies[Restroom] = 2
	a = attackNow(a)
	cards := a.PlayableCards(0)
	for _, c := range []Card{Threat, Hardware, Hidden, Weapon1, Weapon2} {
		if !listed(toActions(cards), PlayCard{Card: c}) {
			t.Errorf("%s should be playable in an attack: %v", c, cards)
		}
	}
	if len(a.PlayableCards(2)) != 0 { // no vote in the Restroom, so not even a Threat
		t.Fatalf("seat 2 plays %v", a.PlayableCards(2))
	}
}

// toActions turns card kinds into PlayCard actions of seat 0, to compare.
func toActions(cs []Card) []engine.Action {
	var out []engine.Action
	for _, c := range cs {
		out = append(out, PlayCard{Card: c})
	}
	return out
}
