package escape

import (
	"time"

	"fyne.io/fyne/v2/lang"

	"hordekeeper/engine"
	esc "hordekeeper/engine/escape"
	"hordekeeper/timers"
	"hordekeeper/ui/translations"
)

// The soundtrack's captions are written once for every game; the table
// reads them in its own phase and with or without sound. captionOf puts a
// caption in the words that fit: no "back to the search" in phase 2 (nobody
// searches), the rulebook's words for the players still outside, and no
// "wait for the voice" where no voice can be heard. Each is a sentence of
// its own in the translation files, never a piece swapped inside another.

// van tells whether the game is in phase 2.
func (v *view) van() bool { return v.session.State().Phase == esc.Van }

// cueCaption is a cue's caption in the table's words and language.
func (v *view) cueCaption(c timers.Cue) string { return captionOf(c, v.van(), v.play.Silent()) }

// captionOf is a cue's caption in the table's words (phase 2 or not, a
// voice heard or not), in the language in force.
func captionOf(c timers.Cue, van, silent bool) string {
	switch {
	case c.Kind == timers.KindIntro && silent:
		return lang.X("escape.words.introSilent", "Get ready: survivors on the church, dice in hand. Watch this screen: it says when play starts.")
	case c.Kind == timers.KindEscape && c.Countdown > 0 && van:
		return lang.X("escape.words.escapeVan", "Escape! The van drives on to the exit.")
	case c.Kind == timers.KindDiscussion && van:
		return lang.X("escape.words.discussionVan", "{{.Seconds}} seconds, no rolling: plan the way to the exit.", map[string]any{"Seconds": int(timers.Discussion / time.Second)})
	case c.Kind == timers.KindDiscussion:
		return lang.X("escape.words.discussion", "{{.Seconds}} s, no rolling: every player still outside puts their token on the church; new items; plan.", map[string]any{"Seconds": int(timers.Discussion / time.Second)})
	}
	return translations.T(c.CaptionWords())
}

// firedText is a fired cue's text (a missed or unheard one saying so)
// around its caption in the table's words.
func (v *view) firedText(f timers.Fired) string {
	return translations.T(f.TextWith(engine.Plain(v.cueCaption(f.Cue))))
}

// nextLine is the line under the clock: what comes next and when, always
// counting to a moment the table acts on. The silence and the knock before
// a countdown are no such moment (the table acts at the gong), so the line
// counts to the gong through them: "Countdown 1 begins in 0:11", never a
// "Countdown 1 in 0:01" that starts over.
func (v *view) nextLine(vis timers.Visible) string {
	if v.surprise || !vis.HasNext {
		if v.play.Silent() && vis.NextLineWords.Key == "timers.visible.surpriseWait" {
			return lang.X("escape.words.surpriseSilent", "Surprise me: watch this screen: it says when play starts.")
		}
		return translations.T(vis.NextLineWords)
	}
	return nextLineOf(v.track, vis.Elapsed, v.van())
}

// nextLineOf is the next line of track t at elapsed, in the words of the
// phase (van: phase 2).
func nextLineOf(t timers.Track, elapsed time.Duration, van bool) string {
	for _, c := range t.Cues {
		if c.Offset <= elapsed {
			continue
		}
		in := timers.FormatLeft(c.Offset - elapsed)
		switch c.Kind {
		case timers.KindSilence, timers.KindKnock:
			continue
		case timers.KindGong, timers.KindBackWindow, timers.KindFinalWindow:
			if c.Countdown == esc.Countdowns {
				return lang.X("escape.words.lastBegins", "The last countdown begins in {{.Left}}", map[string]any{"Left": in})
			}
			return lang.X("escape.words.begins", "Countdown {{.Countdown}} begins in {{.Left}}", map[string]any{"Countdown": c.Countdown, "Left": in})
		case timers.KindEscape:
			if c.Countdown > 0 && van {
				return lang.X("escape.words.vanDrivesOn", "\"Escape!\": the van drives on in {{.Left}}", map[string]any{"Left": in})
			}
		}
		return lang.X("escape.words.momentIn", "{{.Moment}} in {{.Left}}", map[string]any{"Moment": translations.T(c.MomentWords()), "Left": in})
	}
	return translations.T(timers.VisibleAt(t, t.Length(), false).NextLineWords)
}
