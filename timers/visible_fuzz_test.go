package timers

import (
	"regexp"
	"testing"
	"time"
)

// FuzzSurprise: on any variant at any moment, "Surprise me" shows no time
// to come, and the countdown screen's number never exceeds its window.
func FuzzSurprise(f *testing.F) {
	f.Add(uint64(0), int64(0))
	f.Add(uint64(4242), int64(5*time.Minute+8*time.Second))
	f.Add(uint64(1), int64(-1))
	clockText := regexp.MustCompile(`\d:\d\d`)
	f.Fuzz(func(t *testing.T, seed uint64, ns int64) {
		tr := Variant(seed)
		e := time.Duration(ns)
		v := VisibleAt(tr, e, true)
		at := min(max(e, 0), tr.Length())
		if v.HasNext || clockText.MatchString(v.NextLine) {
			t.Fatalf("next leaks at %v: %+v", e, v)
		}
		for _, c := range v.Past {
			if c.Offset > at {
				t.Fatalf("future cue %v at %v", c, e)
			}
		}
		for _, m := range v.Marks {
			if m.To > at || m.From > m.To {
				t.Fatalf("mark %+v at %v", m, e)
			}
		}
		if v.TimeLeft < 0 || v.TimeLeft > PlayTime {
			t.Fatalf("time left %v", v.TimeLeft)
		}
		m := CountdownAt(tr, e, seed%2 == 0)
		limit := BackWindow
		if m.Countdown == 3 {
			limit = maxFinalWindow
		}
		if m.Break() {
			limit = Discussion
		}
		if m.Left < 0 || m.Left > limit || m.Todo == "" || (m.Running() || m.Break()) != (m.Left > 0) {
			t.Fatalf("countdown screen at %v: %+v", e, m)
		}
	})
}
