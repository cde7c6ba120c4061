package timers

import "math"

// cryVoices are the zombies of the final cry: each a rough voice gliding
// down from a howl to a groan. Several slightly different ones make a horde.
var cryVoices = []struct{ f0, f1, vib, delay, gain float64 }{
	{190, 82, 5.3, 0.00, 1.0},
	{150, 70, 4.1, 0.12, 0.8},
	{230, 105, 6.2, 0.30, 0.6},
	{120, 58, 3.7, 0.45, 0.7},
}

// formant weights a harmonic at frequency f by three vowel resonances (an
// open "aah" going to "ooh"), so the buzz sounds like a throat.
func formant(f, open float64) float64 {
	peak := func(c, w float64) float64 { d := (f - c) / w; return math.Exp(-d * d) }
	return peak(300+450*open, 120) + 0.7*peak(870+300*open, 180) + 0.4*peak(2500, 400)
}

// cryClip is the zombie cry that ends play: four growling voices and breath.
func cryClip(seed uint64) []float32 {
	const dur = 4.6
	n := frames(dur)
	out := make([]float32, n)
	var weights [24]float64
	for vi, v := range cryVoices {
		phase := 0.0
		start := frames(v.delay)
		for i := start; i < n; i++ {
			t := seconds(i - start)
			x := t / (dur - v.delay)
			f := v.f0 + (v.f1-v.f0)*x*x
			f *= 1 + 0.03*sinCycles(v.vib*t)
			phase += f / SampleRate
			// The vowel changes slowly; weighing the harmonics every 32
			// samples (0.7 ms) sounds the same and costs a fraction.
			if (i-start)%32 == 0 {
				for h := range weights {
					hf := f * float64(h+1)
					weights[h] = 0
					if hf <= 5000 {
						weights[h] = formant(hf, 1-x) / float64(h+1)
					}
				}
			}
			var s float64
			for h, w := range weights {
				if w != 0 {
					s += w * cosCycles(phase*float64(h+1))
				}
			}
			// Roughness: a fast flutter of the amplitude, like a torn throat.
			s *= 0.75 + 0.25*sinCycles(31*t+0.1*float64(vi))
			s += 0.25 * smoothNoise(seed+uint64(vi), int64(i), 4)
			env := math.Min(1, 0.1+t/0.06) * math.Min(1, (dur-v.delay-t)/0.8)
			out[i] += float32(v.gain * s * env)
		}
	}
	return normalize(out, 0.95)
}
