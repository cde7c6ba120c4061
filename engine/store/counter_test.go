package store

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hordekeeper/engine"
	"hordekeeper/engine/games/countergame"
)

// openCounterStore opens dir, in the back end under test, as a store of
// the app's games and the counter.
func openCounterStore(t *testing.T, b Backend, dir string) *Store {
	t.Helper()
	st, err := OpenGames(b, dir, countergame.Games())
	if err != nil {
		t.Fatal(err)
	}
	st.noSync = true
	return st
}

// TestCounterLife plays a fourth game, known to the store only through the
// list it was opened with and played only through its entry's rules (its
// state behind an any), through a whole life: new, a step, a refused step,
// undo, redo, close, resume on the next start, finish; and a second game
// archived. Nothing in the store names the counter.
func TestCounterLife(t *testing.T) {
	b := Backend(OSFiles{})
	if testKV {
		b = NewKVFiles(&MemKV{}, "hk:")
	}
	dir := t.TempDir()
	st := openCounterStore(t, b, dir)
	cg := countergame.Game()
	h := engine.Header{Game: cg.Name, Format: engine.FormatVersion, Seed: 12, Created: noon}
	g, err := CreateGame(st, cg.Rules, h)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(filepath.Base(g.Path()), "counter-20260123-") {
		t.Fatalf("file %s", g.Path())
	}
	n := func(s any) int { return s.(countergame.State).N }
	if s, err := g.Do(countergame.Add{N: 3}); err != nil || n(s) != 5 {
		t.Fatalf("add 3 to 2: %v %v", s, err)
	}
	var re *engine.RuleError
	if _, err := g.Do(countergame.Add{N: 0}); !errors.As(err, &re) || n(g.State()) != 5 || len(g.Applied()) != 1 {
		t.Fatalf("add 0 must be refused by the rule: %v %v", g.State(), err)
	}
	if s, err := g.Do(countergame.Add{N: 4}); err != nil || n(s) != 9 {
		t.Fatalf("add 4: %v %v", s, err)
	}
	if s, err := g.Undo(); err != nil || n(s) != 5 || !g.CanRedo() {
		t.Fatalf("undo: %v %v", s, err)
	}
	if s, err := g.Redo(); err != nil || n(s) != 9 {
		t.Fatalf("redo: %v %v", s, err)
	}
	if _, err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	if err := g.Close(); err != nil {
		t.Fatal(err)
	}

	// The next start: the same folder opened again finds it in play.
	st = openCounterStore(t, b, dir)
	e, ok := st.Latest(cg.Name)
	if !ok || e.Path != g.Path() || e.Title != "Counter" || e.Steps != 2 {
		t.Fatalf("latest %+v %v", e, ok)
	}
	g2, _, err := ResumeGame(st, cg.Rules, e.Path)
	if err != nil {
		t.Fatal(err)
	}
	if n(g2.State()) != 5 || !g2.CanRedo() {
		t.Fatalf("resumed at %v, redo %v", g2.State(), g2.CanRedo())
	}
	if s, err := g2.Redo(); err != nil || n(s) != 9 {
		t.Fatalf("redo after resume: %v %v", s, err)
	}
	done, err := g2.Finish()
	if err != nil || filepath.Base(filepath.Dir(done)) != FinishedDir {
		t.Fatalf("finish: %s %v", done, err)
	}
	if _, ok := st.Latest(cg.Name); ok {
		t.Fatal("a finished game is offered to resume")
	}

	g3, err := CreateGame(st, cg.Rules, h)
	if err != nil {
		t.Fatal(err)
	}
	kept, err := g3.Archive()
	if err != nil || filepath.Base(filepath.Dir(kept)) != ArchiveDir {
		t.Fatalf("archive: %s %v", kept, err)
	}
	es, err := st.List()
	if err != nil || len(es) != 2 || es[0].Game != cg.Name || es[1].Game != cg.Name {
		t.Fatalf("list %+v %v", es, err)
	}
	seen, err := View(st, cg.Rules, done)
	if err != nil || n(seen.State()) != 9 {
		t.Fatalf("view of the finished game: %v", err)
	}
}

// TestStoreKnowsOnlyItsGames: a store opened with the app's games refuses
// to start a counter game or to bring a counter file in, and names it.
func TestStoreKnowsOnlyItsGames(t *testing.T) {
	withCounter := openCounterStore(t, OSFiles{}, t.TempDir())
	cg := countergame.Game()
	h := engine.Header{Game: cg.Name, Format: engine.FormatVersion, Created: noon}
	g, err := CreateGame(withCounter, cg.Rules, h)
	if err != nil {
		t.Fatal(err)
	}
	g.Close()

	st := newStore(t)
	if _, err := CreateGame(st, cg.Rules, h); err == nil || !strings.Contains(err.Error(), `"counter" is not a game this app saves`) {
		t.Fatalf("a store without the counter made one: %v", err)
	}
	if testKV {
		return // Adopt reads the OS's file below from the store's back end
	}
	if _, err := st.Adopt(g.Path(), Playing); err == nil {
		t.Fatal("a store without the counter adopted a counter file")
	}
	if _, err := os.Stat(g.Path()); err != nil {
		t.Fatalf("the refused file moved: %v", err)
	}
	if _, err := OpenGames(OSFiles{}, t.TempDir(), engine.Games{cg, cg}); err == nil {
		t.Fatal("a list with a game twice opened a store")
	}
}
