package coh

import (
	"strings"

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

// playerActions opens what a player holds and may do at any moment of the
// negotiation: trade with another player, play an action card. A place's
// own effect is on its tile, while it is activated.
func (v *cohActs) playerActions(c ch.Colour) {
	st := v.state()
	p := st.Player(c)
	var pop *widget.PopUp
	head := container.NewBorder(nil, nil, kit.Swatch(string(c), cohLetter(c), kit.MinTouch), nil, cohHeading(cohLabel(st, c)))
	facts := cohSmall(lang.X("coh.players.facts", "{{.Antidotes}}, {{.Cards}} in hand. Food tokens: {{.Food}} ({{.Points}}).",
		map[string]any{"Antidotes": antidotesN(p.Antidotes), "Cards": actionCardsN(p.Cards), "Food": cohFood(p.Food), "Points": pointsN(p.FoodPoints())}))
	box := container.NewVBox(head, facts, cohSmall(translations.T(st.ActionCards().Words)))
	trade := kit.NewButton(lang.X("coh.players.trade", "Trade with another player"), nil, func() { pop.Hide(); v.openTrade(c) })
	if st.Eliminated(c) {
		trade.Refuse(lang.X("coh.players.out", "{{.Player}} is out of the game and trades no more.", map[string]any{"Player": cohLabel(st, c)}), v.tellRefusal)
	}
	box.Add(trade)
	box.Add(cohHeading(lang.X("coh.players.play", "Play an action card")))
	cards := kit.NewFitGrid(3)
	for _, k := range st.Settings.ActionDeck() {
		if k.Name == ch.CardCannedFood || k.Name == ch.CardBackDoor {
			continue // shown at the end; played with a move
		}
		b := kit.NewButton(translations.T(ch.CardWords(k.Name)), nil, func() { pop.Hide(); v.playCard(c, k.Name) })
		switch {
		case p.Cards == 0:
			b.Refuse(lang.X("coh.players.noCard", "{{.Player}} has no action card in hand.", map[string]any{"Player": cohLabel(st, c)}), v.tellRefusal)
		case k.Name == ch.CardPepperSpray:
			// Played at once, with nothing asked: offered only when the
			// engine takes it (a Pepper Spray with no card to cancel).
			if _, err := v.try(ch.PlayCard{Player: c, Card: k.Name}); err != nil {
				b.Refuse(translations.Err(err), v.tellRefusal)
			}
		}
		cards.Add(b)
	}
	box.Add(cards)
	box.Add(kit.NewButton(lang.X("coh.players.close", "Close"), theme.CancelIcon(), func() { pop.Hide() }))
	size := v.a.h.Window().Canvas().Size()
	pop = widget.NewModalPopUp(kit.NewVScroll(container.NewPadded(box)), v.a.h.Window().Canvas())
	pop.Resize(fyne.NewSize(fyne.Min(760, size.Width-16), fyne.Min(box.MinSize().Height+40, size.Height-30)))
	pop.Show()
}

// cohFood tells food tokens by value: "a 3 and two 1s", "none".
func cohFood(f [4]int) string {
	var parts []string
	for val := 3; val >= 0; val-- {
		switch n := f[val]; {
		case n == 1:
			parts = append(parts, lang.X("coh.players.oneToken", "a {{.Value}}", map[string]any{"Value": val}))
		case n > 1:
			parts = append(parts, lang.X("coh.players.tokens", "{{.Count}} of value {{.Value}}", map[string]any{"Count": n, "Value": val}))
		}
	}
	if len(parts) == 0 {
		return lang.X("coh.players.none", "none")
	}
	return andWords(parts)
}

// andWords joins words: "a", "a and b", "a, b and c".
func andWords(xs []string) string {
	switch len(xs) {
	case 0:
		return ""
	case 1:
		return xs[0]
	}
	// The list before the last is joined with commas in every language.
	first := strings.Join(xs[:len(xs)-1], ", ")
	return lang.X("coh.players.and", "{{.First}} and {{.Last}}", map[string]any{"First": first, "Last": xs[len(xs)-1]})
}

// playCard plays an action card for its effect: it asks the one or two
// things the card needs (a place, a character, a player, a wedge, the
// board that takes the explosion marker), then hands it to the engine.
func (v *cohActs) playCard(p ch.Colour, name string) {
	st := v.state()
	play := func(a ch.PlayCard) { a.Player, a.Card = p, name; v.do(a) }
	// card is the whole card an answer plays, for the engine to check; a
	// marker goes on the first board that takes one (the board is asked
	// after).
	card := func(a ch.PlayCard) engine.Action {
		a.Player, a.Card = p, name
		if ts := st.ExplosionTargets(); len(ts) > 0 {
			a.Explosion = ts[0]
		}
		return a
	}
	boom := func(a ch.PlayCard) {
		if len(st.ExplosionTargets()) == 0 {
			play(a)
			return
		}
		v.chooseBoard(func(b ch.Building) { a.Explosion = b; play(a) })
	}
	switch name {
	case ch.CardAlarm, ch.CardGun, ch.CardShotgun, ch.CardChainsaw, ch.CardReplica:
		v.choosePlace(lang.X("coh.players.where", "{{.Card}}: at which place?", with(engine.Args{"Card": ch.CardWords(name)})), ch.NoLoc, func(l ch.Loc) engine.Action { return card(ch.PlayCard{At: l}) }, func(l ch.Loc) { play(ch.PlayCard{At: l}) })
	case ch.CardMolotov, ch.CardBomb:
		v.choosePlace(lang.X("coh.players.where", "{{.Card}}: at which place?", with(engine.Args{"Card": ch.CardWords(name)})), ch.NoLoc, func(l ch.Loc) engine.Action { return card(ch.PlayCard{At: l}) }, func(l ch.Loc) { boom(ch.PlayCard{At: l}) })
	case ch.CardRescueFlare:
		v.choosePlace(lang.X("coh.players.leavesFrom", "{{.Card}}: a zombie leaves which place?", with(engine.Args{"Card": ch.CardWords(name)})), ch.NoLoc, nil, func(from ch.Loc) {
			v.choosePlace(lang.X("coh.players.goesTo", "{{.Card}}: it goes to…", with(engine.Args{"Card": ch.CardWords(name)})), from, func(to ch.Loc) engine.Action { return card(ch.PlayCard{At: from, To: to}) }, func(to ch.Loc) { boom(ch.PlayCard{At: from, To: to}) })
		})
	case ch.CardKitten:
		v.choosePlace(lang.X("coh.players.kittenFrom", "{{.Card}}: the zombies of which place follow it?", with(engine.Args{"Card": ch.CardWords(name)})), ch.NoLoc, nil, func(from ch.Loc) {
			// The card drawn may show the start itself (FAQ: the zombies
			// remain), so it is offered too.
			v.choosePlace(lang.X("coh.players.kitten", "{{.Card}}: the movement card drawn at random shows…", with(engine.Args{"Card": ch.CardWords(name)})), ch.NoLoc, func(to ch.Loc) engine.Action { return card(ch.PlayCard{At: from, To: to}) }, func(to ch.Loc) { play(ch.PlayCard{At: from, To: to}) })
		})
	case ch.CardEnergyDrink:
		// "Flip a Character card from its exhausted side": anyone's, so
		// each is named with its player; only those the engine flips.
		var rs []ch.Role
		var cs []cohChoice
		for _, c := range st.Characters {
			if _, err := v.try(ch.PlayCard{Player: p, Card: name, Role: c.Role}); err == nil && !c.Dead {
				rs = append(rs, c.Role)
				cs = append(cs, cohChoice{label: lang.X("coh.players.charOf", "{{.Character}} ({{.Player}})", map[string]any{"Character": cohRole(c.Role), "Player": cohLabel(st, c.Owner)})})
			}
		}
		if len(cs) == 0 {
			v.tellRefusal(lang.X("coh.players.noneTired", "{{.Card}} flips an exhausted character back, and no character is exhausted", with(engine.Args{"Card": ch.CardWords(name)})))
			return
		}
		v.choose(lang.X("coh.players.whoRests", "{{.Card}}: who rests?", with(engine.Args{"Card": ch.CardWords(name)})), cs, func(i int) { play(ch.PlayCard{Role: rs[i]}) })
	case ch.CardHideout:
		v.chooseCharacter(lang.X("coh.players.whoHides", "{{.Card}}: who hides?", with(engine.Args{"Card": ch.CardWords(name)})), ownCharacters(st, p, ch.NoLoc, nil), func(r ch.Role) engine.Action { return card(ch.PlayCard{Role: r}) }, func(r ch.Role) { play(ch.PlayCard{Role: r}) })
	case ch.CardFlashlight:
		v.chooseWedge(lang.X("coh.players.leaderTo", "{{.Card}}: where does the zombie leader go?", with(engine.Args{"Card": ch.CardWords(name)})), st.LeaderWedges(ch.LeaderAnyWedge), func(w ch.Colour) {
			v.do(ch.MoveLeader{Player: p, To: w, By: ch.ByFlashlight})
		})
	case ch.CardPickpocket:
		v.choosePlayer(lang.X("coh.players.steal", "{{.Card}}: steal a random card from…", with(engine.Args{"Card": ch.CardWords(name)})), others(st, p), func(o ch.Colour) { play(ch.PlayCard{Target: o}) })
	case ch.CardGoggles:
		v.peekNext(p, "the Night Vision Goggles", ch.PlayCard{Player: p, Card: ch.CardGoggles})
	default: // Pepper Spray, Running Shoes: nothing to ask
		play(ch.PlayCard{})
	}
}
