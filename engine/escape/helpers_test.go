package escape

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"hordekeeper/engine"
)

// game starts an n-player game with default options.
func game(t testing.TB, n int) State {
	t.Helper()
	s, err := NewState(DefaultOptions(n))
	if err != nil {
		t.Fatalf("NewState(%d): %v", n, err)
	}
	return s
}

// apply applies actions in order and fails on the first refusal.
func apply(t testing.TB, s State, as ...engine.Action) State {
	t.Helper()
	for _, a := range as {
		n, err := Rules{}.Apply(s, a)
		if err != nil {
			t.Fatalf("%s %+v refused: %v", a.Kind(), a, err)
		}
		if err := n.CheckInvariants(); err != nil {
			t.Fatalf("after %s: %v", a.Kind(), err)
		}
		s = n
	}
	return s
}

// refused checks that the action is refused by a rule: a *RuleError
// carrying a sentence, the state handed back unchanged. why names the rule
// the test expects, for the failure message only: refusals are checked by
// their type, never by their wording.
func refused(t testing.TB, s State, a engine.Action, why string) {
	t.Helper()
	n, err := Rules{}.Apply(s, a)
	if err == nil {
		t.Fatalf("%s %+v was accepted; want it refused (%s)", a.Kind(), a, why)
	}
	var re *engine.RuleError
	if !errors.As(err, &re) || re.Text == "" {
		t.Fatalf("%s refused with %T %q, not a rule's sentence (%s)", a.Kind(), err, err, why)
	}
	if !reflect.DeepEqual(n, s) {
		t.Fatalf("a refused %s returned a different state", a.Kind())
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

// ready is a state whose van may leave.
func ready(t testing.TB, n int) State {
	t.Helper()
	s := apply(t, game(t, n), RevealExit{})
	for i := 0; i < ItemsNeededFor(n); i++ {
		s = apply(t, s, AddItemToCargo{})
	}
	return s
}

// dice lists each player's dice.
func dice(s State) []int {
	var d []int
	for _, p := range s.Players {
		d = append(d, p.Dice)
	}
	return d
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
