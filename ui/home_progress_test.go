package ui

import (
	"testing"

	"hordekeeper/ui/coh"
	"hordekeeper/ui/internal/uitest"
)

// TestHomeSaysAGameIsInProgress: back on the list of games, the button of
// a game with one in progress says so; the others do not.
func TestHomeSaysAGameIsInProgress(t *testing.T) {
	a := newTestUI(t)
	c := a.Window().Canvas()
	if uitest.Shows(c, "game in progress") {
		t.Fatalf("nothing is in progress yet: %q", uitest.Texts(c))
	}
	uitest.Tap(t, c, "Escape: Zombie City")
	uitest.Tap(t, c, "Start the game")
	uitest.Tap(t, c, "Games")
	if len(uitest.Buttons(c, "Escape: Zombie City: game in progress")) != 1 || len(uitest.Buttons(c, coh.Info.Title)) != 1 {
		t.Fatalf("the Escape button says a game is in progress, City of Horror's does not: %q", uitest.Texts(c))
	}
	uitest.Tap(t, c, "Escape: Zombie City: game in progress")
	if !uitest.Shows(c, "Resume it") {
		t.Fatalf("the button opens the game to resume: %q", uitest.Texts(c))
	}
}
