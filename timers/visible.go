package timers

import (
	"time"

	"hordekeeper/engine"
)

// Visible is what a screen may show of a track at one moment. With
// "Surprise me" it holds no time of the future: only the cues that have
// happened, the countdowns as far as they have run, and the time left of
// the 15:00 (which the rules make public); without it, also what comes
// next and every countdown's window.
type Visible struct {
	// Elapsed is the position on the track.
	Elapsed time.Duration
	// Played is how much of the 15:00 of play has gone.
	Played time.Duration
	// TimeLeft is what remains of the 15:00 of play.
	TimeLeft time.Duration
	// Past lists the cues that have happened, in order.
	Past []Cue
	// Caption is the caption of the last cue that happened, to show on a
	// resumed screen; "" before the first.
	Caption string
	// Marks are the countdown windows to draw on a timeline, from the first
	// gong to the door slam or the zombie cry. With surprise only the
	// countdowns that have begun, each drawn no further than Elapsed.
	Marks []Mark
	// HasNext tells whether Next and NextIn are set; never with surprise.
	HasNext bool
	// Next is the next cue, NextIn the time until it.
	Next   Cue
	NextIn time.Duration
	// NextLine says what comes next in a player's words, e.g. "Countdown 2
	// in 3:12"; with surprise it never holds a time to come.
	NextLine string
	// NextLineWords is NextLine in words a screen can translate.
	NextLineWords engine.Words
}

// Mark is one countdown window drawn on a timeline.
type Mark struct {
	// Countdown is 1, 2 or 3.
	Countdown int
	// From and To are offsets from the start of the track.
	From, To time.Duration
}

// VisibleAt returns what may be shown of track t at elapsed, with or
// without "Surprise me". Elapsed outside the track is taken at its nearest
// end.
func VisibleAt(t Track, elapsed time.Duration, surprise bool) Visible {
	elapsed = min(max(elapsed, 0), t.Length())
	v := Visible{Elapsed: elapsed, Played: t.Played(elapsed)}
	v.TimeLeft = PlayTime - v.Played
	next := -1
	for i, c := range t.Cues {
		if c.Offset > elapsed {
			next = i
			break
		}
		v.Past = append(v.Past, c)
		v.Caption = c.Caption
	}
	for _, s := range t.Spans() {
		m := Mark{Countdown: s.Countdown, From: s.Gong, To: s.End}
		if surprise {
			if s.Gong > elapsed {
				continue
			}
			m.To = min(m.To, elapsed)
		}
		v.Marks = append(v.Marks, m)
	}
	switch {
	case next < 0:
		v.NextLineWords = engine.Say("timers.visible.over", "The soundtrack is over.", nil)
	case surprise && v.Played == 0 && elapsed < t.PlayEnd():
		v.NextLineWords = engine.Say("timers.visible.surpriseWait", "Surprise me: wait for the voice.", nil)
	case surprise:
		v.NextLineWords = engine.Say("timers.visible.surprise", "Surprise me: the countdowns come unannounced.", nil)
	default:
		v.HasNext, v.Next, v.NextIn = true, t.Cues[next], t.Cues[next].Offset-elapsed
		v.NextLineWords = engine.Say("timers.visible.next", "{{.Moment}} in {{.Left}}", engine.Args{"Moment": v.Next.MomentWords(), "Left": FormatLeft(v.NextIn)})
	}
	v.NextLine = v.NextLineWords.String()
	return v
}
