package mall

import (
	"strings"

	"fyne.io/fyne/v2/lang"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/engine/store"
	"hordekeeper/ui/internal/life"
	"hordekeeper/ui/kit"
)

// Past reads a Mall of Horror game that is over (its file in the games
// folder st, only read) for the list of past games: its players, and the
// winners and everyone's points, or the round it stopped in when it was
// left unfinished.
func Past(st *store.Store, path string) (kit.Past, error) {
	s, err := store.View[mh.State](st, mh.Rules{}, path)
	if err != nil {
		return kit.Past{}, err
	}
	return pastOf(s.State()), nil
}

// pastOf is Past's reading of the game's last position: the record reads
// it from the one replay it makes.
func pastOf(g mh.State) kit.Past {
	p := kit.Past{Result: lang.X("mall.past.stopped", "Not finished: stopped in round {{.Round}}", map[string]any{"Round": g.Round})}
	if g.Outcome.Over {
		// The winners with their points, then everyone else's: each
		// player named once.
		won := map[int]bool{}
		for _, w := range g.Outcome.Winners {
			won[w] = true
		}
		var winners, others []string
		for _, sd := range g.Standings() {
			said := lang.XN("mall.past.points", "{{.Player}} {{.Count}} points", sd.Score,
				map[string]any{"Player": label(g.Players[sd.Seat]), "Count": sd.Score})
			if won[sd.Seat] {
				winners = append(winners, said)
			} else {
				others = append(others, said)
			}
		}
		p.Result = strings.Join(append([]string{lang.XN("mall.past.won", "Winners: {{.Winners}}", len(winners),
			map[string]any{"Winners": strings.Join(winners, ", ")})}, others...), " · ")
	}
	for _, pl := range g.Players {
		p.Seats = append(p.Seats, kit.Seat{Name: pl.Name, Colour: pl.Colour.String()})
	}
	return p
}

// View shows a Mall of Horror game that is over on its last position, to
// look at only: its file is only read, every step is refused with why, no
// Undo or Redo is offered, and Games goes back to where it was opened from.
func View(h Host, path string) error {
	seen, err := store.View[mh.State](h.Store(), mh.Rules{}, path)
	if err != nil {
		return err
	}
	newView(h, life.Shown[mh.State]{Session: seen}, nil, true)
	return nil
}
