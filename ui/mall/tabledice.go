package mall

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/kit"
)

// showDiceEntry covers the screen while the elected Chief enters the four
// zombie dice the table rolled under the dice box: a gate names the Chief
// and asks the others to look away; a row of faces per die; "Keep them
// secret" hands them to enter (then the shared screen says only that they
// are rolled), "Cancel" to nothing.
func showDiceEntry(c fyne.Canvas, st mh.State, enter func([4]int)) *widget.PopUp {
	p := st.Players[st.Chief]
	var pop *widget.PopUp
	var dice [4]int
	rows := container.NewVBox()
	keep := kit.NewPrimaryButton(lang.X("mall.tabledice.keep", "Keep them secret"), theme.ConfirmIcon(), func() {
		pop.Hide()
		enter(dice)
	})
	keep.Min = fyne.NewSize(240, 64)
	var fill func()
	fill = func() {
		rows.Objects = nil
		full := true
		for i := range dice {
			row := kit.NewFitGrid(7, widget.NewLabel(lang.X("mall.placedice.die", "Die {{.Number}}:", map[string]any{"Number": i + 1})))
			for face := 1; face <= 6; face++ {
				row.Add(button(fmt.Sprint(face), dice[i] == face, func() {
					dice[i] = face
					fill()
				}))
			}
			rows.Add(row)
			full = full && dice[i] > 0
		}
		keep.SetEnabled(full)
		rows.Refresh()
	}
	fill()
	cancel := kit.NewButton(lang.X("mall.tabledice.cancel", "Cancel"), theme.CancelIcon(), func() { pop.Hide() })
	cancel.Min = fyne.NewSize(160, 64)
	give := big(lang.X("mall.curtain.give", "Give the tablet to {{.Player}}", map[string]any{"Player": label(p)}))
	who := note(lang.X("mall.tabledice.who", "Only {{.Player}}, the elected Chief, enters the zombie dice rolled under the dice box; everyone else looks away.", map[string]any{"Player": label(p)}))
	who.Alignment = fyne.TextAlignCenter
	body := container.NewBorder(container.NewVBox(give, who), container.NewCenter(container.NewHBox(cancel, keep)), nil, nil, container.NewVBox(layout.NewSpacer(), rows, layout.NewSpacer()))
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameBackground))
	pop = widget.NewModalPopUp(container.NewStack(bg, container.NewPadded(body)), c)
	pop.Resize(c.Size())
	pop.Show()
	return pop
}
