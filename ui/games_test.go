package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"hordekeeper/engine"
	"hordekeeper/engine/games"
	"hordekeeper/engine/games/countergame"
	"hordekeeper/engine/store"
	"hordekeeper/ui/internal/life"
	"hordekeeper/ui/internal/uitest"
)

// TestGamesPairEveryEngineGame: the shell's list is the engine's, in its
// order, and every game of it has its screens.
func TestGamesPairEveryEngineGame(t *testing.T) {
	gs, eng := Games(), games.All()
	if len(gs) != len(eng) {
		t.Fatalf("%d games in the shell, %d in the engine", len(gs), len(eng))
	}
	for i, g := range gs {
		if g.Name != eng[i].Name || g.Title != eng[i].Title || g.Open == nil || g.OpenFile == nil || (g.Join == nil && g.NoJoin == nil) {
			t.Errorf("entry %d: %+v", i, g.Game)
		}
	}
}

// newCounterUI starts the app with the counter, a game that has rules and
// no screens, added to its list.
func newCounterUI(t *testing.T) *App {
	t.Helper()
	t.Setenv("TMPDIR", t.TempDir())
	t.Setenv("LANG", "en_US.UTF-8")
	fa := test.NewTempApp(t)
	a := New(fa, queued(Options{DataDir: t.TempDir(), Seed: 12345, Games: append(Games(), Game{Game: countergame.Game(), Blurb: func() string { return "A number that goes up" }})}))
	a.Window().Resize(fyne.NewSize(1280, 800))
	return a
}

// TestCounterThroughTheShell: a fourth game given to the shell as a value
// is listed, saved by the app's store, and its files open through the
// shell's open-file path (every step replayed); having no screens, it shows
// that it is coming, and a code for it is refused in words.
func TestCounterThroughTheShell(t *testing.T) {
	a := newCounterUI(t)
	c := a.Window().Canvas()
	if !uitest.Shows(c, "A number that goes up") {
		t.Fatalf("home: %q", uitest.Texts(c))
	}
	uitest.Tap(t, c, "Counter")
	if !uitest.Shows(c, "Counter is coming in a later version of Hordekeeper.") {
		t.Fatalf("tap Counter: %q", uitest.Texts(c))
	}

	st := a.Store()
	if _, ok := st.Known().Find(countergame.Name); !ok {
		t.Fatalf("the app's store knows %v", st.Known().Names())
	}
	cg := countergame.Game()
	g, err := store.CreateGame(st, cg.Rules, engine.Header{Game: cg.Name, Format: engine.FormatVersion, Created: time.Now()})
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []int{2, 3} {
		if _, err := g.Do(countergame.Add{N: n}); err != nil {
			t.Fatal(err)
		}
	}
	g.Close()
	a.showHome()
	if len(uitest.Buttons(c, "Resume Counter")) != 1 {
		t.Fatalf("the counter in play is not marked: %q", uitest.Texts(c))
	}
	if err := a.OpenFile(g.Path()); err != nil {
		t.Fatal(err)
	}
	if !uitest.Shows(c, "Counter is coming in a later version of Hordekeeper.") {
		t.Fatalf("open file: %q", uitest.Texts(c))
	}

	// A step the rules refuse, written by hand: the file does not open.
	bad := filepath.Join(t.TempDir(), "bad.hkj")
	step, err := engine.Encode(countergame.Add{N: -1})
	if err != nil {
		t.Fatal(err)
	}
	j, err := engine.CreateJournal(bad, engine.Header{Game: cg.Name, Format: engine.FormatVersion}, []engine.Encoded{step}, 1)
	if err != nil {
		t.Fatal(err)
	}
	j.Close()
	if err := a.OpenFile(bad); err == nil || !strings.Contains(err.Error(), "above 0") {
		t.Fatalf("a refused step opened: %v", err)
	}

	// The app without the counter knows no such game.
	plain := newTestUI(t)
	if err := plain.OpenFile(g.Path()); err == nil || !strings.Contains(err.Error(), "does not know (counter)") {
		t.Fatalf("an app without the counter: %v", err)
	}

	a.show(a.joinScreen())
	a.joinWithCode(engine.SetupCode{Game: countergame.Code, Seed: 1}.String())
	if a.joinMsg.Text != "Counter games are not shared by code." {
		t.Fatalf("join: %q", a.joinMsg.Text)
	}
	plain.show(plain.joinScreen())
	plain.joinWithCode(engine.SetupCode{Game: countergame.Code, Seed: 1}.String())
	if !strings.Contains(plain.joinMsg.Text, "not for a game this app knows") {
		t.Fatalf("join without the counter: %q", plain.joinMsg.Text)
	}
	if _, err := os.Stat(g.Path()); err != nil {
		t.Fatalf("the opened file moved: %v", err)
	}
}

// TestCounterToPastGames: the counter's whole life through the table layer
// (ui/internal/life) and the shell: a new game, one undo and one redo, a
// resume that finds the same count and its undo, play to its end; a game
// over waits no more (it is filed), home offers no Resume, and Past games
// lists it under its own filter; a tap on it shows that it is coming, and
// changes nothing.
func TestCounterToPastGames(t *testing.T) {
	a := newCounterUI(t)
	c := a.Window().Canvas()
	cg := countergame.Game()
	st := a.Store()
	// The counter's life goes through the table layer every game uses;
	// it is over at 10.
	kind := life.Kind[any]{Rules: cg.Rules, Title: "Counter", Over: func(s any) bool { return s.(countergame.State).N >= 10 }}
	g, err := life.New(st, kind, engine.Header{Game: cg.Name, Format: engine.FormatVersion, Created: time.Now()})
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []int{2, 3} {
		if _, err := g.Do(countergame.Add{N: n}); err != nil {
			t.Fatal(err)
		}
	}
	if s, err := g.Undo(); err != nil || s.(countergame.State).N != 2 {
		t.Fatalf("undo: %v %v", s, err)
	}
	if s, err := g.Redo(); err != nil || s.(countergame.State).N != 5 {
		t.Fatalf("redo: %v %v", s, err)
	}
	g.Close()
	if _, _, waits := life.Waiting(st, kind); !waits {
		t.Fatal("the counter in play does not wait")
	}
	r := life.Resume(st, kind)
	if r.Game == nil || r.Game.State().(countergame.State).N != 5 || !r.Game.CanUndo() || len(r.Notes) != 0 {
		t.Fatalf("resumed: %+v", r)
	}
	if _, err := r.Game.Do(countergame.Add{N: 5}); err != nil {
		t.Fatal(err)
	}
	r.Game.Close() // over, as an app stopped on its end screen leaves it
	if _, _, waits := life.Waiting(st, kind); waits {
		t.Fatal("a counter that is over waits to be resumed")
	}
	a.showHome()
	if len(uitest.Buttons(c, "Resume Counter")) != 0 {
		t.Fatalf("a finished counter is offered: %q", uitest.Texts(c))
	}
	uitest.Tap(t, c, "Past games")
	uitest.Tap(t, c, "Counter")
	var row []string
	for _, l := range uitest.Labels(c) {
		if strings.HasSuffix(l, " · Counter") {
			row = append(row, l)
		}
	}
	if len(row) != 1 {
		t.Fatalf("past counter games: %q", uitest.Labels(c))
	}
	uitest.Tap(t, c, row[0])
	if !uitest.Shows(c, "Counter is coming in a later version of Hordekeeper.") {
		t.Fatalf("view: %q", uitest.Texts(c))
	}
	es, err := st.List()
	if err != nil || len(es) != 1 || es[0].Status != store.Finished || es[0].Steps != 3 {
		t.Fatalf("the store after the view: %+v %v", es, err)
	}
}
