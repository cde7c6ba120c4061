package timers

import "time"

// A cue can fire on time while its sound is lost: the output ran dry over
// it and the re-alignment then skipped it, or it was heard after the gap,
// well behind its caption. Playback keeps the stretches of the track that
// were not heard in line and reports a cue in one of them as missed
// (Fired.Unheard), so a table never waits for a door slam that never came.
const (
	// lateLimit is how far behind its caption a sound may come and still
	// count as heard with it: the 50 ms at which a table notices.
	lateLimit = 50 * time.Millisecond
	// cueOnset is the start of a cue's sound that must be heard for the cue
	// to count as heard: a door slam without its first 100 ms is no slam.
	cueOnset = 100 * time.Millisecond
	// unheardKeep is how long a stretch or a fired cue is remembered, so a
	// cue that fires just before or after the skip over its sound is seen.
	unheardKeep = 3 * time.Second
)

// span is a stretch of track time [from, to).
type span struct{ from, to time.Duration }

// covers reports whether the onset of a sound starting at at lies in s.
func (s span) covers(at time.Duration) bool {
	return at < s.to && at+cueOnset > s.from
}

// unheard tracks the stretches lost to skips and the cues fired lately.
type unheard struct {
	gaps    []span
	recent  []Fired // fired and not (yet) reported unheard
	pending []Fired // re-reports for Run to hand out
}

// skipped records a skip of d from played position at, the output holding
// target: the sound in [at, at+d) is never heard, and when d is more than
// lateLimit the sound before it, played after the gap, came late by about
// d: what the output held (target) and what the reading took to see the
// drift (a window, at most). Cues fired lately in either are queued as
// unheard.
func (u *unheard) skipped(at, d, target time.Duration) {
	g := span{at, at + d}
	if d > lateLimit {
		g.from = at - target - alignWindow*AlignEvery
	}
	u.gaps = append(u.gaps, g)
	keep := u.recent[:0]
	for _, f := range u.recent {
		if g.covers(f.At) {
			u.pending = append(u.pending, markUnheard(f, len(u.pending) > 0))
			continue
		}
		keep = append(keep, f)
	}
	u.recent = keep
}

// fired marks the cues of one poll whose sound is in a known gap, and keeps
// the others for a gap found later. now is the track's elapsed time.
func (u *unheard) fired(fs []Fired, now time.Duration) []Fired {
	u.prune(now)
	for i, f := range fs {
		if f.Missed {
			continue // already missed (a stall): no need to say it twice
		}
		lost := false
		for _, g := range u.gaps {
			if g.covers(f.At) {
				lost = true
				break
			}
		}
		if lost {
			fs[i] = markUnheard(f, f.Catching)
			fs[i].Again = false
			continue
		}
		u.recent = append(u.recent, f)
	}
	return fs
}

// take returns the queued re-reports, each with how late it now is.
func (u *unheard) take(now time.Duration) []Fired {
	out := u.pending
	u.pending = nil
	for i := range out {
		out[i].Late = max(now-out[i].At, 0)
	}
	return out
}

// prune forgets what is too old to matter at elapsed time now.
func (u *unheard) prune(now time.Duration) {
	gaps := u.gaps[:0]
	for _, g := range u.gaps {
		if g.to > now-unheardKeep {
			gaps = append(gaps, g)
		}
	}
	u.gaps = gaps
	recent := u.recent[:0]
	for _, f := range u.recent {
		if f.At > now-unheardKeep {
			recent = append(recent, f)
		}
	}
	u.recent = recent
}

// markUnheard returns f reported as missed because its sound was lost.
func markUnheard(f Fired, catching bool) Fired {
	f.Missed, f.Unheard, f.Again, f.Catching = true, true, true, catching
	return f
}
