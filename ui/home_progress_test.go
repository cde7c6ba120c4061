package ui

import (
	"testing"

	"fyne.io/fyne/v2/theme"

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
	if len(uitest.Buttons(c, "Escape: Zombie City:\ngame in progress")) != 1 || len(uitest.Buttons(c, coh.Info.Title)) != 1 {
		t.Fatalf("the Escape button says a game is in progress, City of Horror's does not: %q", uitest.Texts(c))
	}
	uitest.Tap(t, c, "Escape: Zombie City:\ngame in progress")
	if !uitest.Shows(c, "Resume it") {
		t.Fatalf("the button opens the game to resume: %q", uitest.Texts(c))
	}
}

// TestHomeWithAGameInProgressFitsAPhone: after a crash the app comes back
// on the list of games, where a game in progress says so on its button. On
// one line "▶ Escape: Zombie City: game in progress" needed 421 of a
// 412-wide phone's width, and the real window grew to 431 and stayed so
// for the rest of the game (play-check, esc-412x915 at its restart).
func TestHomeWithAGameInProgressFitsAPhone(t *testing.T) {
	a := newTestUI(t)
	c := a.Window().Canvas()
	uitest.Tap(t, c, "Escape: Zombie City")
	uitest.Tap(t, c, "Start the game")
	uitest.Tap(t, c, "Games")
	// The window's content is inset by the theme's padding on each side.
	need := a.Window().Content().MinSize().Width + 2*theme.Padding()
	if need > 412 {
		t.Errorf("the list of games with Escape in progress needs %.0f px of width, more than a 412-wide phone", need)
	}
}
