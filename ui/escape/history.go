package escape

import (
	"time"

	"fyne.io/fyne/v2/lang"

	"hordekeeper/engine"
	esc "hordekeeper/engine/escape"
	"hordekeeper/timers"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// The message bar's Log is what happened at the table, newest first: every
// rule's notice and every cue of the soundtrack (heard, or missed while the
// app was stalled). A resumed game rebuilds it from its journal, so the
// history is not wiped by closing the app.

// cueLine is a cue's line in the Log: when it came, as the clock showed it,
// and its text (its caption, or that it was missed).
func cueLine(t timers.Track, f timers.Fired, text string) kit.Message {
	return kit.Message{Text: lang.X("escape.history.cue", "{{.Left}} left: {{.Text}}", map[string]any{"Left": clockText(t.Played(f.At)), "Text": text})}
}

// restoreLog says again, into the empty message bar, what the journal's
// steps noticed and which cues came before until (the soundtrack's time
// where the game stood), in the order they came: a cue before a clock mark
// came before the steps after that mark.
func (v *view) restoreLog(until time.Duration) {
	rules := esc.Rules{}
	st, err := rules.New(v.session.Header())
	if err != nil {
		return
	}
	cues := v.track.Cues
	next := 0
	var lines []kit.Message
	cuesTo := func(at time.Duration) {
		for ; next < len(cues) && cues[next].Offset <= at; next++ {
			c := cues[next]
			f := timers.Fired{Index: next, Cue: c, At: c.Offset}
			lines = append(lines, cueLine(v.track, f, translations.T(f.TextWith(engine.Plain(captionOf(c, st.Phase == esc.Van, v.play.Silent()))))))
		}
	}
	// A step is stamped with the clock mark just before it, which the
	// screen records with each step ("9:24 left"); a step with none of its
	// own (an older save, a step after an undo) has the last mark before
	// it, and says so ("by 9:24 left").
	by := func(l string) string { return l }
	at := by
	for _, a := range v.session.Applied() {
		if c, ok := engine.Deref(a).(esc.ClockAt); ok {
			cuesTo(c.Elapsed)
			if c.Elapsed > 0 {
				left := clockText(v.track.Played(c.Elapsed))
				by = func(l string) string {
					return lang.X("escape.history.by", "by {{.Left}} left: {{.Text}}", map[string]any{"Left": left, "Text": l})
				}
				at = func(l string) string {
					return lang.X("escape.told.stamp", "{{.Left}} left: {{.Text}}", map[string]any{"Left": left, "Text": l})
				}
			}
			if c.Held != st.ClockHeld && c.Elapsed > 0 {
				// A pause begins or ends (a game put away is held too, and
				// comes back so): said as the screen said it.
				lines = append(lines, kit.Message{Text: at(pauseWords(c.Held))})
			}
			if st, err = rules.Apply(st, a); err != nil {
				break
			}
			continue
		}
		prev := st
		if st, err = rules.Apply(st, a); err != nil {
			break // the session replayed it; a refusal here would be a bug
		}
		said := changes(prev, st)
		if len(st.Notices) > 0 {
			said = said[:0]
			for _, n := range st.Notices {
				text, _ := translations.Notice(n)
				said = append(said, text)
			}
		}
		for _, l := range said {
			if played, ok := esc.Moment(a); ok {
				lines = append(lines, stampAt(played, l))
				continue
			}
			lines = append(lines, kit.Message{Text: at(l)})
		}
		at = by // the mark was this step's
	}
	cuesTo(until - 1) // a cue right at until is the soundtrack's to fire
	v.msgs.Post(lines...)
}

// pauseWords is the Log's line for a pause that begins (held) or ends.
func pauseWords(held bool) string {
	if held {
		return lang.X("escape.screen.paused", "The game is paused.")
	}
	return lang.X("escape.screen.runsAgain", "The game runs again.")
}
