package ui

import (
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/kit"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
)

// newTestUI starts the UI on a test app with its own temp folders.
func newTestUI(t *testing.T) *App {
	t.Helper()
	t.Setenv("TMPDIR", t.TempDir())
	t.Setenv("LANG", "en_US.UTF-8")
	fa := test.NewTempApp(t)
	a := New(fa, queued(Options{DataDir: t.TempDir(), Seed: 12345}))
	a.Window().Resize(a.Window().Canvas().Size().Max(a.Window().Content().MinSize()))
	return a
}

func TestHomeListsThreeGamesWithFingerSizedButtons(t *testing.T) {
	a := newTestUI(t)
	if a.Screen() != "home" {
		t.Fatalf("starts on %q", a.Screen())
	}
	for _, g := range []string{"cityofhorror", "escape", "mallofhorror"} {
		b := a.Button("home/" + g)
		if b == nil {
			t.Fatalf("no button for %s", g)
		}
		if s := b.MinSize(); s.Height < kit.MinTouch || s.Width < kit.MinTouch {
			t.Errorf("%s button is %v, smaller than a finger", g, s)
		}
	}
}

func TestComingSoonAndBack(t *testing.T) {
	a := newTestUI(t)
	test.Tap(a.Button("home/mallofhorror"))
	if a.Screen() != "mallofhorror" {
		t.Fatalf("tap Mall of Horror shows %q", a.Screen())
	}
	test.Tap(a.Button("back"))
	if a.Screen() != "home" {
		t.Fatalf("back shows %q", a.Screen())
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
