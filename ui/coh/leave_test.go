package coh

import (
	"testing"

	"hordekeeper/ui/internal/uitest"
)

// leaveCoh leaves a game in play as a player does: "Games", then the
// question's "Leave the game".
func leaveCoh(t *testing.T, a *table) {
	t.Helper()
	tapLabel(t, a, "Games")
	tapLabel(t, a, "Leave the game")
}

// TestCohLeavingAsksFirst: "Games" on a game in play asks; Cancel keeps the
// game on screen, the question's "Leave the game" goes to the list of
// games, which then says a game is in progress.
func TestCohLeavingAsksFirst(t *testing.T) {
	a, _ := newCohTestApp(t, 21)
	h := a.h.(*fakeHost)
	if _, waits := InPlay(h.Store()); waits {
		t.Fatal("nothing is in progress before a game starts")
	}
	if _, waits := InPlay(nil); waits {
		t.Fatal("nothing is in progress before a game starts")
	}
	startCohByTaps(t, a)
	was := on(a)
	tapLabel(t, a, "Games")
	if !uitest.Shows(canvasOf(a), "Leave the game?") || h.homes != 0 {
		t.Fatalf("leaving a game in play must ask: %q", uitest.Texts(canvasOf(a)))
	}
	tapLabel(t, a, "Cancel")
	if on(a) != was || h.homes != 0 {
		t.Fatalf("Cancel must keep the game on %s, got %s", was, on(a))
	}
	leaveCoh(t, a)
	if h.homes != 1 {
		t.Fatal("the question's 'Leave the game' goes to the list of games")
	}
	if _, waits := InPlay(h.Store()); !waits {
		t.Fatal("the game left waits to be resumed: InPlay must say so")
	}
}
