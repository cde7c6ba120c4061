package engine

import (
	"path/filepath"
	"strings"
	"testing"
)

type unencodable struct{ C chan int }

func (unencodable) Kind() string { return "chan" }

func TestSaveFailuresChangeNothing(t *testing.T) {
	dir := t.TempDir()
	if _, err := CreateSession[counter](newCounterRules(), Header{}, filepath.Join(dir, "no", "such", "dir.hkj")); err == nil || !strings.Contains(err.Error(), "could not save") {
		t.Fatalf("create in a missing folder: %v", err)
	}
	path := filepath.Join(dir, "g.hkj")
	s, err := CreateSession[counter](newCounterRules(), Header{}, path)
	if err != nil {
		t.Fatal(err)
	}
	if s.Journal().Path() != path {
		t.Fatal("journal path")
	}
	s.Do(add{1})
	s.Journal().f.Close() // the disk goes away under the game
	if _, err := s.Do(add{1}); err == nil || !strings.Contains(err.Error(), "could not save") {
		t.Fatalf("a failed write must be reported: %v", err)
	}
	if s.State().N != 1 || len(s.Applied()) != 1 {
		t.Fatal("an unsaved action must not be shown")
	}
	if _, err := s.Undo(); err == nil || s.State().N != 1 {
		t.Fatal("an unsaved undo must not be shown")
	}
	if _, err := Encode(unencodable{}); err == nil {
		t.Fatal("an action that cannot encode must be an error")
	}
	if err := s.Close(); err != nil {
		t.Log(err) // closing a closed file may complain; it must not panic
	}
	m, _ := NewSession[counter](newCounterRules(), Header{})
	if m.Journal() != nil || m.Close() != nil || m.Compact() != nil {
		t.Fatal("a game in memory has no journal")
	}
}

func TestWriteFileAtomicReplacesWhole(t *testing.T) {
	p := filepath.Join(t.TempDir(), "f")
	if err := WriteFileAtomic(p, []byte("one"), true); err != nil {
		t.Fatal(err)
	}
	if err := WriteFileAtomic(p, []byte("two"), false); err != nil {
		t.Fatal(err)
	}
	if err := WriteFileAtomic(filepath.Join(p, "x"), []byte("3"), true); err == nil {
		t.Fatal("writing under a file must fail")
	}
	if _, err := OpenJournal(filepath.Join(t.TempDir(), "none"), 0); err == nil {
		t.Fatal("opening a missing journal must fail")
	}
}
