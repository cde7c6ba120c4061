package timers

import "time"

// The PCM format of every stream, WAV file and audio device here: 44100
// frames a second, one channel, signed 16-bit little-endian samples. Mono is
// enough for a tablet speaker and halves the memory and work of stereo.
const (
	// SampleRate is the number of frames per second.
	SampleRate = 44100
	// Channels is the channel count (mono).
	Channels = 1
	// BytesPerFrame is the size of one frame: Channels × 2 bytes.
	BytesPerFrame = 2 * Channels
)

// FrameAt returns the index of the frame that plays at offset d. For offsets
// on the OffsetGrain grid (every cue of a valid track) it is exact: a cue at
// offset d starts at frame d × SampleRate, with nothing rounded.
func FrameAt(d time.Duration) int64 {
	// Split to avoid overflowing int64 for long offsets.
	sec := int64(d / time.Second)
	ns := int64(d % time.Second)
	return sec*SampleRate + ns*SampleRate/int64(time.Second)
}

// DurationOf returns the time at which frame n plays.
func DurationOf(n int64) time.Duration {
	sec := n / SampleRate
	rem := n % SampleRate
	return time.Duration(sec)*time.Second + time.Duration(rem*int64(time.Second)/SampleRate)
}
