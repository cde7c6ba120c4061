package escape

import (
	"slices"
	"strconv"
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

// bigNumber is the largest text on screen and its size: a countdown's
// kit.SegmentNumber, or else the largest texts, side by side.
func (h *fakeHost) bigNumber() (string, float32) {
	var text string
	var size float32
	uitest.Walk(h.canvas(), func(o fyne.CanvasObject) {
		switch t := o.(type) {
		case *kit.SegmentNumber:
			if t.Text() != "" && t.TextSize() > size {
				text, size = t.Text(), t.TextSize()
			}
		case *canvas.Text:
			if t.Text == "" {
				return
			}
			switch {
			case t.TextSize > size:
				text, size = t.Text, t.TextSize
			case t.TextSize == size:
				text += t.Text
			}
		}
	})
	return text, size
}

// TestCountdownModeFor38Seconds: from the first gong to the door slam the
// screen says which countdown it is, counts the seconds down in digits
// far larger than the text, and says what to do, every second of the 38;
// nothing but the gong's short flash covers it.
func TestCountdownModeFor38Seconds(t *testing.T) {
	clock := timers.NewFakeClock(time.Unix(1000, 0))
	h := newHost(t, "", clock)
	h.newGame()
	h.tap("Start")
	gong := cueOffset(t, timers.KindGong, 1)
	slam := cueOffset(t, timers.KindDoorSlam, 1)
	h.advance(gong)
	text := theme.TextSize()
	for el := gong; el < slam; el += time.Second {
		if el > gong {
			h.advance(time.Second)
		}
		want := strconv.Itoa(timers.Seconds(slam - el))
		num, size := h.bigNumber()
		if num != want || size < 96 || size < 4*text {
			t.Fatalf("at %v the countdown shows %q at %v px (text %v px), want %s", el, num, size, text, want)
		}
		if !h.showsText("Countdown 1") || !h.shows("Get back to the church before the door slams") {
			t.Fatalf("at %v the screen must say which countdown and what to do: %q", el, h.texts())
		}
		if el-gong >= 2*time.Second && h.overlays() != 0 {
			t.Fatalf("at %v something covers the countdown", el)
		}
	}
	if slam-gong != timers.BackWindow {
		t.Fatalf("the window lasts %v", slam-gong)
	}
	h.tap("Pause")
}

// TestBreakScreenFor20Seconds: the door slam opens the break, a screen of
// its own: its 20-second count, every survivor with one tap to take their
// die (once per survivor per countdown, undoable, a double tap takes one),
// and, when it ends, play again, the question (if unanswered) staying where
// it was until it is answered.
func TestBreakScreenFor20Seconds(t *testing.T) {
	clock := timers.NewFakeClock(time.Unix(1000, 0))
	h := newHost(t, "", clock)
	h.newGame()
	h.tap("Start")
	slam := cueOffset(t, timers.KindDoorSlam, 1)
	h.advance(slam)
	var before map[string]fyne.Position
	for s := 20; s > 0; s-- {
		if num, _ := h.bigNumber(); num != strconv.Itoa(s) || !h.showsText("Break after countdown 1") {
			t.Fatalf("%d s into the break: %q shows, %q", 20-s, num, h.texts())
		}
		switch s {
		case 17:
			h.tap("Player 3 (W) loses a die")
			h.tap("Player 3 (W) lost a die") // the finger bounced
			if !h.dice(3, 4) {
				t.Fatalf("one tap, one die: %q", h.texts())
			}
		case 15:
			h.tap("Undo")
			if !h.dice(3, 5) || len(uitest.Buttons(h.canvas(), "Player 3 (W) loses a die")) != 1 {
				t.Fatalf("undo gives the die back and the tap again: %q", h.texts())
			}
			h.tap("Player 3 (W) loses a die")
		}
		if s == 1 {
			before = uitest.Positions(h.canvas())
		}
		h.advance(time.Second)
	}
	if h.shows("Break after countdown 1") || !h.showsText(left(slam+20*time.Second)) || !h.shows("Items in the cargo bay") {
		t.Fatalf("after 20 s play goes on, the bookkeeping back: %q", h.texts())
	}
	// The question is not answered yet: it stays, under the bookkeeping
	// (above it, it pushed the counters away: TestAnUnansweredBreakMovesNoCounter),
	// and Pause stays where it was.
	after := uitest.Positions(h.canvas())
	if _, ok := after["Everyone else made it back#1"]; !ok {
		t.Fatalf("the question went with the break: %q", h.texts())
	}
	for _, b := range []string{"Pause#1"} {
		if _, ok := after[b]; !ok {
			t.Fatalf("%q is not on screen after the break", b)
		}
		if before[b] != after[b] {
			t.Errorf("%q moved when the break ended: %v, then %v", b, before[b], after[b])
		}
	}
	if !h.dice(3, 4) || !h.dice(1, 5) {
		t.Fatalf("Player 3 lost one die in all: %q", h.texts())
	}
	h.tap("Everyone else made it back")
	if h.shows("Who did not make it back") || !h.shows("Items in the cargo bay") {
		t.Fatalf("the answered question goes, and the bookkeeping comes back: %q", h.texts())
	}
	h.tap("Pause")
}

// TestNothingRunsWhilePaused: a paused game has no goroutine and no timer
// of its own; Resume brings them back.
func TestNothingRunsWhilePaused(t *testing.T) {
	clock := timers.NewFakeClock(time.Unix(1000, 0))
	h := newHost(t, "", clock)
	h.newGame()
	h.tap("Start")
	h.advance(10 * time.Second)
	h.tap("Pause")
	if n := background(); n != 0 || clock.Waiters() != 0 {
		t.Fatalf("paused: %d goroutines, %d timers", n, clock.Waiters())
	}
	h.tap("Resume")
	h.advance(time.Second)
	if !h.showsText(left(11 * time.Second)) {
		t.Fatalf("resumed: %q", h.texts())
	}
	h.tap("Games")
	h.tap("Leave the game")
}

// TestTicksOncePerSecond: while the countdown runs the ticker wakes once a
// second, on the second; the digits redraw no more often.
func TestTicksOncePerSecond(t *testing.T) {
	clock := timers.NewFakeClock(time.Unix(1000, 0))
	h := newHost(t, "", clock)
	h.newGame()
	h.tap("Start")
	gong := cueOffset(t, timers.KindGong, 1)
	h.advance(gong + 5*time.Second)
	posted := 0
	for i := 0; i < 10; i++ {
		settle(t)
		clock.Advance(100 * time.Millisecond)
		settle(t)
		posted += h.q.Drain()
	}
	if posted > 2 {
		t.Fatalf("a second of countdown posted %d updates, want at most 2 (a tick and a save)", posted)
	}
	h.tap("Pause")
}

// TestSurpriseHidesEveryFutureTime: with "Surprise me" no countdown is
// marked before its gong and no line says when the next comes.
func TestSurpriseHidesEveryFutureTime(t *testing.T) {
	clock := timers.NewFakeClock(time.Unix(1000, 0))
	h := newHost(t, "", clock)
	fromHome(h)
	h.tick(surpriseChoice)
	h.tap("Start the game")
	h.tap("Start")
	if !h.shows("Surprise me") {
		t.Fatalf("the screen says the countdowns come unannounced: %q", h.texts())
	}
	gong := cueOffset(t, timers.KindGong, 1)
	for el := time.Duration(0); el < gong; {
		step := min(30*time.Second, gong-el)
		h.advance(step)
		el += step
		for _, s := range h.texts() {
			for _, c := range timers.Track1().Cues {
				if c.Offset > el && c.Kind != timers.KindZombieCry && (s == timers.FormatLeft(c.Offset-el) || slices.Contains([]string{"next", "Countdown 1 in"}, s)) {
					t.Fatalf("at %v the screen gives a future time away: %q", el, s)
				}
			}
		}
		if v := h.bar(); v != nil && len(v.marks) != 0 && el < gong {
			t.Fatalf("at %v a countdown is marked before its gong: %v", el, v.marks)
		}
	}
	h.tap("Pause")
}

// bar is the timeline on screen.
func (h *fakeHost) bar() *timelineBar {
	var b *timelineBar
	uitest.Walk(h.canvas(), func(o fyne.CanvasObject) {
		if x, ok := o.(*timelineBar); ok {
			b = x
		}
	})
	return b
}

// tick taps a check box in its middle, as a finger does.
func (h *fakeHost) tick(label string) {
	h.t.Helper()
	c := uitest.Button(h.t, h.canvas(), label)
	test.TapAt(c.(fyne.Tappable), fyne.NewPos(c.Size().Width/8, c.Size().Height/2))
}

// showsBig reports whether the countdown's big number reads n.
func (h *fakeHost) showsBig(n string) bool {
	got, _ := h.bigNumber()
	return got == n
}

// said reports whether the message bar's Log holds s: the bar shows the
// newest message, cut to its lines when long.
func (h *fakeHost) withWords(s string) bool {
	bar := h.msgBar()
	if bar == nil {
		return false
	}
	for _, m := range bar.History() {
		if strings.Contains(m.Shown(), s) {
			return true
		}
	}
	return false
}

// TestAnOpenQuestionNeverCoversACountdown: a door-slam question left open
// through the next countdown stays above the bookkeeping; the countdown's
// number and what to do stay on the screen.
func TestAnOpenQuestionNeverCoversACountdown(t *testing.T) {
	h := newHost(t, "", timers.NewFakeClock(time.Unix(1000, 0)))
	h.newGame()
	h.tap("Start")
	h.advance(cueOffset(t, timers.KindDoorSlam, 1))
	h.advance(21 * time.Second) // the break ends, the question still open
	h.advance(cueOffset(t, timers.KindGong, 2) - cueOffset(t, timers.KindDoorSlam, 1) - 21*time.Second + 3*time.Second)
	if !h.shows("The door slams: countdown 1 is over.") || !h.showsText("Countdown 2") {
		t.Fatalf("countdown 2 runs with countdown 1's question open: %q", h.texts())
	}
	var number fyne.CanvasObject
	uitest.Walk(h.canvas(), func(o fyne.CanvasObject) {
		if n, ok := o.(*kit.SegmentNumber); ok && n.Text() != "" {
			number = o
		}
	})
	if number == nil {
		t.Fatal("no countdown number on screen")
	}
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(number)
	if bottom := at.Y + number.Size().Height; at.Y < 0 || bottom > h.canvas().Size().Height {
		t.Fatalf("the countdown's number lies at %v..%v, outside the %v-high window", at.Y, bottom, h.canvas().Size().Height)
	}
	h.tap("Pause")
}
