package escape

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"hordekeeper/timers"
	"hordekeeper/ui/internal/uitest"
)

// TestRedoGoesWhenTheTableMovesOn: a zombie undone before a pause stayed
// ready to be redone through Pause, Resume and into countdown 1 (a
// fresh-eyes table): a pause is a step, as in the journal, and drops the
// redo; so does a cue. Before either, Redo still puts the zombie back.
func TestRedoGoesWhenTheTableMovesOn(t *testing.T) {
	h := newHost(t, "", timers.NewFakeClock(time.Unix(1000, 0)))
	h.newGame()
	h.tap("Start")
	h.advance(30 * time.Second)
	redoLit := func() bool {
		bs := uitest.Buttons(h.canvas(), "Redo")
		return len(bs) == 1 && !bs[0].(fyne.Disableable).Disabled()
	}
	zombie := func() { h.tapIn("Zombies at the church", withIcon(theme.ContentAddIcon())) }
	zombie()
	h.tap("Undo")
	if !redoLit() {
		t.Fatal("right after Undo, Redo puts the zombie back")
	}
	h.tap("Pause")
	if redoLit() {
		t.Error("Redo still lit after Pause")
	}
	h.tap("Resume")
	zombie()
	h.tap("Undo")
	h.advance(cueOffset(t, timers.KindGong, 1) - 30*time.Second)
	if redoLit() {
		t.Error("Redo still lit into countdown 1")
	}
	h.tap("Pause")
}
