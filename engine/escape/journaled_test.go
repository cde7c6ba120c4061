package escape

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"hordekeeper/engine"
)

var _ Journaled = (*engine.Session[State])(nil)

// TestOnlyClockMarksJoinAGroup: of Escape's actions only the clock mark
// joins the table's move before it, and no step passes by itself.
func TestOnlyClockMarksJoinAGroup(t *testing.T) {
	for _, k := range Kinds() {
		a, err := Rules{}.Decode(k, nil)
		if err != nil {
			t.Fatal(err)
		}
		if _, mark := a.(engine.Mark); mark != (k == (ClockAt{}).Kind()) {
			t.Errorf("%s: a mark is %v", k, mark)
		}
	}
	if _, flow := any(Rules{}).(engine.Flow[State]); flow {
		t.Error("Escape's rules pass steps by themselves")
	}
}

// TestFormat1ClockMarksResume: a journal written before groups (testdata:
// a mark, a move, two marks, a move and a mark, and Undo twice, as the
// screen's Undo wrote it then) resumes with the marks in their moves'
// groups: one Undo takes back the move with its marks, as it did.
func TestFormat1ClockMarksResume(t *testing.T) {
	data, err := os.ReadFile("testdata/format1-clock.hkj")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "old.hkj")
	os.WriteFile(path, data, 0o644)
	s, _, err := engine.OpenSession[State](Rules{}, path)
	if err != nil {
		t.Fatal(err)
	}
	if st := s.State(); st.Cargo != 1 || st.Clock != 3*time.Minute || len(s.Last()) != 3 {
		t.Fatalf("resumed: cargo %d, clock %v, last group %d", st.Cargo, st.Clock, len(s.Last()))
	}
	if st, err := s.Undo(); err != nil || st.Cargo != 0 || st.Clock != time.Minute || s.CanUndo() {
		t.Fatalf("undo: %v, cargo %d, clock %v", err, st.Cargo, st.Clock)
	}
	if st, err := s.Redo(); err != nil || st.Cargo != 1 || st.Clock != 3*time.Minute {
		t.Fatalf("redo: %v, cargo %d, clock %v", err, st.Cargo, st.Clock)
	}
	s.Close()
	r, _, err := engine.OpenSession[State](Rules{}, path)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if st, _ := r.Undo(); st.Cargo != 0 || st.Clock != time.Minute {
		t.Fatalf("undo after a second resume: cargo %d, clock %v", st.Cargo, st.Clock)
	}
}
