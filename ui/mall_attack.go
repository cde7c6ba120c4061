package ui

import (
	"fmt"

	"fyne.io/fyne/v2/container"

	moh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/kit"
)

// attackInputs: the attack under way (why the zombies get in), the cards
// the players there may play, and the victim the vote chose. In the
// Parking every zombie feeds: one vote a victim.
func (v *mallView) attackInputs(st moh.State) {
	l := st.AttackAt
	if !l.Valid() {
		return
	}
	av := st.Attack(l)
	v.inputs.Add(heading(fmt.Sprintf("Zombies attack %s", l)))
	v.inputs.Add(note(capitalizeFirst(av.Why) + "."))
	if l == moh.Parking && st.VictimsDue > 1 {
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
		if st.Eaten == 0 {
			if l != moh.Parking && !(l == moh.Supermarket && st.Zombies[l] >= moh.SupermarketFalls) {
				grid.Add(v.cardButton(st, seat, moh.Hardware, "Hardware"))
			}
			grid.Add(v.cardButton(st, seat, moh.Weapon1, "Kill 1"))
			grid.Add(v.cardButton(st, seat, moh.Weapon2, "Kill 2"))
		}
		grid.Add(v.cardButton(st, seat, moh.Threat, "Threat"))
		for _, c := range st.CharactersOf(seat) {
			c := c
			if !c.Alive() || c.Location != l || c.Hidden || st.Played[moh.Hidden] >= moh.CardsPerKind {
				continue
			}
			grid.Add(v.button(fmt.Sprintf("hide/%d/%s", seat, key(c.Kind)), "Hide "+shortKind(c.Kind), false, func() {
				v.act(moh.PlayCard{Player: seat, Card: moh.Hidden, Character: c.Kind})
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
		grid.Add(v.button(fmt.Sprintf("eat/%d/%s", r.Player, key(r.Kind)), fmt.Sprintf("%s's %s", p.Label(), r.Kind), false, func() {
			v.act(moh.Eat{Player: r.Player, Character: r.Kind})
		}))
	}
	v.inputs.Add(grid)
	if st.TieColour < 0 {
		v.inputs.Add(v.button("tiebreak", "Second vote tied: draw a colour by lot", false, func() { v.act(moh.TieBreak{}) }))
	}
}

// cardButton plays one attack card for a player; the engine says when it
// cannot be played.
func (v *mallView) cardButton(st moh.State, seat int, c moh.Card, label string) *kit.Button {
	b := v.button(fmt.Sprintf("card/%d/%s", seat, key(c)), label, false, func() {
		v.act(moh.PlayCard{Player: seat, Card: c})
	})
	if st.Played[c] >= moh.CardsPerKind {
		b.Disable()
	}
	return b
}

// capitalizeFirst upper-cases a sentence's first letter.
func capitalizeFirst(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}
