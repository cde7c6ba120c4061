package main

import (
	"math"
	"math/rand/v2"
	"testing"
)

// A cue's sound shifted by a known lag in a noisy recording is found at
// that lag, to the sample.
func TestLocateFindsTheLag(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	ref := make([]float64, 3*rate)
	for i := range ref {
		ref[i] = 0.1 * r.NormFloat64()
	}
	const f, lag = rate, 1234 // the cue at 1 s, heard 28 ms late
	for _, l := range []int64{lag, -lag} {
		rec := make([]float64, len(ref))
		for i := range rec {
			if j := int64(i) - l; j >= 0 && j < int64(len(ref)) {
				rec[i] = ref[j] + 0.02*r.NormFloat64()
			}
		}
		ms, corr, ok := locate(ref, rec, f, f)
		if !ok || corr < minMatch || math.Abs(ms-float64(l)*1000/rate) > 0.01 {
			t.Errorf("lag %d: found %.3f ms (corr %.2f, ok %v), want %.3f ms", l, ms, corr, ok, float64(l)*1000/rate)
		}
	}
}

// The output running dry shows as a gap; a pad, which fades into its
// silence, and the track's own silence do not.
func TestFindGaps(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	ref := make([]float64, 10*rate)
	for i := range ref {
		ref[i] = 0.1 * r.NormFloat64()
	}
	for i := 7 * rate; i < 8*rate; i++ { // the track's own silence
		ref[i] = 0
	}
	rec := append([]float64(nil), ref...)
	for i := 3 * rate; i < 3*rate+rate/20; i++ { // ran dry: 50 ms
		rec[i] = 0
	}
	for i := 5*rate - rate/100; i < 5*rate; i++ { // faded into a pad
		rec[i] *= float64(5*rate-i) / (rate / 100)
	}
	for i := 5 * rate; i < 5*rate+rate/25; i++ {
		rec[i] = 0
	}
	pl := playLog{startNs: 0, fromMs: 0, toMs: 10000}
	recAt := func(f int64) int64 { return f }
	gaps := findGaps(ref, rec, recAt, pl)
	if len(gaps) != 1 || gaps[0].at != "0:03.000" || math.Abs(gaps[0].ms-50) > 0.1 {
		t.Fatalf("gaps %+v, want one of 50 ms at 0:03", gaps)
	}
}
