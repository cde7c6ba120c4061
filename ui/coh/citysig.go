package coh

import (
	"fmt"

	ch "hordekeeper/engine/cityofhorror"
)

// The signatures below list, as text, everything a part of the city screen
// shows: a part is rebuilt when its signature changes, and only then. When a
// part starts to show something new, that something goes in its signature.

// stepSig is what every part shows of the moment in the game.
func stepSig(st *ch.State) string {
	return fmt.Sprint(st.Turn, st.Phase, st.Step, st.ResolvingLoc(), st.AttackDone, st.Shared)
}

// turnSig is what the turn bar shows.
func (v *cohView) turnSig(st *ch.State) string {
	it := ch.Items{}
	if l := st.ResolvingLoc(); l != ch.NoLoc {
		it = st.Airdrops[l]
	}
	return fmt.Sprint(stepSig(st), v.reminder(), st.Deck[st.Turn].Applied, it, cohAnyVote(st), st.ShareWinner, v.priestCan(), st.NextToMove())
}

// sideSig is what the side panel shows: the wheel and the search, the
// explosion buttons and the players.
func (v *cohView) sideSig(st *ch.State) string {
	var players []string
	for _, c := range st.TurnOrder() {
		p := st.Player(c)
		players = append(players, fmt.Sprint(st.Label(c), st.Living(c), p.Antidotes, p.FoodPoints(), p.Food, p.CannedFood))
	}
	return fmt.Sprint(stepSig(st), useSig(st, st.ResolvingLoc()), st.Leader, st.Covered(), st.Settings.Wheel, v.searchShown,
		st.CrossroadsSearch(), st.ExplosionTargets(), st.FirstPlayer, players, st.FaceUpFood)
}
