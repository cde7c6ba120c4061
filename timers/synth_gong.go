package timers

// gongPartials are the inharmonic modes of a large flat gong (ratio to the
// fundamental, level, decay in seconds). The close pairs beat slowly, which is
// what makes a gong shimmer instead of ring like a bell.
var gongPartials = []struct{ ratio, level, tau float64 }{
	{1.00, 1.00, 4.5},
	{1.006, 0.50, 4.0},
	{1.52, 0.60, 3.2},
	{2.08, 0.45, 2.4},
	{2.09, 0.30, 2.2},
	{2.71, 0.35, 1.6},
	{3.39, 0.25, 1.1},
	{4.17, 0.20, 0.7},
	{5.43, 0.15, 0.4},
	{6.80, 0.10, 0.25},
	{8.21, 0.08, 0.30},
	{10.13, 0.06, 0.20},
	{12.62, 0.05, 0.12},
	{15.90, 0.04, 0.08},
}

// GongSpacing is the time between strikes when a gong is struck more than
// once.
const GongSpacing = 1.8 // seconds

// gongClip is one strike of the gong: the modes above over a fundamental of
// 98 Hz plus a short burst of noise for the mallet.
func gongClip(seed uint64) []float32 {
	n := frames(7)
	out := make([]float32, n)
	const f0 = 98.0
	for i := range out {
		t := seconds(i)
		var v float64
		for _, p := range gongPartials {
			v += p.level * cosCycles(f0*p.ratio*t) * decay(t, p.tau)
		}
		v += 0.8 * smoothNoise(seed, int64(i), 3) * decay(t, 0.012)
		// A soft swell in the first 80 ms: big gongs bloom after the hit.
		if t < 0.08 {
			v *= 0.7 + 0.3*t/0.08
		}
		out[i] = float32(v * onset(t, 0.002))
	}
	return normalize(out, 0.9)
}
