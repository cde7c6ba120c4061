package store

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"hordekeeper/engine"
	"hordekeeper/engine/escape"
)

// TestTryKeepsNothing: Try previews a step; the game and its file stay as
// they were.
func TestTryKeepsNothing(t *testing.T) {
	st := newStore(t)
	g, err := CreateGame[escape.State](st, escape.Rules{}, escapeHeader(t, noon))
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	before := readFile(st, g.Path())
	s, err := g.Try(escape.AddItemToCargo{})
	if err != nil || s.Cargo != 1 {
		t.Fatalf("Try = %d, %v", s.Cargo, err)
	}
	after := readFile(st, g.Path())
	if g.State().Cargo != 0 || g.CanUndo() || !bytes.Equal(before, after) {
		t.Fatal("Try kept its step")
	}
}

// TestLegacyCopyInAndArchive: the earlier version's one file comes in once;
// a file from elsewhere is copied in (the original only read) after the
// game in play is archived.
func TestLegacyCopyInAndArchive(t *testing.T) {
	st := newStore(t)
	if st.AdoptLegacy("escape.hkj") != "" {
		t.Fatal("a missing legacy file was named")
	}
	legacy := gameElsewhere(t, st, st.Dir(), "escape.hkj", escapeHeader(t, noon))
	own := st.AdoptLegacy("escape.hkj")
	if e, ok := st.Latest(escape.Name); !ok || e.Path != own || there(st, legacy) {
		t.Fatalf("after adoption: %v %v", e, ok)
	}
	writeFile(st, legacy, []byte("not a journal"))
	if st.AdoptLegacy("escape.hkj") != legacy {
		t.Fatal("a damaged legacy file was not named")
	}
	st.b.Remove(legacy)

	// A file sent from elsewhere is on the OS's files in both runs.
	sent := filepath.Join(t.TempDir(), "sent.hkj")
	s, _ := engine.CreateSession[escape.State](escape.Rules{}, escapeHeader(t, noon.Add(3600e9)), sent)
	s.Close()
	orig, _ := os.ReadFile(sent)
	if err := st.ArchivePlaying(escape.Name); err != nil {
		t.Fatal(err)
	}
	own, err := st.CopyIn(sent)
	if err != nil {
		t.Fatal(err)
	}
	copied := readFile(st, own)
	again, _ := os.ReadFile(sent)
	if !bytes.Equal(orig, copied) || !bytes.Equal(orig, again) {
		t.Fatal("the copy or the original differs")
	}
	es, _ := st.List()
	var playing, archived int
	for _, e := range es {
		switch e.Status {
		case Playing:
			playing++
		case Archived:
			archived++
		}
	}
	if playing != 1 || archived != 1 {
		t.Fatalf("%d in play, %d archived", playing, archived)
	}
	if got := st.KeptAs(filepath.Join(st.Dir(), DamagedDir, "x.hkj")); got != "damaged/x.hkj" {
		t.Fatalf("KeptAs = %q", got)
	}
}

// TestNoLegacyNameAdoptsNothing: a game that had no earlier file (legacy
// "") adopts nothing; it once took the games folder itself for that file.
func TestNoLegacyNameAdoptsNothing(t *testing.T) {
	st, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if p := st.AdoptLegacy(""); p != "" {
		t.Fatalf("adopted %q", p)
	}
	if _, adopted, ok := st.Resumable("counter", ""); adopted || ok {
		t.Fatalf("an empty folder offers a game (adopted %v)", adopted)
	}
}
