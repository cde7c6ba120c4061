package engine

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// flowRules is the counter with steps that pass by themselves: after a
// player adds 3 or more, the counter climbs by one to the next multiple of
// 4 (never above 10); a note is a mark that changes nothing.
type flowRules struct{ *counterRules }

type note struct{}

func (note) Kind() string { return "note" }
func (note) JoinsGroup()  {}

func newFlowRules() flowRules {
	r := flowRules{newCounterRules()}
	r.reg.Register(func() Action { return &note{} })
	return r
}

func (r flowRules) Apply(s counter, a Action) (counter, error) {
	if _, ok := a.(note); ok {
		return s, nil
	}
	return r.counterRules.Apply(s, a)
}

func (flowRules) Follow(s counter, group []Action) Action {
	if a, ok := group[0].(add); ok && a.N >= 3 && s.N%4 != 0 {
		return add{1}
	}
	return nil
}

func TestGroupUndoRedo(t *testing.T) {
	s, err := NewSession[counter](newFlowRules(), Header{})
	if err != nil {
		t.Fatal(err)
	}
	if st, _ := s.Do(add{3}); st.N != 4 {
		t.Fatalf("3 then what follows: %d, want 4", st.N)
	}
	last := s.Last()
	if len(last) != 2 || last[0].Action != (add{3}) || last[0].Follows || !last[1].Follows || last[1].Before.N != 3 || last[1].After.N != 4 {
		t.Fatalf("last group: %+v", last)
	}
	s.Do(add{1})
	if st, _ := s.Undo(); st.N != 4 {
		t.Fatalf("undo of a lone step: %d, want 4", st.N)
	}
	if st, _ := s.Undo(); st.N != 0 || s.CanUndo() {
		t.Fatalf("undo of the group: %d, want 0 with nothing left", st.N)
	}
	if got := s.NextUndone(); len(got) != 2 {
		t.Fatalf("next to redo: %v, want the group of two", got)
	}
	if st, _ := s.Redo(); st.N != 4 || len(s.Applied()) != 2 {
		t.Fatalf("redo of the group: %d after %d actions", st.N, len(s.Applied()))
	}
}

// TestFollowStopsWhereTheRulesRefuse: a following step the rules refuse
// ends the group; the player's action stands.
func TestFollowStopsWhereTheRulesRefuse(t *testing.T) {
	s, _ := NewSession[counter](newFlowRules(), Header{})
	s.Do(add{4})
	s.Do(add{5}) // 9: the climb to 12 stops at 10
	if st := s.State(); st.N != 10 || len(s.Last()) != 2 {
		t.Fatalf("state %d, group of %d", st.N, len(s.Last()))
	}
}

func TestMarksJoinTheGroupBefore(t *testing.T) {
	s, _ := NewSession[counter](newFlowRules(), Header{})
	s.Do(note{})
	if s.CanUndo() {
		t.Fatal("a mark alone is undone")
	}
	s.Do(add{1})
	s.Do(note{})
	s.Do(note{})
	if got := len(s.Last()); got != 3 {
		t.Fatalf("the last group has %d steps, want the action and its 2 marks", got)
	}
	if st, _ := s.Undo(); st.N != 0 || len(s.Applied()) != 1 || s.CanUndo() {
		t.Fatalf("undo: %d with %d applied", st.N, len(s.Applied()))
	}
}

// TestGroupsComeBackAfterResume: the journal keeps the groups; reopened,
// one Undo takes back what it took back before.
func TestGroupsComeBackAfterResume(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.hkj")
	s, err := CreateSession[counter](newFlowRules(), Header{}, path)
	if err != nil {
		t.Fatal(err)
	}
	s.Do(add{3}) // 3, 4
	s.Do(add{1}) // 5
	s.Do(add{3}) // 8
	s.Undo()
	s.Redo()
	s.Do(note{})
	s.Close()
	for _, want := range []int{5, 4, 0} {
		r, _, err := OpenSession[counter](newFlowRules(), path)
		if err != nil {
			t.Fatal(err)
		}
		if st, err := r.Undo(); err != nil || st.N != want {
			t.Fatalf("undo after a resume: %d, %v; want %d", st.N, err, want)
		}
		r.Close()
	}
	r, _, _ := OpenSession[counter](newFlowRules(), path)
	defer r.Close()
	if st, _ := r.Redo(); st.N != 4 || r.Header().Format != FormatVersion {
		t.Fatalf("redo after a resume: %d, format %d", st.N, r.Header().Format)
	}
}

// TestFormat1JournalResumes: a file of format 1 (testdata, written before
// groups) loads as it did, each action its own group; its first new step
// makes it a format-2 file that reads back the same game.
func TestFormat1JournalResumes(t *testing.T) {
	data, err := os.ReadFile("testdata/format1.hkj")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "old.hkj")
	os.WriteFile(path, data, 0o644)
	s, _, err := OpenSession[counter](newFlowRules(), path)
	if err != nil {
		t.Fatal(err)
	}
	if st := s.State(); st.N != 7 || s.Header().Format != 1 || len(s.Last()) != 1 {
		t.Fatalf("format 1: %d, format %d, last group %d", st.N, s.Header().Format, len(s.Last()))
	}
	if st, err := s.Undo(); err != nil || st.N != 6 {
		t.Fatalf("undo of an old step: %d, %v; want 6", st.N, err)
	}
	s.Close()
	now, _ := os.ReadFile(path)
	rec, err := ReadJournal(path, bytes.NewReader(now))
	if err != nil || rec.Header.Format != FormatVersion || rec.Cursor != 2 || len(rec.Actions) != 4 {
		t.Fatalf("after a step: %+v, %v", rec, err)
	}
}

func TestGroupSizes(t *testing.T) {
	for _, c := range []struct {
		follows    []bool
		cursor     int
		undo, redo int
		name       string
	}{
		{nil, 0, 0, 0, "empty"},
		{[]bool{false, false}, 2, 1, 0, "lone steps"},
		{[]bool{false, true, true, false}, 3, 3, 1, "a group of three"},
		{[]bool{false, true, true, false}, 0, 0, 3, "redo a group of three"},
		{[]bool{true, true}, 2, 0, 0, "marks alone"},
		{[]bool{true, false, true}, 1, 0, 2, "a mark before the first step"},
	} {
		if u, r := undoSize(c.follows, c.cursor), redoSize(c.follows, c.cursor); u != c.undo || r != c.redo {
			t.Errorf("%s: undo %d redo %d, want %d %d", c.name, u, r, c.undo, c.redo)
		}
	}
}

func TestEraseKeepsTheFlow(t *testing.T) {
	r := Erase[counter](newFlowRules())
	f, ok := r.(Flow[any])
	if !ok || f.Follow(counter{3}, []Action{add{3}}) != (add{1}) || f.Follow(counter{4}, []Action{add{3}}) != nil {
		t.Fatal("the erased rules lose their flow")
	}
}
