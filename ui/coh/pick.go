package coh

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/engine"
	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// cohChoice is one answer a picker offers; a refused one is greyed out
// and says why when tapped.
type cohChoice struct {
	label  string
	refuse string
}

// choose asks one question with a button an answer, the one picker an
// action needs; then runs with the answer's index.
func (v *cohPicks) choose(question string, choices []cohChoice, then func(i int)) {
	// A question with no answer the engine takes is not asked: the table
	// reads why at once instead of a dialog of grey buttons or only Cancel.
	open, why := 0, ""
	for _, c := range choices {
		if c.refuse == "" {
			open++
		} else if why == "" {
			why = c.refuse
		}
	}
	if open == 0 {
		if why == "" {
			why = lang.X("coh.pick.nobody", "Nothing can be chosen for this now")
		}
		v.tellRefusal(why)
		return
	}
	var pop *widget.PopUp
	// Up to four answers stand on one row (a list of players is not cut
	// into "Green, White, Red / Yellow"); more take two rows; a phone
	// takes as many as fit.
	cols := len(choices)
	if cols > 4 {
		cols = (cols + 1) / 2
	}
	grid := kit.NewFitGrid(max(1, cols))
	for i, c := range choices {
		b := kit.NewButton(c.label, nil, func() { pop.Hide(); then(i) })
		if c.refuse != "" {
			b.Refuse(c.refuse, v.tellRefusal)
		}
		grid.Add(b)
	}
	cancel := kit.NewButton(lang.X("coh.pick.cancel", "Cancel"), theme.CancelIcon(), func() { pop.Hide() })
	box := container.NewVBox(cohHeading(question), grid, cancel)
	cv := v.a.h.Window().Canvas()
	pop = widget.NewModalPopUp(kit.NewVScroll(container.NewPadded(box)), cv)
	pop.Resize(fyne.NewSize(fyne.Min(760, cv.Size().Width-16), fyne.Min(box.MinSize().Height+40, cv.Size().Height-30)))
	pop.Show()
}

// choosePlace asks for a place of the city, by its building's name. check,
// when given, is the action an answer makes: those the engine refuses (a
// zombie sent where 8 stand) are greyed with its reason.
func (v *cohPicks) choosePlace(question string, except ch.Loc, check func(ch.Loc) engine.Action, then func(ch.Loc)) {
	st := v.state()
	var locs []ch.Loc
	var cs []cohChoice
	for _, l := range ch.AllLocs {
		if l != except {
			locs = append(locs, l)
			cs = append(cs, cohChoice{label: cohTitle(st.Boards[l].Building), refuse: refusalOf(v, check, l)})
		}
	}
	v.choose(question, cs, func(i int) { then(locs[i]) })
}

// choosePlayer asks for a player among ps, by name.
func (v *cohPicks) choosePlayer(question string, ps []ch.Colour, then func(ch.Colour)) {
	st := v.state()
	ps = cohInSeats(st, ps)
	var cs []cohChoice
	for _, p := range ps {
		cs = append(cs, cohChoice{label: cohLabel(st, p)})
	}
	v.choose(question, cs, func(i int) { then(ps[i]) })
}

// chooseWedge asks for a wedge of the wheel the rules let the leader go to.
func (v *cohPicks) chooseWedge(question string, ws []ch.Colour, then func(ch.Colour)) {
	// Each wedge is a player's colour: named by the player, in seat order.
	st := v.state()
	ws = cohInSeats(st, ws)
	var cs []cohChoice
	for _, w := range ws {
		cs = append(cs, cohChoice{label: cohLabel(st, w)})
	}
	v.choose(question, cs, func(i int) { then(ws[i]) })
}

// chooseCharacter asks for one of the characters rs, by name. check, when
// given, is the action an answer makes: those the engine refuses are
// greyed with its reason.
func (v *cohPicks) chooseCharacter(question string, rs []ch.Role, check func(ch.Role) engine.Action, then func(ch.Role)) {
	var cs []cohChoice
	for _, r := range rs {
		cs = append(cs, cohChoice{label: cohRole(r), refuse: refusalOf(v, check, r)})
	}
	v.choose(question, cs, func(i int) { then(rs[i]) })
}

// refusalOf is the engine's reason for refusing the action check makes of
// x, or "" when it takes it (or there is no check).
func refusalOf[T any](v cohGame, check func(T) engine.Action, x T) string {
	if check == nil {
		return ""
	}
	if _, err := v.try(check(x)); err != nil {
		return translations.Err(err)
	}
	return ""
}

// chooseBoard asks which board takes an explosion marker, when a card with
// the explosion symbol is played: "you must add an Explosion marker to the
// Armory or to the Water Tower", so only the boards that can take one are
// offered, and no question is asked when one or none can (the engine says
// why none).
func (v *cohPicks) chooseBoard(then func(ch.Building)) {
	bs := v.state().ExplosionTargets()
	if len(bs) < 2 {
		b := ch.Building("")
		if len(bs) == 1 {
			b = bs[0]
		}
		then(b)
		return
	}
	var cs []cohChoice
	for _, b := range bs {
		cs = append(cs, cohChoice{label: cohTitle(b)})
	}
	v.choose(lang.X("coh.pick.explosion", "Explosion marker on which board?"), cs, func(i int) { then(bs[i]) })
}

// ownCharacters lists a player's living characters, at one place or
// anywhere (NoLoc), that match keep.
func ownCharacters(st *ch.State, p ch.Colour, at ch.Loc, keep func(ch.Character) bool) []ch.Role {
	var out []ch.Role
	for _, c := range st.Characters {
		if c.Owner == p && !c.Dead && (at == ch.NoLoc || c.At == at) && (keep == nil || keep(c)) {
			out = append(out, c.Role)
		}
	}
	return out
}

// others lists the players in turn order but p.
func others(st *ch.State, p ch.Colour) []ch.Colour {
	var out []ch.Colour
	for _, c := range st.TurnOrder() {
		if c != p && !st.Eliminated(c) {
			out = append(out, c)
		}
	}
	return out
}

// chooseFromDiscard asks which card a player takes from the discard pile
// (the Businessman's power, the Armory's side B): each card played for its
// effect by name, so the taken one may be played again once every copy was
// played, and last "Another card" for one discarded to pay for something.
func (v *cohPicks) chooseFromDiscard(p ch.Colour, then func(card string)) {
	st := v.state()
	var names []string
	var cs []cohChoice
	for _, k := range st.Settings.ActionDeck() {
		if st.Played[k.Name] > 0 {
			names = append(names, k.Name)
			cs = append(cs, cohChoice{label: translations.T(ch.CardWords(k.Name))})
		}
	}
	if len(names) == 0 {
		then("")
		return
	}
	names = append(names, "")
	cs = append(cs, cohChoice{label: lang.X("coh.pick.anotherCard", "Another card")})
	v.choose(lang.X("coh.pick.fromDiscard", "Which card does {{.Player}} take from the discard pile?", map[string]any{"Player": cohLabel(st, p)}), cs, func(i int) { then(names[i]) })
}
