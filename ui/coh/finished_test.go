package coh

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"hordekeeper/engine"
	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/engine/store"
	"hordekeeper/ui/internal/uitest"
)

// keptIn lists the City of Horror game files in one folder of the store.
func keptIn(dir, sub string) []string {
	out, _ := filepath.Glob(filepath.Join(dir, sub, "cityofhorror-*.hkj"))
	return out
}

// overFile writes, outside the store, the demo end game with its antidote
// choices made: a game that is over.
func overFile(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "over.hkj")
	b, err := os.ReadFile(filepath.Join("testdata", "coh-end.hkj"))
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(path, b, 0o644)
	s, _, err := engine.OpenSession[*ch.State](ch.Rules{}, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for _, p := range s.State().MustChoose() {
		st := s.State()
		roles := ownCharacters(st, p, ch.NoLoc, nil)[:st.Player(p).Antidotes]
		if _, err := s.Do(ch.Vaccinate{Player: p, Roles: roles}); err != nil {
			t.Fatal(err)
		}
	}
	if !over(s.State()) {
		t.Fatal("the game is not over")
	}
	return path
}

// TestCohFinishedFileIsOnlyShown: a finished game opened from a file shows
// its end with undo greyed out; the file stays as it was, nothing is
// written in the store, and the next start offers no resume.
func TestCohFinishedFileIsOnlyShown(t *testing.T) {
	dir := t.TempDir()
	path := overFile(t)
	before, _ := os.ReadFile(path)
	a := newTable(newHost(t, dir, 1))
	if err := a.openFile(path); err != nil {
		t.Fatal(err)
	}
	if on(a) != "coh-end" {
		t.Fatalf("screen %s", on(a))
	}
	for _, b := range append(uitest.Buttons(canvasOf(a), "Undo"), uitest.Buttons(canvasOf(a), "Redo")...) {
		if d, ok := b.(interface{ Disabled() bool }); !ok || !d.Disabled() {
			t.Fatal("a finished game opened to look at offers no undo or redo")
		}
	}
	tapLabel(t, a, "New game")
	if after, _ := os.ReadFile(path); !bytes.Equal(before, after) {
		t.Fatal("looking at a finished game changed its file")
	}
	for _, sub := range []string{"", store.FinishedDir, store.ArchiveDir, store.DamagedDir} {
		if k := keptIn(dir, sub); len(k) != 0 {
			t.Fatalf("looking at a finished game wrote %v", k)
		}
	}
	if b := newTableIn(t, dir, 1); on(b) != "coh-new" {
		t.Fatalf("a finished game is never offered for resume: %s", on(b))
	}
}

// TestCohEndedGameIsFiled: a game of the store that ended moves, byte for
// byte, to the finished games when its end screen is left, or when the app
// finds it at the next start; its summary reads its result and View shows it.
func TestCohEndedGameIsFiled(t *testing.T) {
	for _, how := range []string{"end screen", "next start"} {
		dir := t.TempDir()
		h := newHost(t, dir, 1)
		own, err := h.Store().CopyIn(overFile(t))
		if err != nil {
			t.Fatal(err)
		}
		before, _ := os.ReadFile(own)
		var a *table
		if how == "end screen" {
			a = newTable(h)
			if err := a.openFile(own); err != nil || on(a) != "coh-end" {
				t.Fatalf("%s: %v on %s", how, err, on(a))
			}
			tapLabel(t, a, "New game")
		} else {
			a = newTableIn(t, dir, 1)
		}
		fin := keptIn(dir, store.FinishedDir)
		if on(a) != "coh-new" || len(fin) != 1 || len(keptIn(dir, "")) != 0 {
			t.Fatalf("%s: on %s, finished %v, in play %v", how, on(a), fin, keptIn(dir, ""))
		}
		if after, _ := os.ReadFile(fin[0]); !bytes.Equal(before, after) {
			t.Fatalf("%s: the finished file is not the game as it ended", how)
		}
		p, err := Past(a.h.Store(), fin[0])
		seen, verr := store.View[*ch.State](a.h.Store(), ch.Rules{}, fin[0])
		if err != nil || verr != nil || !strings.HasPrefix(p.Result, seen.State().Score().Text) || len(p.Seats) != len(seen.State().Players) {
			t.Fatalf("%s: the past game reads %+v, %v", how, p, err)
		}
		if err := View(a.h, fin[0]); err != nil || on(a) != "coh-end" {
			t.Fatalf("%s: the past game shows %s, %v", how, on(a), err)
		}
		if after, _ := os.ReadFile(fin[0]); !bytes.Equal(before, after) {
			t.Fatalf("%s: looking at a past game changed its file", how)
		}
	}
}
