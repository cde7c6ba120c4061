package timers

// heartClip is one heartbeat: the low "lub" and, 0.2 s later, a softer "dub".
func heartClip() []float32 {
	n := frames(0.55)
	out := make([]float32, n)
	for i := range out {
		t := seconds(i)
		// The pitch falls a little during each thump, as in a real chest.
		v := cosCycles(58*t-30*t*t) * decay(t, 0.05)
		if dt := t - 0.2; dt >= 0 {
			v += 0.7 * sinCycles(49*dt-20*dt*dt) * decay(dt, 0.045)
		}
		out[i] = float32(v * onset(t, 0.004))
	}
	return normalize(out, 0.85)
}

// heartTimes returns the beats of a window dur seconds long, as times from
// its start. The pulse quickens from bpm0 to bpm1 so the table feels the
// door closing. The first beat is at 0, the window's exact start.
func heartTimes(dur, bpm0, bpm1 float64) []float64 {
	var at []float64
	for t := 0.0; t < dur-0.6; {
		at = append(at, t)
		bpm := bpm0 + (bpm1-bpm0)*t/dur
		t += 60 / bpm
	}
	return at
}
