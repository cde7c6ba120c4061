package ui

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/timers"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// listCSV is the list of past games as a spreadsheet: a line a game with
// its date, game, players with their colours, result, winners, each
// player's points and why a damaged file does not read; fins are what the
// record reads of each game (same order; Over false when it did not end).
// The header row is in English, as spreadsheets' formulas name columns.
func listCSV(games []pastEntry, fins []kit.Finished) []byte {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	w.Write([]string{"date", "game", "players", "result", "winners", "points", "problem"})
	for i, p := range games {
		// One way to write a player, in every column: "Ann (red)".
		who := func(s kit.Seat) string { return fmt.Sprintf("%s (%s)", s.Name, s.Colour) }
		var seats, won, points []string
		for _, s := range p.past.Seats {
			seats = append(seats, who(s))
		}
		if i < len(fins) && fins[i].Over {
			f := fins[i]
			for j, s := range f.Seats {
				if j < len(f.Won) && f.Won[j] {
					won = append(won, who(s))
				}
				if f.Scored && j < len(f.Scores) {
					points = append(points, fmt.Sprintf("%s: %d", who(s), f.Scores[j]))
				}
			}
		}
		w.Write([]string{p.e.Created.Local().Format("2006-01-02 15:04"), p.title, strings.Join(seats, "; "), p.past.Result,
			strings.Join(won, "; "), strings.Join(points, "; "), p.problem})
	}
	w.Flush()
	return b.Bytes()
}

// recordCSV is the table's record as a spreadsheet, a line per game and
// player: the columns of a game of points, then Escape's.
func recordCSV(rows []recordRow) []byte {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	w.Write([]string{"game", "player", "games", "wins", "average", "best", "escapes", "best time left"})
	for _, r := range rows {
		if r.Scored {
			w.Write([]string{r.Title, r.Player, strconv.Itoa(r.Games), strconv.Itoa(r.Wins), fmt.Sprintf("%.2f", r.Average()), strconv.Itoa(r.Best), "", ""})
			continue
		}
		left := ""
		if r.BestLeft > 0 {
			left = timers.FormatLeft(r.BestLeft)
		}
		w.Write([]string{r.Title, r.Player, strconv.Itoa(r.Games), "", "", "", strconv.Itoa(r.Wins), left})
	}
	w.Flush()
	return b.Bytes()
}

// exportList saves the list of past games kept by w as CSV, every game of
// it (not only those on show).
func (a *App) exportList(w pastWhich) {
	games := a.pastGames(w.game)
	if w.player != "" {
		games = a.withPlayer(games, w.player)
	}
	a.saveFile("past-games.csv", listCSV(games, a.finishedOf(games)))
}

// finishedOf reads what the record counts of each game (one replay each),
// filling in its list line too; a game that does not read gets its
// reason.
func (a *App) finishedOf(games []pastEntry) []kit.Finished {
	fins := make([]kit.Finished, len(games))
	for i := range games {
		p := &games[i]
		rd, ok := pastReadersOf(p.e.Game)
		if p.problem != "" || !ok {
			a.read(p)
			continue
		}
		f, err := rd.finished(a.Store(), p.e.Path)
		if err != nil {
			p.problem = translations.Err(err)
			continue
		}
		p.past, fins[i] = f.Past, f
	}
	return fins
}

// journalBytes is a past game's file as archived: the journal that
// "--open" reads back.
func (a *App) journalBytes(p pastEntry) ([]byte, error) {
	return a.Store().Backend().ReadFile(p.e.Path)
}

// exportJournal saves one past game's file under its own name.
func (a *App) exportJournal(p pastEntry) {
	b, err := a.journalBytes(p)
	if err != nil {
		a.tell(lang.X("past.cannot", "This game cannot be shown"), translations.Err(err))
		return
	}
	a.saveFile(filepath.Base(p.e.Path), b)
}

// saveFile asks where to save data (Fyne's save dialog, named name) and
// writes it there, saying so or why not.
func (a *App) saveFile(name string, data []byte) {
	d := dialog.NewFileSave(func(wc fyne.URIWriteCloser, err error) {
		if err == nil && wc != nil {
			_, err = wc.Write(data)
			if cerr := wc.Close(); err == nil {
				err = cerr
			}
			if err == nil {
				a.tell(lang.X("past.saved", "Saved"), savedWhere(wc.URI()))
			}
		}
		if err != nil {
			a.tell(lang.X("past.notSaved", "Not saved"), translations.Err(err))
		}
	}, a.Window())
	d.SetFileName(name)
	d.Resize(a.Window().Canvas().Size())
	d.Show()
}

// savedWhere says where a file was saved, whole: "Saved" and a name alone
// leave the file to be found.
func savedWhere(u fyne.URI) string {
	where := u.Path()
	if where == "" {
		where = u.String()
	}
	return lang.X("past.savedWhere", "Saved as {{.Path}}", map[string]any{"Path": where})
}

// withPlayer keeps the games a person played (the same name, whatever its
// case), reading each; a damaged file stays listed, as it may be theirs.
func (a *App) withPlayer(games []pastEntry, name string) []pastEntry {
	var out []pastEntry
	for _, p := range games {
		a.read(&p)
		if p.problem != "" || slices.ContainsFunc(p.past.Seats, func(s kit.Seat) bool { return person(s.Name) == person(name) }) {
			out = append(out, p)
		}
	}
	return out
}

// pickPlayer offers every name of the past games kept by w (of one game,
// or all), and "Everyone"; a tap keeps that person's games.
func (a *App) pickPlayer(w pastWhich) {
	seen := map[string]bool{}
	var names []string
	for _, p := range a.pastGames(w.game) {
		a.read(&p)
		for _, s := range p.past.Seats {
			if k := person(s.Name); k != "" && !seen[k] {
				seen[k] = true
				names = append(names, strings.TrimSpace(s.Name))
			}
		}
	}
	slices.SortFunc(names, func(x, y string) int { return strings.Compare(person(x), person(y)) })
	var d dialog.Dialog
	pick := func(name string) func() {
		return func() {
			d.Hide()
			a.show(a.pastList(pastWhich{game: w.game, player: name}, 0))
		}
	}
	// The choice in force is filled and ticked, as the filters are.
	choice := func(label, name string) fyne.CanvasObject {
		b := kit.NewButton(label, nil, pick(name))
		if person(name) == person(w.player) {
			b.Importance = widget.HighImportance
			b.SetIcon(theme.ConfirmIcon())
		}
		return b
	}
	buttons := []fyne.CanvasObject{choice(lang.X("past.everyone", "Everyone"), "")}
	for _, n := range names {
		buttons = append(buttons, choice(n, n))
	}
	body := kit.NewVScroll(container.NewVBox(buttons...))
	d = dialog.NewCustom(lang.X("past.whosePlayer", "Whose games?"), lang.X("past.cancel", "Cancel"), container.NewStack(body), a.Window())
	d.Resize(fyne.NewSize(min(400, a.Window().Canvas().Size().Width-40), min(600, a.Window().Canvas().Size().Height-80)))
	d.Show()
}
