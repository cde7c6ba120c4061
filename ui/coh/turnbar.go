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

// turnBar is the turn guide: the hour and phase, a one-line reminder of
// what happens now and which rule says so, the step's own buttons, and
// "Next", which the engine refuses while a duty is left undone.
func (v *cohView) turnBar() fyne.CanvasObject {
	st := v.state()
	phase := string(st.Phase)
	if st.Phase == ch.PhaseResolution {
		phase = fmt.Sprintf("%s: %s", cohTitle(st.Boards[st.ResolvingLoc()].Building), st.Step)
	}
	clock := widget.NewLabelWithStyle(fmt.Sprintf("%s · %s", ch.HourName(st.Turn), phase), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	clock.SizeName = theme.SizeNameSubHeadingText
	hint := widget.NewLabel(v.reminder())
	hint.Wrapping = fyne.TextWrapWord
	next := kit.NewButton("Next", theme.NavigateNextIcon(), func() { v.searchShown = 0; v.do(ch.AdvancePhase{}) })
	next.Importance = widget.HighImportance
	next.Min = fyne.NewSize(140, 56)
	right := container.NewHBox()
	switch {
	case st.Phase == ch.PhaseInvasion && !st.Deck[st.Turn].Applied:
		r := kit.NewButton("Reveal the "+ch.HourName(st.Turn)+" card", theme.VisibilityIcon(), v.openInvasion)
		r.Importance = widget.HighImportance
		right.Add(r)
	case st.Phase == ch.PhaseResolution && st.Step == ch.StepSharing:
		if it := st.Airdrops[st.ResolvingLoc()]; it.Cards+it.Antidotes > 0 && !st.Shared && cohAnyVote(st) {
			s := kit.NewButton("Share the supplies", nil, v.shareSupplies)
			s.Importance = widget.HighImportance
			right.Add(s)
		}
	}
	right.Add(next)
	return container.NewBorder(nil, nil, clock, right, hint)
}

// reminder is the one line that tells the table what this step is and the
// rule behind it, with the effect of the side being resolved.
func (v *cohView) reminder() string {
	st := v.state()
	switch st.Phase {
	case ch.PhaseSelect:
		s := "Everyone picks a movement card in secret; all show them together."
		if st.Boards[ch.WaterTowerLoc].Side == ch.SideB {
			s += " Water Tower side B: its players choose after the others have shown theirs."
		}
		return s
	case ch.PhaseInvasion:
		if st.Deck[st.Turn].Applied {
			return "The card is played. Next: movement, from the first player clockwise."
		}
		return "Reveal the card: zombies move first, then arrive (8 at most on a place), supplies fall on the corners, the leader steps."
	case ch.PhaseMovement:
		if p := st.NextToMove(); p != "" {
			return st.Label(p) + " (" + p.Letter() + ") moves: tap a character, then the place on their card. A full place sends it to the Crossroads."
		}
		return "Everyone has moved. Next: the places are resolved in order."
	case ch.PhaseResolution:
		l := st.ResolvingLoc()
		b := st.Boards[l]
		name := fmt.Sprintf("%s side %s", cohTitle(b.Building), b.Side)
		switch st.Step {
		case ch.StepActivation:
			return name + ": " + b.Rules().Effect
		case ch.StepAttack:
			ac := st.AttackCondition(l)
			if l == ch.CrossroadsLoc {
				return name + ": " + ac.Text + ". The zombie leader picks the victim's colour; that player picks who is eaten."
			}
			if ac.Attacks && !st.AttackDone {
				return name + ": " + ac.Text + ". The players there vote; tap the character who is eaten, then Kill."
			}
			return name + ": " + ac.Text + ". No attack is due."
		default:
			it := st.Airdrops[l]
			if it.Cards+it.Antidotes > 0 && !st.Shared {
				return fmt.Sprintf("%s: %s and %s wait. The players there vote; the winner hands them out, one a player.", name, count(it.Cards, "card"), count(it.Antidotes, "antidote"))
			}
			return name + ": nothing to share."
		}
	}
	return st.PhaseText()
}

// shareSupplies asks who gets each waiting item, as the sharing vote's
// winner says: one item a player.
func (v *cohView) shareSupplies() {
	st := v.state()
	l := st.ResolvingLoc()
	it := st.Airdrops[l]
	note := cohSmall(fmt.Sprintf("Waiting: %s, %s.", count(it.Antidotes, "antidote"), count(it.Cards, "card")))
	gifts := map[ch.Colour]ch.ItemKind{}
	var pop *widget.PopUp
	var build func() fyne.CanvasObject
	var body *fyne.Container
	build = func() fyne.CanvasObject {
		box := container.NewVBox(cohHeading(fmt.Sprintf("Who gets what at %s? One item a player.", cohTitle(st.Boards[l].Building))), note)
		for _, c := range st.TurnOrder() {
			if st.Eliminated(c) {
				continue
			}
			row := container.NewHBox(kit.Swatch(string(c), c.Letter(), kit.MinTouch), widget.NewLabel(st.Label(c)))
			for _, k := range []ch.ItemKind{"", ch.ItemAntidote, ch.ItemCard} {
				label := map[ch.ItemKind]string{"": "nothing", ch.ItemAntidote: "antidote", ch.ItemCard: "card"}[k]
				b := kit.NewButton(label, nil, func() {
					if k == "" {
						delete(gifts, c)
					} else {
						gifts[c] = k
					}
					body.Objects = []fyne.CanvasObject{build()}
					body.Refresh()
				})
				if gifts[c] == k {
					b.Importance = widget.HighImportance
				}
				row.Add(b)
			}
			box.Add(row)
		}
		ok := kit.NewButton("Hand them out", theme.ConfirmIcon(), func() {
			var gs []ch.Gift
			for _, c := range st.TurnOrder() {
				if k, ok := gifts[c]; ok {
					gs = append(gs, ch.Gift{To: c, Item: k})
				}
			}
			pop.Hide()
			v.do(ch.Share{At: l, Gifts: gs})
		})
		ok.Importance = widget.HighImportance
		cancel := kit.NewButton("Cancel", theme.CancelIcon(), func() { pop.Hide() })
		box.Add(container.NewGridWithColumns(2, cancel, ok))
		return box
	}
	body = container.NewStack(build())
	pop = widget.NewModalPopUp(container.NewVScroll(body), v.a.h.Window().Canvas())
	pop.Resize(fyne.NewSize(fyne.Min(760, v.a.h.Window().Canvas().Size().Width-20), fyne.Min(body.MinSize().Height+30, v.a.h.Window().Canvas().Size().Height-40)))
	pop.Show()
}

// cohAnyVote reports whether someone at the place being resolved has a
// vote, so a sharing can be held there.
func cohAnyVote(st *ch.State) bool {
	for _, n := range st.VotesAt(st.ResolvingLoc()) {
		if n > 0 {
			return true
		}
	}
	return false
}
