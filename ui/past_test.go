package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"hordekeeper/engine/store"
	"hordekeeper/ui/internal/uitest"
)

// pastFolder is a games folder holding one finished game of each kind
// (testdata), an Escape game left unfinished for another, and two files
// that do not read: one that broke in the finished folder, one set aside
// with its reason.
func pastFolder(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	put := func(from, sub, name string) {
		b, err := os.ReadFile(filepath.Join("testdata", from))
		if err != nil {
			t.Fatal(err)
		}
		os.MkdirAll(filepath.Join(dir, sub), 0o755)
		if err := os.WriteFile(filepath.Join(dir, sub, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	put("cityofhorror-over.hkj", store.FinishedDir, "cityofhorror-20261123-130145.hkj")
	put("mall-end.hkj", store.FinishedDir, "mallofhorror-20261122-200000.hkj")
	put("escape-end.hkj", store.FinishedDir, "escape-20261123-120000.hkj")
	put("escape-play.hkj", store.ArchiveDir, "escape-20261120-120000.hkj")
	os.WriteFile(filepath.Join(dir, store.FinishedDir, "mallofhorror-20261121-200000.hkj"), []byte("not a game\n"), 0o644)
	os.MkdirAll(filepath.Join(dir, store.DamagedDir), 0o755)
	os.WriteFile(filepath.Join(dir, store.DamagedDir, "escape-20261119-120000.hkj"), []byte("{"), 0o644)
	os.WriteFile(filepath.Join(dir, store.DamagedDir, "escape-20261119-120000.hkj.why.txt"), []byte("its second line was cut in half\n"), 0o644)
	return dir
}

// openPast taps the line of the game of that title started at (UTC) whose
// lines show scope: the list writes the date in the tablet's time zone.
func openPast(t *testing.T, c fyne.Canvas, title, scope string, at time.Time) {
	t.Helper()
	uitest.TapIn(t, c, scope, pastWhen(at, pastNow())+" · "+title)
}

// TestPastGamesListsAndShowsEachGame: from home, "Past games" lists every
// game that is over, newest first, with its players and result; a damaged
// file is listed with its reason; each game opens on its last position
// with nothing to take back, and Games leads back to the list.
func TestPastGamesListsAndShowsEachGame(t *testing.T) {
	dir := pastFolder(t)
	a := newTestUIIn(t, dir)
	c := a.Window().Canvas()
	uitest.Tap(t, c, "Past games")
	texts := strings.Join(uitest.Texts(c), "\n")
	for _, want := range []string{
		"Ann", "Bo", // the players
		"Winner: Ann (R) 5 points", "· Di (Y) 3 points", // Mall's winner and scores
		"escaped", "2:50 of 15:00 left", "15 dice left", // Escape's result
		"Not finished: the soundtrack never started",                     // an Escape game left for another
		"this file could not be read", "its second line was cut in half", // the damaged files
	} {
		if !strings.Contains(texts, want) {
			t.Errorf("the list does not show %q; it shows\n%s", want, texts)
		}
	}
	// Newest first: City of Horror (23 Nov 13:01), Escape (23 Nov 12:00),
	// Mall (22 Nov), the damaged Mall (21 Nov), the damaged Escape (19 Nov).
	order := []string{"· City of Horror", "· Escape: Zombie City", "· Mall of Horror", "not a Hordekeeper save file", "cut in half"}
	last := -1
	for _, w := range order {
		i := strings.Index(texts, w)
		if i < last {
			t.Errorf("%q is listed out of order:\n%s", w, texts)
		}
		last = i
	}

	for _, g := range []struct {
		title, scope string
		at           time.Time
		shows        string
	}{
		{"City of Horror", "Cy (Green) wins", time.Date(2026, 11, 23, 13, 1, 45, 0, time.UTC), "City of Horror: the end"},
		{"Mall of Horror", "Winner: Ann", time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC), "Game over"},
		{"Escape: Zombie City", "We escaped!", time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC), "The van reached the exit"},
	} {
		openPast(t, c, g.title, g.scope, g.at)
		if !uitest.Shows(c, g.shows) {
			t.Fatalf("%s: the game is not shown on its last position: %q", g.title, uitest.Texts(c))
		}
		if g.title == "City of Horror" {
			// The end's Canned Food count is a step: refused, with why.
			uitest.TapIn(t, c, "Ann (Yellow)", "+")
			if !uitest.Shows(c, "This game is over and only shown here") {
				t.Errorf("a step on a past game is not refused: %q", uitest.Texts(c))
			}
		}
		for _, gone := range []string{"Undo", "Redo", "Play again: same soundtrack"} {
			if len(uitest.Buttons(c, gone)) > 0 {
				t.Errorf("%s: a game only looked at offers %q", g.title, gone)
			}
		}
		uitest.Tap(t, c, "Games")
		if !uitest.Shows(c, "Past games") || !uitest.Shows(c, "cut in half") {
			t.Fatalf("%s: Games does not lead back to the list: %q", g.title, uitest.Texts(c))
		}
	}
}

// TestPastGamesRefusesAChange: an Escape game left unfinished opens with
// its clock still; Start is refused with why, and the file is unchanged.
func TestPastGamesRefusesAChange(t *testing.T) {
	dir := pastFolder(t)
	path := filepath.Join(dir, store.ArchiveDir, "escape-20261120-120000.hkj")
	before, _ := os.ReadFile(path)
	a := newTestUIIn(t, dir)
	c := a.Window().Canvas()
	uitest.Tap(t, c, "Past games")
	openPast(t, c, "Escape: Zombie City", "the soundtrack never started", time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC))
	// Refused, not hidden: a tap says why (uitest.Tap taps enabled ones).
	test.Tap(uitest.Button(t, c, "Start").(fyne.Tappable))
	if !uitest.Shows(c, "This game is over and only shown here") {
		t.Fatalf("Start is not refused: %q", uitest.Texts(c))
	}
	if !uitest.Shows(c, "15:00") || len(uitest.Buttons(c, "Undo")) > 0 {
		t.Fatalf("the clock ran, or Undo is offered: %q", uitest.Texts(c))
	}
	uitest.Tap(t, c, "Games")
	if after, _ := os.ReadFile(path); string(after) != string(before) {
		t.Fatal("looking at a past game changed its file")
	}
}

// TestPastGamesFilter: the filter by game keeps one game's lines only.
func TestPastGamesFilter(t *testing.T) {
	a := newTestUIIn(t, pastFolder(t))
	c := a.Window().Canvas()
	uitest.Tap(t, c, "Past games")
	uitest.Tap(t, c, "Mall of Horror")
	texts := strings.Join(uitest.Texts(c), "\n")
	if strings.Contains(texts, "· City of Horror") || strings.Contains(texts, "· Escape") || !strings.Contains(texts, "Winner: Ann (R)") {
		t.Fatalf("the Mall filter shows:\n%s", texts)
	}
	uitest.Tap(t, c, "All games")
	if !uitest.Shows(c, "· City of Horror") {
		t.Fatalf("All games does not list them all: %q", uitest.Texts(c))
	}
}

// mallFolder is a games folder of n finished Mall of Horror games, one a
// second apart.
func mallFolder(t testing.TB, n int) string {
	game, err := os.ReadFile(filepath.Join("testdata", "mall-end.hkj"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, store.FinishedDir), 0o755)
	for i := range n {
		name := fmt.Sprintf("mallofhorror-20260101-%06d.hkj", i)
		os.WriteFile(filepath.Join(dir, store.FinishedDir, name), game, 0o644)
	}
	return dir
}

// TestPastGamesShowMore: a long list shows its first games, and a tap
// shows the next ones; every game is there in the end.
func TestPastGamesShowMore(t *testing.T) {
	a := newTestUIIn(t, mallFolder(t, pastPage+5))
	c := a.Window().Canvas()
	uitest.Tap(t, c, "Past games")
	count := func() int {
		n := 0
		for _, s := range uitest.Texts(c) {
			if strings.HasPrefix(s, "Winner: Ann (R)") {
				n++
			}
		}
		return n
	}
	if count() != pastPage {
		t.Fatalf("%d games shown at first, want %d", count(), pastPage)
	}
	uitest.Tap(t, c, "Show 5 more games")
	if count() != pastPage+5 || uitest.Shows(c, "more games") {
		t.Fatalf("%d games shown after Show more, want %d", count(), pastPage+5)
	}
}

// BenchmarkPastGames: the list of past games read and built, with 10 and
// with 1,000 finished games in the folder (a Mall of Horror game each).
func BenchmarkPastGames(b *testing.B) {
	for _, n := range []int{10, 1000} {
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			dir := mallFolder(b, n)
			b.Setenv("TMPDIR", b.TempDir())
			a := New(test.NewTempApp(b), queued(Options{DataDir: dir, Seed: 1}))
			b.ResetTimer()
			for range b.N {
				a.show(a.pastScreen("", 0))
			}
		})
	}
}
