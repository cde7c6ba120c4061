package coh

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/engine"
	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
)

// playerActions opens what a player takes or gives at a place's effect:
// antidotes (the Hospital), food (the Crossroads), a food token given up
// (the Church, side B), a Weapon Replica.
func (v *cohView) playerActions(c ch.Colour) {
	st := v.state()
	p := st.Player(c)
	var pop *widget.PopUp
	act := func(a engine.Action) func() { return func() { pop.Hide(); v.do(a) } }
	head := container.NewBorder(nil, nil, kit.Swatch(string(c), c.Letter(), kit.MinTouch), nil, cohHeading(st.Label(c)))
	facts := cohSmall(fmt.Sprintf("%s. Food tokens: %d of value 0, %d of 1, %d of 2, %d of 3 (%d points).", count(p.Antidotes, "antidote"), p.Food[0], p.Food[1], p.Food[2], p.Food[3], p.FoodPoints()))
	box := container.NewVBox(head, facts)
	// The Crossroads: the player draws a token face down and says its value;
	// the app never makes one up. The antidote comes with the Hospital's
	// own button, on its tile, when it is activated.
	box.Add(cohHeading(fmt.Sprintf("Drew a food token at the Crossroads (%d left face down): its value", st.FaceDownFood())))
	drew := container.NewGridWithColumns(4)
	for val := 0; val < 4; val++ {
		b := kit.NewButton(fmt.Sprintf("Drew a %d", val), nil, act(ch.UseLocation{Player: c, At: ch.CrossroadsLoc, Value: &val}))
		if why := st.CanUse(c, ch.CrossroadsLoc); why != "" {
			b.Refuse(why, v.tellRefusal)
		}
		drew.Add(b)
	}
	box.Add(drew)
	if len(st.FaceUpFood) > 0 {
		row := container.NewGridWithColumns(len(st.FaceUpFood))
		for i, val := range st.FaceUpFood {
			row.Add(kit.NewButton(fmt.Sprintf("Face-up token %d (worth %d)", i+1, val), nil, act(ch.TakeFood{Player: c, Slot: i + 1})))
		}
		box.Add(row)
	}
	give := container.NewGridWithColumns(4)
	for val := 0; val < 4; val++ {
		b := kit.NewButton(fmt.Sprintf("Give up a %d", val), nil, act(ch.DiscardFood{Player: c, Value: val}))
		if p.Food[val] == 0 {
			b.Disable()
		}
		give.Add(b)
	}
	box.Add(cohHeading("Give up a food token (the Church, side B)"))
	box.Add(give)
	if l := st.ResolvingLoc(); l != ch.NoLoc {
		box.Add(kit.NewButton("Weapon Replica: 2 more votes at "+cohTitle(st.Boards[l].Building), nil, act(ch.PlayWeaponReplica{Player: c, At: l})))
	}
	box.Add(kit.NewButton("Close", theme.CancelIcon(), func() { pop.Hide() }))
	size := v.a.h.Window().Canvas().Size()
	pop = widget.NewModalPopUp(container.NewVScroll(container.NewPadded(box)), v.a.h.Window().Canvas())
	pop.Resize(fyne.NewSize(fyne.Min(760, size.Width-16), fyne.Min(box.MinSize().Height+40, size.Height-30)))
	pop.Show()
}
