package coh

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/internal/uitest"
)

// cohScreens opens each City of Horror screen in turn on a and calls check
// with its name: the form, the settings, the library and a card, each demo
// game, the invasion, a character's and a player's actions, the end.
func cohScreens(t *testing.T, size fyne.Size, check func(name string, a *table)) {
	a, _ := newCohTestApp(t, 9)
	a.h.Window().Resize(size)
	check("new game", a)
	tapLabel(t, a, "Settings")
	check("settings", a)
	tapLabel(t, a, "Done")
	tapLabel(t, a, "Invasion cards")
	check("card library", a)
	// The invasion: which card came up, and a new one on its picture.
	b, _ := newCohTestApp(t, 9)
	b.h.Window().Resize(size)
	b.lib = ch.Library{Cards: cohSampleLibrary().Cards[1:]}
	tapLabel(t, b, "Set up the city")
	tapLabel(t, b, "Enter the 00:00 card")
	check("which card came up", b)
	tapLabel(t, b, "A new card")
	check("a new card's picture", b)
	// The 3:00 list with the rulebook's card, entered before.
	r := revealAt3(t, size)
	tapLabel(t, r, "Reveal the 3:00 card")
	check("which 3:00 card came up", r)
	tapIn(t, r, "Card rulebook", "Edit")
	check("the rulebook card on its picture", r)
	// A vote, every player pointed.
	c, _ := newCohTestApp(t, 21)
	c.h.Window().Resize(size)
	tapLabel(t, c, "Set up the city")
	autoUntil(c.view.s, attackDue)
	c.view.render()
	tapLabel(t, c, "Vote")
	st := cohState(t, c)
	ws := st.VoteWeights(st.ResolvingLoc())
	tapIn(t, c, ws[0].Text+", points at:", st.Label(ws[0].Player))
	check("the vote", c)
	for _, d := range demoGames {
		b := newTable(newHost(t, t.TempDir(), 1))
		b.h.Window().Resize(size)
		if err := b.openFile(filepath.Join("testdata", d.name+".hkj")); err != nil {
			t.Fatal(err)
		}
		check(d.name, b)
		if d.name == "coh-city" {
			st := cohState(t, b)
			tapCharacter(t, b, st.Characters[0].Role)
			check("a character's actions", b)
			tapLabel(t, b, "Close")
			tapIn(t, b, st.Label(st.Players[0].Colour), "")
			check("a player's actions", b)
			tapLabel(t, b, "Trade with another player")
			check("a trade", b)
			tapLabel(t, b, "Cancel")
		}
	}
}

// TestEveryScreenFitsAFinger opens every City of Horror screen at four
// window sizes, the 412x915 phone included, and fails when a button lies
// outside the window or its scroll, is smaller than a finger, or overlaps
// another button, or when the screen needs a bigger window.
func TestEveryScreenFitsAFinger(t *testing.T) {
	uitest.PureUnderRace(t)
	r := uitest.NewLayoutReport("City of Horror").FitPhone()
	for _, size := range uitest.Sizes {
		cohScreens(t, size, func(name string, a *table) { r.Check(name, size, canvasOf(a)) })
	}
	r.Finish(t)
}
