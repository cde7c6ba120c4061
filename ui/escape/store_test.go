package escape

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2/theme"

	esc "hordekeeper/engine/escape"
	"hordekeeper/engine/store"
	"hordekeeper/timers"
)

// Store opens the test's games folder as the app's save store (nil, for
// games in memory, when the test has none).
func (h *fakeHost) Store() *store.Store {
	if h.dir == "" {
		return nil
	}
	if h.st == nil {
		st, err := store.Open(h.dir)
		if err != nil {
			h.t.Fatal(err)
		}
		h.st = st
	}
	return h.st
}

// inPlay is the file of the Escape game in play in the games folder, ""
// when there is none.
func (h *fakeHost) inPlay() string {
	e, ok := h.Store().Latest(esc.Name)
	if !ok {
		return ""
	}
	return e.Path
}

// copyFile copies a test file into the games folder under a name.
func copyFile(t *testing.T, src, dst string) {
	t.Helper()
	b, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dst, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestOlderSaveIsAdoptedWithItsClockOnce: the escape.hkj and clock file of
// an earlier version come into the store once; the clock's time goes into
// the game's own file, so the next start resumes there too.
func TestOlderSaveIsAdoptedWithItsClockOnce(t *testing.T) {
	dir := t.TempDir()
	copyFile(t, filepath.Join("testdata", "escape-play.hkj"), filepath.Join(dir, legacyName))
	copyFile(t, filepath.Join("testdata", "escape-play-clock.json"), filepath.Join(dir, legacyClockName))
	clock := timers.NewFakeClock(time.Unix(0, 0))
	for run := 0; run < 2; run++ {
		h := newHost(t, dir, clock)
		fromHome(h)
		if !h.showsText(left(4*time.Minute+12*time.Second)) || !h.shows("PAUSED") {
			t.Fatalf("run %d: the older game is offered where its clock stood: %q %q", run, h.texts(), h.told)
		}
		if fileExists(filepath.Join(dir, legacyName)) || fileExists(filepath.Join(dir, legacyClockName)) || h.inPlay() == "" {
			t.Fatalf("run %d: the older files are gone into the store's game", run)
		}
		h.tap("Games")
	}
}

// TestEndedGameGoesToFinished: a game that ended moves to the finished
// folder when its end screen is left, and is never offered for resume.
func TestEndedGameGoesToFinished(t *testing.T) {
	dir := t.TempDir()
	clock := timers.NewFakeClock(time.Unix(1000, 0))
	h := newHost(t, dir, clock)
	h.newGame()
	h.tap("Start")
	for i := 0; i < 3; i++ {
		h.tapIn("Zombies at the church", withIcon(theme.ContentAddIcon()))
	}
	h.tap("Yes, the game is lost") // a tap that ends the game asks first
	if !h.shows("The survivors are lost.") || h.inPlay() == "" {
		t.Fatalf("the game ends, still in play on its end screen: %q", h.texts())
	}
	h.tap("Games")
	m, _ := filepath.Glob(filepath.Join(dir, "finished", "*.hkj"))
	if len(m) != 1 || h.inPlay() != "" {
		t.Fatalf("the ended game is finished: %v, in play %q", m, h.inPlay())
	}
	fromHome(h)
	if !h.shows("How many survivors?") {
		t.Fatalf("an ended game is not offered for resume: %q", h.texts())
	}
}

// TestEndedOlderSaveIsFinished: an older save of a game that ended is
// finished when found, not offered.
func TestEndedOlderSaveIsFinished(t *testing.T) {
	dir := t.TempDir()
	copyFile(t, filepath.Join("testdata", "escape-end.hkj"), filepath.Join(dir, legacyName))
	h := newHost(t, dir, timers.NewFakeClock(time.Unix(0, 0)))
	fromHome(h)
	m, _ := filepath.Glob(filepath.Join(dir, "finished", "*.hkj"))
	if !h.shows("How many survivors?") || len(m) != 1 || h.inPlay() != "" {
		t.Fatalf("finished %v, in play %q: %q", m, h.inPlay(), h.texts())
	}
}

// TestOpenFileWithoutStoreKeepsNothing: without a store, an opened game is
// played in memory and nothing is written anywhere.
func TestOpenFileWithoutStoreKeepsNothing(t *testing.T) {
	src := t.TempDir()
	path := filepath.Join(src, "escape-play.hkj")
	copyFile(t, filepath.Join("testdata", "escape-play.hkj"), path)
	copyFile(t, filepath.Join("testdata", "escape-play-clock.json"), clockPathFor(path))
	h := newHost(t, "", timers.NewFakeClock(time.Unix(0, 0)))
	if err := OpenFile(h, path); err != nil {
		t.Fatal(err)
	}
	if !h.shows("PAUSED") || !h.showsText(left(4*time.Minute+12*time.Second)) {
		t.Fatalf("the game shows paused at 4:12: %q", h.texts())
	}
	h.tap("Games")
	if es, _ := os.ReadDir(src); len(es) != 2 {
		t.Fatalf("nothing is written beside the opened file: %v", es)
	}
}

// fileExists tells whether a file is there.
func fileExists(p string) bool {
	_, err := os.Lstat(p)
	return err == nil
}
