package ui

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/engine/store"
	"hordekeeper/ui/internal/uitest"
)

// newTestUIIn starts the app over the games folder dir: a second one on
// the same folder is the app started again.
func newTestUIIn(t *testing.T, dir string) *App {
	t.Helper()
	t.Setenv("TMPDIR", t.TempDir())
	t.Setenv("LANG", "en_US.UTF-8")
	fa := test.NewTempApp(t)
	a := New(fa, queued(Options{DataDir: dir, Seed: 12345}))
	a.Window().Resize(fyne.NewSize(1280, 800))
	return a
}

// tableGame is how a table starts each game from the list of games and
// sees where it stands.
type tableGame struct {
	title string
	// start fills the new-game form with four names and starts the game.
	start func(t *testing.T, c fyne.Canvas)
	// where is what the list says of the game just started; screen is a
	// button the game's screen shows at that step.
	where, screen string
}

var tableGames = []tableGame{
	{"City of Horror", func(t *testing.T, c fyne.Canvas) {
		uitest.Tap(t, c, "4 players")
		typeNames(t, c, uitest.Entries(c, "name (optional)"))
		uitest.Tap(t, c, "Set up the city")
	}, "Setup", "Start 1:00"},
	{"Mall of Horror", func(t *testing.T, c fyne.Canvas) {
		uitest.Tap(t, c, "4 players")
		typeNames(t, c, seatEntries(t, c))
		uitest.Tap(t, c, "Start the game")
	}, "Setup: 0 of 12 characters placed", "6 Supermarket"},
	{"Escape: Zombie City", func(t *testing.T, c fyne.Canvas) {
		typeNames(t, c, seatEntries(t, c))
		uitest.Tap(t, c, "Start the game")
	}, "The soundtrack has not started.", "Start"},
}

var tableNames = []string{"Ann", "Bo", "Cy", "Di"}

// seatEntries are the name entries of a form whose hints are "Player 1"…
func seatEntries(t *testing.T, c fyne.Canvas) []*widget.Entry {
	var es []*widget.Entry
	for _, hint := range []string{"Player 1", "Player 2", "Player 3", "Player 4"} {
		es = append(es, uitest.Entry(t, c, hint))
	}
	return es
}

func typeNames(t *testing.T, c fyne.Canvas, es []*widget.Entry) {
	t.Helper()
	if len(es) != len(tableNames) {
		t.Fatalf("%d name entries on the form", len(es))
	}
	for i, e := range es {
		e.SetText(tableNames[i])
	}
}

// TestResumeInOneTapFromHome: a game in progress shows on the list of
// games with its players and where it stands, and one tap on it puts the
// table back on the game's screen at the same step, whether the game was
// left or the app stopped without leaving it.
func TestResumeInOneTapFromHome(t *testing.T) {
	for _, g := range tableGames {
		for _, crash := range []bool{false, true} {
			dir := t.TempDir()
			a := newTestUIIn(t, dir)
			c := a.Window().Canvas()
			uitest.Tap(t, c, g.title)
			g.start(t, c)
			if !crash {
				uitest.Tap(t, c, "Games")
				if uitest.Shows(c, "Leave the game?") {
					uitest.Tap(t, c, "Leave the game")
				}
			}
			b := newTestUIIn(t, dir) // the app started again
			c = b.Window().Canvas()
			for _, s := range append([]string{g.where}, tableNames...) {
				if !uitest.Shows(c, s) {
					t.Fatalf("%s, crash %v: the list of games must show %q: %q", g.title, crash, s, uitest.Texts(c))
				}
			}
			uitest.Tap(t, c, "Resume "+g.title)
			if len(uitest.Buttons(c, g.screen)) == 0 || !uitest.Shows(c, "Ann") {
				t.Fatalf("%s, crash %v: one tap must put the game back on its screen: %q", g.title, crash, uitest.Texts(c))
			}
		}
	}
}

// TestTheLastTableGoesToTheNextGame: the names a table typed for one game
// are offered on the next game's form, whichever game it is.
func TestTheLastTableGoesToTheNextGame(t *testing.T) {
	for i, g := range tableGames {
		next := tableGames[(i+1)%len(tableGames)]
		a := newTestUIIn(t, t.TempDir())
		c := a.Window().Canvas()
		uitest.Tap(t, c, g.title)
		g.start(t, c)
		uitest.Tap(t, c, "Games")
		if uitest.Shows(c, "Leave the game?") {
			uitest.Tap(t, c, "Leave the game")
		}
		uitest.Tap(t, c, next.title)
		var got []string
		uitest.Walk(c, func(o fyne.CanvasObject) {
			if e, ok := o.(*widget.Entry); ok && e.Text != "" {
				got = append(got, e.Text)
			}
		})
		if !slices.Equal(got, tableNames) {
			t.Fatalf("after %s, %s's form offers %q, want %q", g.title, next.title, got, tableNames)
		}
	}
}

// TestHomeWithAGameInProgressFitsAPhone: after a crash the app comes back
// on the list of games, where a game in progress shows its players and
// where it stands. On one line "▶ Escape: Zombie City: game in progress"
// once needed 421 of a 412-wide phone's width, and the real window grew to
// 431 and stayed so for the rest of the game (play-check, esc-412x915).
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

// TestAGameOverIsNeverOfferedToResume: a game of each kind that ended while
// the app stopped on its end screen waits in the play folder; home offers
// none of them, and each is filed with the finished games, where Past
// games lists it.
func TestAGameOverIsNeverOfferedToResume(t *testing.T) {
	dir := t.TempDir()
	for from, name := range map[string]string{
		"cityofhorror-over.hkj": "cityofhorror-20261123-130145.hkj",
		"mall-end.hkj":          "mallofhorror-20261122-200000.hkj",
		"escape-end.hkj":        "escape-20261123-120000.hkj",
	} {
		b, err := os.ReadFile(filepath.Join("testdata", from))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	a := newTestUIIn(t, dir)
	c := a.Window().Canvas()
	for _, l := range uitest.Labels(c) {
		if strings.HasPrefix(l, "Resume ") {
			t.Errorf("home offers %q", l)
		}
	}
	if m, _ := filepath.Glob(filepath.Join(dir, store.FinishedDir, "*.hkj")); len(m) != 3 {
		t.Fatalf("finished: %v", m)
	}
	uitest.Tap(t, c, "Past games")
	for _, title := range []string{"City of Horror", "Escape: Zombie City", "Mall of Horror"} {
		if !slices.ContainsFunc(uitest.Labels(c), func(l string) bool { return strings.HasSuffix(l, " · "+title) }) {
			t.Errorf("Past games does not list %s: %q", title, uitest.Labels(c))
		}
	}
}
