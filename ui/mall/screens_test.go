package mall

import (
	"fmt"
	"image/color"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/kit"
)

// mallScreens opens every Mall screen at a size and calls check with its
// name: the form, each demo save (setup, secret dice, wheels, moves, an
// attack vote, the end), the curtain asking and showing, and the vote
// helper of the truck, the election and a re-vote.
func mallScreens(t *testing.T, size fyne.Size, check func(name string, h *fakeHost)) {
	h := newHost(t)
	h.win.Resize(size)
	tap(t, h, "Mall of Horror")
	check("new game", h)
	for _, d := range demoSaves {
		b := newHost(t)
		b.win.Resize(size)
		if err := b.open(filepath.Join("testdata", d.name+".hkj")); err != nil {
			t.Fatal(err)
		}
		check(d.name, b)
		if d.name == "mall-dice-secret" {
			st := b.state()
			tapIn(t, b, st.Players[st.Chief].Label(), "Look")
			check("curtain asking", b)
			holdPeek(t, b)
			check("curtain with the dice", b)
			endPeek(t, b)
			tap(t, b, "Cameras done: choose destinations")
			check("wheels", b)
		}
	}
	c := newHost(t)
	c.win.Resize(size)
	tap(t, c, "Mall of Horror")
	for i := 0; i < 4; i++ {
		uitest.Entry(t, c.canvas(), fmt.Sprintf("Player %d", i+1)).SetText(fmt.Sprintf("Maximilian-Alexander the %dth of Hordekeeper", i+1))
	}
	tap(t, c, "Start the game")
	check("setup, long names", c)
	placeAll(t, c)
	check("truck vote, long names", c)
	playUntil(t, c, func(st mh.State) bool { return st.Phase == mh.PhaseElection })
	check("election, long names", c)
	playUntil(t, c, func(st mh.State) bool { return st.Phase == mh.PhaseDestinations })
	check("wheels, long names", c)
	playUntil(t, c, func(st mh.State) bool { return st.Phase == mh.PhaseMovement })
	check("moves, long names", c)
	playUntil(t, c, func(st mh.State) bool { return st.Phase == mh.PhaseAttack && st.TieColour < 0 })
	check("attack, long names", c)
}

// TestEveryMallScreenFitsAFinger: every screen at the four sizes, the
// 412x915 phone included, through LayoutProblems and the window's size;
// any problem fails.
func TestEveryMallScreenFitsAFinger(t *testing.T) {
	uitest.PureUnderRace(t)
	r := uitest.NewLayoutReport("Mall of Horror").FitPhone()
	for _, size := range uitest.Sizes {
		mallScreens(t, size, func(name string, h *fakeHost) { r.Check(name, size, h.canvas()) })
	}
	r.Finish(t)
}

// TestABallotTapMovesNothingElse: in portrait, on the long vote screen
// scrolled down, a tap on a seat's ballot keeps every other button and
// the scroll where they were; the next phase opens at the top.
func TestABallotTapMovesNothingElse(t *testing.T) {
	h := newHost(t)
	h.win.Resize(fyne.NewSize(800, 1280))
	newGame(t, h, 5)
	placeAll(t, h)
	st := h.state()
	for _, s := range uitest.Scrolls(h.canvas()) {
		s.ScrollToOffset(fyne.NewPos(0, 200))
	}
	before := uitest.Positions(h.canvas())
	var offsets []fyne.Position
	for _, s := range uitest.Scrolls(h.canvas()) {
		offsets = append(offsets, s.Offset)
	}
	v, _ := st.CurrentVote()
	voter := -1
	for seat, w := range v.Weights {
		if w.Present {
			voter = seat
		}
	}
	tapAfter(t, h, st.Players[voter].Label(), st.Players[v.Candidates[0]].Label())
	after := uitest.Positions(h.canvas())
	for k, p := range before {
		if q, ok := after[k]; !ok || q != p {
			t.Errorf("button %s moved from %v to %v", k, p, q)
		}
	}
	for i, s := range uitest.Scrolls(h.canvas()) {
		if i < len(offsets) && s.Offset != offsets[i] {
			t.Errorf("scroll %d went from %v to %v", i, offsets[i], s.Offset)
		}
	}
	voteFor(t, h, v.Candidates[0])
	if st := h.state(); st.Phase == mh.PhaseTruck {
		tap(t, h, "Give to "+st.Players[(st.Searcher+1)%len(st.Players)].Label())
	}
	for i, s := range uitest.Scrolls(h.canvas()) {
		if s.Offset.Y != 0 {
			t.Errorf("the next phase opens scroll %d at %v, not the top", i, s.Offset)
		}
	}
}

// TestMallColoursReadInBothThemes: the condemned mask's words on its shade,
// the pips on a die, the hidden die's mark and the text on the location
// cards read in the dark and the light theme.
func TestMallColoursReadInBothThemes(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	a := test.NewTempApp(t)
	for _, look := range []kit.Look{kit.LookDark, kit.LookLight} {
		a.Settings().SetTheme(kit.NewTheme(look, 1))
		pairs := []struct {
			what   string
			fg, bg color.Color
			min    float64
		}{
			{"condemned words on the mask", maskInk, over(maskShade, theme.Color(theme.ColorNameInputBackground)), 4.5},
			{"pips on a die", pipColour, dieColour, 4.5},
			{"a die's face or its outline against the screen", dieColour, theme.Color(theme.ColorNameBackground), 1},
			{"the hidden die's mark", hiddenInk, hiddenColour, 4.5},
			{"text on a location", theme.Color(theme.ColorNameForeground), theme.Color(theme.ColorNameInputBackground), 4.5},
			{"the marked location's outline", theme.Color(theme.ColorNamePrimary), theme.Color(theme.ColorNameBackground), 3},
		}
		bg := theme.Color(theme.ColorNameBackground)
		if r := max(kit.Contrast(dieColour, bg), kit.Contrast(pipColour, bg)); r < 3 {
			t.Errorf("look %d: a die stands out from the screen by %.2f, needs 3", look, r)
		}
		for _, p := range pairs {
			if r := kit.Contrast(p.fg, p.bg); r < p.min {
				t.Errorf("look %d: %s has contrast %.2f, needs %.1f", look, p.what, r, p.min)
			}
		}
	}
}

// over is a translucent colour drawn over an opaque one.
func over(fg, bg color.Color) color.Color {
	fr, fg2, fb, fa := fg.RGBA()
	br, bg2, bb, _ := bg.RGBA()
	mix := func(f, b uint32) uint8 { return uint8((f*fa + b*(0xFFFF-fa)) / 0xFFFF >> 8) }
	return color.NRGBA{mix(fr, br), mix(fg2, bg2), mix(fb, bb), 0xFF}
}
