package cityofhorror

import "testing"

// A power is offered only when it can be used now: the Mama's never by a
// tap of its own, the Priest's only right after a move, the Teen's before
// the move, the Geek's with a zombie where he stands.
func TestPowerNow(t *testing.T) {
	at := scene(t, Red, PhaseResolution, Red, Blue, Green)
	at.put(Mama, Red, Corner2).put(Priest, Blue, Corner2).put(Teen, Green, Corner1).put(Geek, Red, Corner3).put(Housewife, Blue, Corner2)
	at.Zombies[Corner2] = 4
	at.Resolving, at.Step = 1, StepAttack
	for _, tc := range []struct {
		name string
		s    *State
		r    Role
		can  bool
	}{
		{"the Mama in an attack", at, Mama, false},
		{"the Priest with no move to undo", at, Priest, false},
		{"the Teen after the movement", at, Teen, false},
		{"the Geek without a zombie", at, Geek, false},
		{"the Housewife with zombies", at, Housewife, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			why := tc.s.PowerNowWords(tc.r).String()
			if (why == "") != tc.can {
				t.Fatalf("PowerNowWords(%s) = %q, want usable %v", tc.r, why, tc.can)
			}
		})
	}
	mv := at.clone()
	mv.Phase, mv.Step = PhaseMovement, ""
	eq(t, "the Teen before the move", mv.PowerNowWords(Teen).String(), "")
	ex := at.clone()
	ex.Character(Housewife).Exhausted = true
	if ex.PowerNowWords(Housewife).String() == "" {
		t.Fatal("an exhausted character's power is not offered")
	}
}
