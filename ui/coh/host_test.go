package coh

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"hordekeeper/engine"
	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/engine/store"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/kit"
)

// fakeHost is the app around City of Horror in tests: a real test window,
// a games folder, fixed seeds, and what the game asked of the app.
type fakeHost struct {
	app    fyne.App
	win    fyne.Window
	dir    string
	seed   uint64
	homes  int
	told   []string
	reveal *kit.Reveal
	// st is the save store in dir, opened on first use (nil without dir).
	st *store.Store
}

// Store opens the games folder as the app's save store, as the app does.
func (h *fakeHost) Store() *store.Store {
	if h.st == nil && h.dir != "" {
		st, err := store.Open(h.dir)
		if err != nil {
			panic(err)
		}
		h.st = st
	}
	return h.st
}

func (h *fakeHost) Window() fyne.Window      { return h.win }
func (h *fakeHost) Show(c fyne.CanvasObject) { h.win.SetContent(c) }
func (h *fakeHost) Home()                    { h.homes++ }
func (h *fakeHost) Prefs() fyne.Preferences  { return h.app.Preferences() }
func (h *fakeHost) GamesDir() string         { return h.dir }
func (h *fakeHost) Tell(title, msg string)   { h.told = append(h.told, title+": "+msg) }
func (h *fakeHost) NewSeed() uint64          { h.seed++; return (h.seed - 1) & engine.SeedMask }
func (h *fakeHost) Reveal(s kit.Secret, way kit.RevealWay, done func(bool)) *kit.Reveal {
	var r *kit.Reveal
	r = kit.ShowReveal(h.win.Canvas(), s, way, func(looked bool) {
		if h.reveal == r {
			h.reveal = nil
		}
		if done != nil {
			done(looked)
		}
	})
	h.reveal = r
	return r
}

// newHost makes a test app with a 1280x800 window over a games folder.
func newHost(t testing.TB, dir string, seed uint64) *fakeHost {
	t.Helper()
	t.Setenv("TMPDIR", t.TempDir())
	t.Setenv("LANG", "en_US.UTF-8")
	fa := test.NewTempApp(t)
	fa.Settings().SetTheme(kit.NewTheme(kit.LookDark, 1))
	w := fa.NewWindow("test")
	w.Resize(fyne.NewSize(1280, 800))
	return &fakeHost{app: fa, win: w, dir: dir, seed: seed}
}

// newTableIn opens City of Horror, as a tap on its name does, over dir.
func newTableIn(t *testing.T, dir string, seed uint64) *table {
	t.Helper()
	a := newTable(newHost(t, dir, seed))
	a.open(a.resumeLatest) // as one tap on the list of games does (Resume)
	return a
}

// newFormIn opens City of Horror's new-game form over the games folder
// dir, as its button on the list of games does (Open).
func newFormIn(t *testing.T, dir string, seed uint64) *table {
	t.Helper()
	a := newTable(newHost(t, dir, seed))
	a.open(a.showCohNewGame)
	return a
}

// newCohTestApp opens City of Horror over a new games folder that holds the
// sample card library.
func newCohTestApp(t *testing.T, seed uint64) (*table, string) {
	t.Helper()
	dir := t.TempDir()
	b, err := cohSampleLibrary().Save()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, cohLibraryName), b, 0o644); err != nil {
		t.Fatal(err)
	}
	return newTableIn(t, dir, seed), dir
}

func hostOf(a *table) *fakeHost { return a.h.(*fakeHost) }

func canvasOf(a *table) fyne.Canvas { return a.h.Window().Canvas() }

// tapLabel taps the one button showing label.
func tapLabel(t *testing.T, a *table, label string) {
	t.Helper()
	uitest.Tap(t, canvasOf(a), label)
}

// tapIn taps the button showing label beside the words scope.
func tapIn(t *testing.T, a *table, scope, label string) {
	t.Helper()
	uitest.TapIn(t, canvasOf(a), scope, label)
}

// on tells which City of Horror screen is up, by what it offers a player.
func on(a *table) string { return onCanvas(canvasOf(a)) }

func onCanvas(c fyne.Canvas) string {
	for _, s := range []struct{ button, screen string }{
		{"Set up the city", "coh-new"},
		{"Start 1:00", "coh-setup"},
		{"Apply the card", "coh-invasion"},
		{"Share as QR codes", "coh-library"},
		{"Larger text", "coh-settings"},
		{"New game", "coh-end"},
		{"Next", "coh-city"},
	} {
		if len(uitest.Buttons(c, s.button)) > 0 {
			return s.screen
		}
	}
	// The vote has no button of its own but Back: its title tells it.
	for _, x := range uitest.Texts(c) {
		if strings.HasPrefix(x, "Vote at ") || strings.HasPrefix(x, "Who is eaten at ") || strings.HasPrefix(x, "Who shares at ") {
			return "coh-vote"
		}
	}
	return "unknown"
}

func cohState(t *testing.T, a *table) *ch.State {
	t.Helper()
	v := a.view
	if v == nil {
		t.Fatalf("no game on %s", on(a))
	}
	return v.state()
}

// noRefusal fails when the last tap was refused by the engine.
func noRefusal(t *testing.T, a *table) {
	t.Helper()
	if v := a.view; v != nil && v.refusal != "" {
		t.Fatalf("refused on %s: %s", on(a), v.refusal)
	}
}

// tileTitle is the title of a place's tile, as the city screen shows it.
func tileTitle(st *ch.State, l ch.Loc) string { return cohTitle(st.Boards[l].Building) }

// tapCharacter taps a character's chip on its tile, which opens its actions.
func tapCharacter(t *testing.T, a *table, r ch.Role) {
	t.Helper()
	tapIn(t, a, cohChipName(*cohState(t, a).Character(r)), "")
}

// lastTell is the last message the game showed with Tell.
func lastTell(a *table) string {
	told := hostOf(a).told
	if len(told) == 0 {
		return ""
	}
	return told[len(told)-1]
}

// shows reports whether the screen shows s somewhere.
func shows(a *table, s string) bool { return uitest.Shows(canvasOf(a), s) }
