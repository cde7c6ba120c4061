package escape

import (
	"strings"
	"testing"
	"time"

	"hordekeeper/timers"
)

// TestPhaseTwoLogSpeaksOfTheVan: "Escape! Back to the search." showed in
// phase 2 (a fresh-eyes table); nobody searches then. Neither the Log nor
// the Log rebuilt after a kill says it there.
func TestPhaseTwoLogSpeaksOfTheVan(t *testing.T) {
	dir := t.TempDir()
	clock := timers.NewFakeClock(time.Unix(1000, 0))
	h := newHost(t, dir, clock)
	h.newGame()
	h.tap("Start")
	h.toVan()
	slam := cueOffset(t, timers.KindDoorSlam, 1)
	h.advance(slam)
	h.tap("OK")
	h.advance(timers.Discussion + 2*time.Second)
	if log := h.openLog(); strings.Contains(log, "search") || !strings.Contains(log, "The van drives on") {
		t.Fatalf("phase 2's words in the Log:\n%s", log)
	}
	h.tap("Close")
	h.advance(6 * time.Second) // a clock mark after the cue

	b := newHost(t, dir, clock)
	fromHome(b)
	if log := b.openLog(); strings.Contains(log, "search") || !strings.Contains(log, "The van drives on") {
		t.Fatalf("phase 2's words in the resumed Log:\n%s", log)
	}
	b.tap("Close")
	b.tap("Resume")
	b.tap("Pause")
	h.tap("Pause")
}
