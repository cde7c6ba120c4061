package escape

import (
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2/lang"

	esc "hordekeeper/engine/escape"
	"hordekeeper/timers"
)

// Escape names a moment of the game one way on every screen (the clock,
// the list of games, "We escaped?" and the end screen): the time left of
// the 15:00 of play, as the big clock shows it, so the table never sees two
// numbers for one moment.

// clockText is the time left of play at played, as the big clock shows it
// (m:ss, rounded up to the second: "0:00" only when time is up).
func clockText(played time.Duration) string {
	return timers.FormatLeft(esc.PlayTime - played)
}

// momentText is a moment of the game in a sentence: "12:21 of 15:00 left".
func momentText(played time.Duration) string {
	before, clock, after := momentParts(played)
	return before + clock + after
}

// momentParts is momentText in three parts: the words before the time, the
// time, and the words after it, for a line whose time ticks (kit.TickText).
func momentParts(played time.Duration) (before, clock, after string) {
	before, after = tickParts(lang.X("escape.moment.left", "{{.Left}} of 15:00 left", map[string]any{"Left": tickMark}))
	return before, clockText(played), after
}

// tickMark stands for a ticking time in a sentence, so that the words around
// it can be drawn whole and the time a character to a text.
const tickMark = "\x00"

// tickParts splits a sentence said with tickMark for its time into the
// words before and after the time.
func tickParts(sentence string) (before, after string) {
	before, after, _ = strings.Cut(sentence, tickMark)
	return before, after
}

// pausedText is the time the table spent paused (m:ss, rounded down: a
// pause of a moment is not a second of pause).
func pausedText(d time.Duration) string {
	s := int(max(d, 0) / time.Second)
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}
