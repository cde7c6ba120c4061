package timers

import (
	"context"
	"testing"
	"time"
)

// alignRig plays a track on a fake device against a fake clock in 5 ms
// steps, comparing sound and clock every AlignEvery as Playback.Run does,
// and records how far the heard sound is from the clock.
type alignRig struct {
	t     *testing.T
	c     *FakeClock
	p     *Playback
	d     *fakeDevice
	steps int
	fired []Fired
	// badSince is when the sound last went more than 50 ms off the clock
	// (zero while it is within); worst is the longest such stretch.
	badSince time.Time
	worst    time.Duration
}

const rigStep = 5 * time.Millisecond

func newAlignRig(t *testing.T, from time.Duration) *alignRig {
	t.Helper()
	a, d, err := fakeAudio(Track1(), 100*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	c := NewFakeClock(t0)
	r := &alignRig{t: t, c: c, p: newPlayback(Track1(), c, a), d: d}
	r.p.StartAt(from)
	return r
}

// run plays for dt. feed false starves the device (nothing new reaches it:
// an underrun); align false also stops the comparisons (the whole process is
// held up, as by SIGSTOP).
func (r *alignRig) run(dt time.Duration, feed, align bool) {
	for range int(dt / rigStep) {
		r.c.Advance(rigStep)
		r.d.consume(rigStep)
		if feed {
			r.d.fill()
		}
		r.steps++
		if align && r.steps%int(AlignEvery/rigStep) == 0 {
			r.p.alignOnce()
		}
		if align {
			r.fired = append(r.fired, r.p.poll(r.c.Now())...)
		}
		r.check()
	}
}

// off is the heard position minus the clock.
func (r *alignRig) off() time.Duration { return r.d.heardAt() - r.p.Elapsed() }

func (r *alignRig) check() {
	if r.p.Scheduler().Paused() {
		r.badSince = time.Time{} // nothing is heard
		return
	}
	off := r.off()
	now := r.c.Now()
	if off > 50*time.Millisecond || off < -50*time.Millisecond {
		if r.badSince.IsZero() {
			r.badSince = now
		}
		r.worst = max(r.worst, now.Sub(r.badSince))
	} else {
		r.badSince = time.Time{}
	}
}

// settled fails unless the sound ends within AlignTolerance (plus one step
// of the rig) of the clock and was never more than 50 ms off for a second
// or longer.
func (r *alignRig) settled(stall time.Duration) {
	r.t.Helper()
	if off := r.off(); off > AlignTolerance+rigStep || off < -AlignTolerance-rigStep {
		r.t.Errorf("sound %v off the clock at the end", off)
	}
	if r.worst >= time.Second+stall {
		r.t.Errorf("sound more than 50 ms off the clock for %v", r.worst-stall)
	}
}

func TestAlignSteady(t *testing.T) {
	r := newAlignRig(t, 2*time.Minute)
	r.run(5*time.Second, true, true)
	r.settled(0)
	if st := r.p.Stats(); st.Underruns != 0 || st.Stalls != 0 {
		t.Errorf("steady playback counted %+v", st)
	}
	if r.worst > 0 {
		t.Errorf("steady playback went 50 ms off for %v", r.worst)
	}
}

// An underrun leaves the sound behind by the gap; it is skipped back.
func TestAlignAfterUnderrun(t *testing.T) {
	r := newAlignRig(t, 2*time.Minute)
	r.run(2*time.Second, true, true)
	r.run(150*time.Millisecond, false, true) // the writer starves
	r.run(3*time.Second, true, true)
	r.settled(0)
	st := r.p.Stats()
	if st.Skips == 0 || st.Underruns == 0 {
		t.Errorf("underrun not seen or not skipped: %+v", st)
	}
}

// Three seconds with the process stopped, over countdown 2's door slam: the
// sound catches up within a second, the slam fires late and marked missed,
// and the discussion that fires with it says it is catching up.
func TestAlignAfterStallReportsMissedSlam(t *testing.T) {
	slam := cueOf(t, Track1(), KindDoorSlam, 2)
	r := newAlignRig(t, slam-5*time.Second)
	r.run(3500*time.Millisecond, true, true)
	r.run(3*time.Second, false, false) // SIGSTOP
	r.run(4*time.Second, true, true)
	r.settled(3 * time.Second)
	// One step, heard after the output buffer: the quick reading (150 ms)
	// plus the buffer (100 ms), not after the player's 250 ms as well.
	if back := r.worst - 3*time.Second; back > 400*time.Millisecond {
		t.Errorf("sound back in line %v after the stall, want 400 ms at most", back)
	}
	var got []Fired
	for _, f := range r.fired {
		if f.At == slam {
			got = append(got, f)
		}
	}
	if len(got) != 2 || got[0].Cue.Kind != KindDoorSlam || got[1].Cue.Kind != KindDiscussion {
		t.Fatalf("at the slam fired %v", got)
	}
	if !got[0].Missed || got[0].Catching {
		t.Errorf("slam after a stall: %+v", got[0])
	}
	if !got[1].Catching {
		t.Errorf("discussion fired with the slam is not marked catching: %+v", got[1])
	}
	if st := r.p.Stats(); st.Stalls != 1 || st.Skips == 0 {
		t.Errorf("stall stats %+v", st)
	}
}

// A device whose clock runs fast gets ahead; it is padded back.
func TestAlignPadsSoundAhead(t *testing.T) {
	r := newAlignRig(t, 2*time.Minute)
	r.run(time.Second, true, true)
	for range 60 { // 3 s at 2% fast
		r.run(50*time.Millisecond, true, true)
		r.d.consume(time.Millisecond)
		r.d.fill()
	}
	r.run(2*time.Second, true, true)
	r.settled(0)
	if st := r.p.Stats(); st.Pads == 0 {
		t.Errorf("sound ahead but never padded: %+v", st)
	}
}

// After a pause the sound comes back where the clock stands, and the device
// stopped while paused.
func TestAlignAfterPause(t *testing.T) {
	r := newAlignRig(t, 2*time.Minute)
	r.run(2*time.Second, true, true)
	r.p.Pause()
	r.run(300*time.Millisecond, true, true) // the fade-out plays out
	deadline := time.Now().Add(5 * time.Second)
	for r.devicePlaying() && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	if r.devicePlaying() {
		t.Fatal("device still playing after a pause")
	}
	e := r.p.Elapsed()
	r.run(10*time.Second, true, true)
	if r.p.Elapsed() != e {
		t.Fatal("clock ran while paused")
	}
	r.p.Resume()
	r.run(3*time.Second, true, true)
	r.settled(0)
}

func (r *alignRig) devicePlaying() bool {
	r.d.mu.Lock()
	defer r.d.mu.Unlock()
	return r.d.playing
}

// When the whole track has played Run releases the device; Close does it
// at any time, twice is harmless.
func TestPlaybackReleasesDevice(t *testing.T) {
	a, d, err := fakeAudio(Track1(), 100*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	c := NewFakeClock(t0)
	p := newPlayback(Track1(), c, a)
	p.StartAt(Track1().Length() - time.Second)
	done := make(chan error, 1)
	go func() { done <- p.Run(context.Background(), func(Fired) {}) }()
	for {
		select {
		case err := <-done:
			if err != nil {
				t.Fatal(err)
			}
			if !d.closed || d.playing || !a.Closed() {
				t.Fatalf("track over but device open: closed %v playing %v", d.closed, d.playing)
			}
			p.Close()
			return
		default:
		}
		c.Advance(10 * time.Millisecond)
		time.Sleep(100 * time.Microsecond)
	}
}

func cueOf(t *testing.T, tr Track, k Kind, countdown int) time.Duration {
	t.Helper()
	for _, c := range tr.Cues {
		if c.Kind == k && c.Countdown == countdown {
			return c.Offset
		}
	}
	t.Fatalf("%s has no %s in countdown %d", tr.Name, k, countdown)
	return 0
}

// A reading far ahead pads at most maxPad, and not again until the output
// has had time to show the pad: a reading that lags the correction must not
// stack pads into seconds of silence.
func TestAlignPadIsBoundedAndHeld(t *testing.T) {
	a := aligner{target: 130 * time.Millisecond}
	if d := a.observe(2 * time.Second); d != -maxPad {
		t.Fatalf("first far-ahead reading shifts %v, want %v", d, -maxPad)
	}
	for i := range alignHold {
		if d := a.observe(2 * time.Second); d != 0 {
			t.Fatalf("reading %d after a pad shifts %v again", i, d)
		}
	}
	if st := a.stats; st.Pads != 1 || st.Stalls != 1 {
		t.Errorf("stats %+v", st)
	}
}

// A shift counts in Position at once, so it is not asked for twice.
func TestPositionCountsShiftAtOnce(t *testing.T) {
	a, _, err := fakeAudio(Track1(), 100*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	a.Resume()
	before, _ := a.Position()
	a.Shift(300 * time.Millisecond)
	if after, _ := a.Position(); after-before != 300*time.Millisecond {
		t.Fatalf("position moved %v on a pending 300 ms shift", after-before)
	}
}

// After a stall the first comparison may find the output still empty (the
// lead as low as it will be) or already topped up; the quick reading takes
// the topped-up one and skips the whole gap in one step.
func TestAlignStallSkipsWholeGapOnce(t *testing.T) {
	const target = 130 * time.Millisecond
	a := aligner{target: target}
	var got time.Duration
	for _, lead := range []time.Duration{-2900 * time.Millisecond, -2770 * time.Millisecond, -2770 * time.Millisecond} {
		got = a.observe(lead)
	}
	if want := 2900 * time.Millisecond; got != want {
		t.Fatalf("skip %v, want %v", got, want)
	}
	if st := a.stats; st.Stalls != 1 || st.Skips != 1 {
		t.Errorf("stats %+v", st)
	}
}

// An output still filling after a start reads behind by its whole buffer
// but with a lead of zero or more: nothing is skipped.
func TestAlignLeavesFillingOutputAlone(t *testing.T) {
	a := aligner{target: 400 * time.Millisecond}
	for range alignQuick + alignWindow {
		if d := a.observe(0); d != 0 {
			t.Fatalf("filling output shifted %v", d)
		}
	}
}

// A writer starved by a busy CPU tops the output up over several
// comparisons: the quick reading waits until the lead stops climbing, so it
// skips no sound that is still to come.
func TestAlignStallWaitsForTheWriter(t *testing.T) {
	const target = 130 * time.Millisecond
	a := aligner{target: target}
	leads := []time.Duration{-900, -700, -500, -300, -290, -300}
	for i, l := range leads {
		d := a.observe(l * time.Millisecond)
		if i < 4 && d != 0 {
			t.Fatalf("reading %d (lead %v ms) shifts %v while the writer catches up", i, l, d)
		}
		if i == 4 {
			if want := 290*time.Millisecond + target; d != want {
				t.Fatalf("skip %v, want %v", d, want)
			}
			return
		}
	}
}
