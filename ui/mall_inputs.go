package ui

import (
	"encoding/json"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	moh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/kit"
)

// fillInputs shows what the table enters in the phase being played.
func (v *mallView) fillInputs(st moh.State) {
	v.inputs.Objects = nil
	switch st.Phase {
	case moh.PhaseSetup:
		v.setupInputs(st)
	case moh.PhaseTruck:
		v.truckInputs(st)
	case moh.PhaseElection:
		v.electionInputs(st)
	case moh.PhaseDestinations:
		v.destinationInputs(st)
	case moh.PhaseMovement:
		v.movementInputs(st)
	case moh.PhaseAttack:
		v.attackInputs(st)
	}
	v.inputs.Refresh()
}

// key is the journal name of a kind or card ("tough-guy", "security-camera"),
// used in button names.
func key(m json.Marshaler) string {
	b, _ := m.MarshalJSON()
	return strings.Trim(string(b), `"`)
}

// heading is a bold line that wraps.
func heading(text string) *widget.Label {
	l := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.Wrapping = fyne.TextWrapWord
	return l
}

// note is a plain line that wraps.
func note(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// button makes a named big button; chosen ones stand out.
func (v *mallView) button(name, label string, chosen bool, fn func()) *kit.Button {
	b := kit.NewButton(label, nil, fn)
	if chosen {
		b.Importance = widget.HighImportance
	}
	v.a.buttons["mall/"+name] = b
	return b
}

// playerRow is a player's swatch beside something.
func playerRow(p moh.Player, o fyne.CanvasObject) fyne.CanvasObject {
	return container.NewBorder(nil, nil, container.NewCenter(mallSwatch(p.Colour, 40)), nil, o)
}

// setupInputs: the placer's two dice, which character, and the allowed
// locations as buttons.
func (v *mallView) setupInputs(st moh.State) {
	seat := st.Placer()
	p := st.Players[seat]
	var waiting []moh.CharKind
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
			row.Add(v.button("char/"+key(k), k.String(), k == v.setupKind, func() { v.choose(func() { v.setupKind = k }) }))
		}
		v.inputs.Add(row)
	}
	choices := st.PlacementChoices()
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
		grid.Add(v.button(fmt.Sprintf("place/%d", l), fmt.Sprintf("%s to %s", v.setupKind, l), true, func() {
			v.act(moh.Place{Player: seat, Character: v.setupKind, Location: l})
		}))
	}
	v.inputs.Add(grid)
}

// seatsIn lists the seats with a living character in a location.
func seatsIn(st moh.State, l moh.Location) []int {
	var out []int
	for seat := range st.Players {
		for _, r := range st.Occupants(l) {
			if r.Player == seat {
				out = append(out, seat)
				break
			}
		}
	}
	return out
}

// threats offers a Threat card (one more vote) to every player still in
// the game who holds a card.
func (v *mallView) threats(st moh.State, seats []int) {
	grid := container.NewGridWithColumns(2)
	for _, seat := range seats {
		seat := seat
		p := st.Players[seat]
		if p.Hand == 0 || st.Eliminated(seat) {
			continue
		}
		grid.Add(v.button(fmt.Sprintf("threat/%d", seat), p.Label()+": Threat", false, func() {
			v.act(moh.PlayCard{Player: seat, Card: moh.Threat})
		}))
	}
	if len(grid.Objects) > 0 {
		v.inputs.Add(note("Before the vote, from the Chief: a Threat card adds a vote."))
		v.inputs.Add(grid)
	}
}

func allSeats(st moh.State) []int {
	out := make([]int, len(st.Players))
	for i := range out {
		out[i] = i
	}
	return out
}

// truckInputs: the Parking's vote, then whom the winner gives a card to.
func (v *mallView) truckInputs(st moh.State) {
	if v.truckWinner >= 0 && st.Deck >= 2 {
		w := st.Players[v.truckWinner]
		v.inputs.Add(heading(fmt.Sprintf("%s keeps one card and slides one under the deck. Who gets the card they give?", w.Label())))
		grid := container.NewGridWithColumns(2)
		for seat, p := range st.Players {
			seat := seat
			if seat == v.truckWinner {
				continue
			}
			grid.Add(v.button(fmt.Sprintf("give/%d", seat), p.Label(), false, func() {
				v.act(moh.TruckSearch{Winner: v.truckWinner, GiveTo: seat})
			}))
		}
		v.inputs.Add(grid)
		v.inputs.Add(v.button("truck/back", "Back to the vote", false, func() { v.choose(func() { v.truckWinner = -2 }) }))
		return
	}
	v.inputs.Add(heading(fmt.Sprintf("The Parking votes: who searches the truck? (%d cards left)", st.Deck)))
	grid := container.NewGridWithColumns(2)
	for _, seat := range seatsIn(st, moh.Parking) {
		seat := seat
		grid.Add(v.button(fmt.Sprintf("truck/%d", seat), st.Players[seat].Label(), false, func() {
			if st.Deck == 1 {
				v.act(moh.TruckSearch{Winner: seat, GiveTo: moh.NoWinner})
				return
			}
			v.choose(func() { v.truckWinner = seat })
		}))
	}
	grid.Add(v.button("truck/tie", "Tied twice: nobody", false, func() {
		v.act(moh.TruckSearch{Winner: moh.NoWinner, GiveTo: moh.NoWinner})
	}))
	v.inputs.Add(grid)
	v.threats(st, allSeats(st))
}

// electionInputs: the Security HQ's vote.
func (v *mallView) electionInputs(st moh.State) {
	v.inputs.Add(heading("The Security HQ votes: who is the new Chief of Security?"))
	grid := container.NewGridWithColumns(2)
	for _, seat := range seatsIn(st, moh.SecurityHQ) {
		seat := seat
		grid.Add(v.button(fmt.Sprintf("elect/%d", seat), st.Players[seat].Label(), false, func() {
			v.act(moh.ElectChief{Winner: seat})
		}))
	}
	grid.Add(v.button("elect/tie", fmt.Sprintf("Tied twice: %s stays", st.Players[st.Chief].Label()), false, func() {
		v.act(moh.ElectChief{Winner: moh.NoWinner})
	}))
	v.inputs.Add(grid)
	v.threats(st, allSeats(st))
}

// openLocations lists the locations a destination may name.
func openLocations(st moh.State) []moh.Location {
	var out []moh.Location
	for _, l := range moh.Locations() {
		if !st.IsClosed(l) {
			out = append(out, l)
		}
	}
	return out
}

// destinationInputs: an elected Chief's announcement, then every wheel.
func (v *mallView) destinationInputs(st moh.State) {
	open := openLocations(st)
	if st.ChiefElected && st.Announced == 0 {
		p := st.Players[st.Chief]
		v.inputs.Add(playerRow(p, heading(fmt.Sprintf("%s, the elected Chief, announces a destination aloud:", p.Label()))))
		grid := container.NewGridWithColumns(2)
		for _, l := range open {
			l := l
			grid.Add(v.button(fmt.Sprintf("announce/%d", l), l.String(), false, func() { v.act(moh.ChiefAnnounces{Destination: l}) }))
		}
		v.inputs.Add(grid)
		return
	}
	if len(v.dests) != len(st.Players) {
		v.dests = make([]moh.Location, len(st.Players))
		if st.ChiefElected {
			v.dests[st.Chief] = st.Announced
		}
	}
	v.inputs.Add(heading("Reveal the wheels: tap each player's destination."))
	legend := make([]string, 0, len(open))
	for _, l := range open {
		legend = append(legend, l.String())
	}
	v.inputs.Add(note(strings.Join(legend, " · ")))
	for seat, p := range st.Players {
		seat := seat
		row := container.NewGridWithColumns(len(open) + 1)
		elim := st.Eliminated(seat)
		fixed := st.ChiefElected && seat == st.Chief
		if elim {
			row.Add(v.button(fmt.Sprintf("dest/%d/0", seat), "none", v.dests[seat] == 0, func() { v.choose(func() { v.dests[seat] = 0 }) }))
		}
		for _, l := range open {
			l := l
			b := v.button(fmt.Sprintf("dest/%d/%d", seat, l), fmt.Sprint(int(l)), v.dests[seat] == l, func() { v.choose(func() { v.dests[seat] = l }) })
			if fixed && l != st.Announced {
				b.Disable()
			}
			row.Add(b)
		}
		what := p.Label()
		if elim {
			what += ": zombie to"
		}
		v.inputs.Add(container.NewBorder(nil, nil, container.NewHBox(mallSwatch(p.Colour, 40), widget.NewLabel(what)), nil, row))
	}
	reveal := v.button("reveal", "Wheels revealed: zombies arrive, then move", true, func() {
		v.act(moh.RevealDestinations{To: append([]moh.Location(nil), v.dests...)})
	})
	v.inputs.Add(reveal)
}

// movementInputs: the mover picks a character, or plays a Sprint first.
func (v *mallView) movementInputs(st moh.State) {
	m, ok := st.Mover()
	if !ok {
		return
	}
	p := st.Players[m]
	dest := st.Destinations[m]
	target := dest
	if v.sprint != 0 {
		target = v.sprint
	}
	line := fmt.Sprintf("%s moves a character to %s", p.Label(), dest)
	if v.sprint != 0 {
		line = fmt.Sprintf("%s plays a Sprint: %s instead of %s", p.Label(), v.sprint, dest)
	}
	v.inputs.Add(playerRow(p, heading(line)))
	if st.IsFull(target) {
		v.inputs.Add(note(fmt.Sprintf("%s is full: a character that goes there ends in the Parking.", target)))
	}
	grid := container.NewGridWithColumns(2)
	for _, c := range st.CharactersOf(m) {
		if !c.Alive() {
			continue
		}
		c := c
		grid.Add(v.button("move/"+key(c.Kind), fmt.Sprintf("%s (in %s)", c.Kind, c.Location.Name()), true, func() {
			v.act(moh.Move{Player: m, Character: c.Kind, Sprint: v.sprint})
		}))
	}
	v.inputs.Add(grid)
	if p.Hand > 0 && st.Played[moh.Sprint] < moh.CardsPerKind {
		v.inputs.Add(note("Or first a Sprint card, to go elsewhere (tap again to cancel):"))
		open := openLocations(st)
		row := container.NewGridWithColumns(len(open))
		for _, l := range open {
			l := l
			row.Add(v.button(fmt.Sprintf("sprint/%d", l), fmt.Sprint(int(l)), v.sprint == l, func() {
				v.choose(func() {
					if v.sprint == l {
						v.sprint = 0
					} else {
						v.sprint = l
					}
				})
			}))
		}
		v.inputs.Add(row)
	}
	var wheels []string
	for seat, q := range st.Players {
		if st.Eliminated(seat) {
			continue
		}
		s := fmt.Sprintf("%s: %d", q.Label(), int(st.Destinations[seat]))
		if st.Moved[seat] {
			s += " (moved)"
		}
		wheels = append(wheels, s)
	}
	v.inputs.Add(note("Wheels: " + strings.Join(wheels, " · ")))
}
