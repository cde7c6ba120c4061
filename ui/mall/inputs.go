package mall

import (
	mh "hordekeeper/engine/mallofhorror"

	"hordekeeper/ui/kit"

	"fyne.io/fyne/v2/lang"
)

// fillInputs shows what the table enters in the phase being played.
func (v *mallSteps) fillInputs(st mh.State) {
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
func (v *mallSteps) setupInputs(st mh.State) {
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
	v.inputs.Add(playerRow(p, heading(lang.X("mall.inputs.places", "{{.Player}} places a character ({{.Placed}} of {{.All}} placed)", map[string]any{"Player": label(p), "Placed": st.Placed, "All": len(st.Characters)}))))
	v.setupDice(st)
	v.inputs.Add(note(lang.X("mall.inputs.which", "Which character?")))
	row := kit.NewFitGrid(len(mine))
	for _, c := range mine {
		k := c.Kind
		b := button(tr(k.Words()), k == v.setupKind, func() { v.choose(func() { v.setupKind = k }) })
		if c.Location != 0 {
			b.Refuse(lang.X("mall.inputs.placed", "{{.Character}} is already in {{.Location}}", map[string]any{"Character": character(st, c.Ref()), "Location": place(c.Location)}), v.tellRefusal)
		}
		row.Add(b)
	}
	v.inputs.Add(row)
	v.inputs.Add(note(lang.X("mall.inputs.where", "Where does the {{.Kind}} go?", map[string]any{"Kind": kind(v.setupKind)})))
	grid := kit.NewFitGrid(3)
	for _, l := range mh.Locations() {
		a := mh.Place{Player: seat, Character: v.setupKind, Location: l}
		grid.Add(v.offer(button(tr(l.Words()), false, func() { v.act(a) }), st.Check(a)))
	}
	v.inputs.Add(grid)
	// The engine's reminder, under the buttons so that its length moves
	// none of them: which locations the dice allow.
	for _, r := range st.ReminderWords() {
		v.inputs.Add(note(tr(r)))
	}
}
