package engine

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// FuzzReadJournal: any bytes read as a journal give a game or a LoadError,
// never a panic; a game read back re-encodes to a readable journal.
func FuzzReadJournal(f *testing.F) {
	dir := f.TempDir()
	path := filepath.Join(dir, "seed.hkj")
	s, _ := CreateSession[counter](newCounterRules(), Header{Seed: 1}, path)
	s.Do(add{2})
	s.Do(add{3})
	s.Undo()
	s.Close()
	good, _ := os.ReadFile(path)
	f.Add(good)
	// Groups: steps that passed by themselves, a mark, a group's undo.
	grouped := filepath.Join(dir, "grouped.hkj")
	g, _ := CreateSession[counter](newFlowRules(), Header{Seed: 1}, grouped)
	g.Do(add{3})
	g.Do(note{})
	g.Undo()
	g.Redo()
	g.Close()
	two, _ := os.ReadFile(grouped)
	f.Add(two)
	old, _ := os.ReadFile("testdata/format1.hkj")
	f.Add(old)
	f.Add(good[:len(good)-3])
	f.Add([]byte{})
	f.Add([]byte("00000000 {}\n"))
	// The header's rules version: an old one, a newer one, a damaged one.
	for _, v := range []int{1, 3, -7} {
		line, _ := encodeLine(record{T: "snapshot", Header: &Header{Game: "tally", Format: 2, Rules: v}})
		f.Add(line)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := ReadJournal("fuzz.hkj", bytes.NewReader(data))
		if err != nil {
			if _, ok := err.(*LoadError); !ok {
				t.Fatalf("error of type %T: %v", err, err)
			}
			return
		}
		if rec.Cursor < 0 || rec.Cursor > len(rec.Actions) || rec.GoodSize > int64(len(data)) {
			t.Fatalf("record out of bounds: cursor %d of %d, size %d of %d", rec.Cursor, len(rec.Actions), rec.GoodSize, len(data))
		}
		// A versioned game replays under the version its header says, or
		// is refused as newer or damaged.
		if vs, err := Replay[tally](newTallyRules(), "fuzz.hkj", rec); err == nil {
			if v := rec.Header.Rules; v < 0 || v > 2 || vs.Header().Rules != v || vs.State().Rules != v {
				t.Fatalf("header version %d replayed as %d", v, vs.Header().Rules)
			}
		} else if _, ok := err.(*LoadError); !ok {
			t.Fatalf("error of type %T: %v", err, err)
		}
		// Replaying through rules must not panic either.
		if s, err := Replay[counter](newFlowRules(), "fuzz.hkj", rec); err == nil {
			// Undo and redo of whatever groups it holds stay in bounds.
			for s.CanUndo() {
				s.Undo()
			}
			for s.CanRedo() {
				if _, err := s.Redo(); err != nil {
					break
				}
			}
		}
	})
}

// FuzzParseSetupCode: any text gives a code or a CodeError, and a code read
// encodes back to itself.
func FuzzParseSetupCode(f *testing.F) {
	f.Add(SetupCode{Game: 1, Seed: 99, Options: 5}.String())
	f.Add("")
	f.Add("OOOO-IIII-LLLL-uuuu")
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseSetupCode(s)
		if err != nil {
			if _, ok := err.(*CodeError); !ok {
				t.Fatalf("error of type %T", err)
			}
			return
		}
		again, err := ParseSetupCode(c.String())
		if err != nil || again != c {
			t.Fatalf("%q read as %+v, which does not round-trip: %v", s, c, err)
		}
	})
}
