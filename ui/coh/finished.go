package coh

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/engine"
	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
)

// pastGame is an archived game: its file, when it was put away, and the
// state it ended in.
type pastGame struct {
	path string
	when time.Time
	st   *ch.State
}

// pastGames reads the archived games, newest first; a file that cannot be
// replayed is left out.
func (a *table) pastGames() []pastGame {
	dir := a.h.GamesDir()
	if dir == "" {
		return nil
	}
	paths, _ := filepath.Glob(filepath.Join(dir, "cityofhorror-*.hkj"))
	var out []pastGame
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			continue
		}
		rec, err := engine.ReadJournal(p, bytes.NewReader(data))
		if err != nil {
			continue
		}
		s, err := engine.Replay[*ch.State](ch.Rules{}, "", rec)
		if err != nil {
			continue
		}
		g := pastGame{path: p, st: s.State()}
		if fi, err := os.Stat(p); err == nil {
			g.when = fi.ModTime()
		}
		out = append(out, g)
	}
	slices.SortFunc(out, func(x, y pastGame) int { return y.when.Compare(x.when) })
	return out
}

// finishGame puts a finished game away when the app opens it: a game over
// is never offered for resume; it stays readable among the past games.
func (a *table) finishGame(s *engine.Session[*ch.State]) {
	s.Close()
	if err := a.archiveCoh(); err != nil {
		a.h.Tell("The finished game could not be put away", err.Error())
	}
	a.showCohNewGame()
	a.h.Tell("City of Horror", "The last game is over. Its scores are kept under \"Past games\".")
}

// pastGamesScreen lists the archived games; a tap shows one's scores.
func (a *table) pastGamesScreen(back func()) fyne.CanvasObject {
	box := container.NewVBox(cohHeading("Past games, newest first"))
	games := a.pastGames()
	if len(games) == 0 {
		box.Add(cohSmall("No game has been put away yet."))
	}
	for _, g := range games {
		label := g.when.Format("2 Jan 2006, 15:04") + ": "
		if g.st.Phase == ch.PhaseEnded {
			label += g.st.Score().Text
		} else {
			label += "stopped at " + ch.HourName(g.st.Turn)
		}
		b := kit.NewButton(label, nil, func() { a.show(a.pastGameScreen(g, func() { a.show(a.pastGamesScreen(back)) })) })
		b.Alignment = widget.ButtonAlignLeading
		box.Add(b)
	}
	done := kit.NewButton("Back", theme.NavigateBackIcon(), back)
	return container.NewBorder(a.topBar("City of Horror: past games"), container.NewPadded(done), nil, nil, container.NewVScroll(container.NewPadded(box)))
}

// pastGameScreen shows an archived game's ranking, read only.
func (a *table) pastGameScreen(g pastGame, back func()) fyne.CanvasObject {
	r := g.st.Score()
	box := container.NewVBox(cohHeading(r.Text))
	for _, t := range r.TieBreaks {
		box.Add(cohSmall(t))
	}
	for _, sc := range r.Ranked {
		box.Add(cohSmall(fmt.Sprintf("%s. %s: %s (%d alive). Characters %d + antidotes %d + food %d + Canned Food %d.",
			cohOrdinal(sc.Rank), sc.Label, count(sc.Total, "point"), sc.Living, sc.Characters, sc.Antidotes, sc.Food, sc.CannedFood)))
	}
	var names []string
	for _, p := range g.st.Players {
		names = append(names, g.st.Label(p.Colour))
	}
	box.Add(cohSmall("Players: " + strings.Join(names, ", ") + "."))
	done := kit.NewButton("Back", theme.NavigateBackIcon(), back)
	return container.NewBorder(a.topBar("City of Horror: a past game"), container.NewPadded(done), nil, nil, container.NewVScroll(container.NewPadded(box)))
}
