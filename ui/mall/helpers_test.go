package mall

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/kit"
)

// tap taps the one button with that label, as a player does, and fails if
// the screen then shows a refusal.
func tap(t *testing.T, h *fakeHost, label string) {
	t.Helper()
	n := len(messages(h))
	uitest.Tap(t, h.canvas(), label)
	noRefusal(t, h, label, n)
}

// noRefusal fails when a message after the first n is a refusal.
func noRefusal(t *testing.T, h *fakeHost, label string, n int) {
	t.Helper()
	ms := messages(h)
	for _, m := range ms[min(n, len(ms)):] {
		if m.Refusal {
			t.Fatalf("tapping %q was refused: %s", label, m.Text)
		}
	}
}

// messages is everything the message bar said, oldest first (none when
// no bar is on screen).
func messages(h *fakeHost) []kit.Message {
	var out []kit.Message
	uitest.Walk(h.canvas(), func(o fyne.CanvasObject) {
		if b, ok := o.(*kit.MessageBar); ok {
			out = b.History()
		}
	})
	return out
}

// said reports whether the message bar said something containing s.
func withWords(h *fakeHost, s string) bool {
	for _, m := range messages(h) {
		if strings.Contains(m.Text, s) {
			return true
		}
	}
	return false
}

// shows reports whether some text on screen contains s; a label that
// wraps over several lines counts as its whole sentence.
func shows(h *fakeHost, s string) bool { return strings.Contains(screenText(h), s) }

// screenText is everything written on screen, one piece a line, and the
// whole sentence of every label.
func screenText(h *fakeHost) string {
	out := uitest.Texts(h.canvas())
	uitest.Walk(h.canvas(), func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok {
			out = append(out, l.Text)
		}
	})
	return strings.Join(out, "\n")
}

// tapIn taps the button labelled label in the part of the screen that
// names row: a player's row ("Ann (R)", or their colour's letter), a
// numbered seat ("2."). It is the smallest group on screen that holds that
// name and exactly one such button, as a player reads a row.
func tapIn(t *testing.T, h *fakeHost, row, label string) {
	t.Helper()
	tapWhere(t, h, func(text string) bool { return text == row || strings.HasPrefix(text, row+":") }, row, label)
}

// tapAfter taps the button labelled label in the row whose line starts
// with "NAME: " (a seat's line in the vote helper).
func tapAfter(t *testing.T, h *fakeHost, name, label string) {
	t.Helper()
	// A voter's row is headed by the name without its colour's letter.
	bare := name
	if i := strings.LastIndex(name, " ("); i > 0 {
		bare = name[:i]
	}
	tapWhere(t, h, func(text string) bool { return strings.HasPrefix(text, name+":") || strings.HasPrefix(text, bare+":") }, name, label)
}

// tapWhere taps the one button labelled label in the smallest group whose
// text named says is the row.
func tapWhere(t *testing.T, h *fakeHost, named func(string) bool, row, label string) {
	t.Helper()
	best := buttonWhere(t, h, named, row, label)
	if d, ok := best.(fyne.Disableable); ok && d.Disabled() {
		t.Fatalf("button %q of %q is disabled", label, row)
	}
	n := len(messages(h))
	test.Tap(best.(fyne.Tappable))
	noRefusal(t, h, row+" "+label, n)
}

// buttonWhere is the one button labelled label in the smallest group whose
// text named says is the row.
func buttonWhere(t *testing.T, h *fakeHost, named func(string) bool, row, label string) fyne.CanvasObject {
	t.Helper()
	var best fyne.CanvasObject
	bestSize := 0
	uitest.Walk(h.canvas(), func(o fyne.CanvasObject) {
		if _, ok := o.(*fyne.Container); !ok {
			return
		}
		has, size := false, 0
		var found []fyne.CanvasObject
		uitest.WalkObject(o, func(c fyne.CanvasObject) {
			size++
			if tx, ok := c.(*canvas.Text); ok && named(tx.Text) {
				has = true
			}
			if l, ok := uitest.Label(c); ok && l == label {
				found = append(found, c)
			}
		})
		if has && len(found) == 1 && (best == nil || size < bestSize) {
			best, bestSize = found[0], size
		}
	})
	if best == nil {
		t.Fatalf("no button %q in the row of %q; the screen shows %q", label, row, uitest.Texts(h.canvas()))
	}
	return best
}

// dieFaces lists the dice drawn with their pips, overlays included.
func dieFaces(c fyne.Canvas) []*dieFace {
	var out []*dieFace
	uitest.Walk(c, func(o fyne.CanvasObject) {
		if d, ok := o.(*dieFace); ok {
			out = append(out, d)
		}
	})
	return out
}

// newGame opens the game from the home screen and starts a game of n
// players with the second player as the first Chief, by taps.
func newGame(t *testing.T, h *fakeHost, n int) {
	t.Helper()
	tap(t, h, "Mall of Horror")
	if !shows(h, "How many players?") {
		t.Fatalf("Mall of Horror opens on %q, want the new-game form", uitest.Texts(h.canvas()))
	}
	tap(t, h, fmt.Sprintf("%d players", n))
	tapIn(t, h, "2.", "Chief")
	tap(t, h, "Start the game")
	if !shows(h, "places a character") {
		t.Fatalf("start shows %q", uitest.Texts(h.canvas()))
	}
}

// placeLabel is the button that places the placer's character (the first
// not yet placed, unless the table chose another) on a location: the
// location's own button, in its fixed place.
func placeLabel(st mh.State, l mh.Location) string { return l.String() }

// placeAll places every character on the first allowed location, by taps.
func placeAll(t *testing.T, h *fakeHost) {
	t.Helper()
	for st := h.state(); st.Phase == mh.PhaseSetup; st = h.state() {
		tap(t, h, placeLabel(st, st.PlacementChoices()[0]))
	}
}

// voteFor has every seat with a vote choose the same colour in the vote
// helper, one tap in each seat's row, and the app count it.
func voteFor(t *testing.T, h *fakeHost, colour int) {
	t.Helper()
	st := h.state()
	v, ok := st.CurrentVote()
	if !ok {
		t.Fatalf("no vote on in %s", st.Phase)
	}
	if len(v.Candidates) == 1 {
		tap(t, h, "Only "+shortLabel(st.Players[v.Candidates[0]])+" is possible: go on")
		return
	}
	for seat, w := range v.Weights {
		if w.Votes > 0 {
			tapAfter(t, h, label(st.Players[seat]), shortLabel(st.Players[colour]))
		}
	}
	if b, ok := uitest.Button(t, h.canvas(), "Count the votes").(*kit.Button); ok && b.Disabled() {
		t.Fatalf("the count is refused: %s; the screen shows %q", b.Reason(), screenText(h))
	}
	tap(t, h, "Count the votes")
}

// peekHold is the one hold button of the peek gate on screen.
func peekHold(t *testing.T, h *fakeHost) *kit.HoldButton {
	t.Helper()
	var found []*kit.HoldButton
	uitest.Walk(h.canvas(), func(o fyne.CanvasObject) {
		if b, ok := o.(*kit.HoldButton); ok {
			found = append(found, b)
		}
	})
	if len(found) != 1 {
		t.Fatalf("%d hold buttons on screen, want 1: %q", len(found), screenText(h))
	}
	return found[0]
}

// holdPeek puts a finger down on the peek's hold button and keeps it there.
func holdPeek(t *testing.T, h *fakeHost) {
	t.Helper()
	peekHold(t, h).MouseDown(&desktop.MouseEvent{})
}

// endPeek lifts the finger from the hold button and gives the tablet back.
func endPeek(t *testing.T, h *fakeHost) {
	t.Helper()
	peekHold(t, h).MouseUp(&desktop.MouseEvent{})
	tap(t, h, "Done: give the tablet back")
}
