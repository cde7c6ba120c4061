package escape

import (
	"strings"
	"testing"
	"time"

	"hordekeeper/timers"
)

// pauseLines is the Log's lines about pauses, one a line.
func pauseLines(log string) []string {
	var out []string
	for _, l := range strings.Split(log, "\n") {
		if strings.Contains(l, "The game is paused.") || strings.Contains(l, "The game runs again.") {
			out = append(out, l)
		}
	}
	return out
}

// keeps fails unless the Log's pause lines after a resume are those of
// before (the oldest, at the end: the Log is newest first) and the two of
// the resume itself: the game comes back paused, and Resume runs it.
func keeps(t *testing.T, what string, before []string, log string) []string {
	t.Helper()
	after := pauseLines(log)
	if len(after) != len(before)+2 || strings.Join(after[2:], "\n") != strings.Join(before, "\n") {
		t.Errorf("%s: the Log's pause lines were\n%s\nand are\n%s", what, strings.Join(before, "\n"), strings.Join(after, "\n"))
	}
	return after
}

// TestThePauseTotalOutlivesAKillAndALeave: a phone-call pause of 0:33
// vanished from the Log after a crash, and "Paused 0:33 in all" became
// 0:13 (a fresh-eyes table). The journal keeps the time paused with the
// clock marks: the total and the pause lines read the same after a kill
// and after a leave.
func TestThePauseTotalOutlivesAKillAndALeave(t *testing.T) {
	dir := t.TempDir()
	clock := timers.NewFakeClock(time.Unix(0, 0))
	a := newHost(t, dir, clock)
	a.newGame()
	a.tap("Start")
	a.advance(timers.Track1().PlayStart() + time.Minute)
	a.tap("Pause")
	a.advance(33 * time.Second)
	a.tap("Resume")
	a.advance(20 * time.Second)
	if !a.shows("Paused 0:33 in all.") {
		t.Fatalf("the total before: %q", a.texts())
	}
	lines := pauseLines(a.openLog())
	a.tap("Close")
	if len(lines) != 2 {
		t.Fatalf("the Log says the pause began and ended: %q", lines)
	}
	// The app dies here.

	b := newHost(t, dir, clock)
	fromHome(b)
	b.tap("Resume")
	if !b.shows("Paused 0:33 in all.") {
		t.Errorf("the total after a kill: %q", b.texts())
	}
	lines = keeps(t, "after a kill", lines, b.openLog())
	b.tap("Close")
	b.advance(10 * time.Second)
	b.tap("Games")
	b.tap("Leave the game")

	c := newHost(t, dir, clock)
	fromHome(c)
	c.tap("Resume")
	if !c.shows("Paused 0:33 in all.") {
		t.Errorf("the total after a leave: %q", c.texts())
	}
	keeps(t, "after a leave", lines, c.openLog())
	c.tap("Close")
	c.tap("Pause")
	a.tap("Pause") // the killed app's goroutines end with the test
}
