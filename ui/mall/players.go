package mall

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/kit"
)

// playersPic is the players' list's picture: each player and the line
// under their name, and the theme.
type playersPic struct {
	Players []mh.Player
	Info    []string
	Dark    bool
}

// playersOf is the players' list's picture of a state: colour and letter,
// name, the Chief's badge, cards in hand and characters left.
func playersOf(st mh.State) playersPic {
	pic := playersPic{Players: st.Players, Dark: kit.IsDark()}
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
		pic.Info = append(pic.Info, info)
	}
	return pic
}

// drawPlayers lists the players, clockwise.
func drawPlayers(pic playersPic) fyne.CanvasObject {
	box := container.NewVBox(widget.NewLabelWithStyle(lang.X("mall.players.title", "Players, clockwise"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	for seat, p := range pic.Players {
		l := widget.NewLabel(pic.Info[seat])
		l.Wrapping = fyne.TextWrapWord
		box.Add(playerRow(p, l))
	}
	return box
}
