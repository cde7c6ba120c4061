package coh

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
)

// cohInvasion is the card being revealed: the one setup drew, one picked
// from the library's cards of that hour, or one entered on the form.
type cohInvasion struct {
	hour int
	// choice is "drawn", "lib" or "form".
	choice string
	card   ch.Card
	editor *cardEditor
}

// openInvasion starts revealing the current hour's card.
func (v *cohView) openInvasion() {
	st := v.state()
	h := st.CurrentHour()
	inv := &cohInvasion{hour: h, choice: "form", card: ch.Card{Hour: h}}
	if !st.Deck[h].FromPack {
		inv.choice, inv.card = "drawn", st.Deck[h].Card
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

// invasionScreen picks or enters the revealed card and previews what it
// will do (Session.Try) before "Apply".
func (v *cohView) invasionScreen() fyne.CanvasObject {
	st := v.state()
	inv := v.invasion
	h := inv.hour
	choices := container.NewVBox(cohHeading("Which " + ch.HourName(h) + " card came up?"))
	pick := func(key, label, choice string, c ch.Card) {
		b := kit.NewButton(label, nil, func() {
			inv.choice, inv.card, inv.editor = choice, c, nil
			v.render()
		})
		b.Alignment = widget.ButtonAlignLeading
		if inv.choice == choice && (choice != "lib" || inv.card.Label == c.Label) {
			b.Importance = widget.HighImportance
		}
		choices.Add(b)
	}
	if !st.Deck[h].FromPack {
		pick("drawn", "The card setup drew: "+st.Deck[h].Card.Label, "drawn", st.Deck[h].Card)
	}
	for i, c := range v.a.lib.ForHour(h) {
		if !st.Deck[h].FromPack && c.Label == st.Deck[h].Card.Label {
			continue // the same card as the one setup drew
		}
		pick(fmt.Sprintf("lib/%d", i), "From the library: "+c.Label, "lib", c)
	}
	form := inv.card
	form.Hour = h
	pick("form", "Enter it by hand", "form", form)
	if inv.choice == "form" {
		if inv.editor == nil {
			inv.editor = v.a.newCardEditor(inv.card, true, func(l ch.Loc) string { return cohLocIn(st, l) }, func(c ch.Card) {
				inv.card = c
				v.refreshPreview()
			})
		}
		choices.Add(inv.editor.body)
	}
	v.invPreview = container.NewVBox()
	v.refreshPreview()
	apply := kit.NewButton("Apply the card", theme.ConfirmIcon(), func() {
		if v.do(v.invasionAction()) {
			v.invasion, v.page = nil, ""
			v.render()
		}
	})
	apply.Importance = widget.HighImportance
	back := kit.NewButton("Back", theme.NavigateBackIcon(), func() { v.invasion, v.page = nil, ""; v.render() })
	right := container.NewBorder(cohHeading("What will happen"), container.NewGridWithColumns(2, back, apply), nil, nil, container.NewVScroll(v.invPreview))
	split := container.New(cohSplit{ratio: 0.55, maxShare: 0.6}, container.NewVScroll(container.NewPadded(choices)), container.NewPadded(right))
	return container.NewBorder(v.a.topBar("Invasion "+ch.HourName(h), v.undoBar()...), v.noticeBar(), nil, nil, split)
}

// refreshPreview tries the card on the current state and lists what it
// does: moves, arrivals, what the cap of 8 refuses, airdrops, the leader.
func (v *cohView) refreshPreview() {
	if v.invPreview == nil {
		return
	}
	box := v.invPreview
	box.Objects = nil
	st := v.state()
	next, err := v.try(v.invasionAction())
	if err != nil {
		l := cohSmall("Not allowed: " + err.Error())
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
		box.Add(cohSmall(fmt.Sprintf("Airdrop on %s: %s, %s.", cohLocIn(st, d.At), count(d.Cards, "card"), count(d.Antidotes, "antidote"))))
	}
	if next.Leader != st.Leader {
		box.Add(cohSmall(fmt.Sprintf("The zombie leader steps %d, from %s to %s.", c.LeaderSteps, st.Leader.Name(), next.Leader.Name())))
	}
	for _, n := range next.Notices {
		l := cohSmall(n.Text)
		l.Importance = widget.WarningImportance
		box.Add(l)
	}
	box.Add(cohHeading("Zombies after the card"))
	grid := container.NewGridWithColumns(2)
	for _, l := range ch.AllLocs {
		grid.Add(widget.NewLabel(fmt.Sprintf("%s: %d → %d", cohLocIn(st, l), st.Zombies[l], next.Zombies[l])))
	}
	box.Add(grid)
	box.Add(widget.NewLabel(fmt.Sprintf("Reserve: %d → %d", st.ZombieReserve(), next.ZombieReserve())))
	box.Refresh()
}

// cohLocIn names a place in a game: its building, and its corner number
// as the invasion cards print it.
func cohLocIn(st *ch.State, l ch.Loc) string {
	if !l.Valid() {
		return "none"
	}
	t := cohTitle(st.Boards[l].Building)
	if l.IsCorner() {
		return fmt.Sprintf("%s (corner %d)", t, l)
	}
	return t
}
