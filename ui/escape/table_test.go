package escape

import (
	"strings"
	"testing"
	"time"

	"hordekeeper/timers"
	"hordekeeper/ui/internal/uitest"
)

// The third round: what a table of four found in two whole games, each
// driven as a player would.

// TestACrashComesBackPaused: the app dies while the soundtrack runs (no
// clean stop); the game comes back PAUSED at the last saved time, says so,
// and runs only when the table taps Resume.
func TestACrashComesBackPaused(t *testing.T) {
	dir := t.TempDir()
	clock := timers.NewFakeClock(time.Unix(0, 0))
	a := newHost(t, dir, clock)
	a.newGame()
	a.tap("Start")
	a.advance(5*time.Minute + 48*time.Second)
	a.tap("Pause") // a paused game resumed is not a crash
	a.tap("Resume")
	a.advance(12 * time.Second)
	saved := 5*time.Minute + 48*time.Second // the last mark: the end of the pause
	// The app dies here: no Pause, no Games, nothing saved on the way out.

	b := newHost(t, dir, clock)
	Open(b)
	shown := left(saved)
	if all := strings.Join(b.texts(), " "); !strings.Contains(all, "comes back PAUSED at "+shown) || !strings.Contains(all, "the last time it saved") {
		t.Fatalf("the prompt says the app stopped and the game comes back paused at %s: %q", shown, b.texts())
	}
	b.tap("Resume it")
	if !b.showsText(shown) || !b.shows("PAUSED after the app stopped") || len(uitest.Buttons(b.canvas(), "Resume")) != 1 {
		t.Fatalf("the game waits, paused at %s: %q", shown, b.texts())
	}
	b.advance(time.Minute)
	if !b.showsText(shown) {
		t.Fatalf("nothing runs until Resume: %q", b.texts())
	}
	b.tap("Resume")
	b.advance(10 * time.Second)
	if !b.showsText(left(saved+10*time.Second)) || b.shows("PAUSED") {
		t.Fatalf("Resume runs it from %s: %q", shown, b.texts())
	}
	b.tap("Pause")
	a.tap("Pause")
}
