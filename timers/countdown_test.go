package timers

import (
	"reflect"
	"strings"
	"testing"
	"time"
)

// TestCountdownAtBoundaries: the countdown screen on track 1 at the edges
// of each stage (intro 0:30; countdown 1: silence 4:20, gong 4:30, door
// slam 5:08, "Escape!" 5:28; countdown 2: gong 9:25, door slam 10:03,
// "Escape!" 10:23; countdown 3: gong 14:30, zombie cry 15:30).
func TestCountdownAtBoundaries(t *testing.T) {
	ms := time.Millisecond
	at := func(m, s int) time.Duration { return mmss(m, s) }
	for _, tc := range []struct {
		e       time.Duration
		stage   Stage
		c       int
		left    time.Duration
		seconds int
	}{
		{0, StageBefore, 0, 0, 0},
		{at(0, 30) - ms, StageBefore, 0, 0, 0},
		{at(0, 30), StagePlay, 0, 0, 0},
		{at(4, 20) - ms, StagePlay, 0, 0, 0},
		{at(4, 20), StageComing, 1, 0, 0},
		{at(4, 30) - ms, StageComing, 1, 0, 0},
		{at(4, 30), StageRunning, 1, 38 * time.Second, 38},
		{at(4, 30) + ms, StageRunning, 1, 38*time.Second - ms, 38},
		{at(4, 31), StageRunning, 1, 37 * time.Second, 37},
		{at(5, 7), StageRunning, 1, time.Second, 1},
		{at(5, 8) - ms, StageRunning, 1, ms, 1},
		{at(5, 8), StageBreak, 1, 20 * time.Second, 20},
		{at(5, 28) - ms, StageBreak, 1, ms, 1},
		{at(5, 28), StagePlay, 0, 0, 0},
		{at(9, 25), StageRunning, 2, 38 * time.Second, 38},
		{at(10, 3), StageBreak, 2, 20 * time.Second, 20},
		{at(10, 23), StagePlay, 0, 0, 0},
		{at(14, 30) - ms, StageComing, 3, 0, 0},
		{at(14, 30), StageRunning, 3, time.Minute, 60},
		{at(15, 30) - ms, StageRunning, 3, ms, 1},
		{at(15, 30), StageOver, 3, 0, 0},
		{at(16, 0), StageOver, 3, 0, 0},
	} {
		m := CountdownAt(Track1(), tc.e, false)
		if m.Stage != tc.stage || m.Countdown != tc.c || m.Left != tc.left || m.Seconds != tc.seconds || m.Title == "" || m.Todo == "" {
			t.Errorf("at %s: %+v, want stage %d countdown %d left %v (%d s)", FormatOffset(tc.e), m, tc.stage, tc.c, tc.left, tc.seconds)
		}
		if m.Running() != (tc.stage == StageRunning) || m.Break() != (tc.stage == StageBreak) {
			t.Errorf("at %s: Running/Break wrong", FormatOffset(tc.e))
		}
	}
}

// TestCountdownWindowsLastByTheRules: on every track the first two windows
// run 38 seconds and each break 20, and the big number never shows more.
func TestCountdownWindowsLastByTheRules(t *testing.T) {
	pureUnderRace(t)
	const step = 10 * time.Millisecond
	for _, tr := range tracksUnderTest() {
		var running, breaks [4]time.Duration
		for e := time.Duration(0); e < tr.Length(); e += step {
			m := CountdownAt(tr, e, false)
			switch m.Stage {
			case StageRunning:
				running[m.Countdown] += step
				if m.Countdown < 3 && m.Seconds > 38 {
					t.Fatalf("%s at %v: %d seconds", tr.Name, e, m.Seconds)
				}
			case StageBreak:
				breaks[m.Countdown] += step
			}
		}
		for c := 1; c <= 2; c++ {
			if running[c] != BackWindow || breaks[c] != Discussion {
				t.Errorf("%s countdown %d: ran %v, break %v", tr.Name, c, running[c], breaks[c])
			}
		}
		if s := tr.Spans()[2]; running[3] != s.End-s.Gong || breaks[3] != 0 {
			t.Errorf("%s countdown 3 ran %v", tr.Name, running[3])
		}
	}
}

// TestCountdownTodoByPhase: what to do depends on the phase: back to the
// church on foot, the van back at countdown 2, nothing at countdown 1 in
// phase 2, the exit in the last countdown.
func TestCountdownTodoByPhase(t *testing.T) {
	tr := Track1()
	sp := tr.Spans()
	for _, tc := range []struct {
		c    int
		van  bool
		want string
	}{
		{1, false, "church"}, {2, false, "church"}, {1, true, "costs no die"},
		{2, true, "every survivor loses a die"}, {3, false, "exit"}, {3, true, "exit"},
	} {
		m := CountdownAt(tr, sp[tc.c-1].Gong, tc.van)
		if !strings.Contains(m.Todo, tc.want) {
			t.Errorf("countdown %d van %v: %q", tc.c, tc.van, m.Todo)
		}
	}
}

// TestScreenWordsArePlayerWords: no code identifier and no lazy plural in
// anything the countdown screen or the next line says.
func TestScreenWordsArePlayerWords(t *testing.T) {
	for _, tr := range tracksUnderTest()[:4] {
		for e := time.Duration(0); e <= tr.Length(); e += 500 * time.Millisecond {
			for _, van := range []bool{false, true} {
				m := CountdownAt(tr, e, van)
				for _, s := range []string{m.Title, m.Todo, VisibleAt(tr, e, false).NextLine, VisibleAt(tr, e, true).NextLine} {
					for _, bad := range []string{"door-slam", "back-window", "final-window", "zombie-cry", "kind(", "(s)", "%!", "1 seconds"} {
						if strings.Contains(s, bad) {
							t.Fatalf("%s at %v: %q has %q", tr.Name, e, s, bad)
						}
					}
				}
			}
		}
	}
	if SecondsWords(1).String() != "1 second" || SecondsWords(0).String() != "0 seconds" || SecondsWords(23).String() != "23 seconds" {
		t.Fatal("SecondsWords")
	}
	if FormatLeft(1500*time.Millisecond) != "0:02" || FormatLeft(0) != "0:00" || FormatLeft(-time.Second) != "0:00" || FormatLeft(PlayTime) != "15:00" {
		t.Fatal("FormatLeft")
	}
}

// TestCountdownScreenOnTheInjectableClock: a scheduler on a fake clock,
// paused for a minute in the middle: the countdown screen counts 38 down to
// 1, one step a second, then the break 20 down to 1, then play; the pause
// holds the number still.
func TestCountdownScreenOnTheInjectableClock(t *testing.T) {
	for _, tr := range []Track{Track2(), Variant(77)} {
		clk := NewFakeClock(time.Unix(0, 0))
		s := NewScheduler(tr, clk)
		s.Start()
		sp := tr.Spans()[1]
		clk.Advance(sp.Gong)
		for want := 38; want >= 1; want-- {
			m := CountdownAt(tr, s.Elapsed(), false)
			if !m.Running() || m.Countdown != 2 || m.Seconds != want {
				t.Fatalf("%s: want %d s of countdown 2, got %+v", tr.Name, want, m)
			}
			if want == 20 {
				s.Pause()
				clk.Advance(time.Minute)
				if m2 := CountdownAt(tr, s.Elapsed(), false); !reflect.DeepEqual(m2, m) {
					t.Fatalf("paused, the screen moved: %+v", m2)
				}
				s.Resume()
			}
			clk.Advance(time.Second)
		}
		for want := 20; want >= 1; want-- {
			m := CountdownAt(tr, s.Elapsed(), false)
			if !m.Break() || m.Countdown != 2 || m.Seconds != want {
				t.Fatalf("%s: want %d s of break, got %+v", tr.Name, want, m)
			}
			clk.Advance(time.Second)
		}
		if m := CountdownAt(tr, s.Elapsed(), false); m.Stage != StagePlay {
			t.Fatalf("%s: after the break %+v", tr.Name, m)
		}
	}
}
