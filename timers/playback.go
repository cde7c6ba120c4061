package timers

import (
	"context"
	"sync"
	"time"
)

// Playback is what a screen drives: one track's Scheduler and its Audio,
// started, paused and resumed together. The scheduler runs on the clock; the
// sound is kept in line with it: Run compares the device's played position
// with the clock every AlignEvery and, when the sound has strayed more than
// AlignTolerance (an underrun, a stalled process, a pause), skips or pads it
// back without a click. Without sound (no device, or sound off) the clock
// alone runs and nothing else changes.
type Playback struct {
	sched *Scheduler
	audio *Audio
	once  sync.Once

	mu      sync.Mutex
	align   aligner
	unheard unheard
}

// NewPlayback prepares track on clock (RealClock{} in the app), with sound
// if sound is true and a device is there. It fails only for a track that
// does not pass Validate.
func NewPlayback(track Track, clock Clock, sound bool) (*Playback, error) {
	var a *Audio
	var err error
	if sound {
		a, err = StartAudio(track, 0)
	} else {
		a, err = SilentAudio(track)
	}
	if err != nil {
		return nil, err
	}
	return newPlayback(track, clock, a), nil
}

// newPlayback ties a scheduler on clock to a (a fake device's in tests).
func newPlayback(track Track, clock Clock, a *Audio) *Playback {
	p := &Playback{sched: NewScheduler(track, clock), audio: a}
	p.align.target = a.Latency()
	return p
}

// Scheduler returns the scheduler, for Elapsed, Next, PausedTotal and the
// like.
func (p *Playback) Scheduler() *Scheduler { return p.sched }

// Audio returns the sound output.
func (p *Playback) Audio() *Audio { return p.audio }

// Silent reports whether the table will hear nothing; show Notice once.
func (p *Playback) Silent() bool { return p.audio.Silent() }

// Notice says why the playback is silent ("" when it is not).
func (p *Playback) Notice() string { return p.audio.Notice() }

// Start starts the track at 0:00: the sound and the clock together.
func (p *Playback) Start() { p.StartAt(0) }

// StartAt starts the track from offset d (a resumed game): cues before d are
// done, the sound fades in at d.
func (p *Playback) StartAt(d time.Duration) {
	p.once.Do(func() {
		_ = p.audio.SeekTo(d + OutputExtraLatency())
		p.audio.Resume()
		p.sched.StartAt(d)
	})
}

// Pause pauses the clock and the sound; the sound fades out and the output
// stops.
func (p *Playback) Pause() {
	p.sched.Pause()
	p.audio.Pause()
	p.mu.Lock()
	p.align.reset()
	p.mu.Unlock()
}

// Resume resumes the clock and the sound, the sound fading in where the
// clock stands.
func (p *Playback) Resume() {
	p.sched.Resume()
	p.audio.ResumeAt(p.sched.Elapsed() + OutputExtraLatency())
}

// Elapsed returns how far into the track the game is.
func (p *Playback) Elapsed() time.Duration { return p.sched.Elapsed() }

// Stats returns how the sound kept up with the clock so far.
func (p *Playback) Stats() AlignStats {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.align.stats
}

// Run fires cues to fn (on Run's goroutine) until the track ends or ctx is
// done, like Scheduler.Run, and meanwhile keeps the sound in line with the
// clock. A cue whose sound was lost (see Fired.Unheard) comes marked missed,
// or, if it had already fired, once more marked Again. When the whole track has played it closes the sound (see Close).
func (p *Playback) Run(ctx context.Context, fn func(Fired)) error {
	if p.audio.Silent() {
		return p.sched.Run(ctx, fn)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go p.keepAligned(ctx)
	err := p.sched.runWith(ctx, p.poll, fn)
	if err == nil {
		p.audio.Close()
	}
	return err
}

// keepAligned compares sound and clock every AlignEvery until ctx is done.
func (p *Playback) keepAligned(ctx context.Context) {
	for {
		t := p.sched.clock.NewTimer(AlignEvery)
		select {
		case <-ctx.Done():
			t.Stop()
			return
		case <-t.C():
		}
		p.alignOnce()
	}
}

// alignOnce makes one comparison and, if the aligner says so, one shift.
func (p *Playback) alignOnce() {
	p.mu.Lock()
	defer p.mu.Unlock()
	s := p.sched
	if !s.Started() || s.Paused() {
		p.align.reset()
		return
	}
	pos, ok := p.audio.Position()
	e := s.Elapsed()
	if !ok || e >= s.Track().Length() {
		return
	}
	if d := p.align.observe(pos - e); d != 0 {
		p.audio.Shift(d)
		if d > 0 {
			p.unheard.skipped(pos, d, p.align.target)
			if len(p.unheard.pending) > 0 {
				s.poke() // Run hands the re-reports out now
			}
		}
	}
}

// poll is the scheduler's Poll with the cues whose sound was lost marked
// Unheard, followed by the cues found unheard since they fired (Again).
func (p *Playback) poll(now time.Time) []Fired {
	fs := p.sched.Poll(now)
	e := p.sched.Elapsed()
	p.mu.Lock()
	defer p.mu.Unlock()
	fs = p.unheard.fired(fs, e)
	return append(fs, p.unheard.take(e)...)
}

// Close stops the sound and releases the device: call it when the game ends
// (won, lost, or the track over) or its screen goes away. The scheduler
// needs no closing; cancel Run's context. A new Playback opens the device
// again.
func (p *Playback) Close() { p.audio.Close() }
