package store

import (
	"bytes"
	"errors"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"hordekeeper/engine"
	"hordekeeper/engine/escape"
)

func escapeHeader(t testing.TB, at time.Time) engine.Header {
	t.Helper()
	raw, err := escape.DefaultOptions(3).JSON()
	if err != nil {
		t.Fatal(err)
	}
	return engine.Header{Game: escape.Name, Seed: 7, Options: raw, Created: at}
}

var noon = time.Date(2026, 1, 23, 12, 0, 0, 0, time.UTC)

func TestCreateNeverReusesAName(t *testing.T) {
	st := newStore(t)
	seen := map[string]bool{}
	for range 3 {
		g, err := CreateGame[escape.State](st, escape.Rules{}, escapeHeader(t, noon))
		if err != nil {
			t.Fatal(err)
		}
		if seen[g.Path()] {
			t.Fatalf("%s given twice", g.Path())
		}
		seen[g.Path()] = true
		g.Close()
	}
	if !seen[filepath.Join(st.Dir(), "escape-20260123-120000-3.hkj")] {
		t.Fatalf("names %v", seen)
	}
	// Made in the same second, the last one made is the latest.
	for range 9 {
		g, _ := CreateGame[escape.State](st, escape.Rules{}, escapeHeader(t, noon))
		g.Close()
	}
	if e, _ := st.Latest(escape.Name); filepath.Base(e.Path) != "escape-20260123-120000-12.hkj" {
		t.Fatalf("latest %s", e.Path)
	}
}

func TestLifecycleListsEachStatus(t *testing.T) {
	st := newStore(t)
	mk := func(at time.Time, steps int) *Game[escape.State] {
		g, err := CreateGame[escape.State](st, escape.Rules{}, escapeHeader(t, at))
		if err != nil {
			t.Fatal(err)
		}
		for range steps {
			if _, err := g.Do(escape.AddItemToCargo{}); err != nil {
				t.Fatal(err)
			}
		}
		return g
	}
	done := mk(noon, 2)
	fin, err := done.Finish()
	if err != nil || filepath.Dir(fin) != filepath.Join(st.Dir(), FinishedDir) {
		t.Fatalf("Finish = %s, %v", fin, err)
	}
	left := mk(noon.Add(time.Hour), 1)
	arch, err := left.Archive()
	if err != nil || filepath.Dir(arch) != filepath.Join(st.Dir(), ArchiveDir) {
		t.Fatalf("Archive = %s, %v", arch, err)
	}
	playing := mk(noon.Add(2*time.Hour), 3)
	defer playing.Close()
	es, err := st.List()
	if err != nil {
		t.Fatal(err)
	}
	if len(es) != 3 || es[0].Status != Playing || es[1].Status != Archived || es[2].Status != Finished || !es[2].Finished() {
		t.Fatalf("list %+v", es)
	}
	if es[0].Steps != 3 || es[0].Game != escape.Name || !es[0].Created.Equal(noon.Add(2*time.Hour)) {
		t.Fatalf("entry %+v", es[0])
	}
	if e, ok := st.Latest(escape.Name); !ok || e.Path != playing.Path() {
		t.Fatalf("Latest = %+v %v", e, ok)
	}
	if _, ok := st.Latest("mallofhorror"); ok {
		t.Fatal("a Mall game in play was found where there is none")
	}
}

// TestArchiveNeverOverwrites: the Escape screen used to archive under a
// name with the second only, so two games archived in one second replaced
// each other. Here the second one gets a name of its own.
func TestArchiveNeverOverwrites(t *testing.T) {
	st := newStore(t)
	var paths []string
	var bodies [][]byte
	for range 3 {
		g, err := CreateGame[escape.State](st, escape.Rules{}, escapeHeader(t, noon))
		if err != nil {
			t.Fatal(err)
		}
		// Each game lands on the same archive name first.
		p, err := g.Archive()
		if err != nil {
			t.Fatal(err)
		}
		b := readFile(st, p)
		paths, bodies = append(paths, p), append(bodies, b)
	}
	for i, p := range paths {
		b, err := st.b.ReadFile(p)
		if err != nil || !bytes.Equal(b, bodies[i]) {
			t.Fatalf("archive %s changed: %v", p, err)
		}
	}
	if paths[0] == paths[1] || paths[1] == paths[2] {
		t.Fatalf("archives %v", paths)
	}
}

func TestDamagedFileIsSetAsideWithItsReason(t *testing.T) {
	st := newStore(t)
	p := filepath.Join(st.Dir(), "escape-20260101-000000.hkj")
	writeFile(st, p, []byte("not a game\n"))
	if e, ok := st.Latest(escape.Name); !ok || e.Problem == "" {
		t.Fatalf("a damaged file in play must be offered with its problem: %+v %v", e, ok)
	}
	_, r, err := ResumeGame[escape.State](st, escape.Rules{}, p)
	if err == nil || r.Aside == "" || r.Problem == "" {
		t.Fatalf("resume = %+v, %v", r, err)
	}
	if _, err := st.b.Stat(p); !errors.Is(err, fs.ErrNotExist) {
		t.Fatal("the damaged file is still in play")
	}
	why := readFile(st, r.Aside+whyExt)
	if !strings.Contains(string(why), "not a Hordekeeper save file") {
		t.Fatalf("reason %q", why)
	}
	es, _ := st.List()
	if len(es) != 1 || es[0].Status != Damaged || es[0].Problem == "" {
		t.Fatalf("list %+v", es)
	}
}

func TestDamagedTailIsRecoveredIntoANewFile(t *testing.T) {
	st := newStore(t)
	g, _ := CreateGame[escape.State](st, escape.Rules{}, escapeHeader(t, noon))
	g.Do(escape.AddItemToCargo{})
	g.Do(escape.AddItemToCargo{})
	g.Close()
	appendFile(st, g.Path(), "deadbeef {\"t\":\"do\"}\nand more\n")
	before := readFile(st, g.Path())
	g2, r, err := ResumeGame[escape.State](st, escape.Rules{}, g.Path())
	if err != nil || !r.Recovered || r.Kept != 2 {
		t.Fatalf("resume = %+v, %v", r, err)
	}
	defer g2.Close()
	if g2.State().Cargo != 2 {
		t.Fatalf("cargo %d", g2.State().Cargo)
	}
	if kept := readFile(st, r.Aside); !bytes.Equal(kept, before) {
		t.Fatal("the damaged file was changed when set aside")
	}
}

func TestTornCopyGoesToTheDamagedFolder(t *testing.T) {
	st := newStore(t)
	g, _ := CreateGame[escape.State](st, escape.Rules{}, escapeHeader(t, noon))
	g.Do(escape.AddItemToCargo{})
	g.Close()
	appendFile(st, g.Path(), "0000")
	g2, r, err := ResumeGame[escape.State](st, escape.Rules{}, g.Path())
	if err != nil || !r.Torn || filepath.Dir(r.TornCopy) != filepath.Join(st.Dir(), DamagedDir) {
		t.Fatalf("resume = %+v, %v", r, err)
	}
	g2.Close()
}

// TestInterruptedMoveIsCompleted: a crash between the link and the removal
// leaves the file under both names; Open drops the name in play.
func TestInterruptedMoveIsCompleted(t *testing.T) {
	st := newStore(t)
	g, _ := CreateGame[escape.State](st, escape.Rules{}, escapeHeader(t, noon))
	g.Close()
	finished := filepath.Join(st.Dir(), FinishedDir, filepath.Base(g.Path()))
	if err := twin(st, g.Path(), finished); err != nil {
		t.Skip("no hard links here")
	}
	st2 := reopen(t, st)
	if _, ok := st2.Latest(escape.Name); ok {
		t.Fatal("a finished game is still offered to resume")
	}
	if !there(st, finished) || there(st, g.Path()) {
		t.Fatal("the move was not completed")
	}
}

func TestMovesRefuseFilesOutsideThePlayFolder(t *testing.T) {
	st := newStore(t)
	other := filepath.Join(t.TempDir(), "x.hkj")
	writeFile(st, other, []byte("x"))
	if _, err := st.Finish(other); err == nil {
		t.Fatal("a file of another folder was moved")
	}
	if _, err := st.Archive(filepath.Join(st.Dir(), "missing.hkj")); err == nil {
		t.Fatal("a missing file was archived")
	}
}

// TestStepsFromSeveralGoroutines: steps taken from several goroutines at
// once are written one by one, each seeing the one before; a closed game
// takes no step.
func TestStepsFromSeveralGoroutines(t *testing.T) {
	st := newStore(t)
	g, _ := CreateGame[escape.State](st, escape.Rules{}, escapeHeader(t, noon))
	var wg sync.WaitGroup
	var mu sync.Mutex
	var seen []int
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s, err := g.Do(escape.AddItemToCargo{})
			_ = g.State() // reads while another goroutine writes
			mu.Lock()
			defer mu.Unlock()
			if err == nil {
				seen = append(seen, s.Cargo)
			}
		}()
	}
	wg.Wait()
	slices.Sort(seen)
	if !slices.Equal(seen, []int{1, 2, 3, 4}) {
		t.Fatalf("cargo after each step %v", seen)
	}
	g.Undo()
	g.Undo()
	g.Redo()
	if err := g.Close(); err != nil {
		t.Fatal(err)
	}
	g2, _, err := ResumeGame[escape.State](st, escape.Rules{}, g.Path())
	if err != nil || g2.State().Cargo != 3 || len(g2.Applied()) != 3 || g2.Header().Game != escape.Name {
		t.Fatalf("resumed %v", err)
	}
	g2.Close()
	if _, err := g2.Do(escape.AddItemToCargo{}); err == nil {
		t.Fatal("a closed game took a step")
	}
}

// TestFailedWriteIsReportedByClose: a step whose write fails is refused
// with a *engine.SaveError, and Close reports it again.
func TestFailedWriteIsReportedByClose(t *testing.T) {
	st := newStore(t)
	g, _ := CreateGame[escape.State](st, escape.Rules{}, escapeHeader(t, noon))
	st.b.Remove(g.Path()) // the file goes away under the game
	_, got := g.Do(escape.AddItemToCargo{})
	var se *engine.SaveError
	if !errors.As(got, &se) {
		t.Fatalf("Do = %v", got)
	}
	if g.State().Cargo != 0 {
		t.Fatal("an unsaved step was taken")
	}
	if err := g.Close(); !errors.As(err, &se) {
		t.Fatalf("Close = %v", err)
	}
}
