package mall

import (
	"fmt"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	mh "hordekeeper/engine/mallofhorror"
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

// setupInputs: the placer's two dice, which character, and the allowed
// locations as buttons.
func (v *view) setupInputs(st mh.State) {
	seat := st.Placer()
	p := st.Players[seat]
	var waiting []mh.CharKind
	for _, c := range st.CharactersOf(seat) {
		if c.Location == 0 {
			waiting = append(waiting, c.Kind)
		}
	}
	chosen := false
	for _, k := range waiting {
		chosen = chosen || k == v.setupKind
	}
	if !chosen && len(waiting) > 0 {
		v.setupKind = waiting[0]
	}
	v.inputs.Add(playerRow(p, heading(fmt.Sprintf("%s places a character (%d of %d placed)", label(p), st.Placed, len(st.Characters)))))
	d := st.PlacementDice
	v.inputs.Add(container.NewHBox(newDieFace(d[0], 64), newDieFace(d[1], 64),
		container.NewCenter(widget.NewLabel("the app rolled these two dice"))))
	if len(waiting) > 1 {
		v.inputs.Add(note("Which character?"))
		row := container.NewGridWithColumns(len(waiting))
		for _, k := range waiting {
			k := k
			row.Add(button(k.String(), k == v.setupKind, func() { v.choose(func() { v.setupKind = k }) }))
		}
		v.inputs.Add(row)
	}
	// The engine's reminder (above) says when neither die has room.
	choices := st.PlacementChoices()
	grid := container.NewGridWithColumns(min(len(choices), 2))
	for _, l := range choices {
		l := l
		a := mh.Place{Player: seat, Character: v.setupKind, Location: l}
		grid.Add(v.offer(button(fmt.Sprintf("%s to %s", v.setupKind, l), false, func() { v.act(a) }), st.Check(a)))
	}
	v.inputs.Add(grid)
}
