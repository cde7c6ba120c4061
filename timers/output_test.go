package timers

import (
	"context"
	"testing"
	"time"
)

// Audio never fails for lack of a device: it goes silent, says so, and the
// playback runs on the clock. (Under -tags ci there is never a device; in a
// normal build this probes the machine's sound card once.)
func TestAudioSilentFallback(t *testing.T) {
	a, err := StartAudio(Track1(), 0)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	if a.Silent() {
		if a.Notice() != NoDeviceNotice {
			t.Errorf("silent audio says %q", a.Notice())
		}
		if _, ok := a.Position(); ok {
			t.Error("a silent audio claims a position")
		}
	} else {
		t.Log("a sound device is present: audio is live")
	}
	// All of it works either way, silently.
	a.Resume()
	a.SetVolume(0)
	a.Pause()
	if err := a.SeekTo(time.Minute); err != nil {
		t.Fatal(err)
	}
	// A second start probes nothing and reports nothing again: same answer.
	b, err := StartAudio(Track2(), 0)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if b.Silent() != a.Silent() {
		t.Error("second start disagrees with the first")
	}
}

func TestStartAudioRefusesBadTrack(t *testing.T) {
	tr := Track1()
	tr.Cues = tr.Cues[:3]
	if _, err := StartAudio(tr, 0); err == nil {
		t.Fatal("a broken track was accepted")
	}
}

// A silent Playback drives its scheduler on the given clock, with pause and
// resume going to both parts.
func TestPlaybackSilent(t *testing.T) {
	tr := Track1()
	c := NewFakeClock(t0)
	p, err := NewPlayback(tr, c, false)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	if !p.Silent() || p.Notice() == "" {
		t.Fatal("sound off but not silent")
	}
	got := make(chan Fired, len(tr.Cues))
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan error, 1)
	go func() { done <- p.Run(ctx, func(f Fired) { got <- f }) }()
	p.Start()
	if f := <-got; f.Cue.Kind != KindIntro {
		t.Fatalf("first cue %v", f.Cue)
	}
	p.Pause()
	c.Advance(time.Hour)
	p.Resume()
	if e := p.Elapsed(); e != 0 {
		t.Fatalf("elapsed %v after a pause at 0:00", e)
	}
	if p.Scheduler().PausedTotal() != time.Hour {
		t.Fatalf("paused %v", p.Scheduler().PausedTotal())
	}
	for {
		select {
		case err := <-done:
			if err != nil {
				t.Fatal(err)
			}
			if n := len(got); n != len(tr.Cues)-1 {
				t.Fatalf("%d more cues, want %d", n, len(tr.Cues)-1)
			}
			return
		default:
		}
		if _, ok := c.Deadline(); ok {
			// Big steps: this test counts cues, TestRunFakeClock checks timing.
			c.Advance(10 * time.Second)
		} else {
			time.Sleep(50 * time.Microsecond)
		}
	}
}
