package coh

import (
	ch "hordekeeper/engine/cityofhorror"
)

// openDue opens, once the game has moved on to it, the screen of a step
// whose only duty is a sharing: the sharing vote, or who gets what when
// one player alone has a vote there. It saves the tap that would open it
// from the turn bar. An attack's vote waits for its tap.
func (v *cohTurn) openDue() {
	st := v.state()
	if st.Phase != ch.PhaseResolution || !ch.Decisions(st).Open || !cohAnyVote(st) {
		return
	}
	l := st.ResolvingLoc()
	switch st.Step {
	case ch.StepAttack:
		// Not opened by itself: "once no one wants to act anymore, we then
		// proceed to the zombie attack". The city stays on show with the
		// attack's vote in the turn bar, so a Gun or a power comes first
		// (a fresh-eyes table almost let the Thief die, reaching the cards
		// only through Back).
	case ch.StepSharing:
		if st.Shared {
			return
		}
		if st.ShareWinner == "" && len(st.VoteWeights(l)) > 1 {
			v.votes.openVote()
			return
		}
		v.shareSupplies()
	}
}
