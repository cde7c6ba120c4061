package escape

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"hordekeeper/timers"
	"hordekeeper/ui/internal/uitest"
)

// TestAStepKeepsItsMomentAfterAResume: the Log said when each step came,
// and after a reload rewrote it to "by" the last clock mark, earlier than
// the step ("Bo's die at 10:08 shows by 10:22 left"). Each step's moment
// now goes in the journal with it: the resumed Log says the same time.
func TestAStepKeepsItsMomentAfterAResume(t *testing.T) {
	dir := t.TempDir()
	clock := timers.NewFakeClock(time.Unix(1000, 0))
	a := newHost(t, dir, clock)
	a.newGame()
	a.tap("Start")
	a.advance(timers.Track1().PlayStart() + 47*time.Second)
	a.loseDie(2)
	log := a.openLog()
	line := ""
	for _, l := range strings.Split(log, "\n") {
		if strings.Contains(l, "left:") && strings.Contains(l, "Player 2 (R)") {
			line = l
		}
	}
	if line == "" || strings.Contains(line, "by ") {
		t.Fatalf("the Log says when the die went:\n%s", log)
	}
	a.tap("Close")
	a.advance(20 * time.Second) // the clock moves on before the game is left
	a.tap("Games")
	a.tap("Leave the game")

	b := newHost(t, dir, clock)
	Resume(b)
	again := b.openLog()
	if !strings.Contains(again, line) || strings.Contains(again, "by "+line) {
		t.Fatalf("the resumed Log says %q as before:\n%s", line, again)
	}
	b.tap("Close")
}

// TestFewerSurvivorsMoveNothingBelow: choosing 3 survivors instead of 4
// moved the soundtrack's buttons up a row, and a finger meant for "Track 2"
// hit "A new variant" (a fresh-eyes table): an empty seat keeps its room.
func TestFewerSurvivorsMoveNothingBelow(t *testing.T) {
	h := newHost(t, "", timers.NewFakeClock(time.Unix(1000, 0)))
	Open(h)
	before := uitest.Positions(h.canvas())
	h.tap("2")
	// Laid out again as the window would be at its next frame.
	sz := h.win.Canvas().Size()
	h.win.Resize(sz.Add(fyne.NewSize(1, 0)))
	h.win.Resize(sz)
	after := uitest.Positions(h.canvas())
	for _, k := range []string{"Track 1#1", "Track 2#1", "Random countdowns#1", "Start the game#1"} {
		if before[k] != after[k] {
			t.Errorf("%s moved from %v to %v", k, before[k], after[k])
		}
	}
}
