package coh

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/engine"
	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// characterActions opens what can be done with one character: move,
// exhaust, rest, hide, kill, and its power's text. The engine decides
// whether each is allowed; a refusal shows in the notice bar.
func (v *cohActs) characterActions(r ch.Role) {
	st := v.state()
	c := st.Character(r)
	if c == nil {
		return
	}
	info, _ := r.Info()
	var pop *widget.PopUp
	act := func(a engine.Action) func() {
		return func() { pop.Hide(); v.do(a) }
	}
	// button offers an action the engine allows now; any other is greyed
	// out, and a tap says the engine's reason.
	button := func(label string, a engine.Action) *kit.Button {
		b := kit.NewButton(label, nil, act(a))
		if _, err := v.try(a); err != nil {
			b.Refuse(translations.Err(err), v.tellRefusal)
		}
		return b
	}

	head := container.NewBorder(nil, nil, kit.Swatch(string(c.Owner), cohLetter(c.Owner), kit.MinTouch), nil, cohHeading(lang.X("coh.char.title", "{{.Character}}, of {{.Player}}", with(engine.Args{"Character": cohRole(r), "Player": cohLabel(st, c.Owner)}))))
	// Char: French agrees with the character ("la Ménagère, épuisée").
	var cond string
	who := map[string]any{"Char": cohChar(r)}
	switch {
	case c.Exhausted && c.Hidden:
		cond = lang.X("coh.char.exhaustedHidden", "exhausted, hidden this turn{{if .Char}}{{end}}", who)
	case c.Exhausted:
		cond = lang.X("coh.char.exhausted", "exhausted{{if .Char}}{{end}}", who)
	case c.Hidden:
		cond = lang.X("coh.char.restedHidden", "rested, hidden this turn{{if .Char}}{{end}}", who)
	default:
		cond = lang.X("coh.char.rested", "rested{{if .Char}}{{end}}", who)
	}
	facts := cohSmall(lang.X("coh.char.facts", "Now {{.State}}, at {{.Place}}. Worth {{.Rested}} rested, {{.Exhausted}} exhausted.",
		with(engine.Args{"State": cond, "Place": cohPlace(st, c.At), "Rested": info.Rested, "Exhausted": info.Exhausted})))
	power := cohSmall(lang.X("coh.char.power", "Power (turn the card to exhausted): {{.Power}}", with(engine.Args{"Power": r.PowerWords()})))
	// The card's words come after the moves: the place buttons stand at
	// the same height for every character, whatever the power's length.
	card := container.NewVBox(facts, power)
	if info.Drawback != "" {
		card.Add(cohSmall(lang.X("coh.char.drawback", "Drawback: {{.Drawback}}", with(engine.Args{"Drawback": r.DrawbackWords()}))))
	}
	box := container.NewVBox(head)

	if st.Phase == ch.PhaseMovement {
		moves := kit.NewFitGrid(3)
		for _, l := range ch.AllLocs {
			moves.Add(button(cohTitle(st.Boards[l].Building), ch.MoveCharacter{Role: r, To: l}))
		}
		box.Add(cohHeading(lang.X("coh.char.move", "Move to the place on the movement card")))
		box.Add(moves)
		backdoor := kit.NewFitGrid(3)
		for _, l := range ch.AllLocs {
			if st.Full(l) && l != c.At {
				backdoor.Add(button(lang.X("coh.char.backDoor", "Back Door: {{.Place}}", with(engine.Args{"Place": cohTitle(st.Boards[l].Building)})), ch.MoveCharacter{Role: r, To: l, BackDoor: true}))
				if r == ch.Mama {
					backdoor.Add(button(lang.X("coh.char.mama", "Mama squeezes into {{.Place}}", with(engine.Args{"Place": cohTitle(st.Boards[l].Building)})), ch.MoveCharacter{Role: r, To: l, Mama: true}))
				}
			}
		}
		if len(backdoor.Objects) > 0 {
			// Set apart from the destinations: these play a card at once
			// (the Blonde once went through one by mistake).
			box.Add(widget.NewSeparator())
			box.Add(cohHeading(lang.X("coh.char.backDoorHead", "Or play a card to squeeze into a full place:")))
			box.Add(backdoor)
		}
		box.Add(card)
	} else {
		box.Add(card)
		box.Add(cohHeading(cohCharStep(st)))
	}

	usePower := kit.NewButton(lang.X("coh.char.usePower", "Use power"), nil, v.powerAction(r, &pop))
	if why := translations.T(st.PowerNowWords(r)); why != "" {
		// Offered only where it can be used now (the engine says).
		usePower.Refuse(why, v.tellRefusal)
	}
	// Hide and the kill are offered only at their moment (a turn; the
	// attack due at the character's place).
	cells := []fyne.CanvasObject{usePower, button(lang.X("coh.char.exhaust", "Exhaust"), ch.Exhaust{Role: r}), button(lang.X("coh.char.rest", "Rest"), ch.Rest{Role: r})}
	// A character hides by its player's Hideout card, which leaves the
	// hand: a free Hide left the hand count one card too high.
	if hide := (ch.PlayCard{Player: c.Owner, Card: ch.CardHideout, Role: r}); v.allows(ch.Hide{Role: r}) {
		cells = append(cells, button(lang.X("coh.char.hide", "Hide ({{.Card}})", with(engine.Args{"Card": ch.CardWords(ch.CardHideout)})), hide))
	}
	box.Add(kit.NewFitGrid(4, cells...))
	// The kill stands apart, bottom left, at the same place in every
	// dialog that offers it; Close bottom right.
	var kill fyne.CanvasObject = layout.NewSpacer()
	if v.allows(ch.KillCharacter{Role: r}) {
		k := button(lang.X("coh.char.kill", "Kill (eaten)"), ch.KillCharacter{Role: r})
		k.Icon = theme.DeleteIcon()
		k.Importance = widget.DangerImportance
		kill = k
	}
	foot := container.NewBorder(widget.NewSeparator(), nil, kill, kit.NewButton(lang.X("coh.char.close", "Close"), theme.CancelIcon(), func() { pop.Hide() }))
	size := v.a.h.Window().Canvas().Size()
	body := container.NewBorder(nil, container.NewPadded(foot), nil, nil, kit.NewVScroll(container.NewPadded(box)))
	pop = widget.NewModalPopUp(body, v.a.h.Window().Canvas())
	pop.Resize(fyne.NewSize(fyne.Min(820, size.Width-16), fyne.Min(520, size.Height-30)))
	pop.Show()
}

// cohCharStep is the character dialog's heading outside movement: what
// the step lets a character do.
func cohCharStep(st *ch.State) string {
	if st.Phase == ch.PhaseResolution {
		at := with(engine.Args{"Place": cohPlace(st, st.ResolvingLoc())})
		if st.Step == ch.StepAttack {
			return lang.X("coh.char.attackStep", "Attack at {{.Place}}: a power or a card may still save someone", at)
		}
		return lang.X("coh.char.resolving", "Resolving {{.Place}}: use a power, or turn the card", at)
	}
	return lang.X("coh.char.anyStep", "Use a power, or turn the card")
}

// powerAction uses the character's power (UsePower): it opens the one
// picker the power needs, and the engine exhausts the character.
func (v *cohActs) powerAction(r ch.Role, pop **widget.PopUp) func() {
	return func() {
		(*pop).Hide()
		st := v.state()
		c := st.Character(r)
		use := func(u ch.UsePower) { u.Role = r; v.do(u) }
		switch r {
		case ch.Geek:
			v.choosePlace(lang.X("coh.char.geek", "The Geek sends a zombie from here to…"), c.At, func(l ch.Loc) engine.Action { return ch.UsePower{Role: r, To: l} }, func(l ch.Loc) { use(ch.UsePower{To: l}) })
		case ch.Rocker:
			v.choosePlace(lang.X("coh.char.rocker", "The Rocker sends a zombie from here to…"), c.At, func(l ch.Loc) engine.Action { return ch.UsePower{Role: r, To: l} }, func(l ch.Loc) { use(ch.UsePower{To: l}) })
		case ch.SecretAgent:
			v.chooseWedge(lang.X("coh.char.secretAgent", "The Secret Agent puts the zombie leader on…"), st.LeaderWedges(ch.LeaderAnyWedge), func(w ch.Colour) {
				v.do(ch.MoveLeader{Player: c.Owner, To: w, By: ch.BySecretAgent})
			})
		case ch.Thief:
			v.choosePlayer(lang.X("coh.char.thief", "The Thief steals a random card from…"), others(st, c.Owner), func(o ch.Colour) { use(ch.UsePower{From: o}) })
		case ch.Rasta:
			v.peekNext(c.Owner, "the Rasta's power", ch.UsePower{Role: r})
		case ch.Businessman, ch.Businesswoman:
			v.chooseFromDiscard(c.Owner, func(card string) { use(ch.UsePower{Card: card}) })
		case ch.Mama:
			v.tellRefusal(lang.X("coh.char.mamaPower", "The Mama's power is used while she moves: tap her, then the full place's Mama button."))
		default:
			use(ch.UsePower{})
		}
	}
}

// allows reports whether the engine would take an action now.
func (v *cohActs) allows(a engine.Action) bool {
	_, err := v.try(a)
	return err == nil
}
