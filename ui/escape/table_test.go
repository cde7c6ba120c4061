package escape

import (
	"image/color"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"hordekeeper/timers"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/kit"
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
	fromHome(b)
	shown := left(saved)
	if !b.showsText(shown) || !b.shows("The clock stopped when the app closed.") || len(uitest.Buttons(b.canvas(), "Resume")) != 1 {
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

// TestARefusalGoesAtTheNextStep: a red "Not allowed" answers the tap that
// made it and no more: at the next stage (the break is over) it leaves the
// bar, and the Log keeps it.
func TestARefusalGoesAtTheNextStep(t *testing.T) {
	h := newHost(t, "", timers.NewFakeClock(time.Unix(1000, 0)))
	h.newGame()
	h.tap("Start")
	h.advance(cueOffset(t, timers.KindDoorSlam, 2) - 30*time.Second)
	h.advance(30 * time.Second) // break 2
	h.tap("Player 1 (B) loses a die")
	h.tap("Player 1 (B) lost a die")
	if !h.shows("Not allowed") {
		t.Fatalf("the second tap is refused in red: %q", h.texts())
	}
	h.advance(21 * time.Second) // back to play
	if h.shows("Not allowed") {
		t.Fatalf("the refusal stayed up into play: %q", h.texts())
	}
	if l := h.openLog(); !strings.Contains(l, "already lost a die") {
		t.Fatalf("the Log keeps the refusal:\n%s", l)
	}
	h.tap("Close")
	h.tap("Everyone else made it back") // the break's question, kept up until answered
	h.tapRefused("We escaped!")
	h.tapIn("Items in the cargo bay", withIcon(theme.ContentAddIcon()))
	if h.shows("Not allowed") {
		t.Fatalf("a step recorded takes the refusal away: %q", h.texts())
	}
	h.tap("Pause")
}

// TestPausedShowsFromAcrossTheTable: paused, the screen says PAUSED in type
// at least as large as a headline (in Start's cell, so it covers and moves
// nothing) and the big clock is dimmed; both go when the game runs again.
func TestPausedShowsFromAcrossTheTable(t *testing.T) {
	h := newHost(t, "", timers.NewFakeClock(time.Unix(1000, 0)))
	h.newGame()
	h.tap("Start")
	h.advance(time.Minute)
	clockInk := func() color.Color { return h.bigText(left(time.Minute)).Color }
	running := clockInk()
	if h.bigText("PAUSED") != nil {
		t.Fatal("no PAUSED sign while the game runs")
	}
	h.tap("Pause")
	if s := h.bigText("PAUSED"); s == nil || s.TextSize < theme.Size(theme.SizeNameHeadingText) {
		t.Fatalf("a PAUSED sign read from 2 m: %q", h.texts())
	}
	if clockInk() == running {
		t.Fatal("the paused clock looks as it did running")
	}
	h.advance(cueOffset(t, timers.KindBackWindow, 1)) // no time passes: paused
	h.tap("Resume")
	if h.bigText("PAUSED") != nil || clockInk() != running {
		t.Fatal("running again, the sign goes and the clock is as bright as before")
	}
	h.tap("Pause")
}

// bigText is the visible canvas text reading exactly text, nil if none.
func (h *fakeHost) bigText(text string) *canvas.Text {
	var found *canvas.Text
	uitest.Walk(h.canvas(), func(o fyne.CanvasObject) {
		switch t := o.(type) {
		case *canvas.Text:
			if t.Text == text {
				found = t
			}
		case *kit.TickText: // a clock: drawn a character to a text
			if t.Text() == text {
				for _, c := range test.WidgetRenderer(t).Objects() {
					if c.(*canvas.Text).Text != "" {
						found = c.(*canvas.Text)
						break
					}
				}
			}
		}
	})
	return found
}

// TestTheEscapeTimeIsTheTaps: the moment of "We escaped!" is the tap's:
// the table may take its time to confirm, and the end screen says the same
// time as the question.
func TestTheEscapeTimeIsTheTaps(t *testing.T) {
	h := newHost(t, t.TempDir(), timers.NewFakeClock(time.Unix(1000, 0)))
	h.newGame()
	h.toVan()
	h.tap("Start")
	at := timers.Track1().PlayStart() + 14*time.Minute + 18*time.Second
	h.advance(at)
	h.tap("We escaped!")
	asked := left(at)
	if !h.shows("with " + asked + " of 15:00 left.") {
		t.Fatalf("the question says %s: %q", asked, h.texts())
	}
	h.advance(11 * time.Second)
	h.tap("Yes, we escaped")
	if !h.shows("Time: " + asked + " of 15:00 left.") {
		t.Fatalf("the end screen says %s, as the question did: %q", asked, h.texts())
	}
}

// TestDoneReadsAsDone: once the exit is revealed its button reads "Exit
// revealed" with a tick, in full ink (not greyed out), and a tap says why
// nothing more happens.
func TestDoneReadsAsDone(t *testing.T) {
	h := newHost(t, "", timers.NewFakeClock(time.Unix(1000, 0)))
	h.newGame()
	h.tap("The exit is revealed")
	bs := uitest.Buttons(h.canvas(), "Exit revealed")
	if len(bs) != 1 || bs[0].(fyne.Disableable).Disabled() {
		t.Fatalf("the done state reads in full: %q", h.texts())
	}
	h.tap("Exit revealed")
	if !h.shows("already on the table") {
		t.Fatalf("a tap says why: %q", h.texts())
	}
}

// TestUndoSaysWhatItTookBack: Undo of a "-1 die" says the die is back with
// the count the row shows; every step, pause and undo is a line of the Log
// with its time.
func TestUndoSaysWhatItTookBack(t *testing.T) {
	h := newHost(t, "", timers.NewFakeClock(time.Unix(1000, 0)))
	h.newGame()
	h.tap("Start")
	h.advance(time.Minute)
	h.loseDie(1)
	h.tap("Undo")
	if !h.dice(1, 5) || !strings.Contains(strings.Join(h.texts(), " "), "Taken back. "+playerName(1)+" (B) has a die back: 5 of 5 dice.") {
		t.Fatalf("the undo says what it took back: %q", h.texts())
	}
	h.tapIn("Items in the cargo bay", withIcon(theme.ContentAddIcon()))
	h.tap("The exit is revealed")
	h.tapIn("Zombies at the church", withIcon(theme.ContentAddIcon()))
	h.tap("Pause")
	h.tap("Resume")
	at := left(time.Minute) + " left: "
	log := h.openLog()
	for _, w := range []string{"loses a die", "Taken back", "An item went into the cargo bay: 1 of 7.", "The exit is revealed", "A zombie reached the church: 1 of 3.", "The game is paused.", "The game runs again."} {
		if !strings.Contains(log, at+w) && !strings.Contains(log, at+"Taken back") {
			t.Fatalf("the Log has %q at %s:\n%s", w, at, log)
		}
		if !strings.Contains(log, w) {
			t.Fatalf("the Log has %q:\n%s", w, log)
		}
	}
	h.tap("Close")
	h.tap("Pause")
}

// TestTwoZombiesWarn: at 2 of 3 zombies at the church the row says one more
// loses the game, and no button moves for it.
func TestTwoZombiesWarn(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 800, Height: 1280}, {Width: 1280, Height: 800}} {
		h := newHost(t, "", timers.NewFakeClock(time.Unix(1000, 0)))
		h.win.Resize(size)
		h.newGame()
		h.tapIn("Zombies at the church", withIcon(theme.ContentAddIcon()))
		before := uitest.Positions(h.canvas())
		h.tapIn("Zombies at the church", withIcon(theme.ContentAddIcon()))
		if all := strings.Join(h.texts(), " "); !strings.Contains(all, "Zombies at the church: one more loses!") || !strings.Contains(all, "the game is lost") {
			t.Fatalf("%v: 2 of 3 warns: %q", size, h.texts())
		}
		after := uitest.Positions(h.canvas())
		for k, p := range before {
			if q, ok := after[k]; ok && q != p {
				t.Errorf("%v: the warning moved %s from %v to %v", size, k, p, q)
			}
		}
	}
}

// TestPlayAgainAnswersAtOnce: "Play again" says "Starting…" at the tap and
// takes no second tap; one new game starts.
func TestPlayAgainAnswersAtOnce(t *testing.T) {
	dir := t.TempDir()
	h := newHost(t, dir, timers.NewFakeClock(time.Unix(1000, 0)))
	h.newGame()
	for i := 0; i < 3; i++ {
		h.tapIn("Zombies at the church", withIcon(theme.ContentAddIcon()))
	}
	h.tap("Yes, the game is lost") // a tap that ends the game asks first
	h.tap("Play again: same soundtrack")
	if !h.shows("Starting…") || len(uitest.Buttons(h.canvas(), "Play again: random countdowns")) != 1 {
		t.Fatalf("the tap is answered at once: %q", h.texts())
	}
	h.tapRefused("Starting…")
	h.tapRefused("Play again: random countdowns")
	h.q.Drain()
	if !h.showsText("15:00") || len(uitest.Buttons(h.canvas(), "Start")) != 1 || h.saved().Outcome.Over {
		t.Fatalf("one new game waits for Start: %q", h.texts())
	}
	h.tap("Games")
}

// TestAnEndingTapAsksAndIsTakenBack: one tap on the zombie "+" at 2 of 3
// ended the game for good. It now asks first, like "We escaped!"; "Cancel"
// changes nothing; confirmed, the game ends, and the end screen's Undo puts
// the game back, paused, with 2 zombies at the church.
func TestAnEndingTapAsksAndIsTakenBack(t *testing.T) {
	h := newHost(t, t.TempDir(), timers.NewFakeClock(time.Unix(1000, 0)))
	h.newGame()
	h.tap("Start")
	h.advance(time.Minute)
	for range 3 {
		h.tapIn("Zombies at the church", withIcon(theme.ContentAddIcon()))
	}
	if !h.shows("This ends the game") || h.saved().ChurchZombies != 2 {
		t.Fatalf("the third zombie asks first: %q", h.texts())
	}
	h.tap("Cancel")
	if h.saved().Outcome.Over {
		t.Fatal("Cancel ended the game")
	}
	h.tapIn("Zombies at the church", withIcon(theme.ContentAddIcon()))
	h.tap("Yes, the game is lost")
	if !h.saved().Outcome.Over {
		t.Fatalf("confirmed, the game ends: %q", h.texts())
	}
	h.tap("Undo: back to the game")
	h.q.Drain()
	if st := h.saved(); st.Outcome.Over || st.ChurchZombies != 2 {
		t.Fatalf("Undo puts the game back with 2 zombies: over %v, %d zombies", st.Outcome.Over, st.ChurchZombies)
	}
	if len(uitest.Buttons(h.canvas(), "Resume")) != 1 {
		t.Fatalf("the game comes back paused, Resume on show: %q", h.texts())
	}
	if h.shows("The clock stopped when the app closed") {
		t.Fatalf("the app did not close: %q", h.texts())
	}
}
