package mall

import (
	"fmt"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"

	mh "hordekeeper/engine/mallofhorror"

	"hordekeeper/ui/kit"
)

// setupDice shows the placer's two dice, rolled by the app, and lets a
// table that rolls real dice enter its own: "Our own roll" opens a row of
// faces per die; once both are tapped the engine takes them.
func (v *mallSteps) setupDice(st mh.State) {
	d := st.PlacementDice
	own := button(lang.X("mall.placedice.own", "Our own roll"), v.ownRoll != nil, func() {
		v.choose(func() {
			if v.ownRoll == nil {
				v.ownRoll = []int{0, 0}
			} else {
				v.ownRoll = nil
			}
		})
	})
	// On a phone the button goes under the dice, leaving the note room.
	v.inputs.Add(kit.NewSideOrBelowUnder(kit.Narrow, container.NewBorder(nil, nil, container.NewHBox(newDieFace(d[0], 64), newDieFace(d[1], 64)), nil,
		note(lang.X("mall.placedice.hint", "the dice to place by (rolled by the app, unless you enter your own)"))), midHeight(own)))
	if v.ownRoll == nil {
		return
	}
	for i := range 2 {
		i := i
		row := kit.NewFitGrid(7, note(lang.X("mall.placedice.die", "Die {{.Number}}:", map[string]any{"Number": i + 1})))
		for face := 1; face <= 6; face++ {
			face := face
			row.Add(button(fmt.Sprint(face), v.ownRoll[i] == face, func() {
				v.choose(func() { v.ownRoll[i] = face })
				if v.ownRoll != nil && v.ownRoll[0] > 0 && v.ownRoll[1] > 0 {
					v.tableRoll([2]int{v.ownRoll[0], v.ownRoll[1]})
				}
			}))
		}
		v.inputs.Add(row)
	}
}

// tableRoll records the table's own roll. The number rows stay open with
// the faces entered, and the character chosen stays chosen, until the
// character is placed: closing them would move "Which character?" and
// everything under it up under the finger.
func (v *mallSteps) tableRoll(roll [2]int) {
	kind := v.setupKind
	v.act(mh.TableRoll{Dice: roll})
	if v.ownRoll == nil && v.session.State().PlacementDice == roll {
		v.ownRoll = []int{roll[0], roll[1]}
		v.setupKind = kind
		v.refresh()
	}
}
