package coh

import (
	"slices"

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

// soleScreen stands for a vote when one player alone is present: no show
// of hands, that player only says which of their characters is eaten (or,
// at a sharing, hands out the supplies).
func (v *cohVotes) soleScreen(st *ch.State, l ch.Loc, p ch.Colour) fyne.CanvasObject {
	vt := v.vote
	at := with(engine.Args{"Place": cohTitle(st.Boards[l].Building), "Player": cohLabel(st, p)})
	res, err := st.Vote(l, vt.kind, nil, "")
	text := lang.X("coh.vote_alone.only", "{{.Player}} is the only player at {{.Place}}.", at)
	if err == nil {
		text = translations.T(res.Words)
	}
	box := container.NewVBox(cohHeading(text),
		cohSmall(lang.X("coh.vote_alone.until", "Until then anyone may still play a card or a power: tap Back to do it on the city.")))
	var cands []ch.Character
	for _, c := range st.At(l) {
		if c.Owner == p && !c.Hidden {
			cands = append(cands, c)
		}
	}
	if vt.kind == ch.VoteAttack {
		row := container.NewGridWithColumns(max(len(cands), 1))
		for _, c := range cands {
			row.Add(kit.NewButton(lang.X("coh.vote_alone.eaten", "{{.Character}} is eaten", with(engine.Args{"Character": c.Role.CardWords()})), nil, func() {
				if v.vote != vt {
					return // a second quick tap lands after the victim was eaten
				}
				vt.victim = c.Role
				v.castVotes()
			}))
		}
		box.Add(container.NewVBox(widget.NewLabel(lang.X("coh.vote_alone.chooses", "{{.Player}} chooses who is eaten:", at)), row))
	} else {
		box.Add(kit.NewButton(lang.X("coh.vote_alone.handsOut", "{{.Player}} hands out the supplies", at), nil, func() {
			if v.vote == vt {
				v.castVotes()
			}
		}))
	}
	back := kit.NewButton(lang.X("coh.vote_alone.back", "Back"), theme.NavigateBackIcon(), func() { v.vote, v.page = nil, ""; v.render() })
	body := container.NewBorder(nil, container.NewPadded(back), nil, nil, kit.NewVScroll(container.NewPadded(box)))
	title := lang.X("coh.vote_alone.eatenTitle", "Who is eaten at {{.Place}}", at)
	if vt.kind == ch.VoteSharing {
		title = lang.X("coh.vote_alone.shareTitle", "Who shares at {{.Place}}", at)
	}
	return container.NewBorder(v.a.playBar(title, v.undoBar(v.undoNow())...), v.noticeBar(), nil, nil, body)
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
		return lang.X("coh.vote_alone.whoIsEaten", "Who is eaten")
	}
	return lang.X("coh.vote_alone.vote", "Vote")
}
