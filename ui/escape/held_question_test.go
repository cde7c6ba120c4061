package escape

import (
	"testing"
	"time"

	"hordekeeper/timers"
	"hordekeeper/ui/internal/uitest"
)

// TestAnUnansweredBreakMovesNoCounter: a break that ended before the table
// answered the door-slam question left the question above the
// bookkeeping, which pushed the items and zombie counters out of sight in
// portrait (a fresh-eyes game). The question stays answerable, under the
// counters, and no counter, die button, Undo or Pause moves.
func TestAnUnansweredBreakMovesNoCounter(t *testing.T) {
	for _, size := range tableSizes {
		h, frame := lateHost(t, size)
		h.tap("Start")
		h.advance(time.Minute)
		frame()
		was := uitest.Positions(h.canvas())
		h.advance(cueOffset(t, timers.KindDoorSlam, 1) + 2*time.Second - time.Minute)
		frame()
		for i := 0; i < 28; i++ { // the break ends second by second
			h.advance(time.Second)
		}
		frame()
		if !h.shows("Everyone made it back") {
			t.Fatalf("%v: the question went with the break: %q", size, h.texts())
		}
		now := uitest.Positions(h.canvas())
		for _, k := range []string{"-1 die#1", "-1 die#4", "Undo#1", "Pause#1", "The exit is revealed#1", "We escaped!#1"} {
			if _, ok := was[k]; !ok {
				t.Fatalf("%v: no %s on screen: %v", size, k, was)
			}
			if now[k] != was[k] {
				t.Errorf("%v: the open question moved %s from %v to %v", size, k, was[k], now[k])
			}
		}
		h.tap("Everyone made it back")
		if h.shows("Everyone made it back") {
			t.Errorf("%v: the late answer did not close the question", size)
		}
		h.tap("Pause")
	}
}
