package timers

import (
	"strings"
	"testing"
	"time"
)

// slamReports returns what the rig reported of the door slam at slam.
func slamReports(r *alignRig, slam time.Duration) []Fired {
	var got []Fired
	for _, f := range r.fired {
		if f.At == slam && f.Cue.Kind == KindDoorSlam {
			got = append(got, f)
		}
	}
	return got
}

// The writer starves over countdown 2's door slam (a busy CPU): the output
// runs dry, the slam's caption comes on time, and the re-alignment skips
// its sound. The slam must then be reported missed, not left as heard.
func TestStarvedOutputOverSlamReportsItMissed(t *testing.T) {
	slam := cueOf(t, Track1(), KindDoorSlam, 2)
	for _, starve := range []time.Duration{400 * time.Millisecond, 600 * time.Millisecond, 1200 * time.Millisecond} {
		r := newAlignRig(t, slam-3*time.Second)
		r.run(3*time.Second-starve/2, true, true)
		r.run(starve, false, true) // the output runs dry over the slam
		r.run(3*time.Second, true, true)
		r.settled(starve)
		got := slamReports(r, slam)
		if len(got) == 0 {
			t.Fatalf("starved %v: the slam never fired", starve)
		}
		last := got[len(got)-1]
		if !last.Missed || !last.Unheard {
			t.Errorf("starved %v over the slam: reported %+v, want missed and unheard", starve, got)
		}
		if !strings.Contains(last.Text(), "Not heard") || !strings.Contains(last.Text(), last.Cue.Caption) {
			t.Errorf("starved %v: caption %q does not say the slam was not heard", starve, last.Text())
		}
		if len(got) > 1 && (got[0].Again || !last.Again) {
			t.Errorf("starved %v: a re-report must be marked Again and only it: %+v", starve, got)
		}
		if st := r.p.Stats(); st.Skips == 0 {
			t.Errorf("starved %v: no skip: %+v", starve, st)
		}
	}
}

// A slam played through a steady output, or one after a short underrun long
// before it, is heard and reported once, not missed.
func TestHeardSlamIsNotReportedMissed(t *testing.T) {
	slam := cueOf(t, Track1(), KindDoorSlam, 2)
	for _, starveBefore := range []bool{false, true} {
		r := newAlignRig(t, slam-8*time.Second)
		r.run(2*time.Second, true, true)
		if starveBefore {
			r.run(400*time.Millisecond, false, true)
		}
		r.run(9*time.Second, true, true)
		got := slamReports(r, slam)
		if len(got) != 1 || got[0].Missed || got[0].Unheard || got[0].Again {
			t.Errorf("underrun 6 s before: %v: slam reported %+v, want heard once", starveBefore, got)
		}
	}
}

// The bookkeeping alone: a gap known before the cue fires marks it; a gap
// found after it fired queues it once more, with how late it now is.
func TestUnheardBeforeAndAfterFiring(t *testing.T) {
	c := Cue{Offset: 10 * time.Second, Kind: KindDoorSlam, Caption: "The door slams."}
	f := Fired{Cue: c, At: c.Offset}

	var u unheard
	u.skipped(9900*time.Millisecond, 200*time.Millisecond, 100*time.Millisecond)
	out := u.fired([]Fired{f}, c.Offset)
	if !out[0].Unheard || !out[0].Missed || out[0].Again {
		t.Errorf("cue in a known gap fired as %+v", out[0])
	}

	var v unheard
	if out := v.fired([]Fired{f}, c.Offset); out[0].Missed {
		t.Errorf("cue with no gap fired missed: %+v", out[0])
	}
	v.skipped(10050*time.Millisecond, 40*time.Millisecond, 100*time.Millisecond)
	again := v.take(10500 * time.Millisecond)
	if len(again) != 1 || !again[0].Again || !again[0].Unheard || again[0].Late != 500*time.Millisecond {
		t.Errorf("cue found unheard after firing: %+v", again)
	}
	if more := v.take(11 * time.Second); len(more) != 0 {
		t.Errorf("a cue was re-reported twice: %+v", more)
	}
	// A small skip well after the onset loses nothing of it.
	var w unheard
	w.fired([]Fired{f}, c.Offset)
	w.skipped(10300*time.Millisecond, 40*time.Millisecond, 100*time.Millisecond)
	if got := w.take(11 * time.Second); len(got) != 0 {
		t.Errorf("a skip after the onset re-reported %+v", got)
	}
}
