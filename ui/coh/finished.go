package coh

import (
	"fyne.io/fyne/v2/lang"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/engine/store"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// Past reads a City of Horror game that is over (its file in the games
// folder st, only read) for the list of past games: its players and its
// result, or the hour it stopped at when it was left unfinished.
func Past(st *store.Store, path string) (kit.Past, error) {
	s, err := store.View[*ch.State](st, ch.Rules{}, path)
	if err != nil {
		return kit.Past{}, err
	}
	return pastOf(s.State()), nil
}

// pastOf is Past's reading of the game's last position: the record reads
// it from the one replay it makes.
func pastOf(g *ch.State) kit.Past {
	p := kit.Past{Result: lang.X("coh.finished.stopped", "Not finished: stopped at {{.Hour}}", map[string]any{"Hour": ch.HourName(g.Turn)})}
	if g.Phase == ch.PhaseEnded {
		p.Result = translations.T(g.Score().Words)
		for _, sc := range g.Score().Ranked {
			p.Result += " · " + lang.XN("coh.finished.points", "{{.Player}} {{.Count}} points", sc.Total,
				map[string]any{"Player": cohLabel(g, sc.Player), "Count": sc.Total})
		}
	}
	for _, pl := range g.Players {
		name := pl.Name
		if name == "" {
			name = cohColour(pl.Colour)
		}
		p.Seats = append(p.Seats, kit.Seat{Name: name, Colour: string(pl.Colour)})
	}
	return p
}

// View shows a City of Horror game that is over on its last position, to
// look at only: its file is only read, every step is refused with why, and
// no Undo or Redo is offered.
func View(h Host, path string) error {
	a := newTable(h)
	a.settings, _ = a.loadCohSettings()
	a.lib, _ = a.loadCohLibrary()
	seen, err := store.View[*ch.State](h.Store(), ch.Rules{}, path)
	if err != nil {
		return err
	}
	a.startCohView(ended{inMemory{seen}})
	return nil
}
