package timers

import (
	"strconv"
	"time"
)

// The bounds a variant's countdowns are drawn from, as times from the start of
// play (the first "Escape!"). They are chosen so that any draw keeps at least
// two minutes of play between an "Escape!" and the next silence, which
// Validate also demands; FuzzVariant checks that every seed stays inside.
var variantBounds = [3]struct{ earliest, latest time.Duration }{
	{mmss(3, 30), mmss(5, 0)},
	{mmss(8, 30), mmss(10, 30)},
	{mmss(13, 45), mmss(14, 20)}, // leaves a last run of 40 to 75 seconds
}

const (
	variantIntro             = 30 * time.Second
	variantSilenceMin        = 2  // seconds
	variantSilenceMax        = 6  // seconds
	variantKnockMin          = 4  // seconds
	variantKnockMax          = 10 // seconds
	variantStep              = time.Second
	variantSeedMix    uint64 = 0x9E3779B97F4A7C15
)

// Variant returns a track whose countdowns are moved, within fixed bounds,
// by seed, so a group that plays often cannot learn when the gongs come. The
// same seed always gives the same track (and the same sound); every seed
// gives a track that passes Validate.
func Variant(seed uint64) Track {
	r := splitmix{state: seed ^ variantSeedMix}
	var l layout
	l.intro = variantIntro
	for i, b := range variantBounds {
		steps := uint64((b.latest - b.earliest) / variantStep)
		l.countdowns[i] = countdownTimes{
			gong:    b.earliest + time.Duration(r.below(steps+1))*variantStep,
			silence: time.Duration(variantSilenceMin+r.below(variantSilenceMax-variantSilenceMin+1)) * time.Second,
			knock:   time.Duration(variantKnockMin+r.below(variantKnockMax-variantKnockMin+1)) * time.Second,
		}
	}
	id := "v" + strconv.FormatUint(seed, 10)
	return build(id, "Variant "+strconv.FormatUint(seed, 10), r.next(), l)
}

// splitmix is SplitMix64: tiny, and its output is fixed by its definition, so
// a variant cannot change under us when a library's generator changes.
type splitmix struct{ state uint64 }

func (s *splitmix) next() uint64 {
	s.state += 0x9E3779B97F4A7C15
	z := s.state
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

// below returns a number in [0, n). The modulo bias is far below anything a
// table could notice for the small n used here.
func (s *splitmix) below(n uint64) uint64 {
	if n == 0 {
		return 0
	}
	return s.next() % n
}

// float returns a number in [0, 1) with 53 random bits.
func (s *splitmix) float() float64 { return float64(s.next()>>11) / (1 << 53) }
