package mall

import (
	"math/rand/v2"
	"path/filepath"
	"testing"

	"hordekeeper/engine"
	mh "hordekeeper/engine/mallofhorror"
)

// TestNoSprintOfferedWithAnEmptyHand: a mover who holds no card is offered
// no row of Sprint numbers, greyed or not; one line says why.
func TestNoSprintOfferedWithAnEmptyHand(t *testing.T) {
	h := newHost(t)
	if err := h.open(emptyHandMover(t)); err != nil {
		t.Fatal(err)
	}
	st := h.state()
	m, _ := st.Mover()
	if shows(h, "Or first a Sprint card") {
		t.Fatalf("%s holds no card but is offered a Sprint: %q", label(st.Players[m]), screenText(h))
	}
	if !shows(h, "No Sprint: "+label(st.Players[m])+" holds no cards.") {
		t.Fatalf("the screen must say why there is no Sprint: %q", screenText(h))
	}
}

// emptyHandMover plays a demo table that spends its cards on Threats
// until a player with no card left moves, and saves it for the screens.
func emptyHandMover(t *testing.T) string {
	t.Helper()
	for seed := uint64(1); seed <= 20; seed++ {
		s := feedingGame(t, 4, seed)
		r := rand.New(rand.NewPCG(seed, 5))
		for i := 0; i < 2000 && !s.State().Outcome.Over; i++ {
			st := s.State()
			if m, ok := st.Mover(); ok && st.Phase == mh.PhaseMovement && st.Players[m].Hand == 0 {
				path := filepath.Join(t.TempDir(), "empty-hand.hkj")
				var enc []engine.Encoded
				for _, a := range s.Applied() {
					e, err := engine.Encode(a)
					if err != nil {
						t.Fatal(err)
					}
					enc = append(enc, e)
				}
				j, err := engine.CreateJournal(path, s.Header(), enc, len(enc))
				if err != nil {
					t.Fatal(err)
				}
				j.Close()
				return path
			}
			var act engine.Action = autoAction(st, r)
			for seat := range st.Players {
				if a := (mh.PlayCard{Player: seat, Card: mh.Threat}); st.Check(a) == nil {
					act = a // spend the hands
				}
			}
			if act == nil {
				break
			}
			if _, err := s.Do(act); err != nil {
				break // a case the random table does not play: next table
			}
		}
	}
	t.Fatal("no demo table moved a player with an empty hand")
	return ""
}
