package coh

import (
	"testing"

	"fyne.io/fyne/v2/test"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/kit"
)

// TestBackIsGreyedOnceTheVotesAreCounted: "It is forbidden to play Action
// cards, or use character powers right after a vote". The vote screen
// still offered Back to the city once every ballot was in; it stays in
// its place, greyed, and a tap says why.
func TestBackIsGreyedOnceTheVotesAreCounted(t *testing.T) {
	a, _ := newCohTestApp(t, 21)
	tapLabel(t, a, "Set up the city")
	autoUntil(a.view.s, attackDue)
	a.view.render()
	tapLabel(t, a, "Vote")
	back := func() *kit.Button { return uitest.Button(t, canvasOf(a), "Back").(*kit.Button) }
	if back().Reason() != "" {
		t.Fatal("before the first ballot Back leads to the city")
	}
	st := cohState(t, a)
	l := st.ResolvingLoc()
	var loser ch.Colour
	for _, c := range st.At(l) {
		if !c.Hidden {
			loser = c.Owner
			break
		}
	}
	for _, w := range st.VoteWeights(l) {
		a.view.votes.vote.ballots[w.Player] = loser
	}
	a.view.render()
	if back().Reason() == "" {
		t.Fatalf("the votes are counted and Back is still offered: %q", uitest.Texts(canvasOf(a)))
	}
	test.Tap(back())
	if on(a) != "coh-vote" {
		t.Fatalf("a greyed Back leaves the vote: %s", on(a))
	}
}
