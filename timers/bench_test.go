package timers

import (
	"context"
	"testing"
	"time"
)

// BenchmarkCueAccuracy plays Track 1 on real timers and the real monotonic
// clock, sped up 300 times so 16:00 takes 3.2 s, and reports how far from
// its ideal instant each cue's callback ran, in real milliseconds:
// max-err-ms is the goal (5 ms or less), mean-err-ms the typical case, and
// sleep-jitter-ms how late a plain time.Sleep wakes on the machine meanwhile.
// Nothing is asserted: shared machines are noisy and a slow one must not
// fail the build; the number is the result.
//
//	go test ./timers -run '^$' -bench CueAccuracy -benchtime 1x
func BenchmarkCueAccuracy(b *testing.B) {
	const factor = 300
	tr := Track1()
	var maxErr, sumErr time.Duration
	var n int
	for range b.N {
		clock := NewScaledClock(RealClock{}, factor)
		// The real-time max sleep stays the app's 250 ms.
		s := NewScheduler(tr, clock, WithMaxSleep(DefaultMaxSleep*factor))
		type hit struct {
			at   time.Duration
			real time.Time
		}
		hits := make([]hit, 0, len(tr.Cues))
		s.Start()
		// The real instant the scaled start corresponds to.
		realStart := clock.origin.Add(clock.Real(s.start.Sub(clock.origin)))
		err := s.Run(context.Background(), func(f Fired) {
			hits = append(hits, hit{f.At, time.Now()})
		})
		if err != nil {
			b.Fatal(err)
		}
		if len(hits) != len(tr.Cues) {
			b.Fatalf("%d cues fired, want %d", len(hits), len(tr.Cues))
		}
		for _, h := range hits {
			e := h.real.Sub(realStart.Add(clock.Real(h.at)))
			if e < 0 {
				e = -e
			}
			maxErr = max(maxErr, e)
			sumErr += e
			n++
		}
	}
	// For scale: how late a bare time.Sleep wakes on this machine right now.
	// On a loaded, shared machine this, not the scheduler, bounds max-err-ms.
	var jitter time.Duration
	for range 50 {
		t := time.Now()
		time.Sleep(2 * time.Millisecond)
		jitter = max(jitter, time.Since(t)-2*time.Millisecond)
	}
	b.ReportMetric(float64(jitter)/float64(time.Millisecond), "sleep-jitter-ms")
	b.ReportMetric(float64(maxErr)/float64(time.Millisecond), "max-err-ms")
	b.ReportMetric(float64(sumErr)/float64(n)/float64(time.Millisecond), "mean-err-ms")
}
