package timers

// The bed is the music under everything: a low drone whose loudness,
// dissonance and pulse rise through each stretch of play towards the next
// countdown, cut dead for the silence, held under the knocking and the 38
// seconds, calm during the discussion. It is computed from the absolute
// sample index, so any stretch of it can be rendered on its own.

type bedKind int

const (
	bedIntro  bedKind = iota // fades in while the table gets ready
	bedRise                  // play: tension growing towards a countdown
	bedSilent                // the countdown's silence: nothing at all
	bedKnock                 // a low rumble under the knocking
	bedWindow                // the 38 s back to the church
	bedTalk                  // the discussion: a soft, calm chord
	bedFinal                 // the last run to the exit
	bedOutro                 // after the zombie cry, dying away
)

// bedSeg is one stretch of the bed, [start, end) in frames.
type bedSeg struct {
	start, end int64
	kind       bedKind
	cue        int // index of the cue that opens it
}

// fadeOut is how long a stretch of play takes to fall silent just before the
// countdown's silence. Short enough to feel like a cut, long enough not to
// click; it ends exactly on the silence's first sample.
const fadeOut = SampleRate / 200 // 5 ms

// bedSample returns the bed at frame i, inside segment s.
func bedSample(seed uint64, s bedSeg, i int64) float64 {
	t := float64(i) / SampleRate
	x := float64(i-s.start) / float64(s.end-s.start)
	switch s.kind {
	case bedSilent:
		return 0
	case bedIntro:
		return 0.12 * x * drone(seed, i, t, 0, 0)
	case bedRise:
		v := (0.07 + 0.33*x*x*x) * drone(seed, i, t, x*x, 1.5)
		if left := s.end - i; left < fadeOut {
			v *= float64(left) / fadeOut
		}
		return v
	case bedKnock:
		return 0.08 * (sinCycles(41*t) + 0.5*smoothNoise(seed+7, i, 60))
	case bedWindow:
		return (0.16 + 0.12*x) * drone(seed, i, t, 0.6+0.4*x, 2)
	case bedFinal:
		return (0.18 + 0.27*x) * drone(seed, i, t, 0.8+0.2*x, 2.5)
	case bedTalk:
		in := min(1, (t-float64(s.start)/SampleRate)/1.5)
		return 0.07 * in * (0.5*sinCycles(110*t) + 0.35*sinCycles(130.81*t) + 0.3*sinCycles(164.81*t))
	case bedOutro:
		const fall = 25.0 // seconds
		left := 1 - (t-float64(s.start)/SampleRate)/fall
		if left <= 0 {
			return 0
		}
		return 0.15 * left * left * drone(seed, i, t, 0, 0)
	}
	return 0
}

// drone is the tension tone: a low A with its fifth; as tension b goes from 0
// to 1, a semitone above creeps in (beating against the root) with a
// higher octave, and the whole pulses pulse times a second.
func drone(seed uint64, i int64, t, b, pulse float64) float64 {
	v := 0.6*sinCycles(55*t) + 0.35*sinCycles(82.41*t) +
		b*(0.4*sinCycles(58.27*t)+0.2*sinCycles(110*t)+0.12*sinCycles(233.08*t)) +
		0.15*smoothNoise(seed, i, 40)
	if pulse > 0 {
		v *= 1 - 0.45*b*(0.5+0.5*cosCycles(pulse*t))
	}
	return v
}
