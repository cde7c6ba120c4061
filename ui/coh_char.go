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

// characterActions opens what can be done with one character: move,
// exhaust, rest, hide, kill, and its power's text. The engine decides
// whether each is allowed; a refusal shows in the notice bar.
func (v *cohView) characterActions(r coh.Role) {
	st := v.state()
	c := st.Character(r)
	if c == nil {
		return
	}
	info, _ := r.Info()
	var pop *widget.PopUp
	act := func(a engine.Action) func() {
		return func() { pop.Hide(); v.do(a) }
	}
	reg := func(key string, b *kit.Button) *kit.Button { v.a.buttons["coh/act/"+key] = b; return b }

	head := container.NewBorder(nil, nil, cohSwatch(string(c.Owner), c.Owner.Letter(), kit.MinTouch), nil, cohHeading(fmt.Sprintf("%s, of %s", c.Name(), st.Label(c.Owner))))
	cond := "rested"
	if c.Exhausted {
		cond = "exhausted"
	}
	if c.Hidden {
		cond += ", hidden this turn"
	}
	facts := cohSmall(fmt.Sprintf("Now %s, on %s. Worth %d rested, %d exhausted.", cond, cohTitle(st.Boards[c.At].Building), info.Rested, info.Exhausted))
	power := cohSmall("Power (turn the card to exhausted): " + info.Power)
	box := container.NewVBox(head, facts, power)
	if info.Drawback != "" {
		box.Add(cohSmall("Drawback: " + info.Drawback))
	}

	moves := container.NewGridWithColumns(3)
	for _, l := range coh.AllLocs {
		b := reg("move/"+l.String(), kit.NewButton(cohTitle(st.Boards[l].Building), nil, act(coh.MoveCharacter{Role: r, To: l})))
		if l == c.At {
			b.Disable()
		}
		moves.Add(b)
	}
	box.Add(cohHeading("Move to the place on the movement card"))
	box.Add(moves)
	backdoor := container.NewGridWithColumns(3)
	for _, l := range coh.AllLocs {
		if st.Full(l) && l != c.At {
			backdoor.Add(reg("backdoor/"+l.String(), kit.NewButton("Back Door: "+cohTitle(st.Boards[l].Building), nil, act(coh.MoveCharacter{Role: r, To: l, BackDoor: true}))))
			if r == coh.Mama {
				backdoor.Add(reg("mama/"+l.String(), kit.NewButton("Mama squeezes into "+cohTitle(st.Boards[l].Building), nil, act(coh.MoveCharacter{Role: r, To: l, Mama: true}))))
			}
		}
	}
	if len(backdoor.Objects) > 0 {
		box.Add(backdoor)
	}

	state := container.NewGridWithColumns(3,
		reg("exhaust", kit.NewButton("Exhaust", nil, act(coh.Exhaust{Role: r}))),
		reg("power", kit.NewButton("Use power", nil, v.powerAction(r, &pop))),
		reg("rest", kit.NewButton("Rest", nil, act(coh.Rest{Role: r}))),
		reg("hide", kit.NewButton("Hide", nil, act(coh.Hide{Role: r}))),
		reg("kill", kit.NewButton("Kill (eaten)", theme.DeleteIcon(), act(coh.KillCharacter{Role: r}))),
		reg("close", kit.NewButton("Close", theme.CancelIcon(), func() { pop.Hide() })),
	)
	v.a.buttons["coh/act/kill"].Importance = widget.DangerImportance
	box.Add(state)
	if r == coh.Priest {
		box.Add(reg("cancelmove", kit.NewButton("Priest: undo the move just made", nil, act(coh.CancelMove{}))))
	}
	if r == coh.Geek || r == coh.Rocker {
		send := container.NewGridWithColumns(3)
		for _, l := range coh.AllLocs {
			if l != c.At {
				send.Add(reg("send/"+l.String(), kit.NewButton("1 zombie to "+cohTitle(st.Boards[l].Building), nil, act(coh.MoveZombies{From: c.At, To: l, Count: 1}))))
			}
		}
		box.Add(cohHeading("After the power: send one zombie from here to…"))
		box.Add(send)
	}
	size := v.a.win.Canvas().Size()
	pop = widget.NewModalPopUp(container.NewVScroll(container.NewPadded(box)), v.a.win.Canvas())
	pop.Resize(fyne.NewSize(fyne.Min(820, size.Width-16), fyne.Min(box.MinSize().Height+40, size.Height-30)))
	pop.Show()
}

// powerAction turns the character to exhausted for its power; the Rasta's
// power also opens the private look at the next invasion card.
func (v *cohView) powerAction(r coh.Role, pop **widget.PopUp) func() {
	return func() {
		(*pop).Hide()
		if !v.do(coh.Exhaust{Role: r, Power: true}) {
			return
		}
		if r == coh.Rasta {
			v.peekNext(v.state().Character(r).Owner, "the Rasta's power")
		}
	}
}
