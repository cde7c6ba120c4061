package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/engine"
	coh "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
)

// playerActions opens what a player takes or gives at a place's effect:
// antidotes (the Hospital), food (the Crossroads), a food token given up
// (the Church, side B), a Weapon Replica.
func (v *cohView) playerActions(c coh.Colour) {
	st := v.state()
	p := st.Player(c)
	var pop *widget.PopUp
	act := func(a engine.Action) func() { return func() { pop.Hide(); v.do(a) } }
	reg := func(key string, b *kit.Button) *kit.Button { v.a.buttons["coh/pl/"+key] = b; return b }
	head := container.NewBorder(nil, nil, cohSwatch(string(c), c.Letter(), kit.MinTouch), nil, cohHeading(st.Label(c)))
	facts := cohSmall(fmt.Sprintf("%d antidote(s). Food tokens: %d of value 0, %d of 1, %d of 2, %d of 3 (%d points).", p.Antidotes, p.Food[0], p.Food[1], p.Food[2], p.Food[3], p.FoodPoints()))
	box := container.NewVBox(head, facts)
	take := container.NewGridWithColumns(2,
		reg("antidote", kit.NewButton("Take an antidote", nil, act(coh.TakeAntidote{Player: c, Count: 1}))),
		reg("food", kit.NewButton("Draw a food token", nil, act(coh.TakeFood{Player: c}))),
	)
	box.Add(take)
	if len(st.FaceUpFood) > 0 {
		row := container.NewGridWithColumns(len(st.FaceUpFood))
		for i, val := range st.FaceUpFood {
			row.Add(reg(fmt.Sprintf("faceup/%d", i+1), kit.NewButton(fmt.Sprintf("Face-up token %d (worth %d)", i+1, val), nil, act(coh.TakeFood{Player: c, Slot: i + 1}))))
		}
		box.Add(row)
	}
	give := container.NewGridWithColumns(4)
	for val := 0; val < 4; val++ {
		b := reg(fmt.Sprintf("discard/%d", val), kit.NewButton(fmt.Sprintf("Give up a %d", val), nil, act(coh.DiscardFood{Player: c, Value: val})))
		if p.Food[val] == 0 {
			b.Disable()
		}
		give.Add(b)
	}
	box.Add(cohHeading("Give up a food token (the Church, side B)"))
	box.Add(give)
	if l := st.ResolvingLoc(); l != coh.NoLoc {
		box.Add(reg("replica", kit.NewButton("Weapon Replica: 2 more votes at "+cohTitle(st.Boards[l].Building), nil, act(coh.PlayWeaponReplica{Player: c, At: l}))))
	}
	box.Add(reg("close", kit.NewButton("Close", theme.CancelIcon(), func() { pop.Hide() })))
	size := v.a.win.Canvas().Size()
	pop = widget.NewModalPopUp(container.NewVScroll(container.NewPadded(box)), v.a.win.Canvas())
	pop.Resize(fyne.NewSize(fyne.Min(760, size.Width-16), fyne.Min(box.MinSize().Height+40, size.Height-30)))
	pop.Show()
}
