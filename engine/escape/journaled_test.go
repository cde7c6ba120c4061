package escape

import (
	"testing"
	"time"

	"hordekeeper/engine"
)

// stateful is a session whose Undo and Redo return the state, like a game
// of the save store.
type stateful struct{ *engine.Session[State] }

func (s stateful) Undo() (State, error) { err := s.Session.Undo(); return s.State(), err }
func (s stateful) Redo() (State, error) { err := s.Session.Redo(); return s.State(), err }

// TestStepsMovesAStoreLikeGame: through Steps, the clock marks and the
// table's undo work on a game whose Undo returns the state.
func TestStepsMovesAStoreLikeGame(t *testing.T) {
	g := Steps(stateful{newSession(t, 2)})
	if ok, err := MarkClock(g, time.Minute, true); !ok || err != nil {
		t.Fatalf("mark: %v %v", ok, err)
	}
	if _, err := g.Do(AddItemToCargo{}); err != nil {
		t.Fatal(err)
	}
	if !CanUndoMove(g) {
		t.Fatal("no move to undo")
	}
	if err := UndoMove(g); err != nil || g.State().Cargo != 0 || g.State().Clock != time.Minute {
		t.Fatalf("undo: %v %+v", err, g.State())
	}
	if err := RedoMove(g); err != nil || g.State().Cargo != 1 {
		t.Fatalf("redo: %v %+v", err, g.State())
	}
}
