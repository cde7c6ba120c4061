package coh

import (
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// soleScreen stands for a vote when one player alone is present: no show
// of hands, that player only says which of their characters is eaten (or,
// at a sharing, hands out the supplies).
func (v *cohView) soleScreen(st *ch.State, l ch.Loc, p ch.Colour) fyne.CanvasObject {
	vt := v.vote
	place := cohTitle(st.Boards[l].Building)
	res, err := st.Vote(l, vt.kind, nil, "")
	text := cohLabel(st, p) + " is the only player at " + place + "."
	if err == nil {
		text = translations.T(res.Words)
	}
	box := container.NewVBox(cohHeading(text),
		cohSmall("Until then anyone may still play a card or a power: tap Back to do it on the city."))
	var cands []ch.Character
	for _, c := range st.At(l) {
		if c.Owner == p && !c.Hidden {
			cands = append(cands, c)
		}
	}
	if vt.kind == ch.VoteAttack {
		row := container.NewGridWithColumns(max(len(cands), 1))
		for _, c := range cands {
			row.Add(kit.NewButton(fmt.Sprintf("%s is eaten", cohRole(c.Role)), nil, func() {
				if v.vote != vt {
					return // a second quick tap lands after the victim was eaten
				}
				vt.victim = c.Role
				v.castVotes()
			}))
		}
		box.Add(container.NewVBox(widget.NewLabel(cohLabel(st, p)+" chooses who is eaten:"), row))
	} else {
		box.Add(kit.NewButton(cohLabel(st, p)+" hands out the supplies", nil, func() {
			if v.vote == vt {
				v.castVotes()
			}
		}))
	}
	back := kit.NewButton("Back", theme.NavigateBackIcon(), func() { v.vote, v.page = nil, ""; v.render() })
	body := container.NewBorder(nil, container.NewPadded(back), nil, nil, container.NewVScroll(container.NewPadded(box)))
	title := "Who is eaten at " + place
	if vt.kind == ch.VoteSharing {
		title = "Who shares at " + place
	}
	return container.NewBorder(v.a.playBar(title, v.undoBar()...), v.noticeBar(), nil, nil, body)
}

// cohInSeats puts players in seat order, the order of the voting rows.
func cohInSeats(st *ch.State, ps []ch.Colour) []ch.Colour {
	seats := cohSeats(st)
	out := slices.Clone(ps)
	slices.SortStableFunc(out, func(x, y ch.Colour) int { return slices.Index(seats, x) - slices.Index(seats, y) })
	return out
}

// cohVoteLabel names the button that opens an attack's vote: "Vote", or
// "Who is eaten" when one player alone is there and no vote is held.
func cohVoteLabel(st *ch.State, l ch.Loc) string {
	if _, ok := st.SoleChooser(l, ch.VoteAttack); ok {
		return "Who is eaten"
	}
	return "Vote"
}
