package mall

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	mh "hordekeeper/engine/mallofhorror"
)

// openLocations lists the locations a destination may name.
func openLocations(st mh.State) []mh.Location {
	var out []mh.Location
	for _, l := range mh.Locations() {
		if !st.IsClosed(l) {
			out = append(out, l)
		}
	}
	return out
}

// destinationInputs: an elected Chief's announcement, then every wheel.
func (v *view) destinationInputs(st mh.State) {
	open := openLocations(st)
	if st.ChiefElected && st.Announced == 0 {
		p := st.Players[st.Chief]
		v.inputs.Add(playerRow(p, heading(fmt.Sprintf("%s, the elected Chief, announces a destination aloud:", p.Label()))))
		grid := container.NewGridWithColumns(2)
		for _, l := range open {
			l := l
			grid.Add(button(l.String(), false, func() { v.act(mh.ChiefAnnounces{Destination: l}) }))
		}
		v.inputs.Add(grid)
		return
	}
	if len(v.dests) != len(st.Players) {
		v.dests = make([]mh.Location, len(st.Players))
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
			row.Add(button("none", v.dests[seat] == 0, func() { v.choose(func() { v.dests[seat] = 0 }) }))
		}
		for _, l := range open {
			l := l
			b := button(fmt.Sprint(int(l)), v.dests[seat] == l, func() { v.choose(func() { v.dests[seat] = l }) })
			if fixed && l != st.Announced {
				b.Disable()
			}
			row.Add(b)
		}
		what := p.Label()
		if elim {
			what += ": zombie to"
		}
		v.inputs.Add(container.NewBorder(nil, nil, container.NewHBox(swatch(p.Colour, 40), widget.NewLabel(what)), nil, row))
	}
	reveal := button("Wheels revealed: zombies arrive, then move", true, func() {
		v.act(mh.RevealDestinations{To: append([]mh.Location(nil), v.dests...)})
	})
	v.inputs.Add(reveal)
}

// movementInputs: the mover picks a character, or plays a Sprint first.
func (v *view) movementInputs(st mh.State) {
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
		grid.Add(button(fmt.Sprintf("%s (in %s)", c.Kind, c.Location.Name()), true, func() {
			v.act(mh.Move{Player: m, Character: c.Kind, Sprint: v.sprint})
		}))
	}
	v.inputs.Add(grid)
	// TODO(engine): whether a Sprint may still be played is a rule (a card
	// in hand, a copy left); the engine should say it.
	if p.Hand > 0 && st.Played[mh.Sprint] < mh.CardsPerKind {
		v.inputs.Add(note("Or first a Sprint card, to go elsewhere (tap again to cancel):"))
		open := openLocations(st)
		row := container.NewGridWithColumns(len(open))
		for _, l := range open {
			l := l
			row.Add(button(fmt.Sprint(int(l)), v.sprint == l, func() {
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
