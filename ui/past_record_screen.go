package ui

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/timers"
	"hordekeeper/ui/kit"
)

// recordScreen is the table's record, read from every archived game that
// reached its end: for each game a table of its players (games, wins,
// average and best score; for Escape games, escapes and best time left)
// and a bar chart of the wins or escapes. Its way back is the list it was
// opened from (w).
func (a *App) recordScreen(w pastWhich) fyne.CanvasObject {
	var order []string
	for _, g := range a.games() {
		order = append(order, g.Name)
	}
	games, damaged := a.allFinished(w.game)
	rows := tableRecord(games, order)
	save := kit.NewButton(lang.X("past.saveRecord", "Save the record (CSV)"), theme.DocumentSaveIcon(), func() {
		a.saveFile("record.csv", recordCSV(rows))
	})
	parts := []fyne.CanvasObject{container.NewHBox(save)}
	if len(rows) == 0 {
		none := widget.NewLabel(lang.X("past.recordNone", "No game has reached its end yet: the record counts finished games."))
		none.Wrapping = fyne.TextWrapWord
		parts = append(parts, none)
	}
	if damaged > 0 {
		l := widget.NewLabel(lang.XN("past.recordDamaged", "{{.Count}} files could not be read and are not counted: the list of past games says why.", damaged, map[string]any{"Count": damaged}))
		l.Wrapping = fyne.TextWrapWord
		which := kit.NewButton(lang.X("past.recordWhich", "Which files, and why"), theme.WarningIcon(), func() {
			a.show(a.pastList(pastWhich{game: w.game, player: w.player, broken: true}, 0))
		})
		parts = append(parts, l, container.NewHBox(which))
	}
	if len(rows) > 0 && w.game == "" {
		parts = append(parts, widget.NewSeparator(), totalsTable(tableTotals(rows)))
	}
	for i := 0; i < len(rows); {
		j := i
		for j < len(rows) && rows[j].Game == rows[i].Game {
			j++
		}
		parts = append(parts, widget.NewSeparator(), recordTable(rows[i:j]), recordChart(rows[i:j]))
		i = j
	}
	bar := kit.TopBar(func() { a.show(a.pastList(w, 0)) }, lang.X("past.record", "The table's record"))
	return container.NewBorder(bar, nil, nil, nil, pastScroll(kit.NewMiddle(900, container.NewVBox(parts...))))
}

// totalsTable is each person's games across all three games, with wins
// and escapes apart, and a line saying why they are apart.
func totalsTable(rows []totalRow) fyne.CanvasObject {
	bold := func(s string) fyne.CanvasObject {
		return widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	}
	cells := []fyne.CanvasObject{bold(lang.X("past.col.player", "Player")), bold(lang.X("past.col.games", "Games")),
		bold(lang.X("past.col.wins", "Wins")), bold(lang.X("past.col.escapes", "Escapes"))}
	for _, r := range rows {
		name := widget.NewLabel(r.Player)
		name.Truncation = fyne.TextTruncateEllipsis
		cells = append(cells, name, widget.NewLabel(strconv.Itoa(r.Games)), widget.NewLabel(strconv.Itoa(r.Wins)), widget.NewLabel(strconv.Itoa(r.Escapes)))
	}
	why := widget.NewLabel(lang.X("past.totalsWhy", "Wins count City of Horror and Mall of Horror; an escape in Escape: Zombie City is the whole team's, so it is counted apart."))
	why.Wrapping = fyne.TextWrapWord
	title := widget.NewLabelWithStyle(lang.X("past.totals", "All games"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	return container.NewVBox(title, container.NewGridWithColumns(4, cells...), why)
}

// recordTable is one game's rows as a table under the game's title.
func recordTable(rows []recordRow) fyne.CanvasObject {
	bold := func(s string) fyne.CanvasObject {
		return widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	}
	cell := func(s string) fyne.CanvasObject {
		l := widget.NewLabel(s)
		l.Truncation = fyne.TextTruncateEllipsis
		return l
	}
	var cells []fyne.CanvasObject
	cols := 5
	if rows[0].Scored {
		cells = append(cells, bold(lang.X("past.col.player", "Player")), bold(lang.X("past.col.games", "Games")),
			bold(lang.X("past.col.wins", "Wins")), bold(lang.X("past.col.average", "Average")), bold(lang.X("past.col.best", "Best score")))
		for _, r := range rows {
			cells = append(cells, cell(r.Player), cell(strconv.Itoa(r.Games)), cell(strconv.Itoa(r.Wins)),
				cell(fmt.Sprintf("%.1f", r.Average())), cell(strconv.Itoa(r.Best)))
		}
	} else {
		cols = 4
		cells = append(cells, bold(lang.X("past.col.player", "Player")), bold(lang.X("past.col.games", "Games")),
			bold(lang.X("past.col.escapes", "Escapes")), bold(lang.X("past.col.bestLeft", "Best time left")))
		for _, r := range rows {
			left := "–"
			if r.BestLeft > 0 {
				left = timers.FormatLeft(r.BestLeft)
			}
			cells = append(cells, cell(r.Player), cell(strconv.Itoa(r.Games)), cell(strconv.Itoa(r.Wins)), cell(left))
		}
	}
	title := widget.NewLabelWithStyle(rows[0].Title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	return container.NewVBox(title, container.NewGridWithColumns(cols, cells...))
}

// recordChart is one game's wins (or escapes) per player as bars: a name,
// then a bar as long as the count against the most, then the count.
func recordChart(rows []recordRow) fyne.CanvasObject {
	most := 1
	for _, r := range rows {
		most = max(most, r.Wins)
	}
	what := lang.X("past.chart.wins", "Wins")
	if !rows[0].Scored {
		what = lang.X("past.chart.escapes", "Escapes")
	}
	lines := []fyne.CanvasObject{widget.NewLabel(what)}
	for _, r := range rows {
		name := widget.NewLabel(r.Player)
		name.Truncation = fyne.TextTruncateEllipsis
		rect := canvas.NewRectangle(theme.Color(theme.ColorNamePrimary))
		rect.CornerRadius = 3
		bar := container.New(&barLayout{share: float32(r.Wins) / float32(most)}, rect)
		count := widget.NewLabel(strconv.Itoa(r.Wins))
		lines = append(lines, container.New(&chartRow{}, name, bar, count))
	}
	return container.NewVBox(lines...)
}

// chartRow lays out a chart's line: the name a quarter of the width (at
// most 200), the count at the right end, the bar between.
type chartRow struct{}

func (chartRow) MinSize(objs []fyne.CanvasObject) fyne.Size {
	h := objs[0].MinSize().Height
	return fyne.NewSize(120+objs[2].MinSize().Width, h)
}

func (chartRow) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	nameW := min(200, size.Width/4)
	countW := objs[2].MinSize().Width
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(fyne.NewSize(nameW, size.Height))
	objs[2].Move(fyne.NewPos(size.Width-countW, 0))
	objs[2].Resize(fyne.NewSize(countW, size.Height))
	objs[1].Move(fyne.NewPos(nameW, size.Height/4))
	objs[1].Resize(fyne.NewSize(max(0, size.Width-nameW-countW), size.Height/2))
}

// barLayout draws its one rectangle over share of its width (a count of
// 0 still shows a sliver, so each player has a bar).
type barLayout struct{ share float32 }

func (*barLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(0, 0) }

func (b *barLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(fyne.NewSize(max(2, size.Width*b.share), size.Height))
}
