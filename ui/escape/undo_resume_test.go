package escape

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"hordekeeper/engine"
	esc "hordekeeper/engine/escape"
	"hordekeeper/timers"
	"hordekeeper/ui/internal/uitest"
)

// undoDisabled tells whether the Undo button is greyed out.
func undoDisabled(h *fakeHost) bool {
	for _, b := range uitest.Buttons(h.canvas(), "Undo") {
		if d, ok := b.(fyne.Disableable); ok && d.Disabled() {
			return true
		}
	}
	return false
}

// TestUndoAfterResumeTakesBackTheSame: a die lost, then clock marks
// recorded as the soundtrack runs and as the game is left; resumed from
// the games folder, one Undo gives the die back (the marks after it go
// with it, never alone) and says so, as it did before leaving.
func TestUndoAfterResumeTakesBackTheSame(t *testing.T) {
	dir := t.TempDir()
	clock := timers.NewFakeClock(time.Unix(0, 0))
	a := newHost(t, dir, clock)
	a.newGame()
	a.tap("Start")
	a.advance(time.Minute)
	a.loseDie(1)
	a.advance(40 * time.Second) // the soundtrack's marks, after the die
	a.tap("Undo")
	said := "Taken back. " + playerName(1) + " (B) has a die back: 5 of 5 dice."
	if !a.dice(1, 5) || !strings.Contains(strings.Join(a.texts(), " "), said) {
		t.Fatalf("before leaving, Undo gives the die back: %q", a.texts())
	}
	a.tap("Redo")
	if !a.dice(1, 4) {
		t.Fatal("Redo takes the die again")
	}
	a.advance(20 * time.Second)
	a.tap("Games")
	a.tap("Leave the game")

	files, _ := filepath.Glob(filepath.Join(dir, "escape-*.hkj"))
	if len(files) != 1 {
		t.Fatalf("games in play: %v", files)
	}
	data, _ := os.ReadFile(files[0])
	rec, err := engine.ReadJournal(files[0], bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	last := rec.Actions[rec.Cursor-1]
	if last.Kind != (esc.ClockAt{}).Kind() || !last.Follows {
		t.Fatalf("the journal ends on %+v, not on a clock mark in the die's group", last)
	}

	b := newHost(t, dir, clock)
	Resume(b) // one tap on home
	if !b.dice(1, 4) {
		t.Fatal("the lost die comes back with the game")
	}
	b.tap("Undo")
	if !b.dice(1, 5) || !strings.Contains(strings.Join(b.texts(), " "), said) {
		t.Fatalf("after a resume, one Undo gives the die back and says so: %q", b.texts())
	}
	if !undoDisabled(b) {
		t.Fatal("only clock marks are left, yet Undo is offered")
	}
}
