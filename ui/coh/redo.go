package coh

import ch "hordekeeper/engine/cityofhorror"

// redoIdleSteps redoes, after a redone tap, the steps that had passed by
// themselves after it (passIdleSteps), as one undo takes them back with the
// tap: one Redo puts the game where the tap had left it, with no
// in-between states to tap through. It gives how many it redid.
func (v *cohView) redoIdleSteps() int {
	acts := v.s.Applied()
	if len(acts) == 0 || !cohMovesOn(v.state(), acts[len(acts)-1]) {
		return 0
	}
	n := 0
	for ; n < 40 && v.s.CanRedo(); n++ {
		st := v.state()
		if st.Phase == ch.PhaseSetup || st.Phase == ch.PhaseEnded || ch.Decisions(st).Open {
			break
		}
		if err := v.s.Redo(); err != nil {
			break
		}
		v.said = append(v.said, v.state().Notices...)
	}
	return n
}
