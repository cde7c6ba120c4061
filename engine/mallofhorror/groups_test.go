package mallofhorror

import (
	"testing"

	"hordekeeper/engine"
)

// TestEveryActionIsItsOwnGroup: no Mall of Horror action joins the one
// before it, and no step passes by itself: what follows a step by itself
// happens inside it, so one Undo takes back exactly one tap.
func TestEveryActionIsItsOwnGroup(t *testing.T) {
	for _, k := range Kinds() {
		a, err := Rules{}.Decode(k, nil)
		if err != nil {
			t.Fatal(err)
		}
		if _, mark := a.(engine.Mark); mark {
			t.Errorf("%s joins the group before it", k)
		}
	}
	if _, flow := any(Rules{}).(engine.Flow[State]); flow {
		t.Error("Mall's rules pass steps by themselves")
	}
}
