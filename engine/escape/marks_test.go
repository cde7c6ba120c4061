package escape

import (
	"errors"
	"testing"
	"time"

	"hordekeeper/engine"
)

func newSession(t *testing.T, n int) *engine.Session[State] {
	t.Helper()
	raw, err := DefaultOptions(n).JSON()
	if err != nil {
		t.Fatal(err)
	}
	s, err := engine.NewSession[State](Rules{}, engine.Header{Game: Name, Options: raw})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestMarkClockKeepsTheJournalSmall: marks come at most every ClockStep
// unless forced, never backwards, never over a redo.
func TestMarkClockKeepsTheJournalSmall(t *testing.T) {
	s := newSession(t, 2)
	recorded := 0
	for e := time.Duration(0); e <= TrackLength; e += 5 * time.Second { // the screen's 5-second save
		ok, err := MarkClock(s, e, false)
		if err != nil {
			t.Fatal(err)
		}
		if ok {
			recorded++
		}
	}
	if recorded != int(TrackLength/ClockStep) || s.State().Clock != TrackLength {
		t.Fatalf("%d marks, clock %v", recorded, s.State().Clock)
	}
	s = newSession(t, 2)
	if ok, _ := MarkClock(s, time.Second, true); !ok || s.State().Clock != time.Second {
		t.Fatal("a forced mark was not recorded")
	}
	if ok, _ := MarkClock(s, time.Second, true); ok {
		t.Fatal("a mark without a change was recorded")
	}
	if _, err := s.Do(MissedDoor{Player: 0, Countdown: 1}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if ok, _ := MarkClock(s, time.Minute, true); ok || !s.CanRedo() {
		t.Fatal("a mark dropped the redo")
	}
}

// TestUndoStepsOverClockMarks: Undo and Redo move by the table's moves;
// the clock marks after a move go with it.
func TestUndoStepsOverClockMarks(t *testing.T) {
	s := newSession(t, 2)
	for _, a := range []engine.Action{ClockAt{Elapsed: time.Minute}, AddItemToCargo{}, ClockAt{Elapsed: 2 * time.Minute}, ClockAt{Elapsed: 3 * time.Minute}} {
		if _, err := s.Do(a); err != nil {
			t.Fatal(err)
		}
	}
	if !s.CanUndo() {
		t.Fatal("no move to undo")
	}
	if st, err := s.Undo(); err != nil || st.Cargo != 0 || st.Clock != time.Minute {
		t.Fatalf("undo: %v, %+v", err, st)
	}
	if s.CanUndo() {
		t.Fatal("only a clock mark is left, yet a move can be undone")
	}
	var re *engine.RuleError
	if _, err := newSession(t, 2).Undo(); !errors.As(err, &re) {
		t.Fatalf("undo with nothing: %v", err)
	}
	if st, err := s.Redo(); err != nil || st.Cargo != 1 || st.Clock != 3*time.Minute || s.CanRedo() {
		t.Fatalf("redo puts back the move with its marks: %v, %+v", err, st)
	}
}

// TestAStepDropsTheRedo: a pause or a cue (MarkStep) is a new step: it is
// recorded over an undone move, which can then no longer be redone, as
// after any step; the periodic mark (MarkClock) still leaves the redo.
func TestAStepDropsTheRedo(t *testing.T) {
	s := newSession(t, 2)
	if _, err := s.Do(MissedDoor{Player: 0, Countdown: 1}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if ok, _ := MarkClock(s, time.Minute, false); ok || !s.CanRedo() {
		t.Fatal("the periodic mark dropped the redo")
	}
	ok, err := MarkStep(s, time.Minute, 5*time.Second, true)
	if err != nil || !ok || s.CanRedo() {
		t.Fatalf("a pause left the redo: recorded %v, %v, redo %v", ok, err, s.CanRedo())
	}
	if st := s.State(); st.Clock != time.Minute || !st.ClockHeld || st.Paused != 5*time.Second {
		t.Fatalf("the pause's mark: %+v", st)
	}
	if ok, _ := MarkStep(s, time.Minute, 5*time.Second, true); ok {
		t.Fatal("a step without a change was recorded")
	}
}
