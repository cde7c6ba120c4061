package timers

import (
	"math"
	"time"
)

// JoinFade is how long the sound fades where the stream is cut and joined
// again (a skip, a pad, a pause, a resume): long enough that no click is
// heard, short enough that no cue sound is smeared.
const JoinFade = 10 * time.Millisecond

// joinFrames is JoinFade in frames.
var joinFrames = FrameAt(JoinFade)

// noOld marks a join with nothing to fade out (the stream was silent or
// stopped before it).
const noOld = -1

// join is a pending seam in the stream: at frame at the read position jumps
// (or is already there); the material that would have followed, from frame
// old, fades out over JoinFade while the new material, silent before quiet,
// fades in from quiet. A skip has quiet == at (a crossfade); a pad has quiet
// after at (fade out, silence, fade in), so no sound is ever played twice.
type join struct {
	old   int64 // frame of the old material heard at frame at, or noOld
	at    int64
	quiet int64
	// stop keeps the stream silent from quiet on for good: the fade-out
	// before a pause.
	stop bool
}

// end is the first frame the join no longer touches.
func (j join) end() int64 {
	if j.stop {
		return math.MaxInt64
	}
	return max(j.at, j.quiet) + joinFrames
}

// setJoin prepares a seam: the read position will move to frame to, as a
// seek does, but without a click: what the listener would have heard next,
// from frame from, fades out while frame to fades in. With from == noOld
// there is nothing to fade out (after a pause) and to fades in from silence.
// If quiet > to, frames from to up to quiet are silence (a pad: the sound was
// ahead and waits).
//
// The seam takes effect at the next Seek(0, io.SeekCurrent), which is how a
// device drops what it had buffered (its flush): the device's player holds
// its lock across that seek, so no read slips in between and the seam is
// the first thing read afterwards.
func (s *Stream) setJoin(from, to, quiet int64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	to = max(to, 0)
	s.pending = &join{old: from, at: to, quiet: max(quiet, to)}
}

// setFadeOut prepares (as setJoin) a fade to silence from frame from, where
// the listener is, silent from then on: the tail of a pause, after which the
// device stops. The read position moves back to from, so a resume carries on
// from there.
func (s *Stream) setFadeOut(from int64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	from = max(from, 0)
	s.pending = &join{old: from, at: from, quiet: from, stop: true}
}

// applyPending makes a prepared seam current. s.mu must be held.
func (s *Stream) applyPending() {
	s.join, s.pending = s.pending, nil
	s.pos.Store(s.join.at * BytesPerFrame)
}

// applyJoin shapes buf, the new material for frames f0 onwards, by the
// pending join. s.mu must be held.
func (s *Stream) applyJoin(buf []float64, f0 int64) {
	j := s.join
	if j == nil {
		return
	}
	if f0 >= j.end() {
		s.join = nil
		return
	}
	n := int64(len(buf))
	// The old material overlapping this buffer, rendered on demand.
	var old []float64
	if j.old != noOld {
		lo, hi := max(f0, j.at), min(f0+n, j.at+joinFrames)
		if lo < hi {
			if cap(s.oldBuf) < int(hi-lo) {
				s.oldBuf = make([]float64, hi-lo)
			}
			old = s.oldBuf[:hi-lo]
			s.sc.render(old, j.old+lo-j.at)
			for i := range old {
				old[i] *= 1 - ramp(lo+int64(i)-j.at)
			}
			defer func(lo int64) {
				for i, v := range old {
					buf[lo-f0+int64(i)] += v
				}
			}(lo)
		}
	}
	for i := range buf {
		f := f0 + int64(i)
		switch {
		case f < j.quiet || j.stop:
			buf[i] = 0
		default:
			buf[i] *= ramp(f - j.quiet)
		}
	}
}

// ramp is the fade-in weight k frames into a fade: a raised cosine from 0 to
// 1 over joinFrames, whose complement fades the old material out, so a
// crossfade keeps the level of correlated sound and has no corner to click.
func ramp(k int64) float64 {
	switch {
	case k <= 0:
		return 0
	case k >= joinFrames:
		return 1
	}
	return 0.5 - 0.5*math.Cos(math.Pi*float64(k)/float64(joinFrames))
}
