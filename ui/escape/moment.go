package escape

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2/lang"

	esc "hordekeeper/engine/escape"
	"hordekeeper/timers"
)

// Escape names a moment of the game one way on every screen (the clock,
// the resume prompt, "We escaped?" and the end screen): the time left of
// the 15:00 of play, as the big clock shows it, so the table never sees two
// numbers for one moment.

// clockText is the time left of play at played, as the big clock shows it
// (m:ss, rounded up to the second: "0:00" only when time is up).
func clockText(played time.Duration) string {
	return timers.FormatLeft(esc.PlayTime - played)
}

// momentText is a moment of the game in a sentence: "12:21 of 15:00 left".
func momentText(played time.Duration) string {
	return lang.X("escape.moment.left", "{{.Left}} of 15:00 left", map[string]any{"Left": clockText(played)})
}

// pausedText is the time the table spent paused (m:ss, rounded down: a
// pause of a moment is not a second of pause).
func pausedText(d time.Duration) string {
	s := int(max(d, 0) / time.Second)
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}
