package kit

import (
	"sync"
	"testing"
)

// TestHandoffRunsInOrderOnOneGoroutine posts from many goroutines at once and
// drains on the test's: every function runs, one at a time, and -race sees
// no two of them touch the shared counter together.
func TestHandoffRunsInOrderOnOneGoroutine(t *testing.T) {
	q := &Queue{}
	h := NewHandoff(q.Push)
	count := 0 // touched only by posted functions
	var wg sync.WaitGroup
	for i := 0; i < 50; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			h.Post(func() { count++ })
		}()
	}
	wg.Wait()
	if n := q.Drain(); n != 50 || count != 50 {
		t.Fatalf("ran %d, counted %d; want 50 each", n, count)
	}
}

// TestStoppedHandoffDropsEverything stops a screen's hand-off with updates
// still on their way and after: none of them reaches the screen.
func TestStoppedHandoffDropsEverything(t *testing.T) {
	q := &Queue{}
	h := NewHandoff(q.Push)
	ran := 0
	var wg sync.WaitGroup
	for i := 0; i < 20; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			h.Post(func() { ran++ })
		}()
	}
	wg.Wait()
	h.Stop()
	for i := 0; i < 20; i++ {
		go h.Post(func() { ran++ })
	}
	q.Drain()
	if ran != 0 || !h.Stopped() {
		t.Fatalf("%d updates reached a stopped screen", ran)
	}
}
