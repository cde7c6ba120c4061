package mall

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	mh "hordekeeper/engine/mallofhorror"
)

// fillPlayers lists the players: colour and letter, name, the Chief's
// badge, cards in hand and characters left.
func (v *view) fillPlayers(st mh.State) {
	v.players.Objects = nil
	v.players.Add(widget.NewLabelWithStyle(lang.X("mall.players.title", "Players, clockwise"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	for seat, p := range st.Players {
		alive := 0
		for _, c := range st.CharactersOf(seat) {
			if c.Alive() || st.Phase == mh.PhaseSetup && !c.Dead {
				alive++
			}
		}
		info := lang.X("mall.players.info", "{{.Name}} · {{.Cards}} in hand · {{.Characters}}", map[string]any{"Name": shorten(p.Name, nameRunes), "Cards": cards(p.Hand), "Characters": characters(alive)})
		if seat == st.Chief {
			if st.ChiefElected {
				info += " · " + lang.X("mall.players.chiefElected", "CHIEF (elected)")
			} else {
				info += " · " + lang.X("mall.players.chief", "CHIEF")
			}
		}
		if st.Phase != mh.PhaseSetup && st.Eliminated(seat) {
			info += " · " + lang.X("mall.players.zombie", "returns as a zombie")
		}
		l := widget.NewLabel(info)
		l.Wrapping = fyne.TextWrapWord
		v.players.Add(playerRow(p, l))
	}
	v.players.Refresh()
}
