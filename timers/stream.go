package timers

import (
	"encoding/binary"
	"errors"
	"io"
	"math"
	"sync"
	"sync/atomic"
	"time"
)

// Stream is a whole track as one continuous PCM stream (see pcm.go for the
// format), synthesized lazily as it is read: nothing is held but the short
// clips, so a 16-minute track costs about a megabyte instead of 85. One
// stream for the whole track, rather than a sound per cue, is what keeps cue
// timing exact to the sample. Stream is safe for concurrent use; Pos never
// waits for a Read.
type Stream struct {
	sc *score

	mu  sync.Mutex   // serializes Read and Seek
	pos atomic.Int64 // bytes; atomic so Pos never waits for a render
	buf []float64
	// join is the seam being faded and pending the one prepared (see
	// setJoin); oldBuf is scratch for the faded-out sound.
	join    *join
	pending *join
	oldBuf  []float64
}

// NewStream returns the stream of t, positioned at its start. It fails only
// if t does not pass Validate.
func NewStream(t Track) (*Stream, error) {
	sc, err := newScore(t)
	if err != nil {
		return nil, err
	}
	return &Stream{sc: sc}, nil
}

// Size returns the length of the stream in bytes.
func (s *Stream) Size() int64 { return s.sc.length * BytesPerFrame }

// Duration returns the length of the stream in time (the track's 16:00).
func (s *Stream) Duration() time.Duration { return DurationOf(s.sc.length) }

// Pos returns the read position as a time; a device's played position lags
// it by whatever the device has buffered.
func (s *Stream) Pos() time.Duration {
	return DurationOf(s.pos.Load() / BytesPerFrame)
}

// renderChunk bounds the work of one Read so a huge buffer cannot allocate a
// huge float slice.
const renderChunk = 8192 // frames

// seamRead bounds a read that starts inside a seam (see Read): twice the
// fade, in bytes.
var seamRead = 2 * joinFrames * BytesPerFrame

// Read fills p with the next bytes of the stream; it returns io.EOF at the
// end. Any read size works, odd ones included, and gives the same bytes.
func (s *Stream) Read(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	size := s.Size()
	pos := s.pos.Load()
	if pos >= size {
		return 0, io.EOF
	}
	if s.join != nil && int64(len(p)) > seamRead {
		// Right after a seam the device's player is empty: while this read
		// renders, the output takes nothing from it (a gap). A short read
		// gives it sound at once; the player reads the rest next.
		p = p[:seamRead]
	}
	if rest := size - pos; int64(len(p)) > rest {
		p = p[:rest]
	}
	n := 0
	for n < len(p) {
		b0 := pos + int64(n)
		f0 := b0 / BytesPerFrame
		skip := int(b0 % BytesPerFrame)
		want := min((len(p)-n+skip+BytesPerFrame-1)/BytesPerFrame, renderChunk)
		if cap(s.buf) < want {
			s.buf = make([]float64, renderChunk)
		}
		buf := s.buf[:want]
		s.sc.render(buf, f0)
		s.applyJoin(buf, f0)
		var fr [BytesPerFrame]byte
		for _, v := range buf {
			binary.LittleEndian.PutUint16(fr[:], uint16(quantize(v)))
			c := copy(p[n:], fr[skip:])
			n += c
			skip = 0
			if n == len(p) {
				break
			}
		}
	}
	s.pos.Store(pos + int64(n))
	return n, nil
}

// quantize turns a mixed sample into 16 bits: soft-clipped, then rounded to
// the nearest step (round-half-away, fixed, so results never depend on the
// platform's rounding mode).
func quantize(v float64) int16 {
	return int16(math.Round(softClip(v) * 32767))
}

// Seek moves the read position (io.Seeker). Offsets are in bytes and are
// snapped down to a whole frame so samples never come out split.
func (s *Stream) Seek(offset int64, whence int) (int64, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.pending != nil && whence == io.SeekCurrent && offset == 0 {
		s.applyPending()
		return s.pos.Load(), nil
	}
	s.pending = nil
	var abs int64
	switch whence {
	case io.SeekStart:
		abs = offset
	case io.SeekCurrent:
		abs = s.pos.Load() + offset
	case io.SeekEnd:
		abs = s.Size() + offset
	default:
		return s.pos.Load(), errors.New("stream: bad whence")
	}
	if abs < 0 {
		return s.pos.Load(), errors.New("stream: seek before start")
	}
	abs -= abs % BytesPerFrame
	if abs != s.pos.Load() {
		s.join = nil // a plain seek cuts; Join is the one that fades
	}
	s.pos.Store(abs)
	return abs, nil
}

// SeekTime moves the read position to time d of the track.
func (s *Stream) SeekTime(d time.Duration) error {
	_, err := s.Seek(FrameAt(max(d, 0))*BytesPerFrame, io.SeekStart)
	return err
}

// bytePos returns the read position in bytes.
func (s *Stream) bytePos() int64 { return s.pos.Load() }
