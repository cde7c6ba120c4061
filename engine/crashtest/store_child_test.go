package crashtest

import (
	"fmt"
	"math/rand/v2"

	"hordekeeper/engine"
	coh "hordekeeper/engine/cityofhorror"
	"hordekeeper/engine/escape"
	moh "hordekeeper/engine/mallofhorror"
	"hordekeeper/engine/store"
)

func escapeHeader() engine.Header {
	raw, _ := escape.DefaultOptions(3).JSON()
	return engine.Header{Game: escape.Name, Seed: 5, Options: raw}
}

func mallHeader() engine.Header {
	raw, _ := moh.DefaultOptions(4).JSON()
	return engine.Header{Game: moh.Name, Seed: 6, Options: raw}
}

func escapeStep(_ escape.State, r *rand.Rand) engine.Action {
	switch r.IntN(8) {
	case 0, 1:
		return escape.AddItemToCargo{}
	case 2:
		return escape.RemoveItem{}
	case 3:
		return escape.RevealExit{}
	case 4:
		return escape.AddChurchZombie{}
	case 5:
		return escape.RemoveChurchZombie{}
	case 6:
		return escape.LoseDie{Player: r.IntN(3), Reason: escape.OtherReason}
	}
	return escape.StartPhase2{}
}

func mallStep(s moh.State, r *rand.Rand) engine.Action {
	seat := r.IntN(len(s.Players))
	kind := moh.CharKind(r.IntN(5))
	loc := moh.Location(1 + r.IntN(6))
	switch r.IntN(8) {
	case 0:
		return moh.Place{Player: seat, Character: kind, Location: loc}
	case 1:
		return moh.ElectChief{Winner: seat}
	case 2:
		return moh.RollZombieDice{}
	case 3:
		return moh.ChiefAnnounces{Destination: loc}
	case 4:
		to := make([]moh.Location, len(s.Players))
		for i := range to {
			to[i] = moh.Location(1 + r.IntN(6))
		}
		return moh.RevealDestinations{To: to}
	case 5:
		return moh.Move{Player: seat, Character: kind}
	case 6:
		return moh.Eat{Player: seat, Character: kind}
	}
	return moh.Proceed{}
}

// resumeCheck opens the game in play as the app would and closes it.
func resumeCheck(st *store.Store, e store.Entry) error {
	var err error
	var res store.Resumed
	switch e.Game {
	case escape.Name:
		var g *store.Game[escape.State]
		if g, res, err = store.ResumeGame(st, escape.Rules{}, e.Path); err == nil {
			err = g.Close()
		}
	case moh.Name:
		var g *store.Game[moh.State]
		if g, res, err = store.ResumeGame(st, moh.Rules{}, e.Path); err == nil {
			err = g.Close()
		}
	default:
		var g *store.Game[*coh.State]
		if g, res, err = store.ResumeGame(st, coh.Rules{}, e.Path); err == nil {
			err = g.Close()
		}
	}
	if err == nil && res.Problem != "" {
		err = fmt.Errorf("%s", res.Problem)
	}
	return err
}
