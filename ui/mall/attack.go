package mall

import (
	"fmt"

	"fyne.io/fyne/v2/container"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/kit"
)

// attackInputs: the attack under way (why the zombies get in), the cards
// the players there may play, and the victim the vote chose. In the
// Parking every zombie feeds: one vote a victim.
func (v *view) attackInputs(st mh.State) {
	l := st.AttackAt
	if !l.Valid() {
		return
	}
	av := st.Attack(l)
	v.inputs.Add(heading(fmt.Sprintf("Zombies attack %s", l)))
	v.inputs.Add(note(capitalizeFirst(av.Why) + "."))
	if l == mh.Parking && st.VictimsDue > 1 {
		v.inputs.Add(note(fmt.Sprintf("In the Parking every zombie feeds: vote for victim %d of %d.", st.Eaten+1, st.VictimsDue)))
	} else {
		v.inputs.Add(note(fmt.Sprintf("Vote for victim %d of %d.", st.Eaten+1, st.VictimsDue)))
	}

	// Cards first: the players there may still keep the zombies out.
	for _, seat := range seatsIn(st, l) {
		seat := seat
		p := st.Players[seat]
		if p.Hand == 0 {
			continue
		}
		grid := container.NewGridWithColumns(3)
		// TODO(engine): which cards a player may play in this attack
		// (Hardware not in the Parking nor a fallen Supermarket, Hardware
		// and weapons only before the first victim, Hidden while a copy is
		// left) is a rule: the engine should list the playable cards.
		if st.Eaten == 0 {
			if l != mh.Parking && !(l == mh.Supermarket && st.Zombies[l] >= mh.SupermarketFalls) {
				grid.Add(v.cardButton(st, seat, mh.Hardware, "Hardware"))
			}
			grid.Add(v.cardButton(st, seat, mh.Weapon1, "Kill 1"))
			grid.Add(v.cardButton(st, seat, mh.Weapon2, "Kill 2"))
		}
		grid.Add(v.cardButton(st, seat, mh.Threat, "Threat"))
		for _, c := range st.CharactersOf(seat) {
			c := c
			if !c.Alive() || c.Location != l || c.Hidden || st.Played[mh.Hidden] >= mh.CardsPerKind {
				continue
			}
			grid.Add(button("Hide "+shortKind(c.Kind), false, func() {
				v.act(mh.PlayCard{Player: seat, Card: mh.Hidden, Character: c.Kind})
			}))
		}
		v.inputs.Add(playerRow(p, grid))
	}

	if st.TieColour >= 0 {
		v.inputs.Add(heading(fmt.Sprintf("The lot fell on %s: which of their characters is eaten?", st.Players[st.TieColour].Label())))
	} else {
		v.inputs.Add(heading("The vote chose:"))
	}
	grid := container.NewGridWithColumns(2)
	for _, r := range av.Choosable {
		r := r
		if st.TieColour >= 0 && r.Player != st.TieColour {
			continue
		}
		p := st.Players[r.Player]
		grid.Add(button(fmt.Sprintf("%s's %s", p.Label(), r.Kind), false, func() {
			v.act(mh.Eat{Player: r.Player, Character: r.Kind})
		}))
	}
	v.inputs.Add(grid)
	if st.TieColour < 0 {
		v.inputs.Add(button("Second vote tied: draw a colour by lot", false, func() { v.act(mh.TieBreak{}) }))
	}
}

// cardButton plays one attack card for a player; the engine says when it
// cannot be played.
func (v *view) cardButton(st mh.State, seat int, c mh.Card, label string) *kit.Button {
	b := button(label, false, func() {
		v.act(mh.PlayCard{Player: seat, Card: c})
	})
	if st.Played[c] >= mh.CardsPerKind {
		b.Disable()
	}
	return b
}
