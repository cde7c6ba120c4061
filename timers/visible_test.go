package timers

import (
	"reflect"
	"regexp"
	"testing"
	"time"
)

// tracksUnderTest are the built-ins and a spread of variants.
func tracksUnderTest() []Track {
	ts := Tracks()
	for seed := uint64(0); seed < 40; seed++ {
		ts = append(ts, Variant(seed*7919+1))
	}
	return ts
}

// TestVisibleShowsTheFutureWithoutSurprise: without "Surprise me" the next
// cue and every countdown's window are shown.
func TestVisibleShowsTheFutureWithoutSurprise(t *testing.T) {
	tr := Track1()
	v := VisibleAt(tr, 2*time.Minute, false)
	if !v.HasNext || v.Next.Kind != KindSilence || v.NextLine != "Countdown 1 in 2:20" || len(v.Marks) != 3 {
		t.Fatalf("%+v", v)
	}
	if v.Played != 90*time.Second || v.TimeLeft != 13*time.Minute+30*time.Second {
		t.Fatalf("played %v left %v", v.Played, v.TimeLeft)
	}
	in := VisibleAt(tr, 4*time.Minute+45*time.Second, false) // countdown 1 running
	if in.NextLine != "The door slam in 0:23" {
		t.Fatal(in.NextLine)
	}
	if end := VisibleAt(tr, tr.Length(), false); end.HasNext || end.NextLine != "The soundtrack is over." || end.TimeLeft != 0 {
		t.Fatalf("%+v", end)
	}
}

// TestSurpriseHidesEveryFutureTime: with "Surprise me", at every moment of
// every track, no offset after the present is in what may be shown, and no
// line carries a time; the time left of the 15:00 is still there.
func TestSurpriseHidesEveryFutureTime(t *testing.T) {
	clockText := regexp.MustCompile(`\d:\d\d`)
	for _, tr := range tracksUnderTest() {
		for e := time.Duration(0); e <= tr.Length(); e += 250 * time.Millisecond {
			v := VisibleAt(tr, e, true)
			if v.HasNext || v.NextIn != 0 || v.Next != (Cue{}) || clockText.MatchString(v.NextLine) {
				t.Fatalf("%s at %v: next leaks: %+v", tr.Name, e, v)
			}
			for _, c := range v.Past {
				if c.Offset > e {
					t.Fatalf("%s at %v: future cue %v in the past list", tr.Name, e, c)
				}
			}
			for _, m := range v.Marks {
				if m.From > e || m.To > e {
					t.Fatalf("%s at %v: future mark %+v", tr.Name, e, m)
				}
			}
			if v.TimeLeft != PlayTime-tr.Played(e) {
				t.Fatalf("%s at %v: time left %v", tr.Name, e, v.TimeLeft)
			}
		}
	}
}

// TestSurpriseDependsOnlyOnThePast: two tracks alike up to a moment and
// different after it look the same at that moment in surprise mode (and in
// the countdown screen), so nothing of their futures can be read off.
func TestSurpriseDependsOnlyOnThePast(t *testing.T) {
	l := layout{intro: 30 * time.Second, countdowns: [3]countdownTimes{
		{gong: mmss(4, 0), silence: sec(4), knock: sec(6)},
		{gong: mmss(8, 55), silence: sec(3), knock: sec(7)},
		{gong: mmss(14, 0), silence: sec(3), knock: sec(5)},
	}}
	m := l
	m.countdowns[1] = countdownTimes{gong: mmss(10, 10), silence: sec(6), knock: sec(9)}
	m.countdowns[2] = countdownTimes{gong: mmss(13, 50), silence: sec(2), knock: sec(4)}
	a, b := build("a", "A", 1, l), build("b", "B", 1, m)
	if err := b.Validate(); err != nil {
		t.Fatal(err)
	}
	// They agree until the silence of countdown 2 on track a.
	last := a.Spans()[1].Silence
	for e := time.Duration(0); e < last; e += 100 * time.Millisecond {
		if va, vb := VisibleAt(a, e, true), VisibleAt(b, e, true); !reflect.DeepEqual(va, vb) {
			t.Fatalf("at %v surprise differs:\n%+v\n%+v", e, va, vb)
		}
		for _, van := range []bool{false, true} {
			if ca, cb := CountdownAt(a, e, van), CountdownAt(b, e, van); !reflect.DeepEqual(ca, cb) {
				t.Fatalf("at %v countdown screen differs:\n%+v\n%+v", e, ca, cb)
			}
		}
	}
	// Without surprise they differ at once: the marks show the future.
	if reflect.DeepEqual(VisibleAt(a, time.Minute, false), VisibleAt(b, time.Minute, false)) {
		t.Fatal("without surprise the two tracks should show different futures")
	}
}

// TestSurpriseMarksGrowWithPlay: in surprise mode a countdown's mark
// appears at its gong and grows until its end.
func TestSurpriseMarksGrowWithPlay(t *testing.T) {
	tr := Track1()
	s := tr.Spans()[0]
	if v := VisibleAt(tr, s.Gong-time.Millisecond, true); len(v.Marks) != 0 {
		t.Fatalf("%+v", v.Marks)
	}
	if v := VisibleAt(tr, s.Gong+10*time.Second, true); len(v.Marks) != 1 || v.Marks[0].To != s.Gong+10*time.Second {
		t.Fatalf("%+v", v.Marks)
	}
	if v := VisibleAt(tr, s.End+time.Minute, true); len(v.Marks) != 1 || v.Marks[0].To != s.End {
		t.Fatalf("%+v", v.Marks)
	}
}

// TestCaptionsOfThePast: a resumed screen shows the last cue's caption; a
// missed cue says it was missed and by how much.
func TestCaptionsOfThePast(t *testing.T) {
	tr := Track1()
	s := tr.Spans()[0]
	if v := VisibleAt(tr, s.End+time.Second, true); v.Caption != tr.Cues[indexOf(tr, KindDiscussion)].Caption {
		t.Fatalf("caption %q", v.Caption)
	}
	f := Fired{Cue: tr.Cues[indexOf(tr, KindDoorSlam)], Late: 3*time.Second + time.Millisecond, Missed: true}
	if got := f.Text(); got != "Missed by 0:04 while the app was stalled: "+f.Cue.Caption {
		t.Fatal(got)
	}
	f.Missed = false
	if f.Text() != f.Cue.Caption {
		t.Fatal(f.Text())
	}
}

// indexOf is the first cue of kind k.
func indexOf(tr Track, k Kind) int {
	for i, c := range tr.Cues {
		if c.Kind == k {
			return i
		}
	}
	return -1
}
