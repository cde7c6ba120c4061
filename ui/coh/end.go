package coh

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
)

// endScreen is the rescue helicopter: the antidote check (who dies), each
// player's score broken down, the Canned Food cards shown, and the winner
// with the tie-breaks the engine applied.
func (v *cohView) endScreen() fyne.CanvasObject {
	st := v.state()
	r := st.Score()
	win := widget.NewLabelWithStyle(r.Text, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	win.SizeName = theme.SizeNameHeadingText
	win.Wrapping = fyne.TextWrapWord
	tie := cohSmall("The most points win. A tie goes to the player with the most living characters; if still tied, they share the win.")
	rows := container.NewVBox()
	for _, sc := range r.Scores {
		rows.Add(v.scoreCard(st, sc, len(r.Winners) > 1))
	}
	again := kit.NewButton("New game", theme.ContentAddIcon(), func() { v.s.Close(); v.a.view = nil; v.a.showCohNewGame() })
	body := container.NewVBox(win, tie, rows, container.NewCenter(again))
	return container.NewBorder(v.a.topBar("City of Horror: the end", v.undoBar()...), v.noticeBar(), nil, nil, v.scrolls[0].Scroll("end", container.NewPadded(body)))
}

// scoreCard is one player's antidote check and points.
func (v *cohView) scoreCard(st *ch.State, sc ch.Score, shared bool) fyne.CanvasObject {
	names := func(rs []ch.Role) string {
		var out []string
		for _, r := range rs {
			out = append(out, strings.TrimPrefix(r.Name(), "the "))
		}
		if len(out) == 0 {
			return "nobody"
		}
		return strings.Join(out, ", ")
	}
	head := sc.Label
	if sc.Winner {
		head = "🏆 " + head + " wins"
		if shared {
			head += " (shared)"
		}
	}
	lines := []string{
		fmt.Sprintf("Antidotes save: %s. Without one, dies: %s.", names(sc.Vaccinated), names(sc.Died)),
	}
	if sc.NoSurvivor {
		lines = append(lines, "Nobody of theirs is alive: 0 points.")
	} else {
		lines = append(lines, fmt.Sprintf("Characters %d + antidotes left %d + food %d + Canned Food %d = %d points (%d alive).", sc.Characters, sc.Antidotes, sc.Food, sc.CannedFood, sc.Total, sc.Living))
	}
	p := st.Player(sc.Player)
	minus := kit.NewButton("", theme.ContentRemoveIcon(), func() { v.do(ch.DeclareCannedFood{Player: sc.Player, Count: p.CannedFood - 1}) })
	plus := kit.NewButton("", theme.ContentAddIcon(), func() { v.do(ch.DeclareCannedFood{Player: sc.Player, Count: p.CannedFood + 1}) })
	canned := container.NewHBox(widget.NewLabel(fmt.Sprintf("Canned Food cards shown: %d", p.CannedFood)), minus, plus)
	total := widget.NewLabelWithStyle(fmt.Sprint(sc.Total), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	total.SizeName = theme.SizeNameHeadingText
	text := cohSmall(strings.Join(lines, "\n"))
	card := widget.NewCard(head, "", container.NewBorder(nil, nil, kit.Swatch(string(sc.Player), sc.Player.Letter(), 56), total, container.NewVBox(text, canned)))
	return card
}
