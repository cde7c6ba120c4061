package mall

import (
	"reflect"
	"strings"
	"testing"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/uitest"
)

// lastUndone is the last "Undone: ..." line of the message bar.
func lastUndone(h *fakeHost) string {
	ms := messages(h)
	for i := len(ms) - 1; i >= 0; i-- {
		if strings.HasPrefix(ms[i].Text, "Undone: ") {
			return ms[i].Text
		}
	}
	return ""
}

// TestUndoAfterResumeTakesBackTheSame: the step that leaves the Security
// HQ empty or condemned skips the election by itself, inside the step;
// one Undo takes the step back with all it caused, and after leaving the
// game and resuming it one Undo takes back the same, and says the same.
func TestUndoAfterResumeTakesBackTheSame(t *testing.T) {
	dir := t.TempDir()
	h := newHostIn(t, dir, 12345)
	// This deal reaches a skipped election under the other reading of the
	// Parking (zombies get in only by numbers); the rulebook's default
	// ends it first.
	tap(t, h, "Mall of Horror")
	tap(t, h, "3 players")
	tapIn(t, h, "2.", "Chief")
	tap(t, h, "Table settings")
	uitest.TapIn(t, h.canvas(), "Zombies get into the Parking only when", "Choose")
	tap(t, h, "Start the game")
	placeAll(t, h)
	var before mh.State
	for i := 0; i < 3000; i++ {
		if h.state().Outcome.Over {
			t.Fatal("the game ended before a step skipped an election")
		}
		before = h.state()
		playStep(t, h)
		if before.Phase == mh.PhaseTruck && h.state().Phase == mh.PhaseArrival {
			break
		}
	}
	after := h.state()
	if before.Phase != mh.PhaseTruck || after.Phase != mh.PhaseArrival {
		t.Fatal("no step skipped the election")
	}
	tap(t, h, "Undo")
	said, undone := lastUndone(h), h.state()
	if undone.Phase != mh.PhaseTruck || undone.Round != before.Round || said == "" {
		t.Fatalf("one Undo takes back the step and the election it skipped: %v, %q", undone.Phase, said)
	}
	tap(t, h, "Redo")
	if !reflect.DeepEqual(h.state(), after) {
		t.Fatal("Redo puts the step back")
	}
	tap(t, h, "Games")
	tap(t, h, "Leave the game")

	b := newHostIn(t, dir, 6)
	tap(t, b, "Resume Mall of Horror") // one tap on home
	tap(t, b, "Undo")
	if !reflect.DeepEqual(b.state(), undone) {
		t.Fatalf("after a resume one Undo leaves phase %v, want %v as before the resume", b.state().Phase, undone.Phase)
	}
	if got := lastUndone(b); got != said {
		t.Fatalf("after a resume Undo says %q, before it said %q", got, said)
	}
}
