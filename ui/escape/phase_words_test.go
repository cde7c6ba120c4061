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
	leaveAll(t, h, b)
}

// TestPhaseTwoReplacesTheSearch: the table started phase 2 after countdown
// 1's "Escape! Back to the search." and that line stayed under the clock
// while the van drove (a fresh-eyes game): phase 2's words replace it at
// once, and an undo back to phase 1 brings the search back.
func TestPhaseTwoReplacesTheSearch(t *testing.T) {
	h := newHost(t, "", timers.NewFakeClock(time.Unix(1000, 0)))
	h.newGame()
	h.tap("Start")
	h.advance(cueOffset(t, timers.KindDoorSlam, 1))
	h.tap("Everyone made it back")
	h.advance(timers.Discussion + 2*time.Second)
	if !h.showsText("Escape! Back to the search.") {
		t.Fatalf("phase 1 after the break: %q", h.texts())
	}
	h.toVan()
	if h.showsText("Escape! Back to the search.") || !h.showsText("Escape! The van drives on to the exit.") {
		t.Errorf("phase 2 still searches: %q", h.texts())
	}
	h.tap("Undo")
	if !h.showsText("Escape! Back to the search.") {
		t.Errorf("back in phase 1, the search: %q", h.texts())
	}
	h.tap("Pause")
	leaveAll(t, h)
}

// leaveAll leaves the paused games as the table would: the tests after
// this one count the screen's goroutines, and a game left on screen keeps
// its ticker and soundtrack running.
func leaveAll(t *testing.T, hosts ...*fakeHost) {
	t.Helper()
	for _, h := range hosts {
		h.Home()
	}
	if n := background(); n != 0 {
		t.Errorf("the paused games left %d goroutines behind", n)
	}
}
