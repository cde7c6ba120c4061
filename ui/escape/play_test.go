package escape

import (
	"fmt"
	"fyne.io/fyne/v2"
	"hordekeeper/ui/kit"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/theme"

	esc "hordekeeper/engine/escape"
	"hordekeeper/timers"
	"hordekeeper/ui/internal/uitest"
)

// TestEscapeSessionByTaps plays an Escape game as a table would, on the
// real soundtrack goroutine and a fake clock: start, a door slam with a
// survivor left out, undo and redo, a pause, items and the van, and the
// zombie cry.
func TestEscapeSessionByTaps(t *testing.T) {
	clock := timers.NewFakeClock(time.Unix(1000, 0))
	h := newHost(t, t.TempDir(), clock)
	h.newGame()
	for i := 1; i <= 4; i++ {
		if got := h.textsIn(playerName(i), labelled("-1 die")); !strings.Contains(got, "5 of 5") {
			t.Fatalf("every survivor starts with 5 dice: %q", got)
		}
	}
	h.tap("Start")

	// First door slam: Player 2 (red) did not make it back.
	el := cueOffset(t, timers.KindDoorSlam, 1)
	h.advance(el)
	if !h.shows("Break after countdown 1") || !h.showsBig("20") || !h.shows("The door slams: countdown 1 is over.") {
		t.Fatalf("the door slam opens the break screen with its count and its question: %q", h.texts())
	}
	h.tap("Player 2 (R) loses a die")
	h.tap("Player 2 (R) lost a die") // a second die for the same countdown
	if !h.dice(2, 4) || !h.dice(1, 5) {
		t.Fatalf("after the slam Player 2 has 4 dice, Player 1 still 5: %q", h.texts())
	}
	if !h.withWords("one die per survivor per countdown") {
		t.Fatalf("the refused tap says why: %q", h.texts())
	}
	h.tap("Everyone else made it back")
	if !h.withWords("After countdown 1: every survivor who missed it goes to the church") {
		t.Fatalf("the loss must be explained: %q", h.texts())
	}
	// The last move was "everyone else made it back": Undo takes it back
	// and the question is open again, the die still taken; a second Undo
	// gives the die back.
	h.tap("Undo")
	if !h.dice(2, 4) || len(uitest.Buttons(h.canvas(), "Everyone else made it back")) != 1 {
		t.Fatalf("undo opens the question again: %q", h.texts())
	}
	h.tap("Undo")
	if !h.dice(2, 5) {
		t.Fatal("undo gives the die back")
	}
	h.tap("Redo")
	h.tap("Redo")
	if !h.dice(2, 4) || len(uitest.Buttons(h.canvas(), "Everyone made it back")) != 0 {
		t.Fatalf("redo takes the die and closes the question again: %q", h.texts())
	}

	// A pause stops the clock; the paused time is shown.
	h.tap("Pause")
	h.advance(90 * time.Second)
	if !h.shows("PAUSED · " + left(el) + " of 15:00 left") {
		t.Fatalf("the clock ran while paused: %q", h.texts())
	}
	if !h.showsBig("20") {
		t.Fatalf("paused time shown: %q", h.texts())
	}
	h.tap("Resume")
	h.advance(20 * time.Second) // the break ends; play and the bookkeeping come back
	el += 20 * time.Second

	// Items, exit, phase 2.
	for i := 0; i < esc.ItemsNeededFor(4); i++ {
		h.tapIn("Items in the cargo bay", withIcon(theme.ContentAddIcon()))
	}
	if !h.shows("7 of 7") {
		t.Fatalf("cargo: %q", h.texts())
	}
	h.tap("The exit is revealed")
	h.tap("Start phase 2: the van")
	if !h.shows("Phase 2: escape by van") {
		t.Fatalf("phase 2 did not start: %q", h.texts())
	}

	// Second door slam in phase 2: the van was not back.
	slam2 := cueOffset(t, timers.KindDoorSlam, 2)
	h.advance(slam2 - el)
	el = slam2
	h.tap("No: every survivor loses a die")
	if !h.dice(1, 4) || !h.dice(2, 3) || !h.dice(3, 4) || !h.dice(4, 4) {
		t.Fatalf("van rule: every survivor loses a die: %q", h.texts())
	}

	// The zombie cry ends the game.
	cry := cueOffset(t, timers.KindZombieCry, 1)
	h.advance(cry - el)
	if !h.showsText("0:00") {
		t.Fatalf("time left at the cry: %q", h.texts())
	}
	h.tap("No: time is up")
	if !h.shows("The survivors are lost.") || !h.shows("Play again: same soundtrack") {
		t.Fatalf("the outcome shows: %q", h.texts())
	}
	h.tap("Games") // the game is over: no question
	if h.homes != 1 || h.onLeaving != nil {
		t.Fatal("leaving a finished game goes to the list of games at once")
	}
	if n := background(); n != 0 || clock.Waiters() != 0 {
		t.Fatalf("leaving stops the screen's goroutines: %d running, %d timers", n, clock.Waiters())
	}
}

// TestEscapeStallFiresMissedCuesInOrder: a 90-second stall across the first
// countdown's start fires every cue it passed, marked missed, and the clock
// shows the true time at once.
func TestEscapeStallFiresMissedCuesInOrder(t *testing.T) {
	clock := timers.NewFakeClock(time.Unix(1000, 0))
	h := newHost(t, "", clock)
	h.newGame()
	h.tap("Start")
	el := cueOffset(t, timers.KindGong, 1) + 90*time.Second
	h.advance(el)
	if !h.shows("Missed by") || !h.shows("while the app was stalled") {
		t.Fatalf("a cue fired late must say it was missed: %q", h.texts())
	}
	if !h.showsText(left(el)) {
		t.Fatalf("the display must jump to the right time %s: %q", left(el), h.texts())
	}
	h.tap("Everyone made it back") // the door slam it passed still asks
	h.tap("Games")
	h.tap("Leave the game")
}

// TestCueFlashHidesAfterItsTime: a cue flashes its caption over the screen;
// the flash goes 1.5 s of clock time later, through the hand-off.
func TestCueFlashHidesAfterItsTime(t *testing.T) {
	clock := timers.NewFakeClock(time.Unix(1000, 0))
	h := newHost(t, "", clock)
	h.newGame()
	h.tap("Start")
	h.advance(0) // the intro's cue at 0:00 fires at once
	if h.overlays() != 1 || !h.shows("Get ready") {
		t.Fatalf("the intro flashes: %d overlays, %q", h.overlays(), h.texts())
	}
	h.advance(time.Second)
	if h.overlays() != 1 {
		t.Fatal("the flash stays 1.5 s")
	}
	h.advance(600 * time.Millisecond)
	if h.overlays() != 0 {
		t.Fatal("the flash is gone after 1.5 s")
	}
	h.tap("Pause")
	h.tap("Games") // paused: nothing to ask
	if h.homes != 1 {
		t.Fatal("a paused game is left at once")
	}
}

func playerName(i int) string { return "Player " + string(rune('0'+i)) }

func (h *fakeHost) texts() []string { return uitest.Texts(h.canvas()) }

// dice reports whether survivor i (from 1) shows n dice.
func (h *fakeHost) dice(i, n int) bool {
	h.t.Helper()
	want := fmt.Sprintf("%d of %d", n, esc.StartingDice)
	if len(uitest.Buttons(h.canvas(), "-1 die")) == 0 { // the break: the survivors' own buttons
		for _, x := range h.texts() {
			if strings.HasPrefix(x, playerName(i)+" (") && strings.HasSuffix(x, ": "+want+" dice") {
				return true
			}
		}
		return false
	}
	return strings.Contains(h.textsIn(playerName(i), labelled("-1 die")), want)
}

// tapRefused taps a refused button as a finger would: it does nothing but
// say why on the message bar.
func (h *fakeHost) tapRefused(label string) {
	h.t.Helper()
	bs := uitest.Buttons(h.canvas(), label)
	if len(bs) != 1 {
		h.t.Fatalf("want one button %q, found %d: %q", label, len(bs), h.texts())
	}
	b, ok := bs[0].(*kit.Button)
	if !ok || b.Reason() == "" {
		h.t.Fatalf("button %q is not refused", label)
	}
	b.Tapped(&fyne.PointEvent{})
}
