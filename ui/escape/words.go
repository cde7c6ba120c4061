package escape

import (
	"fmt"
	"strings"
	"time"

	esc "hordekeeper/engine/escape"
	"hordekeeper/timers"
)

// The soundtrack's captions are written once for every game; the table
// reads them in its own phase and with or without sound. tableWords puts a
// caption in the words that fit: no "back to the search" in phase 2 (nobody
// searches), the rulebook's words for the players still outside, and no
// "wait for the voice" where no voice can be heard.
func (v *view) tableWords(text string) string {
	van := v.session.State().Phase == esc.Van
	r := []string{
		"stragglers to the church", "every player still outside puts their token on the church",
	}
	if van {
		r = append(r,
			"Back to the search.", "The van drives on to the exit.",
			"back to the search", "the van drives on",
			"every player still outside puts their token on the church, new items on empty buildings, make a plan", "plan the way to the exit",
		)
	}
	if v.play.Silent() {
		r = append(r,
			"Wait for the voice.", "Watch this screen: it says when play starts.",
			"wait for the voice.", "watch this screen: it says when play starts.",
		)
	}
	return strings.NewReplacer(r...).Replace(text)
}

// nextLine is the line under the clock: what comes next and when, always
// counting to a moment the table acts on. The silence and the knock before
// a countdown are no such moment (the table acts at the gong), so the line
// counts to the gong through them: "Countdown 1 begins in 0:11", never a
// "Countdown 1 in 0:01" that starts over.
func (v *view) nextLine(vis timers.Visible) string {
	if v.surprise || !vis.HasNext {
		return v.tableWords(vis.NextLine)
	}
	return nextLineOf(v.track, vis.Elapsed, v.tableWords)
}

// nextLineOf is the next line of track t at elapsed, its cue's words put
// in the table's words by words.
func nextLineOf(t timers.Track, elapsed time.Duration, words func(string) string) string {
	for _, c := range t.Cues {
		if c.Offset <= elapsed {
			continue
		}
		in := " in " + timers.FormatLeft(c.Offset-elapsed)
		switch c.Kind {
		case timers.KindSilence, timers.KindKnock:
			continue
		case timers.KindGong, timers.KindBackWindow, timers.KindFinalWindow:
			if c.Countdown == esc.Countdowns {
				return "The last countdown begins" + in
			}
			return fmt.Sprintf("Countdown %d begins", c.Countdown) + in
		}
		return words(c.Words()) + in
	}
	return words("The soundtrack is over.")
}
