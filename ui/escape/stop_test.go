package escape

import (
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	esc "hordekeeper/engine/escape"
	"hordekeeper/engine/store"
	"hordekeeper/timers"
	"hordekeeper/ui/internal/uitest"
)

// textsOf is every text drawn under o.
func textsOf(o fyne.CanvasObject) []string {
	var out []string
	uitest.WalkObject(o, func(x fyne.CanvasObject) {
		if t, ok := x.(*canvas.Text); ok {
			out = append(out, t.Text)
		}
	})
	return out
}

// TestNothingRunsOnceTheGameIsOver: the third zombie at the church ends
// the game; from then on the soundtrack's Run and the ticker are gone, no
// timer waits on the clock, and time passing changes nothing on screen.
func TestNothingRunsOnceTheGameIsOver(t *testing.T) {
	clock := timers.NewFakeClock(time.Unix(1000, 0))
	dir := t.TempDir()
	h := newHost(t, dir, clock)
	h.newGame()
	h.tap("Start")
	h.advance(4 * time.Minute)
	// Three zombies at the church end the game, so leaving asks nothing
	// and pauses nothing: the soundtrack goes on firing cues to the end.
	for i := 0; i < 3; i++ {
		h.tapIn("Zombies at the church", withIcon(theme.ContentAddIcon()))
	}
	h.tap("Yes, the game is lost") // a tap that ends the game asks first
	if !h.shows("The survivors are lost.") {
		t.Fatalf("the third zombie ends the game: %q", h.texts())
	}
	// Over: the soundtrack and the ticker have ended; no timer waits.
	if n := background(); n != 0 || clock.Waiters() != 0 {
		t.Fatalf("nothing runs once the game is over: %d goroutines, %d timers", n, clock.Waiters())
	}
	screen := h.canvas().Content()
	before := textsOf(screen)
	for i := 0; i < 300; i++ { // 4:00 to 9:00: the first countdown and its door slam
		clock.Advance(time.Second)
	}
	if n := h.q.Drain(); n != 0 {
		t.Fatalf("%d updates were posted for a game that is over", n)
	}
	if after := textsOf(screen); !slices.Equal(before, after) {
		t.Fatalf("the finished screen changed:\nbefore %q\nafter  %q", before, after)
	}
	h.tap("Games")
	if h.homes != 1 || h.overlays() != 0 || !h.shows("The list of games") {
		t.Fatalf("leaving a finished game goes to the list of games at once: %q", h.texts())
	}
}

// TestLeavingARunningGamePausesAndAsks: "Games" during play pauses the
// soundtrack and asks; Cancel puts the game back as it was (running again:
// the pause the question made is undone), "Leave the game" leaves with the
// game saved, paused where it stood.
func TestLeavingARunningGamePausesAndAsks(t *testing.T) {
	clock := timers.NewFakeClock(time.Unix(1000, 0))
	dir := t.TempDir()
	h := newHost(t, dir, clock)
	h.newGame()
	h.tap("Start")
	h.advance(time.Minute)
	h.tap("Games")
	if !h.shows("Leave the game?") || !h.shows("PAUSED") || h.homes != 0 {
		t.Fatalf("leaving a running game pauses and asks first: %q", h.texts())
	}
	h.tap("Cancel")
	h.advance(time.Minute)
	if h.homes != 0 || !h.showsText(left(2*time.Minute)) || h.shows("PAUSED") || len(uitest.Buttons(h.canvas(), "Pause")) != 1 {
		t.Fatalf("after Cancel the game runs on as before the question: %q", h.texts())
	}
	h.advance(30 * time.Second)
	h.tap("Games")
	h.tap("Leave the game")
	if h.homes != 1 || background() != 0 || clock.Waiters() != 0 {
		t.Fatalf("leaving stops the game: %d homes, %d goroutines, %d timers", h.homes, background(), clock.Waiters())
	}
	s, err := store.View[esc.State](h.Store(), esc.Rules{}, h.inPlay())
	if err != nil {
		t.Fatal(err)
	}
	if got := s.State().Clock; got != 150*time.Second {
		t.Fatalf("the game's journal keeps the clock at 2:30, not %v", got)
	}
}

// TestEscapeAutoPauseOnlyWhenChosen: leaving the foreground pauses the
// soundtrack only when the table chose so; otherwise it keeps true time.
func TestEscapeAutoPauseOnlyWhenChosen(t *testing.T) {
	for _, chosen := range []bool{false, true} {
		clock := timers.NewFakeClock(time.Unix(0, 0))
		h := newHost(t, "", clock)
		fromHome(h)
		if chosen {
			h.tick(autoPauseChoice)
		}
		h.tap("Start the game")
		h.tap("Start")
		h.advance(time.Minute)
		h.leaveForeground()
		h.advance(time.Minute)
		if paused := h.shows("PAUSED"); paused != chosen {
			t.Fatalf("auto-pause chosen=%v, paused=%v", chosen, paused)
		}
		if !chosen && !h.showsText(left(2*time.Minute)) {
			t.Fatalf("without auto-pause the clock keeps true time: %q", h.texts())
		}
		if chosen && (!h.showsText(left(time.Minute)) || !h.shows("The app left the screen.")) {
			t.Fatalf("auto-paused at 1:00 and says why: %q", h.texts())
		}
		h.Home()
		if chosen {
			if h.homes != 1 {
				t.Fatal("a paused game is left at once")
			}
		} else {
			h.tap("Leave the game")
		}
	}
}
