package coh

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// cohInvasion is the card being revealed: the one the app drew from a
// whole pack, one the table entered before (picked in one tap) or a new
// one entered on the picture.
type cohInvasion struct {
	hour int
	// choice is "drawn" (the app drew it), "new" (entered on the picture)
	// or "edit" (a kept card corrected on the picture).
	choice string
	// editing is the label of the kept card being corrected.
	editing string
	card    ch.Card
	// from is the place a zombie move starts from, while its end is asked.
	from ch.Loc
}

// openInvasion starts revealing the current hour's card.
func (v *cohView) openInvasion() {
	st := v.state()
	h := st.CurrentHour()
	inv := &cohInvasion{hour: h, card: ch.Card{Hour: h}}
	if !st.Deck[h].FromPack {
		inv.choice, inv.card = "drawn", st.Deck[h].Card
	} else if len(v.a.lib.ForHour(h)) == 0 {
		inv.choice = "new" // nothing entered yet: straight to the picture
	}
	v.invasion, v.page = inv, "invasion"
	v.render()
}

func (v *cohView) invasionAction() ch.ApplyInvasion {
	inv := v.invasion
	if inv.choice == "drawn" {
		return ch.ApplyInvasion{}
	}
	c := inv.card
	return ch.ApplyInvasion{Card: &c}
}

// playInvasion plays the card; a new one is kept in the library first, so
// the next time its hour comes up it is one tap.
func (v *cohView) playInvasion(c *ch.Card) {
	act := ch.ApplyInvasion{Card: c}
	if c != nil {
		if _, err := v.try(act); err != nil {
			v.refuse(err)
			v.render()
			return
		}
		lib, added, err := v.a.lib.Keep(*c)
		switch {
		case err != nil:
			v.bar.Say(kit.Message{Text: "Not kept on the Cards screen: " + translations.Err(err)})
		case added:
			kept := lib.ForHour(c.Hour)
			k := kept[len(kept)-1]
			if err := v.a.saveCohLibrary(lib); err != nil {
				v.bar.Say(kit.Message{Text: "The Cards screen's list was not saved: " + translations.Err(err)})
			} else {
				v.a.lib = lib
				*c = k
				v.bar.Say(kit.Message{Text: fmt.Sprintf("Kept on the Cards screen as %s card %s, for the next setups.", ch.HourName(c.Hour), k.Label)})
			}
		}
		act = ch.ApplyInvasion{Card: c}
	}
	if v.do(act) {
		v.invasion, v.page = nil, ""
		v.render()
	}
}

// invasionScreen asks which card came up: the app's own draw from a whole
// pack, a card entered before (one tap plays it), or a new one on the
// picture, previewed (Session.Try) before "Apply the card".
func (v *cohView) invasionScreen() fyne.CanvasObject {
	st := v.state()
	inv := v.invasion
	h := inv.hour
	left := container.NewVBox()
	switch inv.choice {
	case "drawn":
		left.Add(cohHeading(fmt.Sprintf("The app drew card %s of your %s pack", inv.card.Label, ch.HourName(h))))
		left.Add(cohSmall(fmt.Sprintf("Take card %s out of the %s pack and play it. The other cards of the pack go back in the box, unseen.", inv.card.Label, ch.HourName(h))))
	case "new":
		left.Add(cohHeading("A new " + ch.HourName(h) + " card: tap what it shows"))
		left.Add(v.cardPicture())
	case "edit":
		left.Add(cohHeading(fmt.Sprintf("Card %s of %s: correct what it shows", inv.editing, ch.HourName(h))))
		left.Add(cohSmall("\"Apply the card\" keeps the correction on the Cards screen and plays the card."))
		left.Add(v.cardPicture())
	default:
		left.Add(cohHeading("Which " + ch.HourName(h) + " card came up?"))
		grid := container.NewVBox()
		for _, c := range v.a.lib.ForHour(h) {
			grid.Add(v.keptCardRow(st, inv, c))
		}
		newCard := kit.NewButton("A new card", theme.ContentAddIcon(), func() { inv.choice = "new"; v.render() })
		if len(v.a.lib.ForHour(h)) >= ch.PackSize {
			newCard.Refuse(fmt.Sprintf("your library holds the four %s cards of the box: the card that came up is one of them", ch.HourName(h)), v.tellRefusal)
		}
		grid.Add(newCard)
		left.Add(grid)
	}
	v.invPreview = container.NewVBox()
	v.refreshPreview()
	apply := kit.NewButton("Apply the card", theme.ConfirmIcon(), func() {
		if v.invasion != inv {
			return // a second quick tap: the card is already played
		}
		if inv.choice == "drawn" {
			v.playInvasion(nil)
			return
		}
		c := inv.card
		if inv.choice == "edit" {
			v.playEdited(c)
			return
		}
		v.playInvasion(&c)
	})
	apply.Importance = widget.HighImportance
	if inv.choice == "" {
		apply.Refuse("tap the card that came up, or \"A new card\"", v.tellRefusal)
	}
	back := kit.NewButton("Back", theme.NavigateBackIcon(), func() { v.invasion, v.page = nil, ""; v.render() })
	right := container.NewBorder(cohHeading("What will happen"), kit.NewFitGrid(2, back, apply), nil, nil, v.scrolls[3].Scroll("invasion/preview", v.invPreview))
	// The picture keeps its scroll from tap to tap (a new card, a new key).
	split := container.New(cohSplit{ratio: 0.7, maxShare: 0.7}, v.scrolls[2].Scroll("invasion/"+inv.choice, container.NewPadded(left)), container.NewPadded(right))
	return container.NewBorder(v.a.playBar("Invasion "+ch.HourName(h), v.undoBar()...), v.noticeBar(), nil, nil, split)
}

// cohCardButton names a card entered before by what it shows.
func cohCardButton(st *ch.State, c ch.Card) string {
	z := 0
	for _, n := range c.Zombies {
		z += n
	}
	parts := []string{count(z, "zombie")}
	if len(c.Moves) > 0 {
		parts = append(parts, count(len(c.Moves), "move"))
	}
	if len(c.Airdrops) > 0 {
		var at []string
		for _, d := range c.Airdrops {
			at = append(at, cohLocIn(st, d.At))
		}
		parts = append(parts, "supplies on "+andWords(at))
	}
	if c.LeaderSteps > 0 {
		parts = append(parts, "leader "+count(c.LeaderSteps, "step"))
	}
	label := c.Label
	if len([]rune(label)) > 24 {
		label = string([]rune(label)[:23]) + "…"
	}
	return "Card " + label + "\n" + strings.Join(parts, " · ")
}

// refreshPreview tries the card on the current state and lists what it
// does: moves, arrivals, what the cap of 8 refuses, airdrops, the leader.
func (v *cohView) refreshPreview() {
	if v.invPreview == nil {
		return
	}
	if v.invasion.choice == "" {
		v.invPreview.Objects = []fyne.CanvasObject{cohSmall("Tap the card that came up: it is played at once, and Undo in the message bar takes it back.")}
		v.invPreview.Refresh()
		return
	}
	box := v.invPreview
	box.Objects = nil
	st := v.state()
	next, err := v.try(v.invasionAction())
	if err != nil {
		l := cohSmall("Not allowed: " + translations.Err(err))
		l.Importance = widget.DangerImportance
		box.Add(l)
		box.Refresh()
		return
	}
	c := next.Deck[v.invasion.hour].Card
	for _, m := range c.Moves {
		box.Add(cohSmall(fmt.Sprintf("Move: the %s of %s go to %s.", count(st.Zombies[m.From], "zombie"), cohLocIn(st, m.From), cohLocIn(st, m.To))))
	}
	for i, l := range ch.AllLocs {
		if n := c.Zombies[i]; n > 0 {
			box.Add(cohSmall(fmt.Sprintf("+%s on %s.", count(n, "zombie"), cohLocIn(st, l))))
		}
	}
	for _, d := range c.Airdrops {
		box.Add(cohSmall(fmt.Sprintf("Airdrop on %s: %s.", cohLocIn(st, d.At), cohItems(ch.Items{Cards: d.Cards, Antidotes: d.Antidotes}))))
	}
	if next.Leader != st.Leader {
		box.Add(cohSmall(fmt.Sprintf("The zombie leader steps %d, from %s to %s.", c.LeaderSteps, cohColour(st.Leader), cohColour(next.Leader))))
	}
	for _, n := range next.Notices {
		if next.Leader != st.Leader && strings.Contains(n.Text, "zombie leader") {
			continue // the line above says it already, in the card's words
		}
		l := cohSmall(translations.T(n.Words))
		l.Importance = widget.WarningImportance
		box.Add(l)
	}
	box.Add(cohHeading("Zombies after the card"))
	grid := container.NewVBox()
	for _, l := range ch.AllLocs {
		grid.Add(cohSmall(fmt.Sprintf("%s: %d → %d", cohLocIn(st, l), st.Zombies[l], next.Zombies[l])))
	}
	box.Add(grid)
	box.Add(widget.NewLabel(fmt.Sprintf("Reserve: %d → %d", st.ZombieReserve(), next.ZombieReserve())))
	box.Refresh()
}

// cohLocIn names a place in a game by its building, as the table says it
// ("Bank", "Hospital"), not by the corner number the card prints.
func cohLocIn(st *ch.State, l ch.Loc) string {
	if !l.Valid() {
		return "none"
	}
	return cohTitle(st.Boards[l].Building)
}
