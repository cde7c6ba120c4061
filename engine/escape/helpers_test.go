package escape

import (
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

// refuse checks that the action is refused with an error containing want.
func refuse(t testing.TB, s State, a engine.Action, want string) {
	t.Helper()
	n, err := Rules{}.Apply(s, a)
	if err == nil {
		t.Fatalf("%s %+v was accepted; want refusal %q", a.Kind(), a, want)
	}
	if !strings.Contains(err.Error(), want) {
		t.Fatalf("%s refused with %q; want it to mention %q", a.Kind(), err, want)
	}
	if len(n.Players) != len(s.Players) {
		t.Fatalf("a refused action returned a different state")
	}
}

// hasNotice tells whether some notice contains want.
func hasNotice(s State, want string) bool {
	for _, n := range s.Notices {
		if strings.Contains(n, want) {
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
