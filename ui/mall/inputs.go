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
	v.inputs.Add(playerRow(p, heading(fmt.Sprintf("%s places a character (%d of %d placed)", p.Label(), st.Placed, len(st.Characters)))))
	d := st.PlacementDice
	v.inputs.Add(container.NewHBox(newDieFace(d[0], 64), newDieFace(d[1], 64),
		container.NewCenter(widget.NewLabel(fmt.Sprintf("the app rolled %d and %d", d[0], d[1])))))
	if len(waiting) > 1 {
		v.inputs.Add(note("Which character?"))
		row := container.NewGridWithColumns(len(waiting))
		for _, k := range waiting {
			k := k
			row.Add(button(k.String(), k == v.setupKind, func() { v.choose(func() { v.setupKind = k }) }))
		}
		v.inputs.Add(row)
	}
	choices := st.PlacementChoices()
	// TODO(engine): "neither die has room, so any location will do" is
	// the rule behind PlacementChoices; the engine should say it.
	onDice := false
	for _, l := range choices {
		onDice = onDice || int(l) == d[0] || int(l) == d[1]
	}
	if !onDice {
		v.inputs.Add(note("Both dice show locations with no room: any location with room will do."))
	}
	grid := container.NewGridWithColumns(min(len(choices), 2))
	for _, l := range choices {
		l := l
		grid.Add(button(fmt.Sprintf("%s to %s", v.setupKind, l), true, func() {
			v.act(mh.Place{Player: seat, Character: v.setupKind, Location: l})
		}))
	}
	v.inputs.Add(grid)
}
