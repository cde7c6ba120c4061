package escape

import (
	"time"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	esc "hordekeeper/engine/escape"
	"hordekeeper/timers"
	"hordekeeper/ui/translations"
)

// played is how much of the 15:00 of play has gone.
func (v *view) played() time.Duration {
	return v.track.Played(v.play.Scheduler().Elapsed())
}

// tick updates the clock display, and takes the flash away once its time
// is up. What shows of the future comes from timers.VisibleAt, so "Surprise
// me" gives no countdown away.
func (v *view) tick() {
	if v.flashPop.Visible() && !v.clock.Now().Before(v.flashUntil) {
		v.clearFlash()
	}
	s := v.play.Scheduler()
	el := s.Elapsed()
	if !s.Paused() {
		v.pauseWhy = ""
	}
	over := v.session.State().Outcome.Over
	m := v.countdownAt(el)
	// Redraw only what changed and what shows: the digits change once a
	// second, and every redraw costs the tablet's GPU (or, without one, its
	// CPU). During a countdown the countdown panel takes the clock's place,
	// so the clock, its timeline and its "next" line wait out of sight.
	if over || !m.Running() {
		vis := timers.VisibleAt(v.track, el, v.surprise)
		v.timeLeft.SetText("", clockText(vis.Played), "")
		v.bar.SetPosition(el, vis.Marks)
		switch {
		case !v.started:
			name := translations.T(v.track.NameWords())
			if v.surprise {
				name = lang.X("escape.cues.surprise", "Surprise me")
			}
			setIfChanged(v.next, lang.X("escape.cues.before", "{{.Track}} · 15:00 of play", map[string]any{"Track": name}))
		default:
			setIfChanged(v.next, v.nextLine(vis))
		}
		setIfChanged(v.paused, pauseLine(s.Paused(), v.pauseWhy, s.PausedTotal()))
	}
	v.showPaused(v.started && s.Paused() && !over)
	v.showStage(m, el)
}

// onCue shows a cue: its caption (kept until the next cue, a missed one
// saying so), a flash, and the question when a countdown ends. A cue
// reported again because its sound was lost (Fired.Again) only corrects the
// caption and the log.
func (v *view) onCue(f timers.Fired) {
	c := f.Cue
	v.msgs.Settle() // the game moved on: an old "Not allowed" is done
	v.caption.SetText(v.firedText(f))
	v.captionNow = func() string { return v.firedText(f) }
	v.msgs.Post(cueLine(v.track, f, v.firedText(f)))
	if f.Again {
		// A cue already acted on, found unheard since: the caption and
		// the log say so; nothing else happens twice.
		return
	}
	v.flash(c)
	switch c.Kind {
	case timers.KindDoorSlam, timers.KindZombieCry:
		if !v.session.State().Outcome.Over {
			v.pending = c.Countdown
		}
	}
	if c.Kind == timers.KindZombieCry && v.cryEnds() {
		// The cry ends the game by itself: nothing is left to ask.
		v.pending = 0
		_ = v.act(esc.TimeUp{}, nil)
		return
	}
	v.saveClock(true)
	v.tick()
	v.showAsk()
}

// cryEnds tells whether the zombie cry ends the game with no question: in
// phase 1 the van has not left the church, so the survivors cannot have
// reached the exit ("If at the end of the third countdown, the players have
// not reached the exit with their van": they lose). In phase 2 the table
// still says whether the van made it.
func (v *view) cryEnds() bool {
	st := v.session.State()
	return !st.Outcome.Over && st.Phase != esc.Van
}

// pauseLine is the line under the clock about pauses. While paused it says
// so and what to tap (nothing ticks while paused, so it shows no running
// count that would stand still); after a pause it gives the whole time
// spent paused, which the scheduler counts once each pause has ended.
// why, if any, is a sentence that says what paused it ("The app left the
// screen.").
func pauseLine(paused bool, why string, total time.Duration) string {
	switch {
	case paused && why != "":
		return lang.X("escape.cues.pausedWhy", "PAUSED. {{.Why}} Tap Resume to go on.", map[string]any{"Why": why})
	case paused:
		return lang.X("escape.cues.paused", "PAUSED: tap Resume to go on.")
	case total > 0:
		return lang.X("escape.cues.pausedTotal", "Paused {{.Time}} in all.", map[string]any{"Time": pausedText(total)})
	}
	return ""
}

// setIfChanged sets a label's text only when it differs, to spare a redraw.
func setIfChanged(l *widget.Label, text string) {
	if l.Text != text {
		l.SetText(text)
	}
}
