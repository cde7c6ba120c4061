package escape

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	esc "hordekeeper/engine/escape"
	"hordekeeper/ui/kit"
)

// refresh redraws the bookkeeping side from the engine's state.
func (v *view) refresh() {
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
		dice := strings.Repeat("■ ", p.Dice) + strings.Repeat("□ ", esc.StartingDice-p.Dice)
		lose := kit.NewButton("-1 die", nil, func() {
			v.act(esc.LoseDie{Player: i, Reason: esc.OtherReason, Note: "recorded by hand"}, nil)
		})
		v.status.Add(container.NewBorder(nil, nil,
			kit.PlayerChip(p.Colour.String(), p.Colour.Letter(), p.Name, false, false), lose,
			widget.NewLabel(fmt.Sprintf("dice %s(%d)", dice, p.Dice))))
	}
	v.status.Add(widget.NewSeparator())
	v.status.Add(v.counterRow("Items in the cargo bay", fmt.Sprintf("%d of %d", st.Cargo, st.ItemsNeeded),
		func() { v.act(esc.RemoveItem{}, nil) }, func() { v.act(esc.AddItemToCargo{}, nil) }))
	v.status.Add(v.counterRow("Zombies at the church", fmt.Sprintf("%d of %d", st.ChurchZombies, esc.ChurchZombieLimit),
		func() { v.act(esc.RemoveChurchZombie{}, nil) }, func() { v.act(esc.AddChurchZombie{}, nil) }))
	exit := kit.NewButton("The exit is revealed", theme.VisibilityIcon(), func() { v.act(esc.RevealExit{}, nil) })
	if st.ExitRevealed {
		exit.SetText("Exit revealed")
		exit.Disable()
	}
	p2 := kit.NewButton("Start phase 2: the van", theme.NavigateNextIcon(), func() { v.act(esc.StartPhase2{}, nil) })
	if st.Phase == esc.Van {
		p2.Disable()
	} else if err := st.CanStartPhase2(); err != nil {
		p2.SetText("Phase 2: not yet")
	}
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
func (v *view) counterRow(label, value string, minus, plus func()) fyne.CanvasObject {
	m := kit.NewButton("", theme.ContentRemoveIcon(), minus)
	p := kit.NewButton("", theme.ContentAddIcon(), plus)
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
