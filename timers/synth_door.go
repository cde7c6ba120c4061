package timers

// doorClip is a heavy church door slamming: a crack of noise, a deep thud of
// the wood, a short rattle of the latch and a few echoes from the nave.
func doorClip(seed uint64) []float32 {
	n := frames(2.2)
	dry := make([]float64, n)
	for i := range dry {
		t := seconds(i)
		v := 1.0*hashNoise(seed, int64(i))*decay(t, 0.02) +
			1.2*cosCycles(62*t)*decay(t, 0.18) +
			0.7*cosCycles(124*t)*decay(t, 0.09) +
			0.4*cosCycles(211*t)*decay(t, 0.05)
		// The latch: three small clicks after the impact.
		for _, c := range [...]float64{0.07, 0.11, 0.16} {
			if dt := t - c; dt >= 0 && dt < 0.02 {
				v += 0.3 * hashNoise(seed+1, int64(i)) * decay(dt, 0.003)
			}
		}
		dry[i] = v
	}
	out := make([]float32, n)
	echoes := [...]struct {
		delay float64
		gain  float64
	}{{0, 1}, {0.053, 0.35}, {0.097, 0.28}, {0.161, 0.2}, {0.233, 0.14}, {0.347, 0.09}}
	for _, e := range echoes {
		d := frames(e.delay)
		for i := d; i < n; i++ {
			out[i] += float32(e.gain * dry[i-d])
		}
	}
	return normalize(out, 0.95)
}
