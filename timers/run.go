package timers

import (
	"context"
	"time"
)

// Run fires cues until every cue has fired (it then returns nil) or ctx is
// done (it returns ctx.Err()). It sleeps until the next cue is due, or at
// most the max sleep, then calls Poll and hands each Fired to fn, in order,
// on Run's goroutine. Start, Pause and Resume wake it at once. Only one Run
// may be active per scheduler.
func (s *Scheduler) Run(ctx context.Context, fn func(Fired)) error {
	return s.runWith(ctx, s.Poll, fn)
}

// runWith is Run with poll in place of Poll (Playback adds to what it
// fires).
func (s *Scheduler) runWith(ctx context.Context, poll func(time.Time) []Fired, fn func(Fired)) error {
	for {
		now := s.clock.Now()
		for _, f := range poll(now) {
			fn(f)
		}
		s.mu.Lock()
		done := s.next >= len(s.track.Cues)
		// Read the clock again: fn may have taken a while.
		wait := s.untilNextLocked(s.clock.Now())
		s.mu.Unlock()
		if done {
			return nil
		}
		t := s.clock.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return ctx.Err()
		case <-t.C():
		case <-s.wake:
			t.Stop()
		}
	}
}
