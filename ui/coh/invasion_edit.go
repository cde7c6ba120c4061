package coh

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// keptCardRow is one card of the "which card came up?" list: a tap on it
// plays it; beside it "Edit" opens it on the same picture a new card is
// entered on, to correct it, and "Delete" takes it out of the library.
func (v *cohInvasions) keptCardRow(st *ch.State, inv *cohInvasion, c ch.Card) fyne.CanvasObject {
	// The card's words wrap inside its button: a button's one line (the
	// rulebook's card: a move, two airdrops, a leader step) made the
	// screen 885 wide and the window grew past an 800-wide tablet.
	b := cohWordsButton(cohCardButton(st, c), func() {
		if v.invasion == inv { // a second quick tap finds the card played
			v.playInvasion(&c)
		}
	})
	edit := kit.NewButton(lang.X("coh.invasion_edit.edit", "Edit"), theme.DocumentCreateIcon(), func() {
		inv.choice, inv.card, inv.editing, inv.from = "edit", cloneCohCard(c), c.Label, ch.NoLoc
		v.render()
	})
	del := kit.NewButton(lang.X("coh.invasion_edit.delete", "Delete"), theme.DeleteIcon(), func() {
		at := map[string]any{"Card": cohCardLabel(c.Label), "Hour": ch.HourName(c.Hour), "Shows": translations.T(c.DescribeWords())}
		kit.Confirm(v.a.h.Window().Canvas(), lang.X("coh.invasion_edit.deleteAsk", "Delete card {{.Card}}?", at),
			lang.X("coh.invasion_edit.deleteText", "Card {{.Card}} of {{.Hour}} leaves the Cards screen: {{.Shows}}. When it comes up again, enter it as a new card.", at),
			lang.X("coh.invasion_edit.delete", "Delete"), func() { v.deleteKept(c) })
	})
	// On a phone Edit and Delete go under the card, which keeps the width.
	return kit.NewSideOrBelowUnder(kit.Narrow, b, container.NewHBox(edit, del))
}

// cloneCohCard copies a card, its moves and airdrops, so the picture's
// taps never touch the library's own card.
func cloneCohCard(c ch.Card) ch.Card {
	c.Moves = slices.Clone(c.Moves)
	c.Airdrops = slices.Clone(c.Airdrops)
	return c
}

// keptIndex finds a kept card of an hour by its label (-1 if none).
func (v *cohInvasions) keptIndex(hour int, label string) int {
	return slices.IndexFunc(v.a.lib.Cards, func(x ch.Card) bool { return x.Hour == hour && x.Label == label })
}

// deleteKept takes a card out of the library and says so.
func (v *cohInvasions) deleteKept(c ch.Card) {
	i := v.keptIndex(c.Hour, c.Label)
	if i < 0 {
		return
	}
	if v.a.cohChangeLibrary(slices.Delete(slices.Clone(v.a.lib.Cards), i, i+1)) == nil {
		v.bar.Post(kit.Message{Text: lang.X("coh.invasion_edit.deleted", "Card {{.Card}} of {{.Hour}} is deleted from the Cards screen.", map[string]any{"Card": c.Label, "Hour": ch.HourName(c.Hour)})})
	}
	v.render()
}

// playEdited plays a kept card as corrected on its picture: the library
// keeps the correction under the card's label, then the card is played.
// A card the engine refuses changes nothing and says why.
func (v *cohInvasions) playEdited(c ch.Card) {
	inv := v.invasion
	c.Hour, c.Label = inv.hour, inv.editing
	if _, err := v.try(ch.ApplyInvasion{Card: &c}); err != nil {
		v.refuse(err)
		v.render()
		return
	}
	i := v.keptIndex(c.Hour, c.Label)
	if i < 0 {
		v.playInvasion(&c) // deleted meanwhile: kept anew
		return
	}
	cards := slices.Clone(v.a.lib.Cards)
	cards[i] = cloneCohCard(c)
	if v.a.cohChangeLibrary(cards) != nil {
		v.render()
		return
	}
	v.bar.Post(kit.Message{Text: lang.X("coh.invasion_edit.corrected", "Card {{.Card}} of {{.Hour}} is corrected on the Cards screen.", map[string]any{"Card": c.Label, "Hour": ch.HourName(c.Hour)})})
	if v.do(ch.ApplyInvasion{Card: &c}) {
		v.invasion, v.page = nil, ""
		v.render()
	}
}

// cohWordsButton is a finger-sized button whose words wrap to the width it
// is given, for a button that says more than a phone's line holds.
func cohWordsButton(words string, tapped func()) fyne.CanvasObject {
	l := widget.NewLabelWithStyle(words, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.Wrapping = fyne.TextWrapWord
	return container.NewStack(kit.NewButton("", nil, tapped), l)
}
