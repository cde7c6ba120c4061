package mall

import (
	"fmt"
	"strings"
	"testing"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/uitest"
)

// TestPlaysRoundsByTaps plays a 3-player game from the form through setup
// and every phase, with the table's side steps (a Threat, a Security Camera
// and a look behind the curtain, a refused reveal, a Sprint changed back,
// a tie-break by lot) until a round has had a vote for a victim; then the
// bonus zombies' notices are found by undoing, and the journal holds it all.
func TestPlaysRoundsByTaps(t *testing.T) {
	h := newHost(t)
	newGame(t, h, 3)
	placeAll(t, h)
	visited := map[mh.Phase]bool{}
	atRoundStart := func(p mh.Phase) bool {
		return p == mh.PhaseTruck || p == mh.PhaseElection || p == mh.PhaseArrival
	}
	for steps := 0; ; steps++ {
		st := h.state()
		if st.Outcome.Over || st.Round > 1 && visited[mh.PhaseAttack] && atRoundStart(st.Phase) {
			break
		}
		if steps > 600 {
			t.Fatal("no round with an attack")
		}
		if goOn(t, h, true) {
			continue
		}
		visited[st.Phase] = true
		checkUndoRedoShown(t, h)
		switch st.Phase {
		case mh.PhaseTruck:
			w := seatsIn(st, mh.Parking)[0]
			if o := (w + 1) % 3; st.Check(mh.PlayCard{Player: o, Card: mh.Threat}) == nil {
				tapIn(t, h, st.Players[o].Label(), "Threat")
			}
			playStep(t, h)
		case mh.PhaseArrival:
			tap(t, h, "Roll the zombie dice in secret")
			cameraAndCurtain(t, h)
			tap(t, h, "Cameras done: choose destinations")
		case mh.PhaseDestinations:
			if !(st.ChiefElected && st.Announced == 0) {
				// A refusal first: not every wheel is entered.
				uitest.Tap(t, h.canvas(), "Wheels revealed: zombies arrive, then move")
				if !withWords(h, "must choose a destination") {
					t.Fatalf("revealing with wheels missing: %q", screenText(h))
				}
			}
			enterWheels(t, h, st)
			if got := len(dieFaces(h.canvas())); got != 4 {
				t.Fatalf("once placed, the 4 zombie dice show: %d faces", got)
			}
		case mh.PhaseMovement:
			m, _ := st.Mover()
			if st.CanSprint(m) == nil && sprintTo(st, m, mh.Parking) == nil {
				// Choose a Sprint, then change our mind.
				parking := fmt.Sprint(int(mh.Parking))
				tap(t, h, parking)
				if !shows(h, "plays a Sprint: "+mh.Parking.String()) {
					t.Fatalf("the Sprint is not shown: %q", screenText(h))
				}
				tap(t, h, parking)
			}
			playStep(t, h)
		case mh.PhaseAttack:
			if v, ok := st.CurrentVote(); ok && st.Eaten == 0 && st.AttackAt == mh.Parking && len(v.Candidates) >= 2 {
				tap(t, h, "Tied: "+st.Players[v.Candidates[0]].Label())
				tap(t, h, "Tied: "+st.Players[v.Candidates[1]].Label())
				tap(t, h, "Draw by lot among the tied")
				if !withWords(h, "tied between "+st.Players[v.Candidates[0]].Label()+" and "+st.Players[v.Candidates[1]].Label()) {
					t.Fatalf("the lot's notice must name the tied: %v", h.state().NoticeTexts())
				}
				continue
			}
			playStep(t, h)
			if !strings.Contains(strings.Join(h.state().NoticeTexts(), " "), "eat") || !shows(h, "eat") {
				t.Fatalf("a death must be told: %v", h.state().Notices)
			}
		default:
			playStep(t, h)
		}
	}
	for _, p := range []mh.Phase{mh.PhaseTruck, mh.PhaseElection, mh.PhaseArrival, mh.PhaseDestinations, mh.PhaseMovement, mh.PhaseAttack} {
		if !visited[p] {
			t.Errorf("round 1 never asked for input in %s", p)
		}
	}
	bonusNoticesFoundByUndo(t, h)
}

// cameraAndCurtain: a player without the right to look plays a Security
// Camera, switches the reveal to the curtain, looks, and the shared screen
// then says who looked.
func cameraAndCurtain(t *testing.T, h *fakeHost) {
	t.Helper()
	st := h.state()
	cam := -1
	for s, p := range st.Players {
		if p.Hand > 0 && !st.MaySeeDice(s) {
			cam = s
			break
		}
	}
	if cam < 0 {
		return
	}
	tapIn(t, h, st.Players[cam].Label(), "Camera card")
	tapIn(t, h, st.Players[cam].Label(), "Look")
	if !shows(h, "Give the tablet to "+st.Players[cam].Label()) {
		t.Fatalf("the curtain asks for the tablet to go round: %q", screenText(h))
	}
	holdPeek(t, h)
	if n := len(dieFaces(h.canvas())); n != 4 {
		t.Fatalf("behind the curtain: %d dice faces", n)
	}
	endPeek(t, h)
	if !shows(h, "looked") {
		t.Fatal("the shared screen must record who looked")
	}
}

// bonusNoticesFoundByUndo undoes step by step until the bonus zombies of
// the start of phase F are told, one sentence each; the journal holds
// every step.
func bonusNoticesFoundByUndo(t *testing.T, h *fakeHost) {
	t.Helper()
	for i := len(readGame(t, h.journal()).Applied()); i > 0; i-- {
		for _, n := range h.state().NoticeTexts() {
			if strings.Contains(n, "bonus zombie") || strings.Contains(n, "one more zombie comes") {
				if !withWords(h, n) {
					t.Fatalf("the notice %q never reached the message bar", n)
				}
				return
			}
		}
		tap(t, h, "Undo")
	}
	t.Fatal("the bonus-zombie notices were never shown")
}
