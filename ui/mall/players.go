package mall

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	mh "hordekeeper/engine/mallofhorror"
)

// fillPlayers lists the players: colour and letter, name, the Chief's
// badge, cards in hand and characters left.
func (v *view) fillPlayers(st mh.State) {
	v.players.Objects = nil
	v.players.Add(widget.NewLabelWithStyle("Players, clockwise", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	for seat, p := range st.Players {
		alive := 0
		for _, c := range st.CharactersOf(seat) {
			if c.Alive() || st.Phase == mh.PhaseSetup && !c.Dead {
				alive++
			}
		}
		info := fmt.Sprintf("%s · %s in hand · %s", shorten(p.Name, nameRunes), plural(p.Hand, "card"), plural(alive, "character"))
		if seat == st.Chief {
			if st.ChiefElected {
				info += " · CHIEF (elected)"
			} else {
				info += " · CHIEF"
			}
		}
		if st.Phase != mh.PhaseSetup && st.Eliminated(seat) {
			info += " · returns as a zombie"
		}
		l := widget.NewLabel(info)
		l.Wrapping = fyne.TextWrapWord
		v.players.Add(playerRow(p, l))
	}
	v.players.Refresh()
}

// plural writes "1 card" or "3 cards".
func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
