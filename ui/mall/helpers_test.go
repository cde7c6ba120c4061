package mall

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/uitest"
)

// tap taps the one button with that label, as a player does, and fails if
// the screen then shows a refusal.
func tap(t *testing.T, h *fakeHost, label string) {
	t.Helper()
	uitest.Tap(t, h.canvas(), label)
	noRefusal(t, h, label)
}

func noRefusal(t *testing.T, h *fakeHost, label string) {
	t.Helper()
	for _, s := range uitest.Texts(h.canvas()) {
		if strings.HasPrefix(s, "Not recorded") || strings.HasPrefix(s, "Not shown") {
			t.Fatalf("tapping %q was refused: %s", label, s)
		}
	}
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
	var best fyne.CanvasObject
	bestSize := 0
	uitest.Walk(h.canvas(), func(o fyne.CanvasObject) {
		if _, ok := o.(*fyne.Container); !ok {
			return
		}
		named, size := false, 0
		var found []fyne.CanvasObject
		uitest.WalkObject(o, func(c fyne.CanvasObject) {
			size++
			if tx, ok := c.(*canvas.Text); ok && (tx.Text == row || strings.HasPrefix(tx.Text, row+": ")) {
				named = true
			}
			if l, ok := uitest.Label(c); ok && l == label {
				found = append(found, c)
			}
		})
		if named && len(found) == 1 && (best == nil || size < bestSize) {
			best, bestSize = found[0], size
		}
	})
	if best == nil {
		t.Fatalf("no button %q in the row of %q; the screen shows %q", label, row, uitest.Texts(h.canvas()))
	}
	if d, ok := best.(fyne.Disableable); ok && d.Disabled() {
		t.Fatalf("button %q of %q is disabled", label, row)
	}
	test.Tap(best.(fyne.Tappable))
	noRefusal(t, h, row+" "+label)
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
// not yet placed, unless the table chose another) on a location.
func placeLabel(st mh.State, l mh.Location) string {
	for _, c := range st.CharactersOf(st.Placer()) {
		if c.Location == 0 {
			return fmt.Sprintf("%s to %s", c.Kind, l)
		}
	}
	return ""
}

// placeAll places every character on the first allowed location, by taps.
func placeAll(t *testing.T, h *fakeHost) {
	t.Helper()
	for st := h.state(); st.Phase == mh.PhaseSetup; st = h.state() {
		tap(t, h, placeLabel(st, st.PlacementChoices()[0]))
	}
}

// lookLabel is the button with which an entitled player looks at the dice.
func lookLabel(st mh.State, seat int) string {
	why := "Security Camera"
	if st.ChiefElected && seat == st.Chief {
		why = "elected Chief"
	}
	return fmt.Sprintf("%s looks (%s)", st.Players[seat].Label(), why)
}
