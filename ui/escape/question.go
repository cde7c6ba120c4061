package escape

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	esc "hordekeeper/engine/escape"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// asking tells whether the table has a question to answer (question would
// show a card), without building the card.
func (v *view) asking() bool {
	if v.pending == 0 {
		return false
	}
	st := v.session.State()
	return !st.Outcome.Over && len(st.AtCountdownEnd(v.pending, v.played()).Choices) > 0
}

// question is the card that asks the table about the countdown that ended
// (v.pending): who was outside when the door slammed, one tap each; the van
// rule; or, at the zombie cry, whether the van escaped. It lives in the
// screen, never in a dialog, so it hides no count and swallows no tap.
func (v *view) question() fyne.CanvasObject {
	if v.pending == 0 {
		return nil
	}
	st := v.session.State()
	e := st.AtCountdownEnd(v.pending, v.played())
	if st.Outcome.Over || len(e.Choices) == 0 {
		return nil
	}
	head := widget.NewLabelWithStyle(translations.T(e.TitleWords), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	head.Wrapping = fyne.TextWrapWord
	prompt := widget.NewLabel(translations.T(e.PromptWords))
	prompt.Wrapping = fyne.TextWrapWord
	box := container.NewVBox(head, prompt)
	if len(e.Stragglers) > 0 {
		grid := columns(v.h.Window().Canvas, 2, breakSide)
		for _, s := range e.Stragglers {
			grid.Add(v.stragglerButton(st, s))
		}
		box.Add(grid)
	}
	row := columns(v.h.Window().Canvas, len(e.Choices), breakSide)
	for _, c := range e.Choices {
		c := c
		b := kit.NewButton(translations.T(c.LabelWords), theme.ConfirmIcon(), func() { v.answer(c) })
		b.Importance = widget.HighImportance
		if c.Costly {
			b.Importance = widget.DangerImportance
			b.SetIcon(theme.WarningIcon()) // not ×: it is an answer, not a close button
		}
		row.Add(b)
	}
	box.Add(row)
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	bg.CornerRadius = 8
	return container.NewStack(bg, container.NewPadded(box))
}

// stragglerButton is one survivor's button after a door slam, in the
// rulebook's words ("loses one of his dice"): "Bo (R) loses a die"; once
// tapped it reads "Bo (R) lost a die" in full ink (a tap then says why
// nothing more happens), so the table sees at a glance who has paid.
func (v *view) stragglerButton(st esc.State, s esc.Straggler) fyne.CanvasObject {
	b := kit.NewButton("", nil, func() { v.act(s.Tap.Action, nil) })
	b.Min = fyne.NewSize(200, 64)
	if onPhone(v.h.Window().Canvas) {
		b.Min.Height = kit.MinTouch // four of them and the answer fit a phone's break
	}
	p := st.Players[s.Seat]
	who := map[string]any{"Player": translations.T(s.LabelWords)}
	// As wide as its widest form ("lost a die", with its tick): the grid's
	// columns are chosen by the widest button, and a tap that widened one
	// turned two columns into one, moving the next survivor's button under
	// the finger (a fresh-eyes table at 1280x800).
	// A phone has one column whatever the widths, and no room to spare.
	for _, form := range []*kit.Button{
		kit.NewButton(lang.X("escape.question.lost", "{{.Player}} lost a die", who), theme.ConfirmIcon(), nil),
		kit.NewButton(lang.X("escape.question.noDie", "{{.Player}} has no die left", who), nil, nil),
	} {
		if !onPhone(v.h.Window().Canvas) {
			b.Min.Width = fyne.Max(b.Min.Width, form.MinSize().Width)
		}
	}
	switch {
	case s.Taken:
		b.SetText(lang.X("escape.question.lost", "{{.Player}} lost a die", who))
		b.SetIcon(theme.ConfirmIcon())
		why := lang.X("escape.question.lostWhy", "{{.Player}} already lost a die for this countdown: one die per survivor per countdown. Undo gives it back.", who)
		b.OnTapped = func() { v.tellRefusal(why) }
	case s.NoDice:
		b.SetText(lang.X("escape.question.noDie", "{{.Player}} has no die left", who))
		b.Refuse(lang.X("escape.question.noDieWhy", "{{.Player}} has no die left to lose.", who), v.tellRefusal)
	default:
		b.SetText(lang.X("escape.question.loses", "{{.Player}} loses a die", who))
		b.Importance = widget.DangerImportance
	}
	return container.NewBorder(nil, nil, colourSwatch(p.Colour.String(), translations.T(p.Colour.LetterWords())), nil, b)
}

// answer records the table's answer and closes the question.
func (v *view) answer(c esc.Choice) {
	was := v.pending
	v.pending = 0
	if c.Action == nil {
		v.refresh()
		return
	}
	if err := v.act(c.Action, nil); err != nil {
		v.pending = was
		v.showAsk()
	}
}

// tellRefusal says on the message bar why a button is refused.
func (v *view) tellRefusal(reason string) {
	v.msgs.Post(kit.Message{Text: reason, Refusal: true})
}

// colourSwatch is a colour square with the colour's letter on it.
func colourSwatch(colour, letter string) fyne.CanvasObject {
	return kit.Swatch(colour, letter, 48)
}

// breakDice lists every survivor's dice on the break screen, where the
// counters of play are not shown.
func (v *view) breakDice() {
	st := v.session.State()
	v.diceList.Objects = nil
	for _, p := range st.Players {
		v.diceList.Add(container.NewBorder(nil, nil, kit.Swatch(p.Colour.String(), translations.T(p.Colour.LetterWords()), 32), nil,
			kit.ShortLabel(lang.X("escape.question.dice", "{{.Player}}: {{.Dice}} of {{.Start}} dice", map[string]any{"Player": translations.T(p.LabelWords()), "Dice": p.Dice, "Start": esc.StartingDice}), 320)))
	}
	v.diceList.Refresh()
}
