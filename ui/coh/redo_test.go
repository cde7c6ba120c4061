package coh

import (
	"testing"

	ch "hordekeeper/engine/cityofhorror"
)

// TestRedoTakesTheStepsThatPassedBack: a vote passes the steps with
// nothing to decide after it; Undo takes them back with it in one tap, and
// one Redo puts them all back, with no in-between state to tap through.
func TestRedoTakesTheStepsThatPassedBack(t *testing.T) {
	a, _ := newCohTestApp(t, 21)
	tapLabel(t, a, "Set up the city")
	autoUntil(a.view.s, attackDue)
	st := cohState(t, a)
	if !attackDue(st) {
		t.Fatal("seed 21 holds a vote")
	}
	a.view.render()
	if on(a) != "coh-vote" {
		tapLabel(t, a, "Vote")
	}
	before := len(a.view.s.Applied())
	l := st.ResolvingLoc()
	ws := st.VoteWeights(l)
	loser := ws[len(ws)-1].Player
	for _, w := range ws {
		tapIn(t, a, w.Text+", points at:", st.Label(loser))
	}
	if on(a) == "coh-vote" {
		for _, c := range st.At(l) {
			if c.Owner == loser && !c.Hidden {
				tapLabel(t, a, cohRole(c.Role))
				break
			}
		}
	}
	noRefusal(t, a)
	after := len(a.view.s.Applied())
	key := a.view.stepKey()
	if after-before < 2 {
		t.Fatalf("the vote passed no step by itself (%d actions): nothing to redo here", after-before)
	}
	tapLabel(t, a, "Undo")
	if n := len(a.view.s.Applied()); n != before {
		t.Fatalf("one Undo leaves %d actions, want %d", n, before)
	}
	tapLabel(t, a, "Redo")
	noRefusal(t, a)
	if n := len(a.view.s.Applied()); n != after || a.view.stepKey() != key {
		t.Fatalf("one Redo gives %d actions at %v, want %d at %v", n, a.view.stepKey(), after, key)
	}
	if cohState(t, a).Phase == ch.PhaseSetup {
		t.Fatal("redo went back to the setup")
	}
}
