package coh

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"hordekeeper/ui/internal/uitest"
)

// TestLateBallotTapDoesNothing: the last ballot counts the vote and the
// game moves on; a second quick tap on that ballot, landing after the
// count, changes nothing and says nothing.
func TestLateBallotTapDoesNothing(t *testing.T) {
	a, _ := newCohTestApp(t, 21)
	tapLabel(t, a, "Set up the city")
	autoUntil(a.view.s, attackDue)
	st := cohState(t, a)
	if !attackDue(st) {
		t.Skip("this seed never holds a vote")
	}
	a.view.render()
	tapLabel(t, a, "Vote")
	ws := st.VoteWeights(st.ResolvingLoc())
	loser := ws[len(ws)-1].Player
	for _, w := range ws[:len(ws)-1] {
		tapIn(t, a, w.Text+", points at:", st.Label(loser))
	}
	last := uitest.ButtonIn(t, canvasOf(a), ws[len(ws)-1].Text+", points at:", st.Label(loser)).(fyne.Tappable)
	test.Tap(last)
	if on(a) == "coh-vote" && a.view.votes.vote != nil && len(a.view.votes.vote.ballots) == len(ws) {
		t.Skip("the loser chooses among several characters: the vote is not counted yet")
	}
	counted := len(a.view.s.Applied())
	test.Tap(last)
	noRefusal(t, a)
	if n := len(a.view.s.Applied()); n != counted {
		t.Fatalf("a late tap on a counted vote acted: %d actions, want %d", n, counted)
	}
}
