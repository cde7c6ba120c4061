package coh

import (
	"slices"
	"testing"

	"hordekeeper/ui/internal/uitest"

	ch "hordekeeper/engine/cityofhorror"
)

// attackDue is an attack at a place where the players vote.
func attackDue(st *ch.State) bool {
	l := st.ResolvingLoc()
	return st.Phase == ch.PhaseResolution && st.Step == ch.StepAttack && l != ch.CrossroadsLoc &&
		st.AttackCondition(l).Attacks && !st.AttackDone && len(st.VoteWeights(l)) > 1
}

// TestVoteByOneTapAPlayer: each player's weight is shown; one tap a player
// says whom they point at; the app counts as soon as nothing is left to
// ask, and the loser's character is eaten; undo is one tap away.
func TestVoteByOneTapAPlayer(t *testing.T) {
	a, _ := newCohTestApp(t, 21)
	tapLabel(t, a, "Set up the city")
	autoUntil(a.view.s, attackDue)
	st := cohState(t, a)
	if !attackDue(st) {
		t.Skip("this seed never holds a vote")
	}
	a.view.render()
	l := st.ResolvingLoc()
	tapLabel(t, a, "Vote")
	if on(a) != "coh-vote" {
		t.Fatalf("screen %s", on(a))
	}
	ws := st.VoteWeights(l)
	for _, w := range ws {
		if !shows(a, w.Text) {
			t.Fatalf("the weight %q is on show", w.Text)
		}
	}
	// The voters stand in seat order, whoever is first player.
	texts := uitest.Texts(canvasOf(a))
	last := -1
	for _, c := range cohSeats(st) {
		for _, w := range ws {
			if w.Player != c {
				continue
			}
			i := slices.Index(texts, w.Text+", points at:")
			if i < last {
				t.Fatalf("%s is out of seat order: %v", w.Text, texts)
			}
			last = i
		}
	}
	// Everyone points at the last player in turn order who is there:
	// no tie, the loser is known.
	loser := ws[len(ws)-1].Player
	for _, w := range ws {
		tapIn(t, a, w.Text+", points at:", st.Label(loser))
	}
	var theirs []ch.Role
	for _, c := range st.At(l) {
		if c.Owner == loser && !c.Hidden {
			theirs = append(theirs, c.Role)
		}
	}
	if len(theirs) > 1 {
		tapLabel(t, a, cohRole(theirs[1]))
	}
	// The last tap needed counts the vote: no "Count" to tap.
	noRefusal(t, a)
	after := cohState(t, a)
	dead := 0
	for _, r := range theirs {
		if after.Character(r).Dead {
			dead++
		}
	}
	if dead != 1 || on(a) != "coh-city" {
		t.Fatalf("one of %s's characters is eaten: %d, on %s", loser, dead, on(a))
	}
	tapLabel(t, a, "Undo the vote")
	if cohState(t, a).Character(theirs[0]).Dead {
		t.Fatal("the message bar's undo brings the victim back")
	}
}
