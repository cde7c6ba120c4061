package timers

import (
	"context"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"
)

// A script's moment must not pass before it looks: the driven clock stands
// still until told, and a walk wakes each cue at its own moment, even with
// the scheduler's goroutine slowed down.
func TestDrivenClockWalksCueByCue(t *testing.T) {
	path := filepath.Join(t.TempDir(), "clock")
	var synced atomic.Int32
	c := NewDrivenClock(path, func() { synced.Add(1) })
	s := NewScheduler(Track1(), c)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	fired := make(chan Fired, 100)
	go s.Run(ctx, func(f Fired) {
		time.Sleep(5 * time.Millisecond) // a slow screen
		fired <- f
	})
	s.Start()
	time.Sleep(100 * time.Millisecond)
	if e := s.Elapsed(); e != 0 {
		t.Fatalf("the clock moved by itself: elapsed %v", e)
	}
	if err := os.WriteFile(path, []byte("5m10s\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(20 * time.Second)
	for {
		if b, err := os.ReadFile(path + ".at"); err == nil && string(b) == "5m10s" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the clock never reported 5m10s")
		}
		time.Sleep(20 * time.Millisecond)
	}
	if e := s.Elapsed(); e != 5*time.Minute+10*time.Second {
		t.Fatalf("elapsed %v, want 5m10s", e)
	}
	time.Sleep(50 * time.Millisecond)
	close(fired)
	n := 0
	for f := range fired {
		n++
		if f.Missed || f.Late != 0 {
			t.Errorf("cue %d (%v at %v) came %v late", f.Index, f.Cue.Kind, f.At, f.Late)
		}
	}
	if int(synced.Load()) < n {
		t.Errorf("the screen was waited for %d times for %d cues", synced.Load(), n)
	}
	if n < 5 {
		t.Errorf("%d cues fired by 5:10, want the intro and countdown 1's", n)
	}
}
