package escape

import (
	"testing"
	"time"
)

// TestMarkHeldSaysWhetherTheSoundtrackRan: the journal's last clock mark
// tells a resumed game whether the soundtrack stood still (paused or put
// away) or ran when the app stopped; a pause and its end at the same second
// are two marks, a mark that says nothing new is none.
func TestMarkHeldSaysWhetherTheSoundtrackRan(t *testing.T) {
	s := newSession(t, 2)
	steps := []struct {
		el          time.Duration
		held        bool
		recorded    bool
		wantHeld    bool
		description string
	}{
		{30 * time.Second, true, true, true, "a pause at 0:30"},
		{30 * time.Second, true, false, true, "the same pause again records nothing"},
		{30 * time.Second, false, true, false, "the pause ends at the same second"},
		{20 * time.Second, true, false, false, "never backwards"},
		{50 * time.Second, true, true, true, "put away at 0:50"},
	}
	for _, st := range steps {
		ok, err := MarkHeld(s, st.el, st.held)
		if err != nil {
			t.Fatalf("%s: %v", st.description, err)
		}
		if ok != st.recorded || s.State().ClockHeld != st.wantHeld {
			t.Fatalf("%s: recorded %v, held %v", st.description, ok, s.State().ClockHeld)
		}
	}
	if ok, _ := MarkClock(s, 80*time.Second, true); !ok || s.State().ClockHeld {
		t.Fatalf("a mark made while the soundtrack runs is not held: %+v", s.State().ClockHeld)
	}
}
