package escape

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/timers"
	"hordekeeper/ui/internal/uitest"
)

// The fresh-eyes round: what a new player found at 800x1280, each driven as
// a player would.

// TestTheQuestionMovesNoDie: when the door slam's question is left
// unanswered past the break, it comes back on the play screen, and no
// "-1 die" (nor any other button of the bookkeeping) moves under a finger.
func TestTheQuestionMovesNoDie(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 800, Height: 1280}, {Width: 1280, Height: 800}} {
		clock := timers.NewFakeClock(time.Unix(1000, 0))
		h := newHost(t, "", clock)
		h.win.Resize(size)
		h.newGame()
		h.tap("Start")
		h.advance(time.Minute)
		before := uitest.Positions(h.canvas())
		slam := cueOffset(t, timers.KindDoorSlam, 1)
		h.advance(slam - time.Minute + 21*time.Second) // the break is over, unanswered
		if !h.shows("Who did not make it back") || len(uitest.Buttons(h.canvas(), "Player 2 (R) loses a die")) != 1 {
			t.Fatalf("%v: the question waits on the play screen: %q", size, h.texts())
		}
		after := uitest.Positions(h.canvas())
		for k, p := range before {
			if k == "Start#1" || k == "Pause#1" || k == "Mute#1" || strings.HasPrefix(k, "-1 die") || strings.HasPrefix(k, "+") || strings.HasPrefix(k, "−") ||
				k == "Undo#1" || k == "Redo#1" || k == "We escaped!#1" || k == "The exit is revealed#1" {
				if q, ok := after[k]; !ok || q != p {
					t.Errorf("%v: the question moved %s from %v to %v", size, k, p, q)
				}
			}
		}
		h.tap("Everyone made it back")
		h.tap("Pause")
	}
}

// TestPausedTotalCountsEveryPause: the line under the clock says PAUSED
// while paused and, once the game runs again, the whole time spent paused
// (40 s of pause reads 0:40, not the 0:01 the player saw).
func TestPausedTotalCountsEveryPause(t *testing.T) {
	clock := timers.NewFakeClock(time.Unix(1000, 0))
	h := newHost(t, "", clock)
	h.newGame()
	h.tap("Start")
	h.advance(10 * time.Second)
	h.tap("Pause")
	h.advance(1500 * time.Millisecond)
	h.tap("Resume")
	if !h.shows("Paused 0:01 in all.") {
		t.Fatalf("a pause of 1.5 s: %q", h.texts())
	}
	h.advance(5 * time.Second)
	h.tap("Pause")
	if !h.shows("PAUSED: tap Resume to go on.") || h.shows("in all") {
		t.Fatalf("while paused it says so, with no count that stands still: %q", h.texts())
	}
	h.advance(40 * time.Second)
	h.tap("Resume")
	if !h.shows("Paused 0:41 in all.") || h.shows("PAUSED") {
		t.Fatalf("1.5 s and 40 s of pause: %q", h.texts())
	}
	h.tap("Pause")
}

// TestOneTimeForOneMoment: the clock, the resume prompt, "We escaped?" and
// the end screen write one moment of the game the same way.
func TestOneTimeForOneMoment(t *testing.T) {
	dir := t.TempDir()
	clock := timers.NewFakeClock(time.Unix(1000, 0))
	a := newHost(t, dir, clock)
	a.newGame()
	a.toVan()
	a.tap("Start")
	at := timers.Track1().PlayStart() + 7*time.Minute + 23*time.Second + 400*time.Millisecond
	a.advance(at)
	shown := left(at)
	if !a.showsText(shown) {
		t.Fatalf("the clock shows %s: %q", shown, a.texts())
	}
	a.tap("Pause")
	a.tap("Games")

	b := newHost(t, dir, clock)
	if p, _ := InPlay(b.Store()); p.Where != shown+" of 15:00 left" {
		t.Fatalf("the list of games says %q, want %s left", p.Where, shown)
	}
	fromHome(b)
	if !b.showsText(shown) {
		t.Fatalf("the resumed clock says %s: %q", shown, b.texts())
	}
	b.tap("We escaped!")
	if !b.shows("with " + shown + " of 15:00 left.") {
		t.Fatalf("the escape question says %s: %q", shown, b.texts())
	}
	b.tap("Yes, we escaped")
	if !b.shows("Time: " + shown + " of 15:00 left.") {
		t.Fatalf("the end screen says %s: %q", shown, b.texts())
	}
}

// TestTheLogKeepsCuesAndComesBack: every cue heard is a line of the Log
// (a missed one says so), and a resumed game's Log holds what happened
// before the app closed.
func TestTheLogKeepsCuesAndComesBack(t *testing.T) {
	dir := t.TempDir()
	clock := timers.NewFakeClock(time.Unix(1000, 0))
	a := newHost(t, dir, clock)
	a.newGame()
	a.tap("Start")
	slam := cueOffset(t, timers.KindDoorSlam, 1)
	a.advance(slam)
	a.tap("Player 2 (R) loses a die")
	a.tap("Everyone else made it back")
	a.advance(30 * time.Second)
	log := a.openLog()
	escape := timers.Track1().Cues[0]
	for _, c := range timers.Track1().Cues {
		if c.Kind == timers.KindEscape {
			escape = c
			break
		}
	}
	wants := []string{escape.Caption, clockText(timers.Track1().Played(escape.Offset)) + " left: ",
		left(slam) + " left: The church door slams shut.", "After countdown 1", "Player 2 (R) loses a die"}
	for _, w := range wants {
		if !strings.Contains(log, w) {
			t.Fatalf("the Log has %q:\n%s", w, log)
		}
	}
	a.tap("Close")
	a.tap("Games")
	a.tap("Leave the game")

	b := newHost(t, dir, clock)
	Resume(b)
	again := b.openLog()
	for _, w := range wants {
		if !strings.Contains(again, w) {
			t.Fatalf("the resumed Log has %q:\n%s", w, again)
		}
	}
	b.tap("Close")

	// A cue missed while the app stalled is a line of its own.
	c := newHost(t, "", timers.NewFakeClock(time.Unix(1000, 0)))
	c.newGame()
	c.tap("Start")
	c.advance(escape.Offset + 30*time.Second)
	if l := c.openLog(); !strings.Contains(l, "Missed by") {
		t.Fatalf("a missed cue is in the Log:\n%s", l)
	}
	c.tap("Close")
	c.tap("Pause")
}

// openLog taps "Log" and returns what it lists, one message a line.
func (h *fakeHost) openLog() string {
	h.t.Helper()
	h.tap("Log")
	var out []string
	for _, o := range h.canvas().Overlays().List() {
		uitest.WalkObject(o, func(x fyne.CanvasObject) {
			if l, ok := x.(*widget.Label); ok && l.Text != "" {
				out = append(out, l.Text)
			}
		})
	}
	return strings.Join(out, "\n")
}

// TestAStragglerLosesADieInTheRulebooksWords: the button says the survivor
// loses a die (the rulebook: "loses one of his dice"), and once tapped it
// reads "lost a die" in full ink, not greyed out; a second tap takes none.
func TestAStragglerLosesADieInTheRulebooksWords(t *testing.T) {
	h := newHost(t, "", timers.NewFakeClock(time.Unix(1000, 0)))
	h.newGame()
	h.tap("Start")
	h.advance(cueOffset(t, timers.KindDoorSlam, 1))
	if h.shows("take a die") || len(uitest.Buttons(h.canvas(), "Player 1 (B) loses a die")) != 1 {
		t.Fatalf("the break offers 'loses a die': %q", h.texts())
	}
	h.tap("Player 1 (B) loses a die")
	bs := uitest.Buttons(h.canvas(), "Player 1 (B) lost a die")
	if len(bs) != 1 || bs[0].(fyne.Disableable).Disabled() {
		t.Fatalf("the done state reads in full: %q", h.texts())
	}
	h.tap("Player 1 (B) lost a die")
	if !h.dice(1, 4) || !h.shows("one die per survivor per countdown") {
		t.Fatalf("a second tap takes no die and says why: %q", h.texts())
	}
	h.tap("Pause")
}
