package coh

import (
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"

	"hordekeeper/engine"
	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// usedNow reports whether a place is being activated, when the players
// with a character there may use its effect.
func usedNow(st *ch.State, l ch.Loc) bool {
	return st.Phase == ch.PhaseResolution && st.Step == ch.StepActivation && st.ResolvingLoc() == l
}

// useButtons are the place's own effect, a button a player with a
// character there, while the place is activated: once a player a turn,
// refused with the engine's reason otherwise.
func (v *cohActs) useButtons(st *ch.State, l ch.Loc) fyne.CanvasObject {
	box := container.NewVBox()
	if !usedNow(st, l) || st.Boards[l].Building == ch.WaterTower {
		return box
	}
	name := cohTitle(st.Boards[l].Building)
	for _, p := range st.TurnOrder() {
		present := slices.ContainsFunc(st.At(l), func(c ch.Character) bool { return c.Owner == p })
		if !present {
			continue
		}
		if b := st.Boards[l]; b.Building == ch.Crossroads && b.Side == ch.SideA {
			// One tap: the value of the token the player drew.
			box.Add(v.drewButtons(st, p))
			continue
		}
		b := kit.NewButton(lang.X("coh.locuse.uses", "{{.Player}} uses the {{.Place}}", with(engine.Args{"Player": cohLabel(st, p), "Place": name})), nil, func() { v.useLocation(p, l) })
		b.Refuse(translations.T(st.CanUseWords(p, l)), v.tellRefusal)
		box.Add(b)
	}
	return box
}

// drewButtons are the Crossroads (side A) for one player: the value of the
// food token they drew from the truck, in one tap.
func (v *cohActs) drewButtons(st *ch.State, p ch.Colour) fyne.CanvasObject {
	row := kit.NewFitGrid(4)
	why := translations.T(st.CanUseWords(p, ch.CrossroadsLoc))
	for val := 0; val < 4; val++ {
		b := kit.NewButton(fmt.Sprint(val), nil, func() { v.do(ch.UseLocation{Player: p, At: ch.CrossroadsLoc, Value: &val}) })
		switch {
		case why != "":
			b.Refuse(why, v.tellRefusal)
		case st.Truck[val] == 0:
			b.Refuse(lang.X("coh.locuse.noToken", "No food token of value {{.Value}} is left face down.", map[string]any{"Value": val}), v.tellRefusal)
		}
		row.Add(b)
	}
	return container.NewVBox(cohLine(lang.X("coh.locuse.drew", "{{.Player}} drew a food token worth:", map[string]any{"Player": cohLabel(st, p)})), row)
}

// useLocation uses a place's effect for a player: it asks the one thing
// the board's side needs, then hands it to the engine (UseLocation).
func (v *cohActs) useLocation(p ch.Colour, l ch.Loc) {
	st := v.state()
	b := st.Boards[l]
	use := func(u ch.UseLocation) { u.Player, u.At = p, l; v.do(u) }
	switch {
	case b.Building == ch.Church && b.Side == ch.SideB:
		var vals []int
		var cs []cohChoice
		for val, n := range st.Player(p).Food {
			if n > 0 {
				vals = append(vals, val)
				cs = append(cs, cohChoice{label: lang.X("coh.locuse.token", "A {{.Value}}", map[string]any{"Value": val})})
			}
		}
		v.choose(lang.X("coh.locuse.giveUp", "Which food token does {{.Player}} give up?", map[string]any{"Player": cohLabel(st, p)}), cs, func(i int) {
			v.chooseCharacter(lang.X("coh.locuse.whoRests", "Who rests?"), ownCharacters(st, p, ch.NoLoc, func(c ch.Character) bool { return c.Exhausted }), func(r ch.Role) engine.Action {
				return ch.UseLocation{Player: p, At: l, Food: vals[i], Role: r}
			}, func(r ch.Role) {
				use(ch.UseLocation{Food: vals[i], Role: r})
			})
		})
	case b.Building == ch.Church:
		v.chooseCharacter(lang.X("coh.locuse.churchRests", "Who rests? ({{.Player}} discards an action card)", map[string]any{"Player": cohLabel(st, p)}), ownCharacters(st, p, ch.NoLoc, func(c ch.Character) bool { return c.Exhausted }), func(r ch.Role) engine.Action {
			return ch.UseLocation{Player: p, At: l, Role: r}
		}, func(r ch.Role) {
			use(ch.UseLocation{Role: r})
		})
	case b.Building == ch.Hospital && b.Side == ch.SideB:
		v.chooseCharacter(lang.X("coh.locuse.hospital", "Who is exhausted for the antidote?"), ownCharacters(st, p, l, func(c ch.Character) bool { return !c.Exhausted }), func(r ch.Role) engine.Action {
			return ch.UseLocation{Player: p, At: l, Role: r}
		}, func(r ch.Role) {
			use(ch.UseLocation{Role: r})
		})
	case b.Building == ch.Bank:
		m, q := ch.LeaderAnyWedge, lang.X("coh.locuse.bank", "Where does the zombie leader go? ({{.Player}} discards an action card)", map[string]any{"Player": cohLabel(st, p)})
		if b.Side == ch.SideB {
			m, q = ch.LeaderOneWedge, lang.X("coh.locuse.bankB", "The zombie leader moves one wedge, or stays:")
		}
		v.chooseWedge(q, st.LeaderWedges(m), func(w ch.Colour) {
			v.do(ch.MoveLeader{Player: p, To: w, By: ch.ByBank})
		})
	case b.Building == ch.Crossroads:
		v.chooseFood(p, func(slot int, val *int) { use(ch.UseLocation{Slot: slot, Value: val}) })
	case b.Building == ch.Armory && b.Side == ch.SideB:
		v.chooseFromDiscard(p, func(card string) { use(ch.UseLocation{Card: card}) })
	default: // Hospital A, Armory A: an action card discarded, nothing to ask
		use(ch.UseLocation{})
	}
}

// chooseFood asks which food token a player takes at the Crossroads: a
// face-up one, or one drawn face down, whose value the player says.
func (v *cohActs) chooseFood(p ch.Colour, then func(slot int, val *int)) {
	st := v.state()
	var cs []cohChoice
	for i, val := range st.FaceUpFood {
		cs = append(cs, cohChoice{label: lang.X("coh.locuse.faceUp", "Face-up token {{.Number}} (a {{.Value}})", map[string]any{"Number": i + 1, "Value": val})})
	}
	n := len(cs)
	for val := 0; val < 4; val++ {
		c := cohChoice{label: lang.X("coh.locuse.drewA", "Drew a {{.Value}}", map[string]any{"Value": val})}
		if st.Truck[val] == 0 {
			c.refuse = lang.X("coh.locuse.noToken", "No food token of value {{.Value}} is left face down.", map[string]any{"Value": val})
		}
		cs = append(cs, c)
	}
	q := lang.X("coh.locuse.draws", "{{.Player}} draws a food token ({{.Left}} left face down): which value came?", map[string]any{"Player": cohLabel(st, p), "Left": st.FaceDownFood()})
	v.choose(q, cs, func(i int) {
		if i < n {
			then(i+1, nil)
			return
		}
		val := i - n
		then(0, &val)
	})
}
