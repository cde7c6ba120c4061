package ui

import (
	"testing"

	"hordekeeper/ui/coh"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/mall"
)

// TestHomeSaysMallAndCityInProgress: a Mall of Horror game left, and a City
// of Horror game left (after the question), show on the list of games as
// in progress.
func TestHomeSaysMallAndCityInProgress(t *testing.T) {
	a := newTestUI(t)
	c := a.Window().Canvas()
	uitest.Tap(t, c, mall.Info.Title)
	uitest.Tap(t, c, "3 players")
	uitest.Tap(t, c, "Start the game")
	uitest.Tap(t, c, "Games")
	uitest.Tap(t, c, "Leave the game")
	if len(uitest.Buttons(c, mall.Info.Title+":\ngame in progress")) != 1 || len(uitest.Buttons(c, coh.Info.Title)) != 1 {
		t.Fatalf("the Mall button says a game is in progress, City of Horror's does not: %q", uitest.Texts(c))
	}
	uitest.Tap(t, c, coh.Info.Title)
	uitest.Tap(t, c, "Set up the city")
	uitest.Tap(t, c, "Games")
	uitest.Tap(t, c, "Leave the game")
	if len(uitest.Buttons(c, coh.Info.Title+":\ngame in progress")) != 1 {
		t.Fatalf("the City of Horror button says a game is in progress: %q", uitest.Texts(c))
	}
}
