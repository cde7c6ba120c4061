package escape

import (
	"context"
	"time"

	"hordekeeper/timers"
)

// tickEvery is how often the clock display is brought up to date.
const tickEvery = 200 * time.Millisecond

// saveEvery is how many ticks pass between two saves of the clock (about
// every 5 s).
const saveEvery = 25

// start starts the soundtrack and the clock together.
func (v *view) start() { v.startAt(0) }

// startAt starts the soundtrack at an offset (0 for a new game; later for a
// game resumed after the app was closed) and the two goroutines that work
// for the screen in the background: the soundtrack's Run, which fires the
// cues, and the ticker of the clock display. Both wait on the host's clock
// (a fake one in tests) and reach the widgets only through the hand-off.
func (v *view) startAt(d time.Duration) {
	if v.started || v.stopped {
		return
	}
	v.started = true
	if d > 0 {
		v.play.StartAt(d)
	} else {
		v.play.Start()
	}
	v.startB.Disable()
	v.pauseB.Enable()
	ctx, cancel := context.WithCancel(context.Background())
	v.cancel = cancel
	v.bg.Add(2)
	go func() {
		defer v.bg.Done()
		_ = v.play.Run(ctx, func(f timers.Fired) { v.handoff.Post(func() { v.onCue(f) }) })
	}()
	go func() {
		defer v.bg.Done()
		for n := 1; ; n++ {
			t := v.clock.NewTimer(tickEvery)
			select {
			case <-ctx.Done():
				t.Stop()
				return
			case <-t.C():
			}
			v.handoff.Post(v.tick)
			if n%saveEvery == 0 {
				v.handoff.Post(v.saveClock)
			}
		}
	}()
}

// stop ends the screen: nothing posted reaches it any more, the background
// goroutines have returned when stop does, the sound is closed and the
// clock and the journal are saved and closed.
func (v *view) stop() {
	if v.stopped {
		return
	}
	v.stopped = true
	v.handoff.Stop()
	if v.cancel != nil {
		v.cancel()
	}
	v.bg.Wait()
	v.clearFlash()
	v.play.Close()
	v.saveClock()
	v.session.Close()
}
