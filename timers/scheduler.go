package timers

import (
	"sync"
	"time"
)

// Fired is one cue coming due, as Poll and Run report it.
type Fired struct {
	// Index is the cue's place in Track.Cues.
	Index int
	// Cue is the cue itself.
	Cue Cue
	// At is the cue's scheduled offset (Cue.Offset), for convenience.
	At time.Duration
	// Late is how far past At the track was when the cue fired. A few
	// milliseconds are normal; seconds mean the process was stalled.
	Late time.Duration
	// Missed is true when Late exceeds MissTolerance: the moment is gone,
	// so the screen should say the cue was missed rather than act as if it
	// were happening now.
	Missed bool
	// Catching is true when this cue came due in the same poll as an
	// earlier one: cues at one offset (a gong and its back window), or the
	// app catching up after a stall, just past a missed cue. Show it without
	// hiding the earlier cue's caption, so a missed cue stays on screen until
	// a cue comes due on its own.
	Catching bool
	// Unheard is true (with Missed) when the cue's sound was lost: the
	// output ran dry over it and the re-alignment skipped it, or it came
	// more than 50 ms after the gap. Playback reports it.
	Unheard bool
	// Again is true when this reports a cue already fired, now found
	// unheard: the screen corrects its caption and does not act on the cue
	// a second time.
	Again bool
}

// MissTolerance is how late a cue may fire and still count as on time.
const MissTolerance = time.Second

// DefaultMaxSleep bounds how long Run sleeps between polls, so a pause or
// a stalled process is noticed soon even with no cue due for minutes.
const DefaultMaxSleep = 250 * time.Millisecond

// Option adjusts a Scheduler when it is made.
type Option func(*Scheduler)

// WithMaxSleep sets how long Run may sleep between polls (default
// DefaultMaxSleep).
func WithMaxSleep(d time.Duration) Option {
	return func(s *Scheduler) {
		if d > 0 {
			s.maxSleep = d
		}
	}
}

// Scheduler fires a track's cues against one monotonic start instant: the
// elapsed time is always now minus start (minus pauses), never a sum of
// ticks, so it cannot drift, and a stall is seen as the jump it is. All
// methods are safe for concurrent use; Run calls its callback from its own
// goroutine (a Fyne screen must hop with fyne.Do).
type Scheduler struct {
	track    Track
	clock    Clock
	maxSleep time.Duration
	wake     chan struct{}

	mu          sync.Mutex
	started     bool
	start       time.Time // the instant elapsed counts from, shifted by pauses
	paused      bool
	pausedAt    time.Time
	pausedTotal time.Duration
	next        int           // index of the next cue to fire
	last        time.Duration // last elapsed reported, so it never goes back
}

// NewScheduler returns a scheduler for track on clock, not yet started.
// Give it RealClock{} in the app.
func NewScheduler(track Track, clock Clock, opts ...Option) *Scheduler {
	s := &Scheduler{track: track, clock: clock, maxSleep: DefaultMaxSleep, wake: make(chan struct{}, 1)}
	for _, o := range opts {
		o(s)
	}
	return s
}

// Track returns the track being scheduled.
func (s *Scheduler) Track() Track { return s.track }

// Start starts the track from 0:00 now. Calling it again does nothing.
func (s *Scheduler) Start() { s.StartAt(0) }

// StartAt starts the track as if elapsed of it had already played, to pick
// a game up again after the app was closed. Cues before elapsed are taken as
// done and never fire; a cue exactly at elapsed fires. Calling it once
// started does nothing.
func (s *Scheduler) StartAt(elapsed time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.started {
		return
	}
	elapsed = min(max(elapsed, 0), s.track.Length())
	s.started = true
	s.start = s.clock.Now().Add(-elapsed)
	s.last = elapsed
	for s.next < len(s.track.Cues) && s.track.Cues[s.next].Offset < elapsed {
		s.next++
	}
	s.poke()
}

// Pause freezes the elapsed time; no cue fires until Resume.
func (s *Scheduler) Pause() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.started || s.paused {
		return
	}
	now := s.clock.Now()
	s.last = s.elapsedLocked(now)
	s.paused = true
	s.pausedAt = now
	s.poke()
}

// Resume continues after Pause: the start instant moves forward by the time
// spent paused, so the track carries on where it stopped.
func (s *Scheduler) Resume() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.paused {
		return
	}
	d := s.clock.Now().Sub(s.pausedAt)
	s.start = s.start.Add(d)
	s.pausedTotal += d
	s.paused = false
	s.poke()
}

// Paused reports whether the track is paused.
func (s *Scheduler) Paused() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.paused
}

// Started reports whether Start (or StartAt) was called.
func (s *Scheduler) Started() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.started
}

// Done reports whether every cue has fired.
func (s *Scheduler) Done() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.next >= len(s.track.Cues)
}

// PausedTotal returns the time spent paused so far, the current pause
// included.
func (s *Scheduler) PausedTotal() time.Duration {
	s.mu.Lock()
	defer s.mu.Unlock()
	d := s.pausedTotal
	if s.paused {
		d += s.clock.Now().Sub(s.pausedAt)
	}
	return d
}

// PausedBefore counts d as time already spent paused, for a game resumed
// after the app closed (its journal keeps the total): PausedTotal is then
// never less than d. It moves neither the elapsed time nor a cue.
func (s *Scheduler) PausedBefore(d time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.pausedTotal = max(s.pausedTotal, d)
}

// Elapsed returns how far into the track the game is, between 0 and the
// track's length. It never goes backwards.
func (s *Scheduler) Elapsed() time.Duration {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.elapsedLocked(s.clock.Now())
}

// Next returns the next cue to fire and how long until it is due (0 if it
// is already due). ok is false once every cue has fired. While paused the
// wait stands still.
func (s *Scheduler) Next() (c Cue, until time.Duration, ok bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.next >= len(s.track.Cues) {
		return Cue{}, 0, false
	}
	c = s.track.Cues[s.next]
	return c, max(c.Offset-s.elapsedLocked(s.clock.Now()), 0), true
}

// Poll fires, in order, every cue due by now and returns them; each cue
// fires exactly once over the life of the scheduler. After a stall several
// cues come out of one Poll, the missed ones marked. Poll does not read the
// clock: a test can drive it with any instants.
func (s *Scheduler) Poll(now time.Time) []Fired {
	s.mu.Lock()
	defer s.mu.Unlock()
	e := s.elapsedLocked(now)
	if !s.started {
		return nil
	}
	var out []Fired
	for s.next < len(s.track.Cues) {
		c := s.track.Cues[s.next]
		if c.Offset > e {
			break
		}
		late := e - c.Offset
		out = append(out, Fired{Index: s.next, Cue: c, At: c.Offset, Late: late, Missed: late > MissTolerance, Catching: len(out) > 0})
		s.next++
	}
	return out
}

// elapsedLocked is Elapsed at now; s.mu must be held.
func (s *Scheduler) elapsedLocked(now time.Time) time.Duration {
	if !s.started {
		return 0
	}
	ref := now
	if s.paused {
		ref = s.pausedAt
	}
	e := min(max(ref.Sub(s.start), s.last), s.track.Length())
	s.last = e
	return e
}

// untilNextLocked is how long Run may sleep before the next cue is due.
func (s *Scheduler) untilNextLocked(now time.Time) time.Duration {
	if !s.started || s.paused || s.next >= len(s.track.Cues) {
		return s.maxSleep
	}
	return min(max(s.track.Cues[s.next].Offset-s.elapsedLocked(now), 0), s.maxSleep)
}

// poke wakes Run so it re-plans after a start, pause or resume.
func (s *Scheduler) poke() {
	select {
	case s.wake <- struct{}{}:
	default:
	}
}
