package mall

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/kit"
)

// endScreen shows how the game ended and the ranking: score, survivors and
// unused cards (the tie-break) for each player, winners first.
func (v *view) endScreen(st mh.State) fyne.CanvasObject {
	title := canvas.NewText(lang.X("mall.end.title", "Game over"), theme.Color(theme.ColorNameForeground))
	title.TextSize = theme.TextSize() * 2.4
	title.TextStyle.Bold = true
	title.Alignment = fyne.TextAlignCenter
	reason := widget.NewLabelWithStyle(tr(st.Outcome.Words()), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	reason.Wrapping = fyne.TextWrapWord
	winner := map[int]bool{}
	for _, w := range st.Outcome.Winners {
		winner[w] = true
	}
	table := container.NewVBox()
	for _, sd := range st.Standings() {
		table.Add(standingRow(st, sd, winner[sd.Seat]))
	}
	if v.readOnly {
		// A finished game to look at: nothing to take back or to keep.
		fresh := kit.NewButton(lang.X("mall.end.new", "New game"), theme.ContentAddIcon(), func() { showNewGame(v.h) })
		fresh.Importance = widget.HighImportance
		body := container.NewVBox(title, reason, table)
		// A game of the list of past games offers no new game: the list
		// is where it leads back to.
		if p, ok := v.h.(interface{ PastOnly() bool }); !ok || !p.PastOnly() {
			body.Add(fresh)
		}
		return container.NewBorder(kit.TopBar(v.h.Home, lang.X("mall.end.bar", "Mall of Horror: the end")), nil, nil, nil,
			kit.NewVScroll(container.NewPadded(body)))
	}
	undo := kit.NewButton(lang.X("mall.end.undo", "Undo the last step"), theme.ContentUndoIcon(), v.undo)
	fresh := kit.NewButton(lang.X("mall.end.new", "New game"), theme.ContentAddIcon(), func() {
		kit.Confirm(v.h.Window().Canvas(), lang.X("mall.end.confirmTitle", "Start a new game?"),
			lang.X("mall.end.confirmText", "This game is kept with the finished games; the new game takes its place."), lang.X("mall.end.confirm", "Start a new game"), func() {
				v.finish()
				showNewGame(v.h)
			})
	})
	fresh.Importance = widget.HighImportance
	body := container.NewVBox(title, reason, table, kit.NewFitGrid(2, undo, fresh))
	// Leaving the end screen ends the game: it goes to the finished games.
	back := func() { v.finish(); v.h.Home() }
	return container.NewBorder(kit.TopBar(back, lang.X("mall.end.bar", "Mall of Horror: the end"), v.undoB, v.redoB), nil, nil, nil,
		kit.NewVScroll(container.NewPadded(body)))
}

// standingRow is one player's line: place (shared places marked "="),
// name, survivors and their points, unused cards, and how a tie on points
// was settled.
func standingRow(st mh.State, sd mh.Standing, won bool) fyne.CanvasObject {
	p := st.Players[sd.Seat]
	var alive []string
	for _, c := range st.CharactersOf(sd.Seat) {
		if c.Alive() {
			alive = append(alive, lang.X("mall.end.survivor", "{{.Kind}} {{.Points}}", map[string]any{"Kind": tr(c.Kind.Words()), "Points": c.Kind.Points()}))
		}
	}
	surv := lang.X("mall.end.none", "no survivors")
	if len(alive) > 0 {
		surv = strings.Join(alive, " + ")
	}
	place := tr(mh.OrdinalWords(sd.Place))
	if sd.Shared {
		place = "=" + place
	}
	name := lang.X("mall.end.place", "{{.Place}} {{.Player}}", map[string]any{"Place": place, "Player": label(p)})
	if won {
		name += " · " + lang.X("mall.end.winner", "WINNER")
	}
	n := widget.NewLabelWithStyle(name, fyne.TextAlignLeading, fyne.TextStyle{Bold: won})
	n.Truncation = fyne.TextTruncateEllipsis
	pts := canvas.NewText(fmt.Sprint(sd.Score), theme.Color(theme.ColorNameForeground))
	pts.TextSize = theme.TextSize() * 2
	pts.TextStyle.Bold = true
	lines := container.NewVBox(n, note(lang.XN("mall.end.unused", "{{.Survivors}} · {{.Count}} cards unused", sd.Unused, map[string]any{"Survivors": surv, "Count": sd.Unused})))
	if sd.TieBreak != "" {
		tb := note(tr(sd.TieBreakWords))
		tb.TextStyle.Italic = true
		lines.Add(tb)
	}
	row := container.NewBorder(nil, nil, container.NewCenter(swatch(p.Colour, 48)),
		container.NewHBox(container.NewCenter(pts), container.NewCenter(widget.NewLabel(pointsWord(sd.Score)))), lines)
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	bg.CornerRadius = 10
	if won {
		bg.StrokeColor = theme.Color(theme.ColorNamePrimary)
		bg.StrokeWidth = 4
	}
	return container.NewStack(bg, container.NewPadded(row))
}

// pointsWord is "point" or "points" after a score.
func pointsWord(n int) string {
	return lang.XN("mall.end.points", "points", n, map[string]any{"Count": n})
}
