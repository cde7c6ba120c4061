package mall

import (
	mh "hordekeeper/engine/mallofhorror"
)

// fillBoard redraws the six locations, outlining the ones that matter now:
// where the placer may go (setup), where the mover heads (phase E), where
// the zombies attack (phase F).
func (v *view) fillBoard(st mh.State) {
	marked := map[mh.Location]bool{}
	switch st.Phase {
	case mh.PhaseSetup:
		for _, l := range st.PlacementChoices() {
			marked[l] = true
		}
	case mh.PhaseMovement:
		if m, ok := st.Mover(); ok && m < len(st.Destinations) {
			marked[st.Destinations[m]] = true
		}
	case mh.PhaseAttack:
		marked[st.AttackAt] = true
	}
	v.board.Objects = nil
	for _, l := range mh.Locations() {
		v.board.Add(locationCard(st, l, marked[l]))
	}
	v.board.Refresh()
}
