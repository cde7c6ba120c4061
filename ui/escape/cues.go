package escape

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2/widget"

	"hordekeeper/timers"
)

// playEnd is the offset of the zombie cry, where play ends.
func (v *view) playEnd() time.Duration {
	for _, c := range v.track.Cues {
		if c.Kind == timers.KindZombieCry {
			return c.Offset
		}
	}
	return v.track.Length()
}

// playTime is the time from the first "Escape!" to the zombie cry (15:00).
func (v *view) playTime() time.Duration {
	for _, c := range v.track.Cues {
		if c.Kind == timers.KindEscape {
			return v.playEnd() - c.Offset
		}
	}
	return v.playEnd()
}

// tick updates the clock display, and takes the flash away once its time
// is up.
func (v *view) tick() {
	if v.flashPop != nil && !v.clock.Now().Before(v.flashUntil) {
		v.clearFlash()
	}
	s := v.play.Scheduler()
	el := s.Elapsed()
	// Before the first "Escape!" the full play time shows; the next-cue
	// line counts down to the start.
	left := min(v.playEnd()-el, v.playTime())
	if left < 0 {
		left = 0
	}
	// Redraw only what changed: the tick comes five times a second, the
	// digits change once a second, and every redraw costs the tablet's GPU
	// (or, without one, its CPU).
	if t := fmtClock(left); t != v.timeLeft.Text {
		v.timeLeft.Text = t
		v.timeLeft.Refresh()
	}
	v.bar.SetPosition(el)
	if c, until, ok := s.Next(); ok && v.started {
		setIfChanged(v.next, fmt.Sprintf("next: %s in %s", c.Kind, fmtClock(until)))
	} else if !v.started {
		setIfChanged(v.next, fmt.Sprintf("%s · 15:00 of play", v.track.Name))
	} else {
		setIfChanged(v.next, "the soundtrack is over")
	}
	p := ""
	if s.Paused() {
		p = "PAUSED · "
	}
	if pt := s.PausedTotal(); pt > 0 || s.Paused() {
		setIfChanged(v.paused, fmt.Sprintf("%spaused %s in all", p, fmtClock(pt)))
	}
}

// onCue shows a cue: caption, flash, and the question when the table acts.
func (v *view) onCue(f timers.Fired) {
	c := f.Cue
	text := c.Caption
	if f.Missed {
		text = fmt.Sprintf("(missed by %s while the app was stalled) %s", fmtClock(f.Late), c.Caption)
	}
	v.caption.SetText(text)
	switch c.Kind {
	case timers.KindDiscussion:
		v.check.Show()
	case timers.KindEscape, timers.KindSilence:
		v.check.Hide()
	}
	// A cue that asks the table a question shows the question instead of a
	// flash; while a question is up no flash covers it. (Fyne removes the
	// overlays above a popup that hides, so a flash must never sit under a
	// question either: askDoorSlam and askEnd clear it first.)
	if v.slam == nil && !c.Act {
		v.flash(c)
	}
	v.saveClock()
	switch c.Kind {
	case timers.KindDoorSlam:
		v.askDoorSlam(c.Countdown)
	case timers.KindZombieCry:
		v.askEnd()
	}
	v.tick()
}

func fmtClock(d time.Duration) string {
	if d < 0 {
		d = 0
	}
	s := int((d + time.Second - 1) / time.Second)
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// setIfChanged sets a label's text only when it differs, to spare a redraw.
func setIfChanged(l *widget.Label, text string) {
	if l.Text != text {
		l.SetText(text)
	}
}
