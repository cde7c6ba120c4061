package coh

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
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
func (v *cohInvasions) openInvasion() {
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

func (v *cohInvasions) invasionAction() ch.ApplyInvasion {
	inv := v.invasion
	if inv.choice == "drawn" {
		return ch.ApplyInvasion{}
	}
	c := inv.card
	return ch.ApplyInvasion{Card: &c}
}

// playInvasion plays the card; a new one is kept in the library first, so
// the next time its hour comes up it is one tap.
func (v *cohInvasions) playInvasion(c *ch.Card) {
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
			v.bar.Post(kit.Message{Text: lang.X("coh.invasion.notKept", "Not kept on the Cards screen: {{.Reason}}", map[string]any{"Reason": translations.Err(err)})})
		case added:
			kept := lib.ForHour(c.Hour)
			k := kept[len(kept)-1]
			if err := v.a.saveCohLibrary(lib); err != nil {
				v.bar.Post(kit.Message{Text: lang.X("coh.invasion.notSaved", "The Cards screen's list was not saved: {{.Reason}}", map[string]any{"Reason": translations.Err(err)})})
			} else {
				v.a.lib = lib
				*c = k
				v.bar.Post(kit.Message{Text: lang.X("coh.invasion.kept", "Kept on the Cards screen as {{.Hour}} card {{.Card}}, for the next setups.", map[string]any{"Hour": ch.HourName(c.Hour), "Card": cohCardLabel(k.Label)})})
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
func (v *cohInvasions) invasionScreen() fyne.CanvasObject {
	st := v.state()
	inv := v.invasion
	h := inv.hour
	at := map[string]any{"Hour": ch.HourName(h), "Card": cohCardLabel(inv.card.Label), "Editing": inv.editing}
	left := container.NewVBox()
	switch inv.choice {
	case "drawn":
		left.Add(cohHeading(lang.X("coh.invasion.drawn", "The app drew card {{.Card}} of your {{.Hour}} pack", at)))
		left.Add(cohSmall(lang.X("coh.invasion.takeOut", "Take card {{.Card}} out of the {{.Hour}} pack and play it. The other cards of the pack go back in the box, unseen.", at)))
	case "new":
		left.Add(cohHeading(lang.X("coh.invasion.newCard", "A new {{.Hour}} card: tap what it shows", at)))
		left.Add(v.cardPicture())
	case "edit":
		left.Add(cohHeading(lang.X("coh.invasion.correct", "Card {{.Editing}} of {{.Hour}}: correct what it shows", at)))
		left.Add(cohSmall(lang.X("coh.invasion.correctHint", "\"Apply the card\" keeps the correction on the Cards screen and plays the card.")))
		left.Add(v.cardPicture())
	default:
		left.Add(cohHeading(lang.X("coh.invasion.which", "Which {{.Hour}} card came up?", at)))
		grid := container.NewVBox()
		for _, c := range v.a.lib.ForHour(h) {
			grid.Add(v.keptCardRow(st, inv, c))
		}
		newCard := kit.NewButton(lang.X("coh.invasion.aNewCard", "A new card"), theme.ContentAddIcon(), func() { inv.choice = "new"; v.render() })
		if len(v.a.lib.ForHour(h)) >= ch.PackSize {
			newCard.Refuse(lang.X("coh.invasion.packFull", "your library holds the four {{.Hour}} cards of the box: the card that came up is one of them", at), v.tellRefusal)
		}
		grid.Add(newCard)
		left.Add(grid)
	}
	v.invPreview = container.NewVBox()
	v.refreshPreview()
	apply := kit.NewButton(lang.X("coh.invasion.apply", "Apply the card"), theme.ConfirmIcon(), func() {
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
		apply.Refuse(lang.X("coh.invasion.tapFirst", "tap the card that came up, or \"A new card\""), v.tellRefusal)
	}
	back := kit.NewButton(lang.X("coh.invasion.back", "Back"), theme.NavigateBackIcon(), func() { v.invasion, v.page = nil, ""; v.render() })
	right := container.NewBorder(cohHeading(lang.X("coh.invasion.preview", "What will happen")), kit.NewFitGrid(2, back, apply), nil, nil, v.scrolls[1].Scroll(fmt.Sprintf("invasion/%p/preview", inv), v.invPreview))
	// The picture keeps its scroll from tap to tap (a new card, a new key).
	// A card opened anew starts at the top, its leader's steps in view.
	split := container.New(cohSplit{ratio: 0.7, maxShare: 0.7}, v.scrolls[0].Scroll(fmt.Sprintf("invasion/%p/%s", inv, inv.choice), container.NewPadded(left)), container.NewPadded(right))
	return container.NewBorder(v.a.playBar(lang.X("coh.invasion.title", "Invasion {{.Hour}}", at), v.undoBar(v.undoNow())...), v.noticeBar(), nil, nil, split)
}

// cohCardButton names a card entered before by what it shows.
func cohCardButton(st *ch.State, c ch.Card) string {
	z := 0
	for _, n := range c.Zombies {
		z += n
	}
	// The arrivals place by place, by the numbers the card prints: "8
	// zombies" alone did not tell which physical card it was.
	var each []string
	for i, n := range c.Zombies {
		if n > 0 {
			each = append(each, lang.X("coh.invasion.arrival", "{{.Place}}: {{.Count}}", map[string]any{"Place": cohCardSpot(st, ch.AllLocs[i]), "Count": n}))
		}
	}
	parts := []string{setupZombies(z)}
	if len(each) > 0 {
		parts[0] = lang.XN("coh.invasion.arrivals", "{{.Count}} zombies ({{.Each}})", z, map[string]any{"Count": z, "Each": strings.Join(each, ", ")})
	}
	for _, m := range c.Moves {
		parts = append(parts, lang.X("coh.invasion.moveShort", "move {{.From}} → {{.To}}", map[string]any{"From": cohCardSpot(st, m.From), "To": cohCardSpot(st, m.To)}))
	}
	if len(c.Airdrops) > 0 {
		var at []string
		for _, d := range c.Airdrops {
			at = append(at, cohCardSpot(st, d.At))
		}
		parts = append(parts, lang.X("coh.invasion.suppliesOn", "supplies on {{.Places}}", map[string]any{"Places": setupAnd(at)}))
	}
	if c.LeaderSteps > 0 {
		parts = append(parts, lang.XN("coh.invasion.leaderSteps", "leader {{.Count}} steps", c.LeaderSteps, map[string]any{"Count": c.LeaderSteps}))
	}
	// A long name is cut at a whole word, never mid-word.
	label := cohCardLabel(c.Label)
	if r := []rune(label); len(r) > 24 {
		cut := strings.LastIndex(string(r[:23]), " ")
		if cut <= 0 {
			cut = len(string(r[:23]))
		}
		label = strings.TrimRight(label[:cut], " ,;:") + "…"
	}
	return lang.X("coh.invasion.cardButton", "Card {{.Card}}\n{{.Shows}}", map[string]any{"Card": label, "Shows": strings.Join(parts, " · ")})
}

// refreshPreview tries the card on the current state and lists what it
// does: moves, arrivals, what the cap of 8 refuses, airdrops, the leader.
func (v *cohInvasions) refreshPreview() {
	if v.invPreview == nil {
		return
	}
	if v.invasion.choice == "" {
		v.invPreview.Objects = []fyne.CanvasObject{cohSmall(lang.X("coh.invasion.tapHint", "Tap the card that came up: it is played at once, and Undo in the message bar takes it back."))}
		v.invPreview.Refresh()
		return
	}
	box := v.invPreview
	box.Objects = nil
	st := v.state()
	next, err := v.try(v.invasionAction())
	if err != nil {
		l := cohSmall(lang.X("coh.invasion.notAllowed", "Not allowed: {{.Reason}}", map[string]any{"Reason": translations.Err(err)}))
		l.Importance = widget.DangerImportance
		box.Add(l)
		box.Refresh()
		return
	}
	c := next.Deck[v.invasion.hour].Card
	for _, m := range c.Moves {
		box.Add(cohSmall(lang.XN("coh.invasion.previewMove", "Move: the {{.Count}} zombies of {{.From}} go to {{.To}}.", st.Zombies[m.From], map[string]any{"Count": st.Zombies[m.From], "From": cohLocIn(st, m.From), "To": cohLocIn(st, m.To)})))
	}
	for i, l := range ch.AllLocs {
		if n := c.Zombies[i]; n > 0 {
			box.Add(cohSmall(lang.XN("coh.invasion.previewArrive", "+{{.Count}} zombies on {{.Place}}.", n, map[string]any{"Count": n, "Place": cohLocIn(st, l)})))
		}
	}
	for _, d := range c.Airdrops {
		box.Add(cohSmall(lang.X("coh.invasion.previewAirdrop", "Airdrop on {{.Place}}: {{.Items}}.", map[string]any{"Place": cohLocIn(st, d.At), "Items": setupSupplies(d.Antidotes, d.Cards)})))
	}
	if next.Leader != st.Leader {
		box.Add(cohSmall(lang.XN("coh.invasion.previewLeader", "The zombie leader steps {{.Count}}, from {{.From}} to {{.To}}.", c.LeaderSteps, map[string]any{"Count": c.LeaderSteps, "From": cohColour(st.Leader), "To": cohColour(next.Leader)})))
	}
	for _, n := range next.Notices {
		if next.Leader != st.Leader && strings.Contains(n.Text, "zombie leader") {
			continue // the line above says it already, in the card's words
		}
		text, _ := translations.Notice(n)
		l := cohSmall(text)
		l.Importance = widget.WarningImportance
		box.Add(l)
	}
	box.Add(cohHeading(lang.X("coh.invasion.after", "Zombies after the card")))
	grid := container.NewVBox()
	for _, l := range ch.AllLocs {
		grid.Add(cohSmall(lang.X("coh.invasion.previewPlace", "{{.Place}}: {{.Before}} → {{.After}}", map[string]any{"Place": cohLocIn(st, l), "Before": st.Zombies[l], "After": next.Zombies[l]})))
	}
	box.Add(grid)
	box.Add(widget.NewLabel(lang.X("coh.invasion.reserve", "Reserve: {{.Before}} → {{.After}}", map[string]any{"Before": st.ZombieReserve(), "After": next.ZombieReserve()})))
	box.Refresh()
}

// cohCardLabel is a kept card's name as the table reads it: the app's own
// rulebook card in the table's language, a name the table typed as it is.
func cohCardLabel(label string) string {
	if label == ch.RulebookCard().Label {
		return lang.X("coh.invasion.rulebookLabel", "rulebook example")
	}
	return label
}

// cohCardSpot is a place as an invasion card prints it: a corner by its
// number, the Water Tower and the Crossroads by name.
func cohCardSpot(st *ch.State, l ch.Loc) string {
	if l.IsCorner() {
		return fmt.Sprint(int(l))
	}
	return cohLocIn(st, l)
}

// cohCardPlace heads a place on the card's picture, number first as the
// card prints it ("1 · Church"); the Water Tower and the Crossroads have no
// number.
func cohCardPlace(st *ch.State, l ch.Loc) string {
	if l.IsCorner() {
		return lang.X("coh.cardpic.numbered", "{{.Number}} · {{.Place}}", map[string]any{"Number": int(l), "Place": cohLocIn(st, l)})
	}
	return cohLocIn(st, l)
}

// cohLocIn names a place in a game by its building, as the table says it
// ("Bank", "Hospital"), not by the corner number the card prints.
func cohLocIn(st *ch.State, l ch.Loc) string {
	if !l.Valid() {
		return lang.X("coh.invasion.none", "none")
	}
	return cohTitle(st.Boards[l].Building)
}
