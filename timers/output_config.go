package timers

import (
	"errors"
	"sync/atomic"
	"time"
)

// DefaultOutputBuffer is the sound output's buffer: how much sound the
// device holds ahead of the speaker. Smaller answers sooner but runs dry
// (an underrun: a click and a gap) when the tablet is busy; larger costs
// only latency, which Playback makes up for (docs/benchmarks.md has the
// measurements behind the choice).
const DefaultOutputBuffer = 100 * time.Millisecond

// DefaultExtraLatency is what the sound system adds after the output buffer
// before a sample is heard, as measured through PulseAudio (see
// docs/benchmarks.md); Playback starts and re-aligns the sound this much
// early.
const DefaultExtraLatency = 0

var (
	outputBuffer = func() *atomic.Int64 {
		var v atomic.Int64
		v.Store(int64(DefaultOutputBuffer))
		return &v
	}()
	outputExtra = func() *atomic.Int64 {
		var v atomic.Int64
		v.Store(int64(DefaultExtraLatency))
		return &v
	}()
	// outputFixed is set once the sound output is open: its buffer can no
	// longer change.
	outputFixed atomic.Bool
)

// ErrOutputOpen is returned by SetOutputBuffer once the sound output has
// been opened: its buffer is fixed for the life of the process.
var ErrOutputOpen = errors.New("the sound output is already open")

// SetOutputBuffer sets the output buffer (see DefaultOutputBuffer) for the
// sound output opened later; it must be called before the first StartAudio.
// Sizes below 5 ms or above 1 s are refused.
func SetOutputBuffer(d time.Duration) error {
	if d < 5*time.Millisecond || d > time.Second {
		return errors.New("output buffer must be between 5 ms and 1 s")
	}
	if outputFixed.Load() {
		return ErrOutputOpen
	}
	outputBuffer.Store(int64(d))
	return nil
}

// OutputBuffer returns the output buffer in use (or to be used).
func OutputBuffer() time.Duration { return time.Duration(outputBuffer.Load()) }

// SetOutputExtraLatency sets what the sound system adds after the output
// buffer (see DefaultExtraLatency), for a device measured to differ.
func SetOutputExtraLatency(d time.Duration) { outputExtra.Store(int64(max(d, 0))) }

// OutputExtraLatency returns the latency the sound system is taken to add.
func OutputExtraLatency() time.Duration { return time.Duration(outputExtra.Load()) }

// outputMeasured is the device's lead measured once through it (see
// SetOutputLatency); 0 while none was measured.
var outputMeasured atomic.Int64

// SetOutputLatency sets the lead of what the output has read over what is
// heard, as measured through the device itself (.ci/audio calibrates it by
// recording the output): it replaces the model of 1.3 output buffers, which
// on the PulseAudio path measured 21 ms too high. 0 goes back to the model;
// sizes above 1 s are refused.
func SetOutputLatency(d time.Duration) error {
	if d < 0 || d > time.Second {
		return errors.New("output latency must be between 0 and 1 s")
	}
	outputMeasured.Store(int64(d))
	return nil
}

// deviceLatency is the lead of played over heard for an output buffer:
// the one measured through the device when there is one, else 1.3 buffers
// (the block oto's writer holds in hand, measured in docs/benchmarks.md);
// plus what the sound system adds.
func deviceLatency(buffer, measured, extra time.Duration) time.Duration {
	if measured > 0 {
		return measured + extra
	}
	return buffer*13/10 + extra
}
