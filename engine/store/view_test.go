package store

import (
	"bytes"
	"errors"
	"path/filepath"
	"testing"

	"hordekeeper/engine"
	"hordekeeper/engine/escape"
)

// TestArchivesAreOnlyViewed: a finished game cannot be resumed (that would
// write to it); View replays it and leaves its bytes alone.
func TestArchivesAreOnlyViewed(t *testing.T) {
	st := newStore(t)
	g, _ := CreateGame[escape.State](st, escape.Rules{}, escapeHeader(t, noon))
	g.Do(escape.AddItemToCargo{})
	p, err := g.Finish()
	if err != nil {
		t.Fatal(err)
	}
	before := readFile(st, p)
	if _, _, err := ResumeGame[escape.State](st, escape.Rules{}, p); err == nil {
		t.Fatal("a finished game was opened for writing")
	}
	s, err := View[escape.State](st, escape.Rules{}, p)
	if err != nil || s.State().Cargo != 1 || s.Journal() != nil {
		t.Fatalf("View = %v", err)
	}
	after := readFile(st, p)
	if !bytes.Equal(before, after) {
		t.Fatal("viewing changed the archive")
	}
	var le *engine.LoadError
	if _, err := View[escape.State](st, escape.Rules{}, filepath.Join(st.Dir(), "nothing.hkj")); !errors.As(err, &le) {
		t.Fatalf("View of a missing file = %v", err)
	}
}

// TestAdoptOlderSaves: the app's older save files move into the store
// under the store's names, one beside the other.
func TestAdoptOlderSaves(t *testing.T) {
	st := newStore(t)
	old := t.TempDir()
	for _, name := range []string{"escape.hkj", "escape-20250101-101010.hkj"} {
		gameElsewhere(t, st, old, name, escapeHeader(t, noon))
	}
	p1, err := st.Adopt(filepath.Join(old, "escape.hkj"), Playing)
	if err != nil {
		t.Fatal(err)
	}
	p2, err := st.Adopt(filepath.Join(old, "escape-20250101-101010.hkj"), Archived)
	if err != nil {
		t.Fatal(err)
	}
	if filepath.Base(p1) != "escape-20260123-120000.hkj" || filepath.Dir(p2) != filepath.Join(st.Dir(), ArchiveDir) {
		t.Fatalf("adopted as %s and %s", p1, p2)
	}
	bad := filepath.Join(old, "junk.hkj")
	st.b.WriteNew(bad, []byte("junk"))
	if _, err := st.Adopt(bad, Playing); err == nil {
		t.Fatal("junk was adopted")
	}
	if !there(st, bad) {
		t.Fatal("a refused file was moved")
	}
	if _, err := st.Adopt(p1, Damaged); err == nil {
		t.Fatal("adopted as damaged")
	}
}

// TestAdoptAfterAnInterruptedMove: a crash after the link and before the
// removal left the older file under both names; adopting it again finishes
// the move instead of making a second copy.
func TestAdoptAfterAnInterruptedMove(t *testing.T) {
	st := newStore(t)
	old := gameElsewhere(t, st, t.TempDir(), "escape.hkj", escapeHeader(t, noon))
	inPlay := filepath.Join(st.Dir(), "escape-20260123-120000.hkj")
	if err := twin(st, old, inPlay); err != nil {
		t.Skip("no hard links here")
	}
	p, err := st.Adopt(old, Playing)
	if err != nil || p != inPlay {
		t.Fatalf("Adopt = %s, %v", p, err)
	}
	if there(st, old) {
		t.Fatal("the older name is still there")
	}
	if es, _ := st.List(); len(es) != 1 {
		t.Fatalf("list %+v", es)
	}
}
