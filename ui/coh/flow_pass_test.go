package coh

import (
	"strings"
	"testing"

	"hordekeeper/ui/internal/uitest"

	ch "hordekeeper/engine/cityofhorror"
)

// activatingBefore is the activation step of a place (not the Crossroads)
// whose attack step will have what want says.
func activatingBefore(want func(st *ch.State, l ch.Loc) bool) func(*ch.State) bool {
	return func(st *ch.State) bool {
		l := st.ResolvingLoc()
		return st.Phase == ch.PhaseResolution && st.Step == ch.StepActivation && l != ch.CrossroadsLoc && want(st, l)
	}
}

// TestNoAttackDuePassesByItself: Next on a place's activation goes through
// its attack step by itself when no attack is due there (too few zombies),
// with the step's one line in the message bar; one undo takes it back.
func TestNoAttackDuePassesByItself(t *testing.T) {
	a, _ := newCohTestApp(t, 21)
	tapLabel(t, a, "Set up the city")
	autoUntil(a.view.s, activatingBefore(func(st *ch.State, l ch.Loc) bool {
		ac := st.AttackCondition(l)
		return ac.Characters > 0 && !ac.Attacks
	}))
	st := cohState(t, a)
	l := st.ResolvingLoc()
	if st.Step != ch.StepActivation || st.AttackCondition(l).Attacks {
		t.Skip("this seed never reaches a place without an attack")
	}
	a.view.render()
	tapLabel(t, a, "Next")
	after := cohState(t, a)
	if after.ResolvingLoc() == l && after.Step == ch.StepAttack {
		t.Fatalf("no attack is due at %s: its attack step waits all the same", st.PlaceName(l))
	}
	said := false
	for _, m := range a.view.bar.History() {
		said = said || strings.HasPrefix(m.Text, "No attack at "+st.PlaceName(l))
	}
	if !said {
		t.Fatalf("the step passed by itself says why: %+v", a.view.bar.History())
	}
	tapLabel(t, a, "Undo")
	if back := cohState(t, a); back.ResolvingLoc() != l || back.Step != ch.StepActivation {
		t.Fatalf("one undo takes back the tap and the steps it passed: %s %s", back.PlaceName(back.ResolvingLoc()), back.Step)
	}
}

// TestADueAttackWaitsOnTheCity: Next into an attack that must happen
// leaves the city on show with the attack's vote in the turn bar: "once no
// one wants to act anymore, we then proceed to the zombie attack", so a
// card or a power comes first (the vote once opened by itself, and a table
// reached its cards only through Back). The vote opens at its tap, with no
// "Count the votes" standing there, as the last ballot counts them.
func TestADueAttackWaitsOnTheCity(t *testing.T) {
	a, _ := newCohTestApp(t, 21)
	tapLabel(t, a, "Set up the city")
	autoUntil(a.view.s, activatingBefore(func(st *ch.State, l ch.Loc) bool {
		return st.AttackCondition(l).Attacks && len(st.VoteWeights(l)) > 1
	}))
	st := cohState(t, a)
	l := st.ResolvingLoc()
	if st.Step != ch.StepActivation || !st.AttackCondition(l).Attacks {
		t.Skip("this seed never holds a vote")
	}
	a.view.render()
	tapLabel(t, a, "Next")
	if now := cohState(t, a); on(a) != "coh-city" || now.Step != ch.StepAttack || now.ResolvingLoc() != l {
		t.Fatalf("the attack due at %s waits on the city: on %s at %s", st.PlaceName(l), on(a), now.Step)
	}
	tapLabel(t, a, cohVoteLabel(cohState(t, a), l))
	if on(a) != "coh-vote" {
		t.Fatalf("the turn bar's vote opens the vote: on %s", on(a))
	}
	// The votes count themselves at the last tap: no button that never acts.
	if len(uitest.Buttons(canvasOf(a), "Count the votes")) > 0 {
		t.Fatal("a Count button that never acts is on show")
	}
}
