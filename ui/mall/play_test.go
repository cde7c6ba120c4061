package mall

import (
	"fmt"
	"strings"
	"testing"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/uitest"
)

// playStep plays one plain step of the phase on screen by taps, as a table
// that votes for the first player there and moves toward the zombies.
func playStep(t *testing.T, h *fakeHost) {
	t.Helper()
	if goOn(t, h, true) {
		return
	}
	st := h.state()
	switch st.Phase {
	case mh.PhaseSetup:
		tap(t, h, placeLabel(st, st.PlacementChoices()[0]))
	case mh.PhaseTruck:
		w := seatsIn(st, mh.Parking)[0]
		if st.Searcher == mh.NoWinner {
			voteFor(t, h, w)
		}
		if st := h.state(); st.Phase == mh.PhaseTruck && st.Searcher != mh.NoWinner {
			tap(t, h, "Give to "+shortLabel(st.Players[(w+1)%len(st.Players)]))
		}
	case mh.PhaseElection:
		voteFor(t, h, seatsIn(st, mh.SecurityHQ)[0])
	case mh.PhaseArrival:
		if !st.DiceRolled {
			tap(t, h, "Roll the zombie dice in secret")
		}
		tap(t, h, "Cameras done: choose destinations")
	case mh.PhaseDestinations:
		enterWheels(t, h, st)
	case mh.PhaseMovement:
		m, _ := st.Mover()
		tap(t, h, moveLabel(st, m))
	case mh.PhaseAttack:
		r := victim(st)
		if st.TieColour < 0 {
			voteFor(t, h, r.Player)
		}
		if st := h.state(); st.TieColour >= 0 {
			r = victim(st)
			tap(t, h, fmt.Sprintf("%s's %s", shortLabel(st.Players[r.Player]), r.Kind))
		}
	default:
		t.Fatalf("no step to play in %s", st.Phase)
	}
}

// enterWheels has the elected Chief announce (if any), then sets every
// wheel on the open location with the most zombies and reveals them.
func enterWheels(t *testing.T, h *fakeHost, st mh.State) {
	t.Helper()
	open := openLocations(st)
	if st.ChiefElected && st.Announced == 0 {
		tap(t, h, open[0].String())
		st = h.state()
	}
	best := open[0]
	for _, l := range open {
		if st.Zombies[l] > st.Zombies[best] {
			best = l
		}
	}
	for s, p := range st.Players {
		if st.ChiefElected && s == st.Chief {
			continue
		}
		tapIn(t, h, label(p), fmt.Sprint(int(best)))
	}
	tap(t, h, "Wheels revealed: zombies arrive, then move")
}

// moveLabel is the button that moves the mover's character: one already
// at the destination if any, else the last alive.
func moveLabel(st mh.State, m int) string {
	var pick mh.Character
	for _, c := range st.CharactersOf(m) {
		if c.Alive() && (pick.Location == 0 || pick.Location == st.Destinations[m]) {
			pick = c
		}
	}
	return fmt.Sprintf("%s (in %s)", pick.Kind, pick.Location.Name())
}

// victim is the first character the vote may choose (of the colour the
// lot fell on, after a tie).
func victim(st mh.State) mh.CharRef {
	av := st.Attack(st.AttackAt)
	for _, c := range av.Choosable {
		if st.TieColour < 0 || c.Player == st.TieColour {
			return c
		}
	}
	return av.Choosable[0]
}

// playUntil plays plain steps by taps until done says stop.
func playUntil(t *testing.T, h *fakeHost, done func(mh.State) bool) {
	t.Helper()
	for i := 0; ; i++ {
		st := h.state()
		if done(st) {
			goOn(t, h, false)
			return
		}
		if st.Outcome.Over || i > 1000 {
			t.Fatalf("never reached the situation: round %d, %s", st.Round, st.Phase)
		}
		playStep(t, h)
	}
}

// goOn taps through what the screen shows before the table goes on: the
// extra zombies, the round's summary, and the end of the cards before an
// attack's vote; with resolve, the end of cards that stopped the zombies.
// It returns true when it tapped something.
func goOn(t *testing.T, h *fakeHost, resolve bool) bool {
	t.Helper()
	tapped := false
	for range 10 {
		found := ""
		for _, l := range uitest.Labels(h.canvas()) {
			if strings.HasPrefix(l, "Go on to the ") || strings.HasPrefix(l, "Start round ") || l == "No more cards: vote for the victim" || resolve && l == "No more cards: resolve the attack" {
				found = l
			}
		}
		if found == "" {
			return tapped
		}
		tap(t, h, found)
		tapped = true
	}
	t.Fatal("the screen keeps pausing")
	return tapped
}
