package store

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"time"

	"hordekeeper/engine"
	"hordekeeper/engine/escape"
)

// TestGroupsComeBackWithTheGame: a game of the store keeps its groups (a
// move with the clock marks after it) in its file, in either back end;
// resumed, one Undo takes back the move with its marks, as before.
func TestGroupsComeBackWithTheGame(t *testing.T) {
	st := newStore(t)
	g, err := CreateGame[escape.State](st, escape.Rules{}, escapeHeader(t, noon))
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []engine.Action{escape.ClockAt{Elapsed: time.Minute}, escape.AddItemToCargo{}, escape.ClockAt{Elapsed: 2 * time.Minute}} {
		if _, err := g.Do(a); err != nil {
			t.Fatal(err)
		}
	}
	if n := len(g.Last()); n != 2 {
		t.Fatalf("the last group holds %d steps, want the move and its mark", n)
	}
	path := g.Path()
	g.Close()
	r, _, err := ResumeGame[escape.State](reopen(t, st), escape.Rules{}, path)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if n := len(r.Last()); n != 2 || r.Header().Format != engine.FormatVersion {
		t.Fatalf("resumed: last group of %d, format %d", n, r.Header().Format)
	}
	if s, err := r.Undo(); err != nil || s.Cargo != 0 || s.Clock != time.Minute || r.CanUndo() {
		t.Fatalf("undo after a resume: %v, cargo %d, clock %v", err, s.Cargo, s.Clock)
	}
	if got := r.NextUndone(); len(got) != 2 {
		t.Fatalf("redo puts back %d steps, want 2", len(got))
	}
}

// TestFormat1GameResumesInTheStore: a file of format 1 (written before
// groups) resumes in either back end; its first step makes it format 2,
// and it reads back as the same game.
func TestFormat1GameResumesInTheStore(t *testing.T) {
	old, err := os.ReadFile(filepath.Join("..", "escape", "testdata", "format1-clock.hkj"))
	if err != nil {
		t.Fatal(err)
	}
	st := newStore(t)
	path := filepath.Join(st.Dir(), escape.Name+"-20261120-200000.hkj")
	if err := writeFile(st, path, old); err != nil {
		t.Fatal(err)
	}
	g, _, err := ResumeGame[escape.State](st, escape.Rules{}, path)
	if err != nil {
		t.Fatal(err)
	}
	if s, err := g.Undo(); err != nil || s.Cargo != 0 || s.Clock != time.Minute {
		t.Fatalf("undo of a format-1 move: %v, cargo %d, clock %v", err, s.Cargo, s.Clock)
	}
	g.Close()
	rec, err := engine.ReadJournal(path, bytes.NewReader(readFile(st, path)))
	if err != nil || rec.Header.Format != engine.FormatVersion || rec.Cursor != 1 || len(rec.Actions) != 6 {
		t.Fatalf("after the step: format %d, cursor %d of %d, %v", rec.Header.Format, rec.Cursor, len(rec.Actions), err)
	}
}
