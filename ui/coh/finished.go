package coh

import (
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/engine/store"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// pastGame is a game of the store that is no longer in play (finished, or
// archived for a new one): its file, when it started, and the state it
// stopped in.
type pastGame struct {
	path string
	when time.Time
	st   *ch.State
}

// pastGames reads the finished and archived City of Horror games of the
// store, newest first, to look at only (store.View never writes); a file
// that cannot be replayed is left out.
func (a *table) pastGames() []pastGame {
	st := a.h.Store()
	if st == nil {
		return nil
	}
	es, _ := st.List()
	var out []pastGame
	for _, e := range es {
		if e.Game != ch.GameName || (e.Status != store.Finished && e.Status != store.Archived) {
			continue
		}
		s, err := store.View[*ch.State](st, ch.Rules{}, e.Path)
		if err != nil {
			continue
		}
		out = append(out, pastGame{path: e.Path, when: e.Created.Local(), st: s.State()})
	}
	slices.SortStableFunc(out, func(x, y pastGame) int { return y.when.Compare(x.when) })
	return out
}

// finishGame puts a game that ended away when the app opens it: a game
// over is never offered for resume; it stays readable among the past games.
func (a *table) finishGame(s play) {
	if _, err := s.Finish(); err != nil {
		a.h.Tell(lang.X("coh.finished.notPutAway", "The finished game could not be put away"), translations.Err(err))
	}
	a.showCohNewGame()
	a.h.Tell("City of Horror", lang.X("coh.finished.over", "The last game is over. Its scores are kept under \"Past games\"."))
}

// pastGamesScreen lists the archived games; a tap shows one's scores.
func (a *table) pastGamesScreen(back func()) fyne.CanvasObject {
	box := container.NewVBox(cohHeading(lang.X("coh.finished.past", "Past games, newest first")))
	games := a.pastGames()
	if len(games) == 0 {
		box.Add(cohSmall(lang.X("coh.finished.noneYet", "No game has been put away yet.")))
	}
	for _, g := range games {
		at := map[string]any{"When": setupListDate(g.when), "Score": translations.T(g.st.Score().Words), "Hour": ch.HourName(g.st.Turn)}
		label := lang.X("coh.finished.stopped", "{{.When}}: stopped at {{.Hour}}", at)
		if g.st.Phase == ch.PhaseEnded {
			label = lang.X("coh.finished.scored", "{{.When}}: {{.Score}}", at)
		}
		b := kit.NewButton(label, nil, func() { a.show(a.pastGameScreen(g, func() { a.show(a.pastGamesScreen(back)) })) })
		b.Alignment = widget.ButtonAlignLeading
		box.Add(b)
	}
	done := kit.NewButton(lang.X("coh.finished.back", "Back"), theme.NavigateBackIcon(), back)
	return container.NewBorder(a.topBar(lang.X("coh.finished.pastTitle", "City of Horror: past games")), container.NewPadded(done), nil, nil, kit.NewVScroll(container.NewPadded(box)))
}

// pastGameScreen shows an archived game's ranking, read only.
func (a *table) pastGameScreen(g pastGame, back func()) fyne.CanvasObject {
	r := g.st.Score()
	box := container.NewVBox(cohHeading(translations.T(r.Words)))
	for _, t := range r.TieBreakWords {
		box.Add(cohSmall(translations.T(t)))
	}
	for _, sc := range r.Ranked {
		box.Add(cohSmall(lang.XN("coh.finished.rank", "{{.Rank}}. {{.Player}}: {{.Count}} points ({{.Alive}} alive). Characters {{.Characters}} + antidotes {{.Antidotes}} + food {{.Food}} + Canned Food {{.Canned}}.", sc.Total,
			map[string]any{"Rank": sc.Rank, "Player": cohLabel(g.st, sc.Player), "Count": sc.Total, "Alive": sc.Living, "Characters": sc.Characters, "Antidotes": sc.Antidotes, "Food": sc.Food, "Canned": sc.CannedFood})))
	}
	var names []string
	for _, p := range g.st.Players {
		names = append(names, cohLabel(g.st, p.Colour))
	}
	box.Add(cohSmall(lang.X("coh.finished.players", "Players: {{.Players}}.", map[string]any{"Players": strings.Join(names, ", ")})))
	done := kit.NewButton(lang.X("coh.finished.back", "Back"), theme.NavigateBackIcon(), back)
	return container.NewBorder(a.topBar(lang.X("coh.finished.pastGame", "City of Horror: a past game")), container.NewPadded(done), nil, nil, kit.NewVScroll(container.NewPadded(box)))
}
