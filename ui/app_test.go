package ui

import (
	"fyne.io/fyne/v2"

	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"hordekeeper/ui/coh"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/mall"
)

// newTestUI starts the UI on a test app with its own temp folders.
func newTestUI(t *testing.T) *App {
	t.Helper()
	t.Setenv("TMPDIR", t.TempDir())
	t.Setenv("LANG", "en_US.UTF-8")
	fa := test.NewTempApp(t)
	a := New(fa, queued(Options{DataDir: t.TempDir(), Seed: 12345}))
	// A tablet's window: at the home screen's least width (a phone's) its
	// sentences wrap.
	a.Window().Resize(a.Window().Canvas().Size().Max(a.Window().Content().MinSize()).Max(fyne.NewSize(1280, 800)))
	return a
}

func TestHomeListsThreeGamesWithFingerSizedButtons(t *testing.T) {
	a := newTestUI(t)
	if !uitest.Shows(a.Window().Canvas(), "Pick tonight's game") {
		t.Fatalf("starts on %q", uitest.Texts(a.Window().Canvas()))
	}
	for _, g := range []string{coh.Info.Title, "Escape: Zombie City", mall.Info.Title} {
		if s := uitest.Button(t, a.Window().Canvas(), g).MinSize(); s.Height < kit.MinTouch || s.Width < kit.MinTouch {
			t.Errorf("%s button is %v, smaller than a finger", g, s)
		}
	}
}

func TestComingSoonAndBack(t *testing.T) {
	a := newTestUI(t)
	uitest.Tap(t, a.Window().Canvas(), mall.Info.Title)
	if !uitest.Shows(a.Window().Canvas(), "How many players?") {
		t.Fatalf("tap Mall of Horror shows %q", uitest.Texts(a.Window().Canvas()))
	}
	uitest.Tap(t, a.Window().Canvas(), "Games")
	if !uitest.Shows(a.Window().Canvas(), "Pick tonight's game") {
		t.Fatalf("back shows %q", uitest.Texts(a.Window().Canvas()))
	}
}

func TestCityOfHorrorOpensTheNewGameForm(t *testing.T) {
	a := newTestUI(t)
	uitest.Tap(t, a.Window().Canvas(), "City of Horror")
	if len(uitest.Buttons(a.Window().Canvas(), "Set up the city")) != 1 {
		t.Fatalf("shows %q", uitest.Texts(a.Window().Canvas()))
	}
	if !strings.Contains(strings.Join(visibleTexts(a.win.Canvas()), "\n"), "City of Horror") {
		t.Error("the form should name the game")
	}
}

// queued makes the UI hand background updates to a queue that only the test
// goroutine drains, as the app's UI goroutine would run them one at a time.
func queued(o Options) Options {
	q := &kit.Queue{}
	o.Run = q.Push
	return o
}

// TestOpenFileOpensAMallOfHorrorGame: `hordekeeper --open FILE` hands a Mall
// of Horror file to its game, which shows it where it stands.
func TestOpenFileOpensAMallOfHorrorGame(t *testing.T) {
	a := newTestUI(t)
	if err := a.OpenFile("mall/testdata/mall-round.hkj"); err != nil {
		t.Fatal(err)
	}
	if !uitest.Shows(a.Window().Canvas(), "moves a character to") {
		t.Fatalf("the game does not show where it stands: %q", uitest.Texts(a.Window().Canvas()))
	}
}
