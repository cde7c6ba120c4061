package timers

import (
	"context"
	"sync"
	"testing"
	"time"
)

var t0 = time.Date(2026, 1, 1, 20, 0, 0, 0, time.UTC)

func allTracks() []Track { return append(Tracks(), Variant(42), Variant(1<<39+7)) }

// Stepping the fake clock to each cue's offset in turn: every cue fires
// exactly once, in order, on time.
func TestSchedulerFiresEachCueOnceAtItsOffset(t *testing.T) {
	for _, tr := range allTracks() {
		c := NewFakeClock(t0)
		s := NewScheduler(tr, c)
		s.Start()
		var got []Fired
		for _, q := range tr.Cues {
			if d := q.Offset - s.Elapsed(); d > 0 {
				c.Advance(d)
			}
			got = append(got, s.Poll(c.Now())...)
		}
		checkAllFired(t, tr, got, 0)
		if !s.Done() || len(s.Poll(c.Now().Add(time.Hour))) != 0 {
			t.Errorf("%s: cues after the end", tr.Name)
		}
	}
}

// checkAllFired checks got holds each cue of tr once, in order, no later
// than maxLate.
func checkAllFired(t *testing.T, tr Track, got []Fired, maxLate time.Duration) {
	t.Helper()
	if len(got) != len(tr.Cues) {
		t.Fatalf("%s: %d cues fired, want %d", tr.Name, len(got), len(tr.Cues))
	}
	for i, f := range got {
		if f.Index != i || f.Cue.Kind != tr.Cues[i].Kind || f.At != tr.Cues[i].Offset {
			t.Errorf("%s: fired #%d is %d %v, want %d %v", tr.Name, i, f.Index, f.Cue, i, tr.Cues[i])
		}
		if f.Late < 0 || f.Late > maxLate || f.Missed {
			t.Errorf("%s: %v late by %v (missed %v)", tr.Name, f.Cue, f.Late, f.Missed)
		}
	}
}

// Polling every 100 ms, as a UI loop might: still once each, in order, and
// never more than one step late.
func TestSchedulerPollingSteps(t *testing.T) {
	tr := Track2()
	c := NewFakeClock(t0)
	s := NewScheduler(tr, c)
	s.Start()
	var got []Fired
	for c.Now().Sub(t0) <= 16*time.Minute {
		got = append(got, s.Poll(c.Now())...)
		c.Advance(100 * time.Millisecond)
	}
	checkAllFired(t, tr, got, 100*time.Millisecond)
}

func TestSchedulerPauseResume(t *testing.T) {
	tr := Track1()
	c := NewFakeClock(t0)
	s := NewScheduler(tr, c)
	s.Start()
	c.Advance(2 * time.Minute)
	s.Poll(c.Now())
	s.Pause()
	c.Advance(10 * time.Minute) // a long pause: nothing may fire
	if f := s.Poll(c.Now()); len(f) != 0 {
		t.Fatalf("fired while paused: %v", f)
	}
	if e := s.Elapsed(); e != 2*time.Minute {
		t.Fatalf("elapsed while paused = %v, want 2m", e)
	}
	if p := s.PausedTotal(); p != 10*time.Minute {
		t.Fatalf("paused total during the pause = %v", p)
	}
	_, until, _ := s.Next()
	s.Resume()
	s.Pause() // an empty pause changes nothing
	s.Resume()
	if e := s.Elapsed(); e != 2*time.Minute {
		t.Fatalf("elapsed after resume = %v, want 2m", e)
	}
	if p := s.PausedTotal(); p != 10*time.Minute {
		t.Fatalf("paused total = %v, want 10m", p)
	}
	// The next cue comes exactly as far after the resume as it was before
	// the pause.
	c.Advance(until - time.Millisecond)
	if f := s.Poll(c.Now()); len(f) != 0 {
		t.Fatalf("fired early: %v", f)
	}
	c.Advance(time.Millisecond)
	f := s.Poll(c.Now())
	if len(f) != 1 || f[0].Late != 0 {
		t.Fatalf("after resume got %v, want one cue on time", f)
	}
}

// A 90-second stall (the process was suspended; the clock jumped) in the
// middle of countdown 1: what was missed fires at once, in order, marked,
// and the elapsed time is right.
func TestSchedulerStall90s(t *testing.T) {
	tr := Track1()
	c := NewFakeClock(t0)
	s := NewScheduler(tr, c)
	s.Start()
	silence := tr.Cues[2].Offset
	var before []Fired
	for _, q := range tr.Cues[:2] {
		c.Advance(q.Offset - s.Elapsed())
		before = append(before, s.Poll(c.Now())...)
	}
	c.Advance(silence - time.Second - s.Elapsed())
	before = append(before, s.Poll(c.Now())...)
	c.Advance(90 * time.Second)
	now := c.Now()
	after := s.Poll(now)
	want := silence - time.Second + 90*time.Second
	if e := s.Elapsed(); e != want {
		t.Fatalf("elapsed after stall = %v, want %v", e, want)
	}
	var n int
	for _, q := range tr.Cues {
		if q.Offset > silence-time.Second && q.Offset <= want {
			n++
		}
	}
	if len(after) != n || n < 5 {
		t.Fatalf("after the stall %d cues fired, want %d (>= 5)", len(after), n)
	}
	for i, f := range after {
		if f.Index != len(before)+i {
			t.Errorf("stall fired cue %d at place %d", f.Index, i)
		}
		if f.Late != want-f.At || !f.Missed {
			t.Errorf("%v: late %v missed %v, want late %v and missed", f.Cue, f.Late, f.Missed, want-f.At)
		}
	}
	// And the rest of the track is normal again.
	var rest []Fired
	for _, q := range tr.Cues[len(before)+len(after):] {
		c.Advance(q.Offset - s.Elapsed())
		rest = append(rest, s.Poll(c.Now())...)
	}
	all := append(append(before, after...), rest...)
	if len(all) != len(tr.Cues) {
		t.Fatalf("%d cues fired in all, want %d", len(all), len(tr.Cues))
	}
	for i, f := range all {
		if f.Index != i {
			t.Fatalf("cue %d fired at place %d", f.Index, i)
		}
	}
	for _, f := range rest {
		if f.Late != 0 {
			t.Errorf("%v late by %v after the stall", f.Cue, f.Late)
		}
	}
}

func TestSchedulerStartAt(t *testing.T) {
	tr := Track1()
	c := NewFakeClock(t0)
	s := NewScheduler(tr, c)
	at := tr.Cues[4].Offset // gong 1 (and its back window)
	s.StartAt(at)
	s.Start() // no effect once started
	f := s.Poll(c.Now())
	if len(f) != 2 || f[0].Index != 4 || f[1].Index != 5 || f[0].Late != 0 {
		t.Fatalf("StartAt(%v) fired %v", at, f)
	}
}

func TestSchedulerNotStarted(t *testing.T) {
	c := NewFakeClock(t0)
	s := NewScheduler(Track1(), c)
	c.Advance(time.Hour)
	if s.Elapsed() != 0 || len(s.Poll(c.Now())) != 0 || s.Started() {
		t.Fatal("a scheduler that was never started moved")
	}
	s.Pause()
	s.Resume()
	if s.Paused() {
		t.Fatal("paused before start")
	}
}

// Run with the fake clock: the test plays the part of time, advancing to
// each deadline Run sleeps for. Every cue arrives once, in order, on time.
func TestRunFakeClock(t *testing.T) {
	tr := Track2()
	c := NewFakeClock(t0)
	s := NewScheduler(tr, c, WithMaxSleep(time.Minute))
	var mu sync.Mutex
	var got []Fired
	done := make(chan error)
	go func() {
		done <- s.Run(context.Background(), func(f Fired) { mu.Lock(); got = append(got, f); mu.Unlock() })
	}()
	s.Start()
	for {
		select {
		case err := <-done:
			if err != nil {
				t.Fatal(err)
			}
			mu.Lock()
			defer mu.Unlock()
			checkAllFired(t, tr, got, 0)
			return
		default:
		}
		if d, ok := c.Deadline(); ok {
			c.Advance(d.Sub(c.Now()))
		} else {
			time.Sleep(50 * time.Microsecond)
		}
	}
}

func TestRunStopsOnCancel(t *testing.T) {
	s := NewScheduler(Track1(), NewFakeClock(t0))
	s.Start()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := s.Run(ctx, func(Fired) {}); err != context.Canceled {
		t.Fatalf("Run = %v, want context.Canceled", err)
	}
}

// TestAResumedGameCountsOnItsPauses: a game resumed after the app closed
// counts its earlier pauses (kept in its journal) in the total, and they
// move neither the elapsed time nor a cue.
func TestAResumedGameCountsOnItsPauses(t *testing.T) {
	c := NewFakeClock(t0)
	s := NewScheduler(Track1(), c)
	s.PausedBefore(33 * time.Second)
	s.StartAt(time.Minute)
	s.Pause()
	c.Advance(5 * time.Second)
	if p := s.PausedTotal(); p != 38*time.Second {
		t.Fatalf("paused total during a pause = %v, want 38s", p)
	}
	s.Resume()
	c.Advance(time.Second)
	if p, e := s.PausedTotal(), s.Elapsed(); p != 38*time.Second || e != time.Minute+time.Second {
		t.Fatalf("paused %v, elapsed %v", p, e)
	}
	s.PausedBefore(10 * time.Second) // never less than counted
	if p := s.PausedTotal(); p != 38*time.Second {
		t.Fatalf("paused total went down to %v", p)
	}
}
