package escape

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/theme"

	esc "hordekeeper/engine/escape"
	"hordekeeper/engine/store"
	"hordekeeper/timers"
	"hordekeeper/ui/internal/uitest"
)

// toVan brings a game of four to phase 2 by taps.
func (h *fakeHost) toVan() {
	h.t.Helper()
	for i := 0; i < esc.ItemsNeededFor(4); i++ {
		h.tapIn("Items in the cargo bay", withIcon(theme.ContentAddIcon()))
	}
	h.tap("The exit is revealed")
	h.tap("Start phase 2: the van")
}

// TestWeEscapedWins: "We escaped!" is refused (and says why) before the
// van; in phase 2 it asks, then ends the game as a win at the time of play,
// and the end screen shows the outcome, time, dice and items, with "play
// again" on the same soundtrack.
func TestWeEscapedWins(t *testing.T) {
	clock := timers.NewFakeClock(time.Unix(1000, 0))
	h := newHost(t, t.TempDir(), clock)
	h.newGame()
	h.tap("Start")
	h.tapRefused("We escaped!")
	if !h.shows("The survivors escape only in the van") {
		t.Fatalf("a refused escape says why: %q", h.texts())
	}
	h.toVan()
	start := timers.Track1().PlayStart()
	h.advance(start + 10*time.Minute)
	h.tap("We escaped!")
	h.tap("Cancel")
	if h.saved().Outcome.Over || h.shows("Play again") {
		t.Fatal("Cancel records nothing")
	}
	h.tap("We escaped!")
	h.tap("Yes, we escaped")
	o := h.saved().Outcome
	if !o.Won || o.Played != 10*time.Minute {
		t.Fatalf("a win at 10:00 of play: %+v", o)
	}
	for _, want := range append([]string{o.Title(), o.Reason}, endLines(o)...) {
		if !h.shows(want) {
			t.Fatalf("the end screen shows %q: %q", want, h.texts())
		}
	}
	if n := background(); n != 0 || clock.Waiters() != 0 {
		t.Fatalf("over: %d goroutines, %d timers", n, clock.Waiters())
	}
	h.tap("Play again: same soundtrack")
	h.q.Drain()
	if !h.showsText("15:00") || len(uitest.Buttons(h.canvas(), "Start")) != 1 || h.saved().Outcome.Over {
		t.Fatalf("a new game waits for Start: %q", h.texts())
	}
	h.tap("Games")
}

// TestZombieCryLoses: the zombie cry in phase 1 ends the game by itself
// (nothing to tap: the van never left, so nobody reached the exit), and the
// end screen says so in phase 1's words.
func TestZombieCryLoses(t *testing.T) {
	clock := timers.NewFakeClock(time.Unix(1000, 0))
	h := newHost(t, "", clock)
	h.newGame()
	h.tap("Start")
	h.advance(cueOffset(t, timers.KindZombieCry, 1))
	if len(uitest.Buttons(h.canvas(), "Time is up")) != 0 || h.shows("van never left") || h.shows("reached the van") {
		t.Fatalf("nothing to tap, no words of phase 2: %q", h.texts())
	}
	if all := strings.Join(h.texts(), " "); !h.shows("The survivors are lost.") || !h.shows("Time: 0:00 of 15:00 left.") || !strings.Contains(all, "still in phase 1") {
		t.Fatalf("the loss and its time: %q", h.texts())
	}
	h.tap("Play again: random countdowns")
	h.q.Drain()
	if !h.shows("Variant") {
		t.Fatalf("a new variant: %q", h.texts())
	}
	h.tap("Games")
}

// TestCountersKeepTheirBounds: no button takes a count past its floor or
// cap; a refused one says why; a double tap takes one die.
func TestCountersKeepTheirBounds(t *testing.T) {
	clock := timers.NewFakeClock(time.Unix(1000, 0))
	h := newHost(t, "", clock)
	h.newGame()
	for i := 0; i < esc.ItemsNeededFor(4); i++ {
		h.tapIn("Items in the cargo bay", withIcon(theme.ContentAddIcon()))
	}
	_, plus := h.part("Items in the cargo bay", withIcon(theme.ContentAddIcon()))
	if plus.Reason() == "" || !h.shows("7 of 7") {
		t.Fatalf("the cargo bay stops at 7 and says why: %q", h.texts())
	}
	_, minus := h.part("Zombies at the church", withIcon(theme.ContentRemoveIcon()))
	if minus.Reason() == "" {
		t.Fatal("zombies at the church stop at 0")
	}
	h.tapIn(playerName(2), labelled("-1 die"))
	h.tapIn(playerName(2), labelled("-1 die")) // the same finger, a bounce
	h.tap("Take the die")                      // out of a door slam's break, the app asks
	if !h.dice(2, 4) {
		t.Fatalf("a double tap takes one die: %q", h.texts())
	}
	clock.Advance(time.Second)
	h.loseDie(2)
	if !h.dice(2, 3) {
		t.Fatalf("a second tap a second later takes a second die: %q", h.texts())
	}
}

// TestVariantResumesAsItself: a game on a variant, left and opened again
// on another run of the app, resumes on that variant where it stood,
// paused until the table taps Resume.
func TestVariantResumesAsItself(t *testing.T) {
	dir := t.TempDir()
	clock := timers.NewFakeClock(time.Unix(1000, 0))
	a := newHost(t, dir, clock)
	fromHome(a)
	a.tap(variantChoice)
	a.tap("Start the game")
	a.tap("Start")
	at := 3*time.Minute + 20*time.Second
	a.advance(at)
	a.tap("Games")
	a.tap("Leave the game")

	b := newHost(t, dir, clock)
	Resume(b)
	want := nextLineOf(timers.Variant(7), at, false)
	if other := nextLineOf(timers.Track1(), at, false); other == want {
		t.Fatalf("the test needs a variant unlike track 1 at %v", at)
	}
	if !b.shows(want) || !b.shows("PAUSED") {
		t.Fatalf("the variant resumes, paused, at %v (%q): %q", at, want, b.texts())
	}
	b.tap("Resume")
	if b.shows("PAUSED") {
		t.Fatalf("Resume runs it: %q", b.texts())
	}
	b.tap("Games")
	b.tap("Leave the game")
}

// saved is the game in play as its file in the games folder holds it.
func (h *fakeHost) saved() esc.State {
	h.t.Helper()
	path := h.inPlay()
	if path == "" {
		h.t.Fatal("no game in play")
	}
	s, err := store.View[esc.State](h.Store(), esc.Rules{}, path)
	if err != nil {
		h.t.Fatal(err)
	}
	return s.State()
}

// TestADieOutsideTheBreakAsks: "-1 die" was a live one-tap button all
// game, where the rulebook takes a die only when "the door slams shut".
// Out of the door slam's break it now asks, and Cancel keeps the die.
func TestADieOutsideTheBreakAsks(t *testing.T) {
	clock := timers.NewFakeClock(time.Unix(1000, 0))
	h := newHost(t, "", clock)
	h.newGame()
	h.tapIn(playerName(1), labelled("-1 die"))
	if !h.shows("Take a die now?") || !h.dice(1, 5) {
		t.Fatalf("a die out of the break asks first: %q", h.texts())
	}
	h.tap("Cancel")
	if !h.dice(1, 5) {
		t.Fatal("Cancel keeps the die")
	}
	clock.Advance(time.Second) // not a bounce of the first tap
	h.loseDie(1)
	if !h.dice(1, 4) {
		t.Fatalf("confirmed, the die goes: %q", h.texts())
	}
}

// loseDie taps survivor i's "-1 die" and, out of a door slam's break where
// the app asks first (a die then goes only as a correction), says yes.
func (h *fakeHost) loseDie(i int) {
	h.t.Helper()
	h.tapIn(playerName(i), labelled("-1 die"))
	if len(uitest.Buttons(h.canvas(), "Take the die")) > 0 {
		h.tap("Take the die")
	}
}

// TestTheWinHasOneMoment: the end screen said "Time: 0:23 of 15:00 left"
// and the Log "0:18 left: The van reached the exit", five seconds apart,
// the time the question stayed open (a fresh-eyes table): both say the
// moment of the tap on "We escaped!".
func TestTheWinHasOneMoment(t *testing.T) {
	h := newHost(t, t.TempDir(), timers.NewFakeClock(time.Unix(1000, 0)))
	h.newGame()
	h.tap("Start")
	h.toVan()
	h.advance(timers.Track1().PlayStart() + 10*time.Minute)
	h.tap("We escaped!")
	h.advance(5 * time.Second)
	h.tap("Yes, we escaped")
	if !h.shows("Time: 5:00 of 15:00 left.") {
		t.Fatalf("the end screen says 5:00 left: %q", h.texts())
	}
	var won []string
	for _, l := range strings.Split(h.openLog(), "\n") {
		if strings.Contains(l, "left: The van reached the exit") {
			won = append(won, l)
		}
	}
	if len(won) != 1 || !strings.HasPrefix(won[0], "5:00 left: ") {
		t.Fatalf("the Log says the win came at 5:00 left: %q", won)
	}
	h.tap("Close")
	h.tap("Games")
}
