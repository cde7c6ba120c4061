package coh

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2/canvas"

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

// turnBar is the turn guide: the hour and phase, a one-line reminder of
// what happens now and which rule says so, the step's own buttons, and
// "Next", which the engine refuses while a duty is left undone.
func (v *cohTurn) turnBar() fyne.CanvasObject {
	st := v.state()
	var phase string
	switch st.Phase {
	case ch.PhaseSelect:
		phase = lang.X("coh.turnbar.select", "movement cards")
	case ch.PhaseInvasion:
		phase = lang.X("coh.turnbar.invasion", "invasion")
	case ch.PhaseMovement:
		phase = lang.X("coh.turnbar.movement", "movement")
	case ch.PhaseResolution:
		phase = lang.X("coh.turnbar.resolving", "{{.Place}}: {{.Step}}", with(engine.Args{"Place": cohTitle(st.Boards[st.ResolvingLoc()].Building), "Step": st.Step.Words()}))
	}
	clock := widget.NewLabelWithStyle(fmt.Sprintf("%s · %s", ch.HourName(st.Turn), phase), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	clock.SizeName = theme.SizeNameSubHeadingText
	hint := cohLine(v.reminder())
	next := kit.NewButton(lang.X("coh.turnbar.next", "Next"), theme.NavigateNextIcon(), v.next(v.stepKey()))
	next.Importance = widget.HighImportance
	next.Min = fyne.NewSize(140, 56)
	if _, err := v.try(ch.AdvancePhase{}); err != nil {
		// Only what the step allows is offered: Next says why it waits.
		next.Refuse(translations.Err(err), v.tellRefusal)
	}
	right := container.NewWithoutLayout() // the step's buttons, in order
	switch {
	case st.Phase == ch.PhaseInvasion && !st.Deck[st.Turn].Applied:
		r := kit.NewButton(lang.X("coh.turnbar.reveal", "Reveal the {{.Hour}} card", with(engine.Args{"Hour": ch.HourName(st.Turn)})), theme.VisibilityIcon(), v.inv.openInvasion)
		r.Importance = widget.HighImportance
		right.Add(r)
	case st.Phase == ch.PhaseMovement:
		v.movementButtons(st, right)
	case st.Phase == ch.PhaseResolution && st.Step == ch.StepAttack:
		if l := st.ResolvingLoc(); l != ch.CrossroadsLoc && st.AttackCondition(l).Attacks && !st.AttackDone && cohAnyVote(st) {
			vote := kit.NewButton(cohVoteLabel(st, l), nil, v.votes.openVote)
			vote.Importance = widget.HighImportance
			right.Add(vote)
		}
	case st.Phase == ch.PhaseResolution && st.Step == ch.StepSharing:
		if it := st.Airdrops[st.ResolvingLoc()]; it.Cards+it.Antidotes > 0 && !st.Shared && cohAnyVote(st) {
			if st.ShareWinner == "" {
				right.Add(kit.NewButton(lang.X("coh.turnbar.vote", "Vote"), nil, v.votes.openVote))
			}
			s := kit.NewButton(lang.X("coh.turnbar.share", "Share the supplies"), nil, v.shareSupplies)
			s.Importance = widget.HighImportance
			right.Add(s)
		}
	}
	right.Add(next)
	// The hint has the full width under the buttons, and room for two
	// lines: a button that comes and goes (the Priest's, a Vote) changes
	// neither its wrapping nor the height of the bar.
	room := canvas.NewRectangle(color.Transparent)
	room.SetMinSize(fyne.NewSize(0, 2*theme.Size(theme.SizeNameCaptionText)+4*theme.Padding()))
	return container.NewVBox(stepRow(clock, right.Objects...), container.NewStack(room, hint))
}

// reminder is the engine's one line for this step (ch.Reminder), with
// what to tap on this screen when the step needs a tap on the city.
func (v *cohTurn) reminder() string {
	st := v.state()
	r := cohSentence(translations.T(ch.ReminderWords(st)))
	switch {
	case st.Phase == ch.PhaseMovement && st.NextToMove() != "":
		r = lang.X("coh.turnbar.tapMove", "{{.Reminder}} Tap a character, then its new place.", map[string]any{"Reminder": r})
	case st.Phase == ch.PhaseResolution && st.Step == ch.StepAttack && st.ResolvingLoc() != ch.CrossroadsLoc && st.AttackCondition(st.ResolvingLoc()).Attacks && !st.AttackDone:
		r = lang.X("coh.turnbar.tapVote", "{{.Reminder}} Tap \"Vote\", or the character eaten.", map[string]any{"Reminder": r})
	}
	return r
}

// cohSeats lists the players in seat order, the same on every screen
// whoever holds the first-player token.
func cohSeats(st *ch.State) []ch.Colour {
	var out []ch.Colour
	for _, p := range st.Players {
		out = append(out, p.Colour)
	}
	return out
}

// shareSupplies asks who gets each waiting item, as the sharing vote's
// winner says: one item a player.
func (v *cohTurn) shareSupplies() {
	st := v.state()
	l := st.ResolvingLoc()
	it := st.Airdrops[l]
	what := lang.X("coh.turnbar.playersShare", "The players there share what waits: {{.Items}}.", map[string]any{"Items": cohItems(it)})
	if st.ShareWinner != "" {
		what = lang.X("coh.turnbar.winnerShares", "{{.Player}} won the vote and hands out what waits: {{.Items}}.", map[string]any{"Player": cohLabel(st, st.ShareWinner), "Items": cohItems(it)})
	}
	note := cohSmall(what)
	kinds := []ch.ItemKind{""}
	if it.Antidotes > 0 {
		kinds = append(kinds, ch.ItemAntidote)
	}
	if it.Cards > 0 {
		kinds = append(kinds, ch.ItemCard)
	}
	gifts := map[ch.Colour]ch.ItemKind{}
	var pop *widget.PopUp
	var build func() fyne.CanvasObject
	var body *fyne.Container
	build = func() fyne.CanvasObject {
		box := container.NewVBox(cohHeading(lang.X("coh.turnbar.whoGets", "Who gets what at {{.Place}}? One item a player.", with(engine.Args{"Place": cohTitle(st.Boards[l].Building)}))), note)
		for _, c := range cohSeats(st) {
			if st.Eliminated(c) {
				continue
			}
			row := container.NewHBox(kit.Swatch(string(c), cohLetter(c), kit.MinTouch), widget.NewLabel(cohLabel(st, c)))
			for _, k := range kinds {
				label := lang.X("coh.turnbar.nothing", "nothing")
				switch k {
				case ch.ItemAntidote:
					label = lang.X("coh.turnbar.antidote", "antidote")
				case ch.ItemCard:
					label = lang.X("coh.turnbar.card", "card")
				}
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
		ok := kit.NewButton(lang.X("coh.turnbar.handOut", "Hand them out"), theme.ConfirmIcon(), func() {
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
		cancel := kit.NewButton(lang.X("coh.turnbar.cancel", "Cancel"), theme.CancelIcon(), func() { pop.Hide() })
		box.Add(kit.NewFitGrid(2, cancel, ok))
		return box
	}
	body = container.NewStack(build())
	pop = widget.NewModalPopUp(kit.NewVScroll(body), v.a.h.Window().Canvas())
	pop.Resize(fyne.NewSize(fyne.Min(760, v.a.h.Window().Canvas().Size().Width-20), fyne.Min(body.MinSize().Height+30, v.a.h.Window().Canvas().Size().Height-40)))
	pop.Show()
}

// movementButtons offer the Priest's cancel right after a move, and Stay to
// the player whose characters all stand on the place their card shows.
func (v *cohTurn) movementButtons(st *ch.State, box *fyne.Container) {
	if v.priestCan() {
		box.Add(kit.NewButton(lang.X("coh.turnbar.priest", "The Priest cancels that move"), nil, func() { v.do(ch.CancelMove{}) }))
	}
	p := st.NextToMove()
	if l, ok := stuckAt(st, p); ok {
		b := kit.NewButton(stayLabel(st, p, l), nil, func() {
			v.do(ch.Stay{Player: p, Card: l})
		})
		box.Add(b)
	}
}

// stayLabel is the Stay button's label: one line, what it does first, so
// that stepRow, shortening it at a whole word where the bar is narrow,
// takes off the reason and keeps the deed.
func stayLabel(st *ch.State, p ch.Colour, l ch.Loc) string {
	return lang.X("coh.turnbar.stay", "{{.Player}}: nobody moves, the card shows {{.Place}}", with(engine.Args{"Player": cohLabel(st, p), "Place": cohTitle(st.Boards[l].Building)}))
}

// priestCan is whether the Priest may cancel the move just made.
func (v *cohTurn) priestCan() bool {
	_, err := v.try(ch.CancelMove{})
	return err == nil
}

// stuckAt is the one place where all of a player's characters that may
// move stand: if their movement card shows it, nobody can move.
func stuckAt(st *ch.State, p ch.Colour) (ch.Loc, bool) {
	if p == "" {
		return ch.NoLoc, false
	}
	l := ch.NoLoc
	for _, r := range st.Movable(p) {
		at := st.Character(r).At
		if l != ch.NoLoc && at != l {
			return ch.NoLoc, false
		}
		l = at
	}
	return l, l != ch.NoLoc
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
