package coh

import (
	ch "hordekeeper/engine/cityofhorror"
)

// openDue opens, once the game has moved on to it, the screen of a step
// whose only duty is a vote or a sharing: the attack's vote (anyone who
// still wants to act first taps Back), the sharing vote, or who gets what
// when one player alone has a vote there. It saves the tap that would
// open it from the turn bar.
func (v *cohView) openDue() {
	st := v.state()
	if st.Phase != ch.PhaseResolution || !ch.Decisions(st).Open || !cohAnyVote(st) {
		return
	}
	l := st.ResolvingLoc()
	switch st.Step {
	case ch.StepAttack:
		if l != ch.CrossroadsLoc && st.AttackCondition(l).Attacks && !st.AttackDone {
			v.openVote()
		}
	case ch.StepSharing:
		if st.Shared {
			return
		}
		if st.ShareWinner == "" && len(st.VoteWeights(l)) > 1 {
			v.openVote()
			return
		}
		v.shareSupplies()
	}
}
