package escape

import (
	"context"
	"time"

	"fyne.io/fyne/v2/lang"

	esc "hordekeeper/engine/escape"
	"hordekeeper/timers"
	"hordekeeper/ui/translations"
)

// saveEvery is how many ticks pass between two clock marks (about every
// 5 s; MarkClock itself records one every esc.ClockStep).
const saveEvery = 5

// start starts the soundtrack and the clock together.
func (v *view) start() { v.startAt(0) }

// startAt starts the soundtrack at an offset (0 for a new game; later for a
// game resumed after the app was closed) and the two goroutines that work
// for the screen in the background: the soundtrack's Run, which fires the
// cues, and the ticker of the clock display. Both wait on the host's clock
// (a fake one in tests) and reach the widgets only through the hand-off.
func (v *view) startAt(d time.Duration) {
	if v.started || v.stopped || v.session.State().Outcome.Over {
		return
	}
	v.started = true
	if d > 0 {
		v.play.StartAt(d)
	} else {
		v.play.Start()
	}
	v.pending = pendingAt(v.track, d, v.session.State())
	v.startB.Refuse(lang.X("escape.run.playing", "The soundtrack is playing."), v.tellRefusal)
	v.pauseB.Enable()
	v.runBackground()
	v.tick()
}

// runBackground starts the soundtrack's Run and the ticker; haltBackground
// ends them and waits. A pause halts them: a paused screen changes nothing,
// so nothing runs and no timer is pending.
func (v *view) runBackground() {
	if v.cancel != nil || v.stopped {
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	v.cancel = cancel
	v.bg.Add(2)
	go func() {
		defer v.bg.Done()
		_ = v.play.Run(ctx, func(f timers.Fired) { v.handoff.Post(func() { v.onCue(f) }) })
	}()
	go v.ticker(ctx)
}

func (v *view) haltBackground() {
	if v.cancel != nil {
		v.cancel()
		v.cancel = nil
	}
	v.bg.Wait()
}

// ticker posts a tick on each second of the track (and so takes the flash
// away at the first second after its time).
func (v *view) ticker(ctx context.Context) {
	defer v.bg.Done()
	var flashEnd time.Time
	for n := 1; ; n++ {
		wait := time.Second - v.play.Scheduler().Elapsed()%time.Second
		if !flashEnd.IsZero() {
			wait = min(wait, max(flashEnd.Sub(v.clock.Now()), 0))
		}
		t := v.clock.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return
		case flashEnd = <-v.flashWake:
			t.Stop()
			continue
		case <-t.C():
		}
		if !flashEnd.IsZero() && !v.clock.Now().Before(flashEnd) {
			flashEnd = time.Time{}
		}
		v.handoff.Post(v.tick)
		if n%saveEvery == 0 {
			v.handoff.Post(func() { v.saveClock(false) })
		}
	}
}

// halt ends the soundtrack and the background goroutines, for a game that
// is over or a screen that is left; the session stays open.
func (v *view) halt() {
	v.haltBackground()
	v.clearFlash()
	if v.started && !v.play.Scheduler().Paused() {
		v.play.Pause()
	}
	v.pauseB.Refuse(lang.X("escape.run.over", "The game is over."), v.tellRefusal)
	v.startB.Refuse(lang.X("escape.run.over", "The game is over."), v.tellRefusal)
}

// stop ends the screen: nothing posted reaches it any more, the background
// goroutines have returned when stop does, the sound is closed and the
// clock mark and the journal are saved and closed.
func (v *view) stop() {
	if v.stopped {
		return
	}
	if v.started && !v.stopped {
		// The game is put away: its last mark says the soundtrack stood still.
		s := v.play.Scheduler()
		_, _ = esc.MarkPaused(v.session, s.Elapsed(), s.PausedTotal(), true)
	}
	v.stopped = true
	v.handoff.Stop()
	v.haltBackground()
	v.clearFlash()
	v.play.Close()
	if err := leaveGame(v.session); err != nil {
		v.h.Tell(lang.X("escape.run.notPutAway", "The game could not be put away"), translations.Err(err))
	}
}
