package timers

import (
	"context"
	"sync"
	"time"
)

// Playback is what a screen drives: one track's Scheduler and its Audio,
// started, paused and resumed together. With sound, the scheduler follows the
// device's played position so a caption shows as its sound is heard; without
// (no device, or sound off) it runs on the clock alone and nothing else
// changes.
type Playback struct {
	sched *Scheduler
	audio *Audio
	once  sync.Once
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
	var opts []Option
	if !a.Silent() {
		opts = append(opts, WithPosition(a.Position))
	}
	return &Playback{sched: NewScheduler(track, clock, opts...), audio: a}, nil
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
// done, the sound begins at d.
func (p *Playback) StartAt(d time.Duration) {
	p.once.Do(func() {
		_ = p.audio.SeekTo(d)
		p.audio.Resume()
		p.sched.StartAt(d)
	})
}

// Pause pauses the clock and the sound.
func (p *Playback) Pause() {
	p.sched.Pause()
	p.audio.Pause()
}

// Resume resumes the clock and the sound.
func (p *Playback) Resume() {
	p.audio.Resume()
	p.sched.Resume()
}

// Elapsed returns how far into the track the game is.
func (p *Playback) Elapsed() time.Duration { return p.sched.Elapsed() }

// Run fires cues to fn (on Run's goroutine) until the track ends or ctx is
// done, like Scheduler.Run. With sound it also watches the device: if the
// sound has fallen more than FollowTolerance behind or ahead of the clock
// (a stalled process, a device that hiccuped) it jumps the sound to where
// the game is, so sound and screen agree again.
func (p *Playback) Run(ctx context.Context, fn func(Fired)) error {
	if p.audio.Silent() {
		return p.sched.Run(ctx, fn)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go p.watchDrift(ctx)
	return p.sched.Run(ctx, fn)
}

func (p *Playback) watchDrift(ctx context.Context) {
	t := time.NewTicker(500 * time.Millisecond)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		if p.sched.Paused() || !p.sched.Started() {
			continue
		}
		pos, ok := p.audio.Position()
		e := p.sched.Elapsed()
		if ok && (pos-e > FollowTolerance || e-pos > FollowTolerance) && e < p.sched.Track().Length() {
			_ = p.audio.SeekTo(e)
		}
	}
}

// Close stops the sound. The scheduler needs no closing; cancel Run's
// context.
func (p *Playback) Close() { p.audio.Close() }
