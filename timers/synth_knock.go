package timers

// knockClip is one knock of a fist on a wooden door: a short noise click for
// the contact and a few fast-dying low resonances for the wood. Three
// slightly different knocks (variant 0-2) keep a run of them from sounding
// like a machine.
func knockClip(seed uint64, variant int) []float32 {
	n := frames(0.3)
	out := make([]float32, n)
	shift := 1 + 0.04*float64(variant-1)
	for i := range out {
		t := seconds(i)
		v := 0.9*cosCycles(92*shift*t)*decay(t, 0.045) +
			0.5*cosCycles(163*shift*t)*decay(t, 0.028) +
			0.25*cosCycles(317*shift*t)*decay(t, 0.012)
		v += 0.5 * hashNoise(seed+uint64(variant), int64(i)) * decay(t, 0.004)
		out[i] = float32(v)
	}
	return normalize(out, 0.8)
}

// knockTimes returns when the knocks fall inside a knocking phase of length
// dur (in seconds from its start), and how loud each is. Knocks come in
// groups of two or three that grow louder, with the first knock at 0 so the
// cue's onset is exact, and none so late that it rings into the gong.
func knockTimes(r *splitmix, dur float64) (at []float64, gain []float64) {
	t := 0.0
	end := dur - 0.4
	for t < end {
		group := 2 + int(r.below(2))
		for k := 0; k < group && t < end; k++ {
			at = append(at, t)
			gain = append(gain, 0.45+0.5*t/dur)
			t += 0.24 + 0.06*r.float()
		}
		t += 0.7 + 0.6*r.float()
	}
	return at, gain
}
