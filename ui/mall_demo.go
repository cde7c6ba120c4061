package ui

import (
	"math/rand/v2"

	"hordekeeper/engine"
	moh "hordekeeper/engine/mallofhorror"
)

// mallDemo opens a Mall of Horror demo screen by name for the
// documentation's screenshots; false when the name is not one.
//
//	mall-newgame      the new-game form
//	mall-setup        setup: a player places a character by the two dice
//	mall-dice-secret  phase C: the dice rolled in secret, an elected Chief
//	mall-reveal       the hand-over curtain for the Chief's look at the dice
//	mall-round        phase E: the dice placed in the open, players moving
//	mall-attack       phase F: a vote for a victim
//	mall-end          the end screen
func (a *App) mallDemo(name string) bool {
	switch name {
	case "mall-newgame":
		a.closeMall()
		a.showMallNewGame()
	case "mall-setup":
		v := a.mallDemoGame(4)
		v.autoplay(func(st moh.State) bool { return st.Placed >= 5 })
	case "mall-dice-secret", "mall-reveal":
		v := a.mallDemoGame(5)
		v.autoplay(func(st moh.State) bool { return st.Phase == moh.PhaseArrival && st.ChiefElected })
		v.act(moh.RollZombieDice{})
		if name == "mall-reveal" {
			v.revealWay = RevealCurtain
			v.look(v.session.State().Chief)
		}
	case "mall-round":
		v := a.mallDemoGame(5)
		v.autoplay(func(st moh.State) bool {
			m, ok := st.Mover()
			return ok && st.Round >= 2 && m != st.Chief
		})
	case "mall-attack":
		v := a.mallDemoGame(5)
		v.autoplay(func(st moh.State) bool {
			return st.Phase == moh.PhaseAttack && st.Round >= 2 && st.Zombies[st.AttackAt] > 1
		})
	case "mall-end":
		v := a.mallDemoGame(4)
		v.autoplay(func(st moh.State) bool { return st.Outcome.Over })
	default:
		return false
	}
	return true
}

// mallDemoNames are the demo table's players.
var mallDemoNames = []string{"Ann", "Bo", "Cy", "Di", "Ed", "Flo"}

// mallDemoGame starts a demo game of n players with names and colours
// (black included) and a fixed seed.
func (a *App) mallDemoGame(n int) *mallView {
	o := moh.DefaultOptions(n)
	cols := []moh.Colour{moh.Red, moh.Blue, moh.Black, moh.Yellow, moh.Green, moh.White}
	for i := range o.Players {
		o.Players[i] = moh.PlayerSetup{Name: mallDemoNames[i], Colour: cols[i]}
	}
	v, err := a.startMall(o, 20261122)
	if err != nil {
		a.tell("Demo", err.Error())
		return nil
	}
	return v
}

// autoplay plays the game on by a fixed random table until done says stop
// (or the game ends), then shows the state. Demos and tests use it.
func (v *mallView) autoplay(done func(moh.State) bool) {
	if v == nil {
		return
	}
	r := rand.New(rand.NewPCG(7, 11))
	for i := 0; i < 2000; i++ {
		st := v.session.State()
		if done(st) || st.Outcome.Over {
			break
		}
		act := mallAutoAction(st, r)
		if act == nil {
			break
		}
		if _, err := v.session.Do(act); err != nil {
			v.refused = "demo: " + err.Error()
			break
		}
	}
	v.clearChoices()
	v.refresh()
}

// mallAutoAction is a legal next step for a table that votes and moves at
// random: what the demo screens and the long tests play.
func mallAutoAction(st moh.State, r *rand.Rand) engine.Action {
	pick := func(xs []int) int { return xs[r.IntN(len(xs))] }
	open := openLocations(st)
	randLoc := func() moh.Location { return open[r.IntN(len(open))] }
	switch st.Phase {
	case moh.PhaseSetup:
		seat := st.Placer()
		for _, c := range st.CharactersOf(seat) {
			if c.Location == 0 {
				ch := st.PlacementChoices()
				return moh.Place{Player: seat, Character: c.Kind, Location: ch[r.IntN(len(ch))]}
			}
		}
	case moh.PhaseTruck:
		w := pick(seatsIn(st, moh.Parking))
		if st.Deck == 1 {
			return moh.TruckSearch{Winner: w, GiveTo: moh.NoWinner}
		}
		return moh.TruckSearch{Winner: w, GiveTo: (w + 1) % len(st.Players)}
	case moh.PhaseElection:
		return moh.ElectChief{Winner: pick(seatsIn(st, moh.SecurityHQ))}
	case moh.PhaseArrival:
		if !st.DiceRolled {
			return moh.RollZombieDice{}
		}
		return moh.Proceed{}
	case moh.PhaseDestinations:
		if st.ChiefElected && st.Announced == 0 {
			return moh.ChiefAnnounces{Destination: randLoc()}
		}
		to := make([]moh.Location, len(st.Players))
		for seat := range to {
			to[seat] = randLoc()
			if st.ChiefElected && seat == st.Chief {
				to[seat] = st.Announced
			}
		}
		return moh.RevealDestinations{To: to}
	case moh.PhaseMovement:
		m, _ := st.Mover()
		var alive []moh.Character
		for _, c := range st.CharactersOf(m) {
			if c.Alive() {
				alive = append(alive, c)
			}
		}
		// A character that is not already there (the rules ask it).
		var away []moh.Character
		for _, c := range alive {
			if c.Location != st.Destinations[m] {
				away = append(away, c)
			}
		}
		if len(away) == 0 {
			away = alive
		}
		return moh.Move{Player: m, Character: away[r.IntN(len(away))].Kind}
	case moh.PhaseAttack:
		for _, ref := range st.Attack(st.AttackAt).Choosable {
			if st.TieColour < 0 || ref.Player == st.TieColour {
				return moh.Eat{Player: ref.Player, Character: ref.Kind}
			}
		}
	}
	return nil
}
