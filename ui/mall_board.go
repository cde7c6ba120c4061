package ui

import (
	moh "hordekeeper/engine/mallofhorror"
)

// fillBoard redraws the six locations, outlining the ones that matter now:
// where the placer may go (setup), where the mover heads (phase E), where
// the zombies attack (phase F).
func (v *mallView) fillBoard(st moh.State) {
	marked := map[moh.Location]bool{}
	switch st.Phase {
	case moh.PhaseSetup:
		for _, l := range st.PlacementChoices() {
			marked[l] = true
		}
	case moh.PhaseMovement:
		if m, ok := st.Mover(); ok && m < len(st.Destinations) {
			marked[st.Destinations[m]] = true
		}
	case moh.PhaseAttack:
		marked[st.AttackAt] = true
	}
	v.board.Objects = nil
	for _, l := range moh.Locations() {
		v.board.Add(v.locationCard(st, l, marked[l]))
	}
	v.board.Refresh()
}
