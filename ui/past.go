package ui

import (
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/engine/store"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// pastEntry is one line of the list of past games: the store's entry, and
// what the game's Past read of it, or why it could not be read.
type pastEntry struct {
	e       store.Entry
	title   string
	past    kit.Past
	problem string
}

// pastGames reads every game of the store that is over (finished, or
// archived when a new one started) and every damaged file, newest first
// (the store's order), keeping those of the game named only ("" for all).
// A file that does not read is listed with its reason and hides nothing.
func (a *App) pastGames(only string) []pastEntry {
	st := a.Store()
	if st == nil {
		return nil
	}
	es, err := st.List()
	if err != nil {
		return []pastEntry{{problem: translations.Err(err)}}
	}
	var out []pastEntry
	for _, e := range es {
		if e.Status == store.Playing {
			continue
		}
		if e.Game == "" {
			e = a.byFileName(e)
		}
		if only != "" && e.Game != only {
			continue
		}
		p := pastEntry{e: e, title: e.Title, problem: e.Problem}
		if p.title == "" {
			p.title = lang.X("past.unknownGame", "A game")
		}
		if e.Status == store.Damaged && p.problem == "" {
			p.problem = lang.X("past.noReason", "the reason was not kept")
		}
		out = append(out, p)
	}
	// A file named for its start is placed by it, as the others are.
	slices.SortStableFunc(out, func(x, y pastEntry) int { return y.e.Created.Compare(x.e.Created) })
	return out
}

// read fills in what the game's Past reads of a line's file, or why it
// does not read; only the lines on show are read (a replay each).
func (a *App) read(p *pastEntry) {
	g, ok := a.game(p.e.Game)
	if p.problem != "" || !ok || g.Past == nil {
		return
	}
	if got, err := g.Past(a.Store(), p.e.Path); err != nil {
		p.problem = translations.Err(err)
	} else {
		p.past = got
	}
}

// pastPage is how many games the list shows at first, and how many more a
// tap on "Show more" adds: each is a replay of its whole journal.
const pastPage = 25

// byFileName reads the game and the start of a file that does not read
// from its name ("escape-20260119-120000.hkj"), as the store names them.
func (a *App) byFileName(e store.Entry) store.Entry {
	base := filepath.Base(e.Path)
	for _, g := range a.games() {
		rest, ok := strings.CutPrefix(base, g.Name+"-")
		if !ok {
			continue
		}
		e.Game, e.Title = g.Name, g.Title
		if len(rest) >= len(nameTime) {
			if at, err := time.Parse(nameTime, rest[:len(nameTime)]); err == nil {
				e.Created = at
			}
		}
	}
	return e
}

// nameTime is how the store writes a game's start in its file's name.
const nameTime = "20060102-150405"

// pastScreen lists the past games of the game named only ("" for all),
// the first shown of them (pastPage when 0).
func (a *App) pastScreen(only string, shown int) fyne.CanvasObject {
	return a.pastList(pastWhich{game: only}, shown)
}

// pastWhich is which past games the list keeps: one game's (game, "" for
// all) and one person's (player, "" for everyone).
// broken keeps only the files that could not be read (the record's
// button leads there).
type pastWhich struct {
	game, player string
	broken       bool
}

// pastList lists the past games kept by w, newest first, the first shown
// of them, under a row of buttons that keeps one game's only, one that
// keeps a player's, and the table's record and the list's export; a tap on
// a game shows it, to look at only, and "Step by step" tells it again.
func (a *App) pastList(w pastWhich, shown int) fyne.CanvasObject {
	if shown <= 0 {
		shown = pastPage
	}
	filters := []fyne.CanvasObject{a.pastFilter(lang.X("past.all", "All games"), pastWhich{player: w.player}, w)}
	for _, g := range a.games() {
		filters = append(filters, a.pastFilter(g.Title, pastWhich{game: g.Name, player: w.player}, w))
	}
	who := kit.NewButton(lang.X("past.player", "Player: everyone"), theme.AccountIcon(), func() { a.pickPlayer(w) })
	if w.player != "" {
		who.SetText(lang.X("past.playerIs", "Player: {{.Name}}", map[string]any{"Name": w.player}))
		who.Importance = widget.HighImportance
	}
	record := kit.NewButton(lang.X("past.record", "The table's record"), theme.ListIcon(), func() { a.show(a.recordScreen(w)) })
	save := kit.NewButton(lang.X("past.saveList", "Save the list (CSV)"), theme.DocumentSaveIcon(), func() { a.exportList(w) })
	// The player's button last: its words change, and nothing after it moves.
	rows := []fyne.CanvasObject{kit.NewFlow(false, filters...), kit.NewFlow(false, record, save, who)}
	games := a.pastGames(w.game)
	if w.player != "" {
		games = a.withPlayer(games, w.player)
	}
	if w.broken {
		games = slices.DeleteFunc(games, func(p pastEntry) bool { return p.problem == "" })
		rows = append(rows, widget.NewLabelWithStyle(lang.X("past.brokenOnly", "Files that could not be read"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	}
	if len(games) == 0 {
		none := widget.NewLabel(lang.X("past.none", "No game is over yet: a game shows here once it ends or a new one takes its place."))
		none.Wrapping = fyne.TextWrapWord
		rows = append(rows, none)
	}
	for i, p := range games {
		if i == shown {
			more := kit.NewButton(lang.XN("past.more", "Show {{.Count}} more games", min(pastPage, len(games)-shown),
				map[string]any{"Count": min(pastPage, len(games)-shown)}), theme.MoreVerticalIcon(), func() { a.show(a.pastList(w, shown+pastPage)) })
			rows = append(rows, widget.NewSeparator(), more)
			break
		}
		a.read(&p)
		rows = append(rows, widget.NewSeparator(), a.pastRow(p, w))
	}
	// One box made whole: Add lays the box out again at each row, which
	// took 131 s for 1,000 games.
	list := container.NewVBox(rows...)
	bar := kit.TopBar(a.Home, lang.X("past.title", "Past games"))
	// In a VBox the list starts at the top, however short: Middle alone
	// would centre it in the height too.
	return container.NewBorder(bar, nil, nil, nil, pastScroll(kit.NewMiddle(900, list)))
}

// pastScroll scrolls a past games' page, with room on the right for the
// scroll bar, which would cover a button's edge at 800 wide, and a
// line's room under the last row.
func pastScroll(o fyne.CanvasObject) fyne.CanvasObject {
	pad := theme.Padding()
	room := layout.NewCustomPaddedLayout(pad, theme.Size(theme.SizeNameText)*2, pad, pad+theme.Size(theme.SizeNameScrollBar))
	return kit.NewVScroll(container.New(room, container.NewVBox(o)))
}

// pastFilter is the button that keeps the games of one kind (to); the one
// in force (now) is filled.
func (a *App) pastFilter(label string, to, now pastWhich) fyne.CanvasObject {
	b := kit.NewButton(label, nil, func() { a.show(a.pastList(to, 0)) })
	if to.game == now.game {
		b.Importance = widget.HighImportance
	}
	return b
}

// pastRow is one past game: when and what, then how it ended and who
// played, and "Step by step"; a damaged file says why it cannot be shown,
// and is no button.
func (a *App) pastRow(p pastEntry, w pastWhich) fyne.CanvasObject {
	head := pastHead(p)
	if p.problem != "" {
		// A player's sentence; the file and why, small, for whoever
		// looks into it.
		l := widget.NewLabel(lang.X("past.damaged", "{{.Head}}: this file could not be read; it is kept and nothing was changed.",
			map[string]any{"Head": head}))
		l.Wrapping = fyne.TextWrapWord
		// The reason may start with the file's name: said once.
		reason := strings.TrimPrefix(p.problem, filepath.Base(p.e.Path)+": ")
		why := widget.NewLabel(lang.X("past.damagedWhy", "{{.File}}: {{.Reason}}", map[string]any{"Reason": reason, "File": a.Store().KeptAs(p.e.Path)}))
		why.Wrapping = fyne.TextWrapWord
		why.SizeName = theme.SizeNameCaptionText
		return container.NewVBox(l, why)
	}
	back := func() { a.show(a.pastList(w, 0)) }
	open := kit.NewButton(head, theme.VisibilityIcon(), func() { a.viewPast(p, back) })
	open.Alignment = widget.ButtonAlignLeading
	box := container.NewVBox(open)
	if p.past.Result != "" {
		box.Add(pastResult(p.past.Result))
	}
	// The players beside "Step by step", which keeps to the right.
	var chips, steps fyne.CanvasObject
	if len(p.past.Seats) > 0 {
		chips = kit.SeatChips(p.past.Seats)
	}
	if _, ok := pastReadersOf(p.e.Game); ok {
		steps = container.NewVBox(kit.NewButton(lang.X("past.stepByStep", "Step by step"), theme.MediaPlayIcon(), func() { a.stepThrough(p, back) }))
	}
	if chips != nil || steps != nil {
		box.Add(container.NewBorder(nil, nil, nil, steps, chips))
	}
	return box
}

// pastResult is a game's result line, its parts ("Di (Blue) 0 points")
// each kept whole: a line breaks between them, never between a name and
// its colour.
func pastResult(result string) fyne.CanvasObject {
	var parts []fyne.CanvasObject
	for i, part := range strings.Split(result, " · ") {
		if i > 0 {
			part = "· " + part
		}
		parts = append(parts, widget.NewLabel(part))
	}
	return kit.NewFlow(false, parts...)
}

// viewPast shows a past game on its last position in its own screens, to
// look at only; the screens' way back leads to the list again.
func (a *App) viewPast(p pastEntry, back func()) {
	g, ok := a.game(p.e.Game)
	var err error
	switch {
	case !ok:
		err = errors.New(lang.X("past.notShown", "This game cannot be shown in this version."))
	case g.View == nil:
		err = a.openScreenless(g, p.e.Path)
	default:
		err = g.View(Viewer{App: a, back: back}, p.e.Path)
	}
	if err != nil {
		a.tell(lang.X("past.cannot", "This game cannot be shown"), translations.Err(err))
	}
}

// Viewer is the app as a past game's screens see it: the same in all,
// except that going home goes back to the list of past games.
type Viewer struct {
	*App
	back func()
}

// PastOnly tells a game's screens that the game is one of the list of
// past games: its end offers no new game.
func (Viewer) PastOnly() bool { return true }

// Home goes back to the list of past games, once the screen on show agrees.
func (v Viewer) Home() {
	if f := v.onLeaving; f != nil {
		f(true, func() {
			v.onLeaving = nil
			v.back()
		})
		return
	}
	v.back()
}
