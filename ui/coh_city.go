package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	coh "hordekeeper/engine/cityofhorror"
)

// cityScreen is the main screen in play: the turn guide on top, the city
// laid out like the boards, and beside it the leader wheel, the reserve
// and the players.
func (v *cohView) cityScreen() fyne.CanvasObject {
	grid := container.NewGridWithColumns(3)
	for _, l := range cityGridOrder {
		grid.Add(v.tile(l))
	}
	side := container.NewVScroll(container.NewPadded(v.sidePanel()))
	split := container.New(splitLayout{ratio: 0.7}, grid, side)
	top := container.NewVBox(v.a.topBar("City of Horror", v.undoBar()...), v.turnBar())
	return container.NewBorder(top, v.noticeBar(), nil, nil, split)
}

// sidePanel holds the reserve, the wheel and the players.
func (v *cohView) sidePanel() fyne.CanvasObject {
	st := v.state()
	reserve := widget.NewLabelWithStyle(fmt.Sprintf("Zombies in reserve: %d of %d", st.ZombieReserve(), coh.TotalZombies), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	box := container.NewVBox(reserve, v.wheelPanel())
	if ts := st.ExplosionTargets(); len(ts) > 0 {
		row := container.NewGridWithColumns(len(ts))
		for _, b := range ts {
			btn := newBigButton("Explosion: "+cohTitle(b), nil, func() { v.do(coh.AddExplosion{On: b}) })
			v.a.buttons["coh/explode/"+string(b)] = btn
			row.Add(btn)
		}
		box.Add(row)
	}
	box.Add(v.playersPanel())
	return box
}

// playersPanel lists the players in turn order with what they hold; a tap
// opens what a player may take or give.
func (v *cohView) playersPanel() fyne.CanvasObject {
	st := v.state()
	box := container.NewVBox(cohHeading("Players, from the first player"))
	for _, c := range st.TurnOrder() {
		p := st.Player(c)
		txt := fmt.Sprintf("%s: %d alive, %d antidote(s), food %d", st.Label(c), st.Living(c), p.Antidotes, p.FoodPoints())
		if c == st.FirstPlayer {
			txt = "★ " + txt
		}
		btn := newBigButton("", nil, func() { v.playerActions(c) })
		v.a.buttons["coh/player/"+string(c)] = btn
		l := widget.NewLabel(txt)
		l.Wrapping = fyne.TextWrapWord
		box.Add(container.NewStack(btn, container.NewBorder(nil, nil, container.NewPadded(cohSwatch(string(c), c.Letter(), 30)), nil, l)))
	}
	goggles := newBigButton("Night Vision Goggles: look at the next card", theme.VisibilityIcon(), func() { v.choosePeeker("the Night Vision Goggles") })
	v.a.buttons["coh/goggles"] = goggles
	box.Add(goggles)
	return box
}
