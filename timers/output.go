package timers

import (
	"io"
	"sync"
	"time"
)

// NoDeviceNotice is what to tell the table when there is no sound: the app
// goes on with captions and flashes only.
const NoDeviceNotice = "no audio device: visual only"

// device is one playing stream on a sound output. The oto build provides it;
// the ci build (and a machine without a sound card) has none; tests use a
// fake one.
type device interface {
	// play and pause start and stop taking data from the stream; both are
	// idempotent. The sound output runs from the first device opened to
	// the last one closed.
	play()
	pause()
	// played returns how many bytes of the stream the device has taken
	// from its buffer, i.e. the played position plus what sits in the
	// output's own buffer (see latency).
	played() int64
	// flush drops what is buffered and leaves the stream where it is, so a
	// Join or FadeOut just made is what comes out next.
	flush()
	// latency is how far played runs ahead of what is heard when the
	// output has just been topped up (the most it runs ahead): the output
	// buffer plus what the sound system adds.
	latency() time.Duration
	setVolume(v float64)
	// close releases the stream; the device is unusable after it.
	close()
}

// Audio is a track's sound on the device: one continuous stream from 0:00 to
// 16:00, so every cue sounds exactly where it is scheduled. When there is no
// device it is silent: every method still works, Silent reports true and
// Notice says why. It starts paused; call Resume (Playback does).
type Audio struct {
	stream *Stream
	dev    device // nil when silent or closed
	notice string

	mu     sync.Mutex
	paused bool
	// gen counts pauses and resumes, so a delayed stop belongs to one pause.
	gen int
	// stoppedAt is the frame the last pause faded out at: Resume goes on
	// from there.
	stoppedAt int64
}

// StartAudio prepares t's sound from offset from (0 for a new game), paused.
// It fails only for a track that does not pass Validate; a missing sound
// card is not an error but a silent Audio (see Silent and Notice), and it is
// reported once per process in the log, not at every call.
func StartAudio(t Track, from time.Duration) (*Audio, error) {
	s, err := NewStream(t)
	if err != nil {
		return nil, err
	}
	if err := s.SeekTime(from); err != nil {
		return nil, err
	}
	a := &Audio{stream: s, paused: true, stoppedAt: FrameAt(max(from, 0))}
	dev, err := openDevice(s)
	if err != nil {
		a.notice = NoDeviceNotice
		return a, nil
	}
	a.dev = dev
	return a, nil
}

// SilentAudio returns an Audio that plays nothing, for a table that turned
// the sound off.
func SilentAudio(t Track) (*Audio, error) {
	s, err := NewStream(t)
	if err != nil {
		return nil, err
	}
	return &Audio{stream: s, paused: true, notice: soundOffNotice}, nil
}

// Silent reports whether nothing will be heard.
func (a *Audio) Silent() bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.dev == nil
}

// Notice returns why the audio is silent, to show once on screen, or "".
func (a *Audio) Notice() string { return a.notice }

// Position returns the played position of the device: what the table has
// heard so far, give or take the driver's own small buffer. ok is false when
// silent. Playback compares it with the clock to keep the two in line.
func (a *Audio) Position() (time.Duration, bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.dev == nil {
		return 0, false
	}
	return DurationOf(a.dev.played() / BytesPerFrame), true
}

// Pause stops the sound where it is: it fades out over JoinFade, and once
// the fade has reached the output the device stops taking data from the
// stream, so nothing more is synthesized while the game is paused. The
// output itself runs on (silence) until Close.
func (a *Audio) Pause() {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.paused {
		return
	}
	a.paused = true
	if a.dev == nil {
		return
	}
	a.stoppedAt = a.dev.played() / BytesPerFrame
	a.stream.setFadeOut(a.stoppedAt)
	a.dev.flush()
	a.gen++
	gen, dev := a.gen, a.dev
	// The fade must be through the output buffer before the device stops.
	time.AfterFunc(2*dev.latency()+JoinFade+20*time.Millisecond, func() {
		a.mu.Lock()
		defer a.mu.Unlock()
		if a.gen == gen && a.paused && a.dev == dev {
			dev.pause()
		}
	})
}

// Resume plays on from where the sound stopped, fading in.
func (a *Audio) Resume() {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.resumeLocked(-1)
}

// ResumeAt plays on from offset d of the track, fading in: Playback resumes
// the sound where the clock stands, plus the output's latency.
func (a *Audio) ResumeAt(d time.Duration) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.resumeLocked(FrameAt(max(d, 0)))
}

// resumeLocked resumes at frame f, or where the stream stands if f < 0.
func (a *Audio) resumeLocked(f int64) {
	if !a.paused {
		return
	}
	a.paused = false
	a.gen++
	if a.dev == nil {
		if f >= 0 {
			_, _ = a.stream.Seek(f*BytesPerFrame, io.SeekStart)
		}
		return
	}
	if f < 0 {
		f = a.stoppedAt
	}
	a.stream.setJoin(noOld, f, f)
	a.dev.flush()
	a.dev.play()
}

// Latency returns how far ahead of what is heard the device reads the
// stream (0 when silent): the output buffer and the sound system's own.
func (a *Audio) Latency() time.Duration {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.dev == nil {
		return 0
	}
	return a.dev.latency()
}

// Shift moves the sound by d without a click, to bring it back in line with
// the clock: d > 0 skips ahead (the sound had fallen behind: an underrun, a
// stall), crossfading over JoinFade; d < 0 pads (the sound ran ahead): it
// fades out, waits -d in silence and fades in where it stopped, so nothing
// is heard twice. It drops what the player had rendered ahead of the output
// and joins at what the output took last, so the correction is heard after
// the output buffer alone, not after the player's buffer too (which made a
// re-alignment take 1.5 s, docs/audio.md).
func (a *Audio) Shift(d time.Duration) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.dev == nil || a.paused || d == 0 {
		return
	}
	at := a.dev.played() / BytesPerFrame
	if d > 0 {
		to := at + FrameAt(d)
		a.stream.setJoin(at, to, to)
	} else {
		a.stream.setJoin(at, at-FrameAt(-d), at)
	}
	a.dev.flush()
}

// SeekTo jumps the sound to offset d of the track, dropping what the device
// had buffered and fading in; Playback uses it to start a game part-way.
func (a *Audio) SeekTo(d time.Duration) error {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.dev == nil {
		return a.stream.SeekTime(d)
	}
	f := FrameAt(max(d, 0))
	a.stoppedAt = f
	from := int64(noOld)
	if !a.paused {
		from = a.dev.played() / BytesPerFrame // crossfade from what plays
	}
	a.stream.setJoin(from, f, f)
	a.dev.flush()
	return nil
}

// SetVolume sets the loudness, 0 (mute) to 1 (full).
func (a *Audio) SetVolume(v float64) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.dev != nil {
		a.dev.setVolume(min(max(v, 0), 1))
	}
}

// Close stops the sound for good and releases the device: call it when the
// game ends or its screen goes away. With no other sound playing the output
// stops altogether (a new Audio starts it again). Closing twice is harmless.
func (a *Audio) Close() {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.paused = true
	a.gen++
	if a.dev != nil {
		a.dev.pause()
		a.dev.close()
		a.dev = nil
	}
}

// Closed reports whether Close was called (or there never was a device).
func (a *Audio) Closed() bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.dev == nil
}
