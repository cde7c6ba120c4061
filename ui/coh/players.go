package coh

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// playerActions opens what a player holds and may do at any moment of the
// negotiation: trade with another player, play an action card. A place's
// own effect is on its tile, while it is activated.
func (v *cohView) playerActions(c ch.Colour) {
	st := v.state()
	p := st.Player(c)
	var pop *widget.PopUp
	head := container.NewBorder(nil, nil, kit.Swatch(string(c), c.Letter(), kit.MinTouch), nil, cohHeading(cohLabel(st, c)))
	facts := cohSmall(fmt.Sprintf("%s, %s in hand. Food tokens: %s (%s).", count(p.Antidotes, "antidote"), count(p.Cards, "action card"), cohFood(p.Food), count(p.FoodPoints(), "point")))
	box := container.NewVBox(head, facts, cohSmall(translations.T(st.ActionCards().Words)))
	trade := kit.NewButton("Trade with another player", nil, func() { pop.Hide(); v.openTrade(c) })
	if st.Eliminated(c) {
		trade.Refuse(cohLabel(st, c)+" is out of the game and trades no more", v.tellRefusal)
	}
	box.Add(trade)
	box.Add(cohHeading("Play an action card"))
	cards := kit.NewFitGrid(3)
	for _, k := range st.Settings.ActionDeck() {
		if k.Name == ch.CardCannedFood || k.Name == ch.CardBackDoor {
			continue // shown at the end; played with a move
		}
		b := kit.NewButton(translations.T(ch.CardWords(k.Name)), nil, func() { pop.Hide(); v.playCard(c, k.Name) })
		if p.Cards == 0 {
			b.Refuse(cohLabel(st, c)+" has no action card in hand", v.tellRefusal)
		}
		cards.Add(b)
	}
	box.Add(cards)
	box.Add(kit.NewButton("Close", theme.CancelIcon(), func() { pop.Hide() }))
	size := v.a.h.Window().Canvas().Size()
	pop = widget.NewModalPopUp(container.NewVScroll(container.NewPadded(box)), v.a.h.Window().Canvas())
	pop.Resize(fyne.NewSize(fyne.Min(760, size.Width-16), fyne.Min(box.MinSize().Height+40, size.Height-30)))
	pop.Show()
}

// cohFood tells food tokens by value: "a 3 and two 1s", "none".
func cohFood(f [4]int) string {
	var parts []string
	for val := 3; val >= 0; val-- {
		switch n := f[val]; {
		case n == 1:
			parts = append(parts, fmt.Sprintf("a %d", val))
		case n > 1:
			parts = append(parts, fmt.Sprintf("%d of value %d", n, val))
		}
	}
	if len(parts) == 0 {
		return "none"
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
	out := xs[0]
	for _, x := range xs[1 : len(xs)-1] {
		out += ", " + x
	}
	return out + " and " + xs[len(xs)-1]
}

// playCard plays an action card for its effect: it asks the one or two
// things the card needs (a place, a character, a player, a wedge, the
// board that takes the explosion marker), then hands it to the engine.
func (v *cohView) playCard(p ch.Colour, name string) {
	st := v.state()
	play := func(a ch.PlayCard) { a.Player, a.Card = p, name; v.do(a) }
	boom := func(a ch.PlayCard) {
		if len(st.ExplosionTargets()) == 0 {
			play(a)
			return
		}
		v.chooseBoard(func(b ch.Building) { a.Explosion = b; play(a) })
	}
	switch name {
	case ch.CardAlarm, ch.CardGun, ch.CardShotgun, ch.CardChainsaw, ch.CardReplica:
		v.choosePlace(name+": at which place?", ch.NoLoc, func(l ch.Loc) { play(ch.PlayCard{At: l}) })
	case ch.CardMolotov, ch.CardBomb:
		v.choosePlace(name+": at which place?", ch.NoLoc, func(l ch.Loc) { boom(ch.PlayCard{At: l}) })
	case ch.CardRescueFlare:
		v.choosePlace("Rescue Flare: a zombie leaves which place?", ch.NoLoc, func(from ch.Loc) {
			v.choosePlace("Rescue Flare: it goes to…", from, func(to ch.Loc) { boom(ch.PlayCard{At: from, To: to}) })
		})
	case ch.CardKitten:
		v.choosePlace("Kitten: a zombie leaves which place?", ch.NoLoc, func(from ch.Loc) {
			v.choosePlace("Kitten: the movement card drawn at random shows…", from, func(to ch.Loc) { play(ch.PlayCard{At: from, To: to}) })
		})
	case ch.CardEnergyDrink:
		v.chooseCharacter("Energy Drink: who rests?", ownCharacters(st, p, ch.NoLoc, func(c ch.Character) bool { return c.Exhausted }), func(r ch.Role) { play(ch.PlayCard{Role: r}) })
	case ch.CardHideout:
		v.chooseCharacter("Hideout: who hides?", ownCharacters(st, p, ch.NoLoc, nil), func(r ch.Role) { play(ch.PlayCard{Role: r}) })
	case ch.CardFlashlight:
		v.chooseWedge("Flashlight: where does the zombie leader go?", st.LeaderWedges(ch.LeaderAnyWedge), func(w ch.Colour) {
			v.do(ch.MoveLeader{Player: p, To: w, By: ch.ByFlashlight})
		})
	case ch.CardPickpocket:
		v.choosePlayer("Pickpocket: steal a random card from…", others(st, p), func(o ch.Colour) { play(ch.PlayCard{Target: o}) })
	case ch.CardGoggles:
		v.peekNext(p, "the Night Vision Goggles", ch.PlayCard{Player: p, Card: ch.CardGoggles})
	default: // Pepper Spray, Running Shoes: nothing to ask
		play(ch.PlayCard{})
	}
}
