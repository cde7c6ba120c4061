package escape

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2/widget"

	"hordekeeper/timers"
)

// played is how much of the 15:00 of play has gone.
func (v *view) played() time.Duration {
	return v.track.Played(v.play.Scheduler().Elapsed())
}

// tick updates the clock display, and takes the flash away once its time
// is up. What shows of the future comes from timers.VisibleAt, so "Surprise
// me" gives no countdown away.
func (v *view) tick() {
	if v.flashPop != nil && !v.clock.Now().Before(v.flashUntil) {
		v.clearFlash()
	}
	s := v.play.Scheduler()
	el := s.Elapsed()
	vis := timers.VisibleAt(v.track, el, v.surprise)
	// Redraw only what changed: the digits change once a second, and every
	// redraw costs the tablet's GPU (or, without one, its CPU).
	if t := timers.FormatLeft(vis.TimeLeft); t != v.timeLeft.Text {
		v.timeLeft.Text = t
		v.timeLeft.Refresh()
	}
	v.bar.SetPosition(el, vis.Marks)
	switch {
	case !v.started:
		name := v.track.Name
		if v.surprise {
			name = "Surprise me"
		}
		setIfChanged(v.next, fmt.Sprintf("%s · 15:00 of play", name))
	default:
		setIfChanged(v.next, vis.NextLine)
	}
	p := ""
	if s.Paused() {
		p = "PAUSED · "
	}
	if pt := s.PausedTotal(); pt > 0 || s.Paused() {
		setIfChanged(v.paused, fmt.Sprintf("%spaused %s in all", p, timers.FormatLeft(pt)))
	}
	v.showStage(el, vis.TimeLeft)
}

// onCue shows a cue: its caption (kept until the next cue, a missed one
// saying so), a flash, and the question when a countdown ends.
func (v *view) onCue(f timers.Fired) {
	c := f.Cue
	v.caption.SetText(f.Text())
	v.flash(c)
	switch c.Kind {
	case timers.KindDoorSlam, timers.KindZombieCry:
		if !v.session.State().Outcome.Over {
			v.pending = c.Countdown
		}
	}
	v.saveClock(true)
	v.tick()
	v.showAsk()
}

// fmtClock writes a time left as m:ss, rounding up to the second.
func fmtClock(d time.Duration) string { return timers.FormatLeft(d) }

// setIfChanged sets a label's text only when it differs, to spare a redraw.
func setIfChanged(l *widget.Label, text string) {
	if l.Text != text {
		l.SetText(text)
	}
}
