package ui

import (
	"bytes"
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"hordekeeper/engine/cityofhorror"
	"hordekeeper/engine/escape"
	"hordekeeper/engine/mallofhorror"
	"hordekeeper/engine/store"
	"hordekeeper/ui/internal/uitest"
)

// retold is a journal with its first line (the header) changed: from
// replaced by to, and the line's checksum written again.
func retold(t testing.TB, b []byte, from, to string) []byte {
	first, rest, _ := bytes.Cut(b, []byte("\n"))
	body := bytes.Replace(first[9:], []byte(from), []byte(to), 1)
	if bytes.Equal(body, first[9:]) && from != to {
		t.Fatalf("%q is not in the header", from)
	}
	out := fmt.Appendf(nil, "%08x ", crc32.ChecksumIEEE(body))
	out = append(append(out, body...), '\n')
	return append(out, rest...)
}

// nineGames is a games folder of three finished games of each kind: each
// test game (testdata) as played, a week earlier, and two weeks earlier
// with Ann's seat taken by Eve; and one file that does not read.
func nineGames(t testing.TB) string {
	dir := t.TempDir()
	fin := filepath.Join(dir, store.FinishedDir)
	os.MkdirAll(fin, 0o755)
	for _, g := range []struct{ from, name, created string }{
		{"cityofhorror-over.hkj", "cityofhorror", "2026-11-23T13:01:45Z"},
		{"mall-end.hkj", "mallofhorror", "2026-11-22T20:00:00Z"},
		{"escape-end.hkj", "escape", "2026-11-23T12:00:00Z"},
	} {
		b, err := os.ReadFile(filepath.Join("testdata", g.from))
		if err != nil {
			t.Fatal(err)
		}
		at, _ := time.Parse(time.RFC3339, g.created)
		for week := range 3 {
			when := at.AddDate(0, 0, -7*week)
			c := retold(t, b, g.created, when.Format(time.RFC3339))
			if week == 2 {
				c = retold(t, c, `"name":"Ann"`, `"name":"Eve"`)
			}
			os.WriteFile(filepath.Join(fin, g.name+"-"+when.Format(nameTime)+".hkj"), c, 0o644)
		}
	}
	os.WriteFile(filepath.Join(fin, "mallofhorror-20261101-200000.hkj"), []byte("not a game\n"), 0o644)
	return dir
}

// TestPastNineGamesFilteredByGameAndPlayer: the nine games and the damaged
// file are listed; the player filter keeps Eve's three games (and the file
// that may be hers), with the game filter too her one Mall game.
func TestPastNineGamesFilteredByGameAndPlayer(t *testing.T) {
	a := newTestUIIn(t, nineGames(t))
	c := a.Window().Canvas()
	uitest.Tap(t, c, "Past games")
	if n := len(uitest.Buttons(c, "Step by step")); n != 9 {
		t.Fatalf("%d games offer Step by step, want 9: %q", n, uitest.Texts(c))
	}
	if !uitest.Shows(c, "this file could not be read") {
		t.Error("the damaged file is not listed")
	}
	uitest.Tap(t, c, "Player: everyone")
	uitest.Tap(t, c, "Eve")
	if n := len(uitest.Buttons(c, "Step by step")); n != 3 || !uitest.Shows(c, "Player: Eve") || !uitest.Shows(c, "this file could not be read") {
		t.Fatalf("Eve's games: %d, want 3 and the damaged file: %q", n, uitest.Texts(c))
	}
	uitest.Tap(t, c, "Mall of Horror")
	if n := len(uitest.Buttons(c, "Step by step")); n != 1 || !uitest.Shows(c, "Winner: Eve (R)") {
		t.Fatalf("Eve's Mall games: %d, want 1: %q", n, uitest.Texts(c))
	}
}

// want is one person's record at one game as the test counts it from the
// engines' states.
type want struct{ games, wins, total, best int }

// TestPastRecordCountsTheGames: the record's numbers are those the engines
// give for each archived game, counted by name: Ann played two games of
// each kind and Eve one; Escape counts escapes and the best time left.
// The exports are checked on the same folder (exportsBytes).
func TestPastRecordCountsTheGames(t *testing.T) {
	dir := nineGames(t)
	a := newTestUIIn(t, dir)
	files, _ := filepath.Glob(filepath.Join(dir, store.FinishedDir, "*.hkj"))
	wants := map[[2]string]*want{}
	add := func(game, name string, score int, won bool) {
		k := [2]string{game, name}
		if wants[k] == nil {
			wants[k] = &want{best: -1 << 31}
		}
		w := wants[k]
		w.games++
		w.total += score
		w.best = max(w.best, score)
		if won {
			w.wins++
		}
	}
	var bestLeft time.Duration
	for _, f := range files {
		if m, err := store.View[mallofhorror.State](a.Store(), mallofhorror.Rules{}, f); err == nil {
			s := m.State()
			for i, p := range s.Players {
				won := false
				for _, w := range s.Outcome.Winners {
					won = won || w == i
				}
				add("mall", p.Name, s.Scores()[i], won)
			}
		} else if c, err := store.View[*cityofhorror.State](a.Store(), cityofhorror.Rules{}, f); err == nil {
			s := c.State()
			for _, sc := range s.Score().Scores {
				add("coh", s.Player(sc.Player).Name, sc.Total, sc.Winner)
			}
		} else if e, err := store.View[escape.State](a.Store(), escape.Rules{}, f); err == nil {
			s := e.State()
			for _, p := range s.Players {
				add("escape", p.Name, 0, s.Outcome.Won)
			}
			bestLeft = max(bestLeft, escape.PlayTime-s.Outcome.Played)
		}
	}
	short := map[string]string{"City of Horror": "coh", "Mall of Horror": "mall", "Escape: Zombie City": "escape"}
	var order []string
	for _, g := range a.games() {
		order = append(order, g.Name)
	}
	games, _ := a.allFinished("")
	rows := tableRecord(games, order)
	if len(rows) != len(wants) {
		t.Fatalf("%d rows, want %d: %+v", len(rows), len(wants), rows)
	}
	for _, r := range rows {
		w := wants[[2]string{short[r.Title], r.Player}]
		if w == nil || r.Games != w.games || r.Wins != w.wins || (r.Scored && (r.Total != w.total || r.Best != w.best)) {
			t.Errorf("%s, %s: %+v, want %+v", r.Title, r.Player, r, w)
		}
		if !r.Scored && r.Wins > 0 && r.BestLeft != bestLeft {
			t.Errorf("%s: best time left %v, want %v", r.Player, r.BestLeft, bestLeft)
		}
	}
	if w := wants[[2]string{"mall", "Ann"}]; w == nil || w.games != 2 || wants[[2]string{"mall", "Eve"}].games != 1 {
		t.Fatalf("the test's games are not two of Ann's and one of Eve's: %+v", wants)
	}

	// The screen shows them, a table and a chart a game.
	c := a.Window().Canvas()
	uitest.Tap(t, c, "Past games")
	uitest.Tap(t, c, "The table's record")
	for _, s := range []string{"City of Horror", "Mall of Horror", "Escape: Zombie City", "Average", "Best time left", "2:50", "Escapes", "Eve", "1 file could not be read"} {
		if !uitest.Shows(c, s) {
			t.Errorf("the record does not show %q: %q", s, uitest.Texts(c))
		}
	}
	uitest.Tap(t, c, "Games")
	if !uitest.Shows(c, "Past games") {
		t.Fatal("Games does not lead back to the list")
	}
	exportsBytes(t, a)
}

// BenchmarkPastRecord: the table's record read and built from 10, 100 and 1,000
// archived games (a Mall of Horror game each, every one replayed).
func BenchmarkPastRecord(b *testing.B) {
	for _, n := range []int{10, 100, 1000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			dir := mallFolder(b, n)
			b.Setenv("TMPDIR", b.TempDir())
			a := New(test.NewTempApp(b), queued(Options{DataDir: dir, Seed: 1}))
			b.ResetTimer()
			for range b.N {
				a.show(a.recordScreen(pastWhich{}))
			}
		})
	}
}
