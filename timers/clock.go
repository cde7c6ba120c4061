package timers

import (
	"sync"
	"time"
)

// Clock is where the scheduler gets the time and how it waits. The real one
// reads Go's monotonic clock; tests use a FakeClock to run sixteen minutes in
// microseconds, or a ScaledClock to run them fast against real time.
type Clock interface {
	// Now returns the current time. Only differences between two Now
	// values are used, so a real clock must carry a monotonic reading.
	Now() time.Time
	// NewTimer returns a timer that fires once, d from now.
	NewTimer(d time.Duration) Timer
}

// Timer is a one-shot timer made by a Clock.
type Timer interface {
	// C delivers the time when the timer fires.
	C() <-chan time.Time
	// Stop prevents the timer from firing; it reports whether it did.
	Stop() bool
}

// RealClock is the system clock. time.Now carries a monotonic reading and
// Sub uses it, so setting the wall clock never moves a cue.
type RealClock struct{}

// Now returns time.Now().
func (RealClock) Now() time.Time { return time.Now() }

// NewTimer returns a time.Timer behind the Timer interface.
func (RealClock) NewTimer(d time.Duration) Timer { return realTimer{time.NewTimer(d)} }

type realTimer struct{ t *time.Timer }

func (r realTimer) C() <-chan time.Time { return r.t.C }
func (r realTimer) Stop() bool          { return r.t.Stop() }

// ScaledClock runs Base faster by Factor: Now advances Factor times as fast as
// Base, and a timer for d fires after d/Factor of Base. With Factor 300 a
// 16-minute track plays in 3.2 seconds of real time, on real timers, which is
// what the CueAccuracy benchmark measures. A zero ScaledClock is not usable;
// make one with NewScaledClock.
type ScaledClock struct {
	base   Clock
	factor float64
	origin time.Time
}

// NewScaledClock returns base sped up by factor (which must be > 0).
func NewScaledClock(base Clock, factor float64) *ScaledClock {
	if factor <= 0 {
		factor = 1
	}
	return &ScaledClock{base: base, factor: factor, origin: base.Now()}
}

// Now returns the scaled time.
func (c *ScaledClock) Now() time.Time {
	return c.origin.Add(time.Duration(float64(c.base.Now().Sub(c.origin)) * c.factor))
}

// NewTimer returns a timer of base that fires after d/factor.
func (c *ScaledClock) NewTimer(d time.Duration) Timer {
	return c.base.NewTimer(time.Duration(float64(d) / c.factor))
}

// Real converts a scaled duration back to base time.
func (c *ScaledClock) Real(d time.Duration) time.Duration {
	return time.Duration(float64(d) / c.factor)
}

// FakeClock is a manual clock for tests: time stands still until Advance.
// Timers fire, in deadline order, when Advance passes their deadline. It is
// safe for concurrent use.
type FakeClock struct {
	mu     sync.Mutex
	now    time.Time
	timers []*fakeTimer
}

// NewFakeClock returns a fake clock reading start.
func NewFakeClock(start time.Time) *FakeClock { return &FakeClock{now: start} }

// Now returns the fake time.
func (c *FakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// NewTimer returns a timer that fires when the fake time reaches now+d.
func (c *FakeClock) NewTimer(d time.Duration) Timer {
	c.mu.Lock()
	defer c.mu.Unlock()
	t := &fakeTimer{clock: c, at: c.now.Add(d), ch: make(chan time.Time, 1)}
	if d <= 0 {
		t.ch <- c.now
		return t
	}
	c.timers = append(c.timers, t)
	return t
}

// Advance moves the time forward by d (a stall, when d is large) and fires
// the timers that come due.
func (c *FakeClock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
	keep := c.timers[:0]
	for _, t := range c.timers {
		if !t.at.After(c.now) {
			t.ch <- c.now // buffered, and each timer fires once
		} else {
			keep = append(keep, t)
		}
	}
	clear(c.timers[len(keep):])
	c.timers = keep
}

// Waiters returns how many timers are pending; a test can wait for a Run
// loop to be asleep before advancing the clock.
func (c *FakeClock) Waiters() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.timers)
}

// Deadline returns the earliest pending timer deadline, if any.
func (c *FakeClock) Deadline() (time.Time, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.timers) == 0 {
		return time.Time{}, false
	}
	d := c.timers[0].at
	for _, t := range c.timers[1:] {
		if t.at.Before(d) {
			d = t.at
		}
	}
	return d, true
}

type fakeTimer struct {
	clock *FakeClock
	at    time.Time
	ch    chan time.Time
}

func (t *fakeTimer) C() <-chan time.Time { return t.ch }

func (t *fakeTimer) Stop() bool {
	c := t.clock
	c.mu.Lock()
	defer c.mu.Unlock()
	for i, x := range c.timers {
		if x == t {
			c.timers = append(c.timers[:i], c.timers[i+1:]...)
			return true
		}
	}
	return false
}
