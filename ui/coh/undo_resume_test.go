package coh

import (
	"strings"
	"testing"

	ch "hordekeeper/engine/cityofhorror"
)

// undoLine is the last "Undone: ..." line of the message bar.
func undoLine(a *table) string {
	h := a.view.bar.History()
	for i := len(h) - 1; i >= 0; i-- {
		if strings.HasPrefix(h[i].Text, "Undone: ") {
			return h[i].Text
		}
	}
	return ""
}

// TestUndoAfterResumeTakesBackTheSame: Next on a place where no attack is
// due passes the attack step by itself; one Undo takes back the tap with
// that step, and after leaving the game and resuming it from the games
// folder one Undo takes back the same, and says the same.
func TestUndoAfterResumeTakesBackTheSame(t *testing.T) {
	a, dir := newCohTestApp(t, 21)
	tapLabel(t, a, "Set up the city")
	autoUntil(a.view.s, activatingBefore(func(st *ch.State, l ch.Loc) bool {
		ac := st.AttackCondition(l)
		return ac.Characters > 0 && !ac.Attacks
	}))
	st := cohState(t, a)
	if st.Step != ch.StepActivation || st.AttackCondition(st.ResolvingLoc()).Attacks {
		t.Fatal("seed 21 reaches a place without an attack")
	}
	a.view.render()
	before, key := len(a.view.s.Applied()), a.view.stepKey()
	tapLabel(t, a, "Next")
	noRefusal(t, a)
	after := len(a.view.s.Applied())
	if after-before < 2 {
		t.Fatalf("Next passed no step by itself (%d actions)", after-before)
	}
	tapLabel(t, a, "Undo")
	said := undoLine(a)
	if n := len(a.view.s.Applied()); n != before || a.view.stepKey() != key || said == "" {
		t.Fatalf("one Undo leaves %d actions at %v (%q), want %d at %v", n, a.view.stepKey(), said, before, key)
	}
	tapLabel(t, a, "Redo")
	if n := len(a.view.s.Applied()); n != after {
		t.Fatalf("one Redo gives %d actions, want %d", n, after)
	}
	leaveCoh(t, a)

	b := newTableIn(t, dir, 1) // one tap on "Resume City of Horror"
	if n := len(b.view.s.Applied()); n != after {
		t.Fatalf("resumed with %d actions, want %d", n, after)
	}
	tapLabel(t, b, "Undo")
	if n := len(b.view.s.Applied()); n != before || b.view.stepKey() != key {
		t.Fatalf("after a resume one Undo leaves %d actions at %v, want %d at %v, as before the resume", n, b.view.stepKey(), before, key)
	}
	if got := undoLine(b); got != said {
		t.Fatalf("after a resume Undo says %q, before it said %q", got, said)
	}
}

// TestUndoOfferComesBackOnResume: a vote passes the steps with nothing to
// decide after it and the message bar offers "Undo the vote"; after
// leaving and resuming, the bar offers it again, and its one tap takes
// back the vote with those steps.
func TestUndoOfferComesBackOnResume(t *testing.T) {
	a, dir := newCohTestApp(t, 21)
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
	before, key := len(a.view.s.Applied()), a.view.stepKey()
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
	if len(a.view.s.Applied())-before < 2 {
		t.Fatal("the vote passed no step by itself")
	}
	if !shows(a, "Undo the vote") {
		t.Fatal("the bar does not offer to undo the vote")
	}
	leaveCoh(t, a)

	b := newTableIn(t, dir, 1) // one tap on "Resume City of Horror"
	if !shows(b, "Undo the vote") {
		t.Fatal("after a resume the bar no longer offers to undo the vote")
	}
	tapLabel(t, b, "Undo the vote")
	if n := len(b.view.s.Applied()); n != before || b.view.stepKey() != key {
		t.Fatalf("the offer's tap leaves %d actions at %v, want %d at %v", n, b.view.stepKey(), before, key)
	}
}
