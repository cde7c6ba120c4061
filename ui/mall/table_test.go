package mall

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/uitest"
)

// tableGame is what a whole game by taps went through.
type tableGame struct {
	tie, condemned, peek bool
}

// TestFourPlayerGameByTheScreens plays Mall of Horror for four to its end
// through the screens only: the vote helper counts every vote, a tie is
// settled by lot among the tied (the notice names them), a Security
// Camera's player peeks behind the curtain, a location is condemned and
// wears the mask, and the end screen names the engine's winner. While the
// dice are secret no run of their digits is on the shared screen outside
// the curtain. The table first herds everyone into the Parking so that the
// zombies pile up in an empty location; the first seed whose game condemns
// one is used (logged).
func TestFourPlayerGameByTheScreens(t *testing.T) {
	if testing.Short() {
		t.Skip("whole games by taps")
	}
	for seed := uint64(1); seed <= 12; seed++ {
		h := newHostIn(t, t.TempDir(), seed)
		g := playTable(t, h)
		if !g.condemned {
			continue
		}
		t.Logf("seed %d: tie %v, condemned %v, camera peek %v", seed, g.tie, g.condemned, g.peek)
		if !g.tie || !g.peek {
			t.Fatalf("the game lacked a tie (%v) or a peek (%v)", g.tie, g.peek)
		}
		st := h.state()
		win := st.Standings()[0]
		if len(st.Outcome.Winners) == 0 || st.Outcome.Winners[0] != win.Seat {
			t.Fatalf("winners %v, standings first %d", st.Outcome.Winners, win.Seat)
		}
		if !shows(h, mh.Ordinal(1)) || !shows(h, st.Players[win.Seat].Label()+" · WINNER") {
			t.Fatalf("the end screen must name %s the winner: %q", st.Players[win.Seat].Label(), screenText(h))
		}
		return
	}
	t.Fatal("no seed condemned a location")
}

// playTable plays a 4-player game to its end by taps and reports what it
// went through.
func playTable(t *testing.T, h *fakeHost) tableGame {
	t.Helper()
	var g tableGame
	// The herd piles zombies up only where the Parking's zombies need
	// numbers to get in: the table takes that reading of the rules.
	tap(t, h, "Mall of Horror")
	tap(t, h, "4 players")
	tapIn(t, h, "2.", "Chief")
	tap(t, h, "Table settings")
	uitest.TapIn(t, h.canvas(), "Zombies get into the Parking only when", "Choose")
	tap(t, h, "Start the game")
	for i := 0; ; i++ {
		goOn(t, h, true)
		st := h.state()
		if st.Outcome.Over {
			return g
		}
		if i > 2000 {
			t.Fatalf("the game does not end: round %d", st.Round)
		}
		for l, why := range st.Closed {
			if why == mh.Condemned && !g.condemned {
				g.condemned = true
				if !shows(h, "CONDEMNED") {
					t.Fatalf("%s is condemned but wears no mask", mh.Location(l))
				}
			}
		}
		switch {
		case st.Phase == mh.PhaseArrival && !st.DiceRolled:
			tap(t, h, "Roll the zombie dice in secret")
		case st.Phase == mh.PhaseArrival:
			noDigits(t, h)
			if !g.peek {
				g.peek = cameraPeek(t, h)
				noDigits(t, h)
			}
			tap(t, h, "Cameras done: choose destinations")
		case st.Phase == mh.PhaseDestinations:
			herd(t, h, !g.condemned)
		case st.Phase == mh.PhaseMovement:
			m, _ := st.Mover()
			k := st.Movable(m)[0]
			for _, c := range st.CharactersOf(m) {
				if c.Kind == k {
					tap(t, h, fmt.Sprintf("%s (in %s)", c.Kind, c.Location.Name()))
				}
			}
		case st.Phase == mh.PhaseAttack && !g.tie && st.TieColour < 0:
			v, ok := st.CurrentVote()
			if !ok || len(v.Candidates) < 2 {
				playStep(t, h)
				continue
			}
			a, b := st.Players[v.Candidates[0]].Label(), st.Players[v.Candidates[1]].Label()
			tap(t, h, "Tied: "+a)
			tap(t, h, "Tied: "+b)
			tap(t, h, "Draw by lot among the tied")
			if !withWords(h, "tied between "+a+" and "+b) {
				t.Fatalf("the lot must name the tied: %v", messages(h))
			}
			g.tie = true
		default:
			playStep(t, h)
		}
	}
}

// cameraPeek: a player who may not look plays a Security Camera and looks
// behind the curtain; false when nobody can.
func cameraPeek(t *testing.T, h *fakeHost) bool {
	t.Helper()
	st := h.state()
	for seat, p := range st.Players {
		if st.MaySeeDice(seat) || !contains(st.PlayableCards(seat), mh.SecurityCamera) {
			continue
		}
		tapIn(t, h, p.Label(), "Camera card")
		tapIn(t, h, p.Label(), "Look")
		holdPeek(t, h)
		if n := len(dieFaces(h.canvas())); n != 4 {
			t.Fatalf("behind the curtain: %d dice faces", n)
		}
		d, _ := h.state().SecretDice(seat)
		for _, x := range d {
			if l := mh.Location(x); st.IsClosed(l) && !shows(h, l.String()+": closed, ") {
				t.Fatalf("a die on closed %s must be marked ignored: %q", l, screenText(h))
			}
		}
		endPeek(t, h)
		return true
	}
	return false
}

// noDigits fails when the secret dice show as a run of digits on the
// shared screen.
func noDigits(t *testing.T, h *fakeHost) {
	t.Helper()
	st := h.state()
	for seat := range st.Players {
		if d, err := st.SecretDice(seat); err == nil {
			if s, ok := leak(uitest.Texts(h.canvas()), secretPatterns(d)); ok {
				t.Fatalf("the dice are on the shared screen: %q", s)
			}
			return
		}
	}
	if st.DiceRolled && regexp.MustCompile(`\d \d \d \d`).MatchString(strings.Join(uitest.Texts(h.canvas()), " ")) {
		t.Fatal("four digits in a row on the shared screen while the dice are secret")
	}
}

// herd sets every wheel: to the Parking while toParking (so that the other
// locations empty and their zombies pile up), else to where the zombies
// are, among the choices the screen allows; then reveals them.
func herd(t *testing.T, h *fakeHost, toParking bool) {
	t.Helper()
	st := h.state()
	pick := func(seat int) mh.Location {
		c := st.DestinationChoices(seat)
		best := c[0]
		for _, l := range c {
			if toParking && l == mh.Parking {
				return l
			}
			if !toParking && st.Zombies[l] > st.Zombies[best] {
				best = l
			}
		}
		return best
	}
	if st.ChiefElected && st.Announced == 0 {
		tap(t, h, pick(st.Chief).String())
		st = h.state()
	}
	for s, p := range st.Players {
		if st.ChiefElected && s == st.Chief || len(st.DestinationChoices(s)) == 0 {
			continue
		}
		if st.Eliminated(s) {
			tapIn(t, h, p.Label(), "none")
			continue
		}
		tapIn(t, h, p.Label(), fmt.Sprint(int(pick(s))))
	}
	tap(t, h, "Wheels revealed: zombies arrive, then move")
}

// contains tells whether a card is in a list.
func contains(cs []mh.Card, c mh.Card) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}
