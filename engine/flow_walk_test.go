package engine

import (
	"math/rand/v2"
	"path/filepath"
	"testing"
)

// TestGroupsSurviveEveryResume walks a game at random (actions with steps
// that follow, marks, undos, redos) and reopens it from its journal after
// every step: the state, the group Undo takes back and the one Redo puts
// back are always the same as in the session that wrote it.
func TestGroupsSurviveEveryResume(t *testing.T) {
	for seed := range uint64(8) {
		r := rand.New(rand.NewPCG(seed, 1))
		path := filepath.Join(t.TempDir(), "walk.hkj")
		s, err := CreateSession[counter](newFlowRules(), Header{Seed: seed}, path)
		if err != nil {
			t.Fatal(err)
		}
		for step := range 260 { // past CompactEvery: a snapshot keeps the groups too
			switch n := r.IntN(10); {
			case n < 3:
				s.Undo()
			case n < 5:
				s.Redo()
			case n < 6:
				s.Do(note{})
			default:
				if _, err := s.Do(add{1 + r.IntN(4)}); err != nil && s.State().N < 7 {
					t.Fatalf("seed %d step %d: %v", seed, step, err)
				}
				if s.State().N >= 9 {
					for s.CanUndo() && s.State().N > 2 {
						s.Undo()
					}
				}
			}
			back, _, err := OpenSession[counter](newFlowRules(), path)
			if err != nil {
				t.Fatalf("seed %d step %d: %v", seed, step, err)
			}
			if back.State() != s.State() || len(back.Last()) != len(s.Last()) || len(back.NextUndone()) != len(s.NextUndone()) || back.CanUndo() != s.CanUndo() {
				t.Fatalf("seed %d step %d: reopened %v, last %d, next %d; wrote %v, last %d, next %d",
					seed, step, back.State(), len(back.Last()), len(back.NextUndone()), s.State(), len(s.Last()), len(s.NextUndone()))
			}
			back.Close()
		}
		s.Close()
	}
}
