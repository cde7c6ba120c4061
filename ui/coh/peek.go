package coh

import (
	"hordekeeper/engine"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// offerTowerPeek, at the start of a turn, offers the players with a
// character on a side-A Water Tower a private look at that hour's card.
// It is offered once a turn; the look itself goes through the private
// reveal, and the journal records only who looked.
func (v *cohPeeks) offerTowerPeek() {
	st := v.state()
	if st.Phase != ch.PhaseSelect || v.peeksAsked[st.Turn] {
		return
	}
	var left []ch.Colour
	for _, p := range st.WaterTowerPeekers() {
		if !st.Peeked(p, st.Turn) {
			left = append(left, p)
		}
	}
	if len(left) == 0 {
		return
	}
	v.peeksAsked[st.Turn] = true
	var pop *widget.PopUp
	box := container.NewVBox(cohHeading(lang.X("coh.peek.tower", "Water Tower: these players may look at the {{.Hour}} card, one at a time.", map[string]any{"Hour": ch.HourName(st.Turn)})))
	for _, p := range left {
		b := kit.NewButton(lang.X("coh.peek.looks", "{{.Player}} looks", map[string]any{"Player": cohLabel(st, p)}), theme.VisibilityIcon(), func() {
			pop.Hide()
			v.peekAt(p, st.Turn, "the Water Tower", func() {
				v.peeksAsked[v.state().Turn] = false
				v.offerTowerPeek()
			})
		})
		box.Add(b)
	}
	skip := kit.NewButton(lang.X("coh.peek.nobody", "Nobody else looks"), theme.CancelIcon(), func() { pop.Hide() })
	box.Add(skip)
	pop = widget.NewModalPopUp(container.NewPadded(box), v.a.h.Window().Canvas())
	pop.Show()
}

// nextHour is the hour of the next card not yet played (0 when none is
// left): the Goggles and the Rasta look at it.
func nextHour(st *ch.State) int {
	for h := max(st.Turn, 1); h <= ch.Turns; h++ {
		if !st.Deck[h].Applied {
			return h
		}
	}
	return 0
}

// peekNext lets a player look at the next card, for act (a card played,
// a power used) that records the look.
func (v *cohPeeks) peekNext(p ch.Colour, why string, act engine.Action) {
	h := nextHour(v.state())
	if h == 0 {
		v.a.h.Tell(lang.X("coh.peek.noCard", "No card left"), lang.X("coh.peek.allPlayed", "Every invasion card has been played: there is nothing left to look at."))
		return
	}
	v.peekWith(p, h, why, act, nil)
}

// choosePeeker asks which player uses the Goggles.
func (v *cohPeeks) choosePeeker(why string) {
	st := v.state()
	var pop *widget.PopUp
	box := container.NewVBox(cohHeading(lang.X("coh.peek.who", "Who looks at the next invasion card with {{.Why}}?", map[string]any{"Why": translations.T(ch.PeekWhyWords(why))})))
	for _, c := range st.TurnOrder() {
		if st.Eliminated(c) {
			continue
		}
		b := kit.NewButton(cohLabel(st, c), nil, func() {
			pop.Hide()
			v.peekNext(c, why, ch.PlayCard{Player: c, Card: ch.CardGoggles})
		})
		box.Add(b)
	}
	cancel := kit.NewButton(lang.X("coh.peek.cancel", "Cancel"), theme.CancelIcon(), func() { pop.Hide() })
	box.Add(cancel)
	pop = widget.NewModalPopUp(container.NewPadded(box), v.a.h.Window().Canvas())
	pop.Show()
}

// peekAt shows one player the card of an hour, privately. When the
// library knows the card, it goes through the private reveal (a QR code
// or the hand-over curtain, as set); otherwise the table is reminded to
// pass that player the physical card. Either way the journal records the
// look once it happened, and never the card.
func (v *cohPeeks) peekAt(p ch.Colour, hour int, why string, then func()) {
	v.peekWith(p, hour, why, ch.Peek{Player: p, Hour: hour, Why: why}, then)
}

// peekWith is peekAt for a look that an action card or a power pays for:
// act (which records the look) is done once the player looked.
func (v *cohPeeks) peekWith(p ch.Colour, hour int, why string, act engine.Action, then func()) {
	st := v.state()
	if _, err := v.try(act); err != nil {
		v.refuse(err)
		v.render()
		return
	}
	record := func() {
		v.do(act)
		if then != nil {
			then()
		}
	}
	d := st.Deck[hour]
	if d.FromPack {
		var pop *widget.PopUp
		msg := cohSmall(cohPackPeekText(len(v.a.lib.ForHour(hour)), hour, cohLabel(st, p)))
		ok := kit.NewButton(lang.X("coh.peek.looked", "Done: they looked"), theme.ConfirmIcon(), func() { pop.Hide(); record() })
		pop = widget.NewModalPopUp(container.NewPadded(container.NewVBox(cohHeading(lang.X("coh.peek.physical", "Look at the physical card")), msg, container.NewCenter(ok))), v.a.h.Window().Canvas())
		pop.Resize(fyne.NewSize(fyne.Min(640, v.a.h.Window().Canvas().Size().Width), pop.MinSize().Height))
		pop.Show()
		return
	}
	way := kit.RevealQR
	if v.a.settings.Curtain {
		way = kit.RevealCurtain
	}
	secret := kit.Secret{
		For:   cohLabel(st, p),
		Title: lang.X("coh.peek.secretTitle", "The {{.Hour}} invasion card ({{.Why}})", map[string]any{"Hour": ch.HourName(hour), "Why": translations.T(ch.PeekWhyWords(why))}),
		Text:  cohSecretText(st, d.Card),
	}
	v.a.h.Reveal(secret, way, func(looked bool) {
		if looked {
			record()
		} else if then != nil {
			then()
		}
	})
}

// cohSecretText is the card as the peeking player reads it, short enough
// for one QR code.
func cohSecretText(st *ch.State, c ch.Card) string {
	t := translations.T(c.DescribeWords())
	if len(t) > kit.MaxQRText {
		t = t[:kit.MaxQRText]
	}
	return t
}
