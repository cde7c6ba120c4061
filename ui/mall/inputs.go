package mall

import (
	"fmt"

	mh "hordekeeper/engine/mallofhorror"

	"hordekeeper/ui/kit"
)

// fillInputs shows what the table enters in the phase being played.
func (v *view) fillInputs(st mh.State) {
	v.inputs.Objects = nil
	if v.showInterlude() {
		v.inputs.Refresh()
		return
	}
	switch st.Phase {
	case mh.PhaseSetup:
		v.setupInputs(st)
	case mh.PhaseTruck:
		v.truckInputs(st)
	case mh.PhaseElection:
		v.electionInputs(st)
	case mh.PhaseDestinations:
		v.destinationInputs(st)
	case mh.PhaseMovement:
		v.movementInputs(st)
	case mh.PhaseAttack:
		v.attackInputs(st)
	}
	v.inputs.Refresh()
}

// setupInputs: the placer's two dice (the app's roll, or the table's
// own), which character, and the six locations. Every button keeps its
// place from turn to turn: a character already placed or a location the
// dice do not allow is greyed out with its reason, never removed.
func (v *view) setupInputs(st mh.State) {
	seat := st.Placer()
	p := st.Players[seat]
	mine := st.CharactersOf(seat)
	chosen := false
	for _, c := range mine {
		chosen = chosen || (c.Kind == v.setupKind && c.Location == 0)
	}
	if !chosen {
		for _, c := range mine {
			if c.Location == 0 {
				v.setupKind = c.Kind
				break
			}
		}
	}
	v.inputs.Add(playerRow(p, heading(fmt.Sprintf("%s places a character (%d of %d placed)", label(p), st.Placed, len(st.Characters)))))
	v.setupDice(st)
	v.inputs.Add(note("Which character?"))
	row := kit.NewFitGrid(len(mine))
	for _, c := range mine {
		k := c.Kind
		b := button(k.String(), k == v.setupKind, func() { v.choose(func() { v.setupKind = k }) })
		if c.Location != 0 {
			b.Refuse(fmt.Sprintf("%s's %s is already in %s", label(p), k, c.Location), v.tellRefusal)
		}
		row.Add(b)
	}
	v.inputs.Add(row)
	v.inputs.Add(note(fmt.Sprintf("Where does the %s go?", v.setupKind)))
	grid := kit.NewFitGrid(3)
	for _, l := range mh.Locations() {
		a := mh.Place{Player: seat, Character: v.setupKind, Location: l}
		grid.Add(v.offer(button(l.String(), false, func() { v.act(a) }), st.Check(a)))
	}
	v.inputs.Add(grid)
	// The engine's reminder, under the buttons so that its length moves
	// none of them: which locations the dice allow.
	for _, r := range st.Reminders() {
		v.inputs.Add(note(r))
	}
}
