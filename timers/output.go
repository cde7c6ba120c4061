package timers

import (
	"fmt"
	"sync"
	"time"
)

// NoDeviceNotice is what to tell the table when there is no sound: the app
// goes on with captions and flashes only.
const NoDeviceNotice = "no audio device: visual only"

// device is one playing stream on a sound output. The oto build provides it;
// the ci build (and a machine without a sound card) has none.
type device interface {
	play()
	pause()
	// played returns how many bytes of the stream the device has taken
	// from its buffer, i.e. the played position.
	played() int64
	// seek drops what is buffered and moves the stream to byte offset b.
	seek(b int64) error
	setVolume(v float64)
	close()
}

// Audio is a track's sound on the device: one continuous stream from 0:00 to
// 16:00, so every cue sounds exactly where it is scheduled. When there is no
// device it is silent: every method still works, Silent reports true and
// Notice says why. It starts paused; call Resume (Playback does).
type Audio struct {
	stream *Stream
	dev    device // nil when silent
	notice string

	mu     sync.Mutex
	paused bool
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
	a := &Audio{stream: s, paused: true}
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
	return &Audio{stream: s, paused: true, notice: "sound off: visual only"}, nil
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
// silent. Pass it to WithPosition.
func (a *Audio) Position() (time.Duration, bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.dev == nil {
		return 0, false
	}
	return DurationOf(a.dev.played() / BytesPerFrame), true
}

// Pause stops the sound where it is.
func (a *Audio) Pause() {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.dev != nil && !a.paused {
		a.dev.pause()
	}
	a.paused = true
}

// Resume plays on from where the sound stopped.
func (a *Audio) Resume() {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.dev != nil && a.paused {
		a.dev.play()
	}
	a.paused = false
}

// SeekTo jumps the sound to offset d of the track, dropping what the device
// had buffered; Playback uses it to catch up after a stall.
func (a *Audio) SeekTo(d time.Duration) error {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.dev == nil {
		return a.stream.SeekTime(d)
	}
	if err := a.dev.seek(FrameAt(max(d, 0)) * BytesPerFrame); err != nil {
		return fmt.Errorf("audio seek: %w", err)
	}
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

// Close stops the sound for good.
func (a *Audio) Close() {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.dev != nil {
		a.dev.pause()
		a.dev.close()
		a.dev = nil
	}
}
