package timers

import "math"

// The synthesis helpers every sound shares. Everything is a pure function of
// its inputs (no global state, no wall clock, no map order), which is what
// makes a render byte-for-byte repeatable for a given track.

const sineBits = 13
const sineSize = 1 << sineBits

// sineTable holds one period of a sine plus a guard point for interpolation.
// A table is several times faster than math.Sin in the per-sample loops and
// gives the same numbers every time.
var sineTable = func() *[sineSize + 1]float64 {
	var t [sineSize + 1]float64
	for i := range t {
		t[i] = math.Sin(2 * math.Pi * float64(i) / sineSize)
	}
	return &t
}()

// sinCycles returns sin(2π·c): c counts cycles, so frequency × seconds can be
// passed straight in.
func sinCycles(c float64) float64 {
	c -= math.Floor(c)
	x := c * sineSize
	i := int(x)
	f := x - float64(i)
	return sineTable[i] + (sineTable[i+1]-sineTable[i])*f
}

// cosCycles returns cos(2π·c). Clips start on a cosine so their very first
// sample is loud: a cue's onset is then visible in the PCM exactly where it
// is scheduled.
func cosCycles(c float64) float64 { return sinCycles(c + 0.25) }

// hashNoise returns white noise in [-1, 1) for sample i of stream seed.
// Being a hash of the index, not a running generator, it can be evaluated
// at any sample in any order with the same result.
func hashNoise(seed uint64, i int64) float64 {
	z := seed ^ uint64(i)*0x9E3779B97F4A7C15
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	z ^= z >> 31
	return float64(z>>11)/(1<<52) - 1
}

// smoothNoise is band-limited noise: hashNoise at every step-th sample,
// joined by a smooth (cosine-shaped) curve. A larger step is a darker sound.
func smoothNoise(seed uint64, i int64, step int64) float64 {
	k := floorDiv(i, step)
	f := float64(i-k*step) / float64(step)
	a, b := hashNoise(seed, k), hashNoise(seed, k+1)
	w := 0.5 - 0.5*cosCycles(f/2)
	return a + (b-a)*w
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

// onset is the attack of a clip: it starts at 15% rather than 0, so the
// clip's first sample is audible in the PCM exactly at its cue (the tests
// check that), yet the step is small enough not to click like a hard start.
func onset(t, attack float64) float64 {
	if t >= attack {
		return 1
	}
	return 0.15 + 0.85*t/attack
}

// decay is exp(-t/tau), the envelope of anything struck.
func decay(t, tau float64) float64 { return math.Exp(-t / tau) }

// seconds returns how long n frames last.
func seconds(n int) float64 { return float64(n) / SampleRate }

// frames returns how many frames s seconds take.
func frames(s float64) int { return int(s * SampleRate) }

// normalize scales c so its loudest sample has magnitude peak.
func normalize(c []float32, peak float64) []float32 {
	var m float64
	for _, v := range c {
		m = math.Max(m, math.Abs(float64(v)))
	}
	if m == 0 {
		return c
	}
	g := float32(peak / m)
	for i := range c {
		c[i] *= g
	}
	return c
}

// softClip keeps the mix inside [-1, 1] without the harsh edge of a hard
// clip: linear up to 0.8, then bending smoothly towards 1.
func softClip(x float64) float64 {
	const knee = 0.8
	a := math.Abs(x)
	if a <= knee {
		return x
	}
	over := (a - knee) / (1 - knee)
	y := knee + (1-knee)*over/(1+over)
	return math.Copysign(y, x)
}
