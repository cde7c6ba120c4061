package mall

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/kit"
)

// endScreen shows how the game ended and the ranking: score, survivors and
// unused cards (the tie-break) for each player, winners first.
func (v *view) endScreen(st mh.State) fyne.CanvasObject {
	title := canvas.NewText("Game over", theme.Color(theme.ColorNameForeground))
	title.TextSize = theme.TextSize() * 2.4
	title.TextStyle.Bold = true
	title.Alignment = fyne.TextAlignCenter
	reason := widget.NewLabelWithStyle(st.Outcome.Reason, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	reason.Wrapping = fyne.TextWrapWord
	winner := map[int]bool{}
	for _, w := range st.Outcome.Winners {
		winner[w] = true
	}
	scores := st.Scores()
	table := container.NewVBox()
	for place, seat := range st.Ranking() {
		p := st.Players[seat]
		var alive []string
		for _, c := range st.CharactersOf(seat) {
			if c.Alive() {
				alive = append(alive, fmt.Sprintf("%s %d", c.Kind, c.Kind.Points()))
			}
		}
		surv := "no survivors"
		if len(alive) > 0 {
			surv = strings.Join(alive, " + ")
		}
		name := fmt.Sprintf("%d. %s", place+1, p.Label())
		if winner[seat] {
			name += " · WINNER"
		}
		n := widget.NewLabelWithStyle(name, fyne.TextAlignLeading, fyne.TextStyle{Bold: winner[seat]})
		pts := canvas.NewText(fmt.Sprintf("%d", scores[seat]), theme.Color(theme.ColorNameForeground))
		pts.TextSize = theme.TextSize() * 2
		pts.TextStyle.Bold = true
		detail := note(fmt.Sprintf("%s · %s unused", surv, plural(p.Hand, "card")))
		row := container.NewBorder(nil, nil, container.NewCenter(swatch(p.Colour, 48)), container.NewHBox(container.NewCenter(pts), container.NewCenter(widget.NewLabel("points"))),
			container.NewVBox(n, detail))
		bg := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
		bg.CornerRadius = 10
		if winner[seat] {
			bg.StrokeColor = theme.Color(theme.ColorNamePrimary)
			bg.StrokeWidth = 4
		}
		table.Add(container.NewStack(bg, container.NewPadded(row)))
	}
	undo := kit.NewButton("Undo the last step", theme.ContentUndoIcon(), func() { v.step(v.session.Undo) })
	fresh := kit.NewButton("New game", theme.ContentAddIcon(), func() {
		v.session.Close()
		if err := archive(v.h); err != nil {
			v.h.Tell("Could not start a new game", err.Error())
			return
		}
		showNewGame(v.h)
	})
	fresh.Importance = widget.HighImportance
	body := container.NewVBox(title, reason, table, container.NewGridWithColumns(2, undo, fresh))
	return container.NewBorder(kit.TopBar(v.leave, "Mall of Horror: the end", v.undoB, v.redoB), nil, nil, nil,
		container.NewVScroll(container.NewPadded(body)))
}
