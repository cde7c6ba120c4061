package mall

import (
	"math/rand/v2"
	"testing"
	"time"

	"hordekeeper/engine"
	mh "hordekeeper/engine/mallofhorror"
)

// demoNames and demoColours are the demo table's players (black included).
var (
	demoNames   = []string{"Ann", "Bo", "Cy", "Di", "Ed", "Flo"}
	demoColours = []mh.Colour{mh.Red, mh.Blue, mh.Black, mh.Yellow, mh.Green, mh.White}
)

// demoGame starts a game of n named players in memory, with a fixed seed
// and date so that its file comes out the same every time.
func demoGame(t *testing.T, n int) *engine.Session[mh.State] {
	t.Helper()
	o := mh.DefaultOptions(n)
	for i := range o.Players {
		o.Players[i] = mh.PlayerSetup{Name: demoNames[i], Colour: demoColours[i]}
	}
	raw, err := o.JSON()
	if err != nil {
		t.Fatal(err)
	}
	h := engine.Header{Game: mh.Name, Seed: 20261122, Options: raw, Created: time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC)}
	s, err := engine.NewSession[mh.State](mh.Rules{}, h)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// autoplay plays the game on by a fixed random table until done says stop;
// it fails if the game ends first.
func autoplay(t *testing.T, s *engine.Session[mh.State], done func(mh.State) bool) {
	t.Helper()
	r := rand.New(rand.NewPCG(7, 11))
	for i := 0; !done(s.State()); i++ {
		st := s.State()
		act := autoAction(st, r)
		if st.Outcome.Over || act == nil || i > 2000 {
			t.Fatalf("the demo table never reached its situation: round %d, %s", st.Round, st.Phase)
		}
		if _, err := s.Do(act); err != nil {
			t.Fatalf("the demo table's step %s was refused: %v", act.Kind(), err)
		}
	}
}

// autoAction is a legal next step for a table that votes and moves at
// random: what the demo saves and the tests that need a late situation
// play through the engine.
func autoAction(st mh.State, r *rand.Rand) engine.Action {
	pick := func(xs []int) int { return xs[r.IntN(len(xs))] }
	open := openLocations(st)
	randLoc := func() mh.Location { return open[r.IntN(len(open))] }
	switch st.Phase {
	case mh.PhaseSetup:
		seat := st.Placer()
		for _, c := range st.CharactersOf(seat) {
			if c.Location == 0 {
				ch := st.PlacementChoices()
				return mh.Place{Player: seat, Character: c.Kind, Location: ch[r.IntN(len(ch))]}
			}
		}
	case mh.PhaseTruck:
		w := pick(seatsIn(st, mh.Parking))
		if st.Deck == 1 {
			return mh.TruckSearch{Winner: w, GiveTo: mh.NoWinner}
		}
		return mh.TruckSearch{Winner: w, GiveTo: (w + 1) % len(st.Players)}
	case mh.PhaseElection:
		return mh.ElectChief{Winner: pick(seatsIn(st, mh.SecurityHQ))}
	case mh.PhaseArrival:
		if !st.DiceRolled {
			return mh.RollZombieDice{}
		}
		return mh.Proceed{}
	case mh.PhaseDestinations:
		if st.ChiefElected && st.Announced == 0 {
			return mh.ChiefAnnounces{Destination: randLoc()}
		}
		to := make([]mh.Location, len(st.Players))
		for seat := range to {
			to[seat] = randLoc()
			if st.ChiefElected && seat == st.Chief {
				to[seat] = st.Announced
			}
		}
		return mh.RevealDestinations{To: to}
	case mh.PhaseMovement:
		m, _ := st.Mover()
		var alive []mh.Character
		for _, c := range st.CharactersOf(m) {
			if c.Alive() {
				alive = append(alive, c)
			}
		}
		// A character that is not already there (the rules ask it).
		var away []mh.Character
		for _, c := range alive {
			if c.Location != st.Destinations[m] {
				away = append(away, c)
			}
		}
		if len(away) == 0 {
			away = alive
		}
		return mh.Move{Player: m, Character: away[r.IntN(len(away))].Kind}
	case mh.PhaseAttack:
		for _, ref := range st.Attack(st.AttackAt).Choosable {
			if st.TieColour < 0 || ref.Player == st.TieColour {
				return mh.Eat{Player: ref.Player, Character: ref.Kind}
			}
		}
	}
	return nil
}
