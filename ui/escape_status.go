package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/engine/escape"
	"hordekeeper/ui/kit"
)

// refresh redraws the bookkeeping side from the engine's state.
func (v *escapeView) refresh() {
	st := v.session.State()
	v.status.Objects = nil
	phase := widget.NewLabelWithStyle(st.Phase.String(), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	v.status.Add(phase)
	if st.Outcome.Over {
		res := widget.NewLabelWithStyle(st.Outcome.Reason, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		res.Wrapping = fyne.TextWrapWord
		v.status.Add(widget.NewCard(map[bool]string{true: "The survivors escaped!", false: "The survivors are lost."}[st.Outcome.Won], "", res))
	}
	for i, p := range st.Players {
		i := i
		dice := strings.Repeat("■ ", p.Dice) + strings.Repeat("□ ", escape.StartingDice-p.Dice)
		lose := kit.NewButton("-1 die", nil, func() {
			v.act(escape.LoseDie{Player: i, Reason: escape.OtherReason, Note: "recorded by hand"}, nil)
		})
		v.a.buttons[fmt.Sprintf("escape/lose/%d", i)] = lose
		v.status.Add(container.NewBorder(nil, nil,
			kit.PlayerChip(escapeColourName(p.Colour), p.Colour.Letter(), p.Name, false, false), lose,
			widget.NewLabel(fmt.Sprintf("dice %s(%d)", dice, p.Dice))))
	}
	v.status.Add(widget.NewSeparator())
	v.status.Add(v.counterRow("Items in the cargo bay", fmt.Sprintf("%d of %d", st.Cargo, st.ItemsNeeded), "cargo",
		func() { v.act(escape.RemoveItem{}, nil) }, func() { v.act(escape.AddItemToCargo{}, nil) }))
	v.status.Add(v.counterRow("Zombies at the church", fmt.Sprintf("%d of %d", st.ChurchZombies, escape.ChurchZombieLimit), "church",
		func() { v.act(escape.RemoveChurchZombie{}, nil) }, func() { v.act(escape.AddChurchZombie{}, nil) }))
	exit := kit.NewButton("The exit is revealed", theme.VisibilityIcon(), func() { v.act(escape.RevealExit{}, nil) })
	if st.ExitRevealed {
		exit.SetText("Exit revealed")
		exit.Disable()
	}
	v.a.buttons["escape/exit"] = exit
	p2 := kit.NewButton("Start phase 2: the van", theme.NavigateNextIcon(), func() { v.act(escape.StartPhase2{}, nil) })
	if st.Phase == escape.Van {
		p2.Disable()
	} else if err := st.CanStartPhase2(); err != nil {
		p2.SetText("Phase 2: not yet")
	}
	v.a.buttons["escape/phase2"] = p2
	v.status.Add(container.NewGridWithColumns(2, exit, p2))
	if st.Outcome.Over {
		for _, b := range []*kit.Button{exit, p2} {
			b.Disable()
		}
	}
	v.status.Refresh()
	setEnabled(v.undoB, v.session.CanUndo())
	setEnabled(v.redoB, v.session.CanRedo())
}

// counterRow is a labelled count with large - and + buttons.
func (v *escapeView) counterRow(label, value, key string, minus, plus func()) fyne.CanvasObject {
	m := kit.NewButton("", theme.ContentRemoveIcon(), minus)
	p := kit.NewButton("", theme.ContentAddIcon(), plus)
	v.a.buttons["escape/"+key+"-"] = m
	v.a.buttons["escape/"+key+"+"] = p
	val := widget.NewLabelWithStyle(value, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	return container.NewBorder(nil, nil, widget.NewLabel(label), container.NewHBox(m, val, p))
}

func setEnabled(b *kit.Button, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}

// escapeColourName maps Escape's token colours to the UI's palette.
func escapeColourName(c escape.Colour) string { return c.String() }
