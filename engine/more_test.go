package engine

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A record far too long after a good first record is damage, with the
// game before it kept as the last good state.
func TestLongRecordAfterGoodStartIsDamage(t *testing.T) {
	first, _ := encodeLine(record{T: "snapshot", Header: &Header{Game: "counter", Format: 1}})
	data := append(first, bytes.Repeat([]byte("x"), maxLine+10)...)
	_, err := ReadJournal("long.hkj", bytes.NewReader(data))
	le, ok := err.(*LoadError)
	if !ok || !strings.Contains(err.Error(), "far too long") || le.Good == nil {
		t.Fatalf("got %v", err)
	}
	if _, err := ReadJournal("x", bytes.NewReader(bytes.Repeat([]byte("y"), maxLine+10))); err == nil || !strings.Contains(err.Error(), "not a Hordekeeper") {
		t.Fatalf("long junk: %v", err)
	}
	bad, _ := encodeLine(record{T: "snapshot", Header: &Header{Game: "counter", Format: 0}})
	if _, err := ReadJournal("old.hkj", bytes.NewReader(bad)); err == nil || !strings.Contains(err.Error(), "unknown save format") {
		t.Fatalf("format 0: %v", err)
	}
	past, _ := encodeLine(record{T: "snapshot", Header: &Header{Game: "counter", Format: 1}, Cursor: 3})
	if _, err := ReadJournal("past.hkj", bytes.NewReader(past)); err == nil || !strings.Contains(err.Error(), "points past") {
		t.Fatalf("cursor past: %v", err)
	}
	noHead, _ := encodeLine(record{T: "do", Kind: "add"})
	if _, err := ReadJournal("nohead.hkj", bytes.NewReader(append(noHead, noHead...))); err == nil || !strings.Contains(err.Error(), "no header") {
		t.Fatalf("no header: %v", err)
	}
}

func TestRedoRefusedByRulesChangesNothing(t *testing.T) {
	s, _ := NewSession[counter](newCounterRules(), Header{})
	s.Do(add{9})
	s.Undo()
	s.Do(add{1})
	s.Undo()
	// The redo tail holds add 1 only; make the state refuse it by hand.
	s.states[0] = counter{N: 10}
	if _, err := s.Redo(); err == nil {
		t.Fatal("a redo the rules refuse must be an error")
	}
	if s.cursor != 0 {
		t.Fatal("a refused redo changed the game")
	}
}

func TestOpenJournalTruncatesToGoodSize(t *testing.T) {
	p := filepath.Join(t.TempDir(), "j.hkj")
	line, _ := encodeLine(record{T: "snapshot", Header: &Header{Game: "counter", Format: 1}})
	os.WriteFile(p, append(line, []byte("torn")...), 0o644)
	j, err := OpenJournal(p, int64(len(line)))
	if err != nil {
		t.Fatal(err)
	}
	j.Close()
	j.Close()
	if b, _ := os.ReadFile(p); len(b) != len(line) {
		t.Fatalf("size %d, want %d", len(b), len(line))
	}
}

func TestMoveAsideNeverOverwritesAnEarlierCopy(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "g.hkj")
	var asides []string
	for i := 0; i < 3; i++ {
		os.WriteFile(p, []byte{byte('a' + i)}, 0o644)
		a, err := MoveAside(p)
		if err != nil {
			t.Fatal(err)
		}
		asides = append(asides, a)
	}
	for i, a := range asides {
		if b, _ := os.ReadFile(a); string(b) != string(rune('a'+i)) {
			t.Fatalf("copy %d was overwritten", i)
		}
	}
	if _, err := copyAside(filepath.Join(dir, "missing")); err == nil {
		t.Fatal("copying a missing file must fail")
	}
}

func TestDerefAcceptsValuesPointersAndNil(t *testing.T) {
	var nilPtr *add
	cases := []struct {
		in, want Action
	}{
		{add{2}, add{2}},
		{&add{3}, add{3}},
		{nil, nil},
		{nilPtr, nil},
	}
	for _, c := range cases {
		if got := Deref(c.in); got != c.want {
			t.Errorf("Deref(%#v) = %#v, want %#v", c.in, got, c.want)
		}
	}
}
