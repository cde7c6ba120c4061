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

// TestTheTimePausedIsKeptWithTheMarks: a pause's length (wall time, not
// soundtrack time) went nowhere but the screen's memory, so a crash or a
// leave lost it. A mark carries the time paused in all: it never goes
// down, a mark that only says more time paused is recorded, and a mark
// that says none keeps what was.
func TestTheTimePausedIsKeptWithTheMarks(t *testing.T) {
	s := newSession(t, 2)
	steps := []struct {
		el, paused time.Duration
		held       bool
		recorded   bool
		want       time.Duration
		what       string
	}{
		{30 * time.Second, 0, true, true, 0, "a pause at 0:30"},
		{30 * time.Second, 33 * time.Second, false, true, 33 * time.Second, "it ends 0:33 later"},
		{40 * time.Second, 40 * time.Second, true, true, 40 * time.Second, "put away 0:07 into a pause"},
		{40 * time.Second, 50 * time.Second, true, true, 50 * time.Second, "only more time paused"},
		{40 * time.Second, 10 * time.Second, true, false, 50 * time.Second, "never less"},
	}
	for _, st := range steps {
		ok, err := MarkPaused(s, st.el, st.paused, st.held)
		if err != nil {
			t.Fatalf("%s: %v", st.what, err)
		}
		if ok != st.recorded || s.State().Paused != st.want {
			t.Fatalf("%s: recorded %v, paused %v", st.what, ok, s.State().Paused)
		}
	}
	if ok, _ := MarkClock(s, 80*time.Second, true); !ok || s.State().Paused != 50*time.Second {
		t.Fatalf("a running mark keeps the time paused: %v", s.State().Paused)
	}
}
