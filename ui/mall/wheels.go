package mall

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	mh "hordekeeper/engine/mallofhorror"

	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
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
func (v *mallSteps) destinationInputs(st mh.State) {
	open := openLocations(st)
	if st.ChiefElected && st.Announced == 0 {
		p := st.Players[st.Chief]
		v.inputs.Add(playerRow(p, heading(lang.X("mall.wheels.announce", "Where does {{.Player}} go? (tap what they announce)", map[string]any{"Player": label(p)}))))
		grid := kit.NewFitGrid(2)
		for _, l := range open {
			l := l
			a := mh.ChiefAnnounces{Destination: l}
			grid.Add(v.offer(button(tr(l.Words()), false, func() { v.act(a) }), st.Check(a)))
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
	v.inputs.Add(heading(lang.X("mall.wheels.reveal", "Reveal the wheels: tap each player's destination.")))
	legend := make([]string, 0, len(open))
	for _, l := range open {
		legend = append(legend, tr(l.Words()))
	}
	v.inputs.Add(note(strings.Join(legend, " · ")))
	for seat, p := range st.Players {
		seat := seat
		elim := st.Eliminated(seat)
		if elim && !st.ReturnsAsZombie(seat) {
			continue
		}
		row := kit.NewFitGrid(len(open) + 1)
		if elim {
			row.Add(button(lang.X("mall.wheels.none", "none"), v.dests[seat] == 0, func() { v.choose(func() { v.dests[seat] = 0 }) }))
		}
		for _, l := range open {
			l := l
			b := button(fmt.Sprint(int(l)), v.dests[seat] == l, func() { v.choose(func() { v.dests[seat] = l }) })
			row.Add(v.offer(b, v.destinationRefusal(st, seat, l)))
		}
		what := label(p)
		if elim {
			what = lang.X("mall.wheels.zombieTo", "{{.Player}}: zombie to", map[string]any{"Player": what})
		}
		name := widget.NewLabel(what)
		name.Truncation = fyne.TextTruncateEllipsis
		v.inputs.Add(playerRow(p, container.NewBorder(name, nil, nil, nil, row)))
	}
	to := append([]mh.Location(nil), v.dests...)
	reveal := button(lang.X("mall.wheels.revealed", "Wheels revealed: zombies arrive, then move"), true, func() {
		v.act(mh.RevealDestinations{To: to})
	})
	v.action.Add(v.offer(reveal, st.Check(mh.RevealDestinations{To: to})))
}

// destinationRefusal is why a seat's wheel may not show l, in the
// engine's words, or nil when it may (DestinationChoices).
func (v *mallSteps) destinationRefusal(st mh.State, seat int, l mh.Location) error {
	for _, ok := range st.DestinationChoices(seat) {
		if ok == l {
			return nil
		}
	}
	// Ask the engine about this wheel alone: the other wheels at a
	// destination they may show.
	to := make([]mh.Location, len(st.Players))
	for s := range to {
		if c := st.DestinationChoices(s); len(c) > 0 && !st.Eliminated(s) {
			to[s] = c[0]
		}
	}
	to[seat] = l
	if err := st.Check(mh.RevealDestinations{To: to}); err != nil {
		return err
	}
	return errors.New(lang.X("mall.wheels.cannot", "{{.Player}} cannot go to {{.Location}} now", map[string]any{"Player": label(st.Players[seat]), "Location": place(l)}))
}

// movementInputs: the mover picks a character, or plays a Sprint first.
func (v *mallSteps) movementInputs(st mh.State) {
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
	line := lang.X("mall.wheels.moves", "{{.Player}} moves a character to {{.Location}}", map[string]any{"Player": label(p), "Location": place(dest)})
	if v.sprint != 0 {
		line = lang.X("mall.wheels.sprint", "{{.Player}} plays a Sprint: {{.Sprint}} instead of {{.Location}}", map[string]any{"Player": label(p), "Sprint": tr(v.sprint.Words()), "Location": place(dest)})
	}
	// One line, cut short rather than wrapping: a Sprint's longer line must
	// not push the buttons under it down.
	head := heading(line)
	head.Wrapping, head.Truncation = fyne.TextWrapOff, fyne.TextTruncateEllipsis
	v.inputs.Add(playerRow(p, head))
	// One a line: two long ones side by side would not fit. Every character
	// has its button, an eaten one greyed with why, so that the rows below
	// stand in the same place from one mover to the next. Plain buttons: a
	// tap moves at once, nothing is "chosen" here.
	grid := kit.NewFitGrid(1)
	for _, c := range st.CharactersOf(m) {
		a := mh.Move{Player: m, Character: c.Kind, Sprint: v.sprint}
		if !c.Alive() {
			b := button(lang.X("mall.wheels.eaten", "{{.Kind}} (eaten)", map[string]any{"Kind": tr(c.Kind.Words())}), false, nil)
			b.Refuse(lang.X("mall.wheels.wasEaten", "{{.Character}} was eaten", map[string]any{"Character": character(st, c.Ref())}), v.tellRefusal)
			grid.Add(b)
			continue
		}
		grid.Add(v.offer(button(lang.X("mall.wheels.in", "{{.Kind}} (in {{.Location}})", map[string]any{"Kind": tr(c.Kind.Words()), "Location": tr(c.Location.NameWords())}), false, func() { v.act(a) }), st.Check(a)))
	}
	v.inputs.Add(grid)
	canSprint := st.CanSprint(m)
	if canSprint != nil {
		// No Sprint to offer (no card in hand, none left): say why in
		// one line rather than a row of greyed numbers.
		v.inputs.Add(note(lang.X("mall.wheels.noSprint", "No Sprint: {{.Why}}.", map[string]any{"Why": translations.Err(canSprint)})))
	} else {
		v.sprintRow(st, m)
	}
	if st.IsFull(target) {
		// Under the buttons, so that it moves none of them.
		v.inputs.Add(note(lang.X("mall.wheels.full", "{{.Location}} is full: a character that goes there ends in the Parking.", map[string]any{"Location": place(target)})))
	}
	var wheels []string
	for seat, q := range st.Players {
		if st.Eliminated(seat) {
			continue
		}
		s := lang.X("mall.wheels.wheel", "{{.Player}}: {{.Number}}", map[string]any{"Player": label(q), "Number": int(st.Destinations[seat])})
		if st.Moved[seat] {
			s = lang.X("mall.wheels.moved", "{{.Player}}: {{.Number}} (moved)", map[string]any{"Player": label(q), "Number": int(st.Destinations[seat])})
		}
		wheels = append(wheels, s)
	}
	v.inputs.Add(note(lang.X("mall.wheels.wheels", "Wheels: {{.Wheels}}", map[string]any{"Wheels": strings.Join(wheels, " · ")})))
}

// sprintTo is nil when some character of the mover could sprint to l, or
// the engine's reason why none can.
func sprintTo(st mh.State, m int, l mh.Location) error {
	var first error
	for _, c := range st.CharactersOf(m) {
		err := st.Check(mh.Move{Player: m, Character: c.Kind, Sprint: l})
		if err == nil {
			return nil
		}
		if first == nil || c.Alive() {
			first = err
		}
	}
	return first
}

// sprintRow offers a Sprint to each open location, greyed where the
// mover's characters may not go.
func (v *mallSteps) sprintRow(st mh.State, m int) {
	v.inputs.Add(note(lang.X("mall.wheels.sprintHint", "Or first a Sprint card, to go elsewhere, even back where the character was (tap again to cancel):")))
	open := openLocations(st)
	row := kit.NewFitGrid(len(open))
	for _, l := range open {
		l := l
		b := button(fmt.Sprint(int(l)), v.sprint == l, func() {
			v.choose(func() {
				if v.sprint == l {
					v.sprint = 0
				} else {
					v.sprint = l
				}
			})
		})
		row.Add(v.offer(b, sprintTo(st, m, l)))
	}
	v.inputs.Add(row)
}
