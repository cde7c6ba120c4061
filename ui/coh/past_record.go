package coh

import (
	"strings"

	"fyne.io/fyne/v2/lang"

	"hordekeeper/engine"
	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/engine/store"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// Finished reads a City of Horror game that is over for the table's
// record: its list line (Past), each seat's points and the winners.
func Finished(st *store.Store, path string) (kit.Finished, error) {
	// One replay: the list line is read from the same last position.
	s, err := store.View[*ch.State](st, ch.Rules{}, path)
	if err != nil {
		return kit.Finished{}, err
	}
	g := s.State()
	res := g.Score()
	f := kit.Finished{Past: pastOf(g), Over: g.Phase == ch.PhaseEnded, Scored: true, Scores: make([]int, len(g.Players)), Won: make([]bool, len(g.Players))}
	for i, pl := range g.Players {
		for _, sc := range res.Scores {
			if sc.Player == pl.Colour {
				f.Scores[i], f.Won[i] = sc.Total, sc.Winner
			}
		}
	}
	return f, nil
}

// Steps tells a City of Horror game again step by step, as its Log did:
// each table action's line, or what "Next" led to by its notices; each
// with its hour and the position after it.
func Steps(st *store.Store, path string) ([]kit.Step, error) {
	seen, err := store.View[*ch.State](st, ch.Rules{}, path)
	if err != nil {
		return nil, err
	}
	r := ch.Rules{}
	s, err := r.New(seen.Header())
	if err != nil {
		return nil, err
	}
	at := func(s *ch.State) string {
		return lang.X("past.steps.hour", "At {{.Hour}}", map[string]any{"Hour": ch.HourName(s.Turn)})
	}
	out := []kit.Step{{Text: lang.X("past.steps.seats", "The players take their seats."), Moment: at(s), Notation: s.Notation()}}
	for _, a := range seen.Applied() {
		hour := at(s)
		if s, err = r.Apply(s, a); err != nil {
			return out, err
		}
		var said []string
		if _, isNext := engine.Deref(a).(ch.AdvancePhase); !isNext {
			said = append(said, cohDoneText(s, a))
		}
		for _, n := range s.Notices {
			text, _ := translations.Notice(n)
			said = append(said, cohSentence(text))
		}
		if len(said) == 0 {
			said = []string{lang.X("past.steps.next", "Next.")}
		}
		out = append(out, kit.Step{Text: strings.Join(said, " "), Moment: hour, Notation: s.Notation()})
	}
	return out, nil
}
