package mall

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/engine"
	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/engine/store"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// fakeHost is the app around the game in tests: a real test window, a temp
// games folder and a fixed seed. Its home screen has the buttons the list
// of games has: the game's name, or, while a game waits, "Resume Mall of
// Horror" over its players and where it stands, and "New game of Mall of
// Horror".
type fakeHost struct {
	t    *testing.T
	win  fyne.Window
	dir  string
	seed uint64
	// st is the save store in dir, opened on first use (nil without dir:
	// games play in memory).
	st *store.Store
	// opened is the last file opened with open: a finished game shown
	// read-only is read back from it.
	opened string
	// told is every message shown with Tell, title and text.
	told []string
	// reveal is the last private reveal put up.
	reveal *kit.Reveal
	// guardWait and now are the double-tap guard's wait and clock: none
	// and the wall clock, as a test taps faster than any finger, but in
	// TestADoubleTapPassesNoCards.
	guardWait time.Duration
	now       func() time.Time
	// prefs, when set, are an earlier run's preferences: the app started
	// again on the same machine keeps them.
	prefs fyne.Preferences
}

// TapGuard gives the double-tap guard the test's wait and clock.
func (h *fakeHost) TapGuard() (time.Duration, func() time.Time) {
	if h.now == nil {
		return h.guardWait, time.Now
	}
	return h.guardWait, h.now
}

// newHost starts a test app with its own games folder, on the home screen.
func newHost(t *testing.T) *fakeHost { return newHostIn(t, t.TempDir(), 12345) }

// newHostIn starts a test app on a given games folder and seed: a second
// one on the same folder is the app started again.
func newHostIn(t *testing.T, dir string, seed uint64) *fakeHost {
	t.Helper()
	t.Setenv("TMPDIR", t.TempDir())
	t.Setenv("LANG", "en_US.UTF-8")
	a := test.NewTempApp(t)
	a.Settings().SetTheme(kit.NewTheme(kit.LookDark, 1))
	// The app loads its words at start; plural forms come from the files.
	if _, err := translations.Use("en"); err != nil {
		t.Fatal(err)
	}
	h := &fakeHost{t: t, win: a.NewWindow("Hordekeeper"), dir: dir, seed: seed}
	h.win.Resize(fyne.NewSize(1280, 800))
	t.Cleanup(h.win.Close)
	h.Home()
	return h
}

func (h *fakeHost) Show(c fyne.CanvasObject) { h.win.SetContent(c) }

func (h *fakeHost) Window() fyne.Window { return h.win }

func (h *fakeHost) Prefs() fyne.Preferences {
	if h.prefs != nil {
		return h.prefs
	}
	return fyne.CurrentApp().Preferences()
}

func (h *fakeHost) Home() {
	p, waits := InPlay(h.Store())
	if !waits {
		h.Show(container.NewVBox(kit.NewButton(Info.Title, nil, func() { Open(h) })))
		return
	}
	h.Show(container.NewVBox(kit.NewButton("Resume "+Info.Title, nil, func() { Resume(h) }),
		kit.SeatChips(p.Seats), widget.NewLabel(p.Where),
		kit.NewButton("New game of "+Info.Title, nil, func() { Open(h) })))
}

func (h *fakeHost) Store() *store.Store {
	if h.st == nil && h.dir != "" {
		st, err := store.Open(h.dir)
		if err != nil {
			h.t.Fatal(err)
		}
		h.st = st
	}
	return h.st
}

func (h *fakeHost) NewSeed() uint64 { return h.seed }

func (h *fakeHost) Reveal(s kit.Secret, way kit.RevealWay, onDone func(bool)) *kit.Reveal {
	h.reveal = kit.ShowReveal(h.win.Canvas(), s, way, onDone)
	return h.reveal
}

func (h *fakeHost) Tell(title, msg string) {
	h.told = append(h.told, title+": "+msg)
	kit.Tell(h.win.Canvas(), title, msg)
}

func (h *fakeHost) canvas() fyne.Canvas { return h.win.Canvas() }

// journal is the file of the game in progress: the newest Mall of Horror
// game in play of the store (a name that is not there when there is none).
func (h *fakeHost) journal() string {
	if !h.inPlay() {
		return filepath.Join(h.dir, "no game in play")
	}
	if e, ok := h.Store().Latest(mh.Name); ok {
		return e.Path
	}
	return filepath.Join(h.dir, "no game in play")
}

// inPlay reports whether a Mall of Horror game is in play in the store.
func (h *fakeHost) inPlay() bool {
	if h.Store() == nil {
		return false
	}
	_, ok := h.Store().Latest(mh.Name)
	return ok
}

// open opens a file as --open does, and remembers it.
func (h *fakeHost) open(path string) error {
	h.opened = path
	return OpenFile(h, path)
}

// state is the game as saved in the store: every step is on disk before it
// shows, so this is the state on screen. With no game in play it is the
// finished game last opened, shown read-only. The file is only read.
func (h *fakeHost) state() mh.State {
	h.t.Helper()
	if !h.inPlay() && h.opened != "" {
		return readGame(h.t, h.opened).State()
	}
	return readGame(h.t, h.journal()).State()
}

// readGame replays a game file without touching it.
func readGame(t *testing.T, path string) *engine.Session[mh.State] {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rec, err := engine.ReadJournal(path, f)
	if err != nil {
		t.Fatal(err)
	}
	s, err := engine.Replay[mh.State](mh.Rules{}, path, rec)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
