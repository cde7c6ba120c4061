package mallofhorror

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"hordekeeper/engine"
)

// placing puts one character somewhere in a fixture.
type placing struct {
	seat int
	kind CharKind
	at   Location
}

// fixture builds an n-player state at the start of round 1 with only the
// listed characters alive where listed; phases A and B skip themselves when
// nobody is in the Parking or the Security HQ.
func fixture(t testing.TB, n int, chars ...placing) State {
	t.Helper()
	s, err := NewState(DefaultOptions(n), 7)
	if err != nil {
		t.Fatal(err)
	}
	for i := range s.Characters {
		s.Characters[i].Dead = true
	}
	for _, p := range chars {
		c, err := s.character(CharRef{Player: p.seat, Kind: p.kind})
		if err != nil {
			t.Fatal(err)
		}
		c.Dead, c.Location = false, p.at
	}
	s.Placed = len(s.Characters)
	s.PlacementDice = [2]int{}
	s.Notices = nil
	s.startRound()
	return s
}

// attackNow starts phase F's attacks (without bonus zombies) on a fixture.
func attackNow(s State) State {
	s = s.clone()
	s.Phase = PhaseAttack
	s.AttackAt = 0
	s.advanceAttack()
	return s
}

// apply applies actions in order, failing on a refusal or a broken
// invariant.
func apply(t testing.TB, s State, as ...engine.Action) State {
	t.Helper()
	for _, a := range as {
		n, err := Rules{}.Apply(s, a)
		if err != nil {
			t.Fatalf("%s %+v refused: %v\nguide: %s", a.Kind(), a, err, s.Guide())
		}
		if err := n.CheckInvariants(); err != nil {
			t.Fatalf("after %s: %v", a.Kind(), err)
		}
		s = n
	}
	return s
}

// refuse checks that the action is refused by a rule (a *engine.RuleError
// with a sentence), and that the state is left as it was.
func refuse(t testing.TB, s State, a engine.Action) {
	t.Helper()
	n, err := Rules{}.Apply(s, a)
	var re *engine.RuleError
	if !errors.As(err, &re) || re.Text == "" {
		t.Fatalf("%s %+v: want a refusal by a rule, got %v", a.Kind(), a, err)
	}
	if !reflect.DeepEqual(n, s) {
		t.Fatalf("%s was refused but the state changed", a.Kind())
	}
}

// hasNotice tells whether some notice contains want.
func hasNotice(s State, want string) bool {
	for _, n := range s.Notices {
		if strings.Contains(n.Text, want) {
			return true
		}
	}
	return false
}

// mustNotice fails unless a notice contains want.
func mustNotice(t testing.TB, s State, want string) {
	t.Helper()
	if !hasNotice(s, want) {
		t.Fatalf("no notice mentions %q; notices: %q", want, s.NoticeTexts())
	}
}

// where returns a character's location.
func where(t testing.TB, s State, seat int, k CharKind) Location {
	t.Helper()
	c, err := s.character(CharRef{Player: seat, Kind: k})
	if err != nil {
		t.Fatal(err)
	}
	return c.Location
}

// alive tells whether a character lives.
func alive(t testing.TB, s State, seat int, k CharKind) bool {
	t.Helper()
	c, err := s.character(CharRef{Player: seat, Kind: k})
	if err != nil {
		t.Fatal(err)
	}
	return c.Alive()
}

// setupGame places every character on its first choice and returns the
// state at round 1.
func setupGame(t testing.TB, o Options, seed uint64) State {
	t.Helper()
	s, err := NewState(o, seed)
	if err != nil {
		t.Fatal(err)
	}
	return placeAll(t, s)
}

// placeAll places every character on its first choice.
func placeAll(t testing.TB, s State) State {
	t.Helper()
	for s.Phase == PhaseSetup {
		seat := s.Placer()
		var k CharKind
		for _, c := range s.CharactersOf(seat) {
			if c.Location == 0 {
				k = c.Kind
				break
			}
		}
		s = apply(t, s, Place{Player: seat, Character: k, Location: s.PlacementChoices()[0]})
	}
	return s
}
