package mall

import (
	"strings"

	"fyne.io/fyne/v2/lang"

	"hordekeeper/engine"
	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/engine/store"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// Finished reads a Mall of Horror game that is over for the table's
// record: its list line (Past), each seat's points and the winners.
func Finished(st *store.Store, path string) (kit.Finished, error) {
	// One replay: the list line is read from the same last position.
	s, err := store.View[mh.State](st, mh.Rules{}, path)
	if err != nil {
		return kit.Finished{}, err
	}
	g := s.State()
	f := kit.Finished{Past: pastOf(g), Over: g.Outcome.Over, Scored: true, Scores: g.Scores(), Won: make([]bool, len(g.Players))}
	for _, w := range g.Outcome.Winners {
		if w >= 0 && w < len(f.Won) {
			f.Won[w] = true
		}
	}
	return f, nil
}

// Steps tells a Mall of Horror game again step by step, as its Log did:
// a placement says itself, the rest by the engine's notices; each with its
// round and phase and the position after it.
func Steps(st *store.Store, path string) ([]kit.Step, error) {
	seen, err := store.View[mh.State](st, mh.Rules{}, path)
	if err != nil {
		return nil, err
	}
	r := mh.Rules{}
	s, err := r.New(seen.Header())
	if err != nil {
		return nil, err
	}
	when := func(s mh.State) string {
		if s.Phase == mh.PhaseSetup {
			return tr(s.Phase.ShortWords())
		}
		return lang.X("mall.resume.where", "Round {{.Round}}, phase {{.Phase}}", map[string]any{"Round": s.Round, "Phase": tr(s.Phase.ShortWords())})
	}
	out := []kit.Step{{Text: lang.X("past.steps.seats", "The players take their seats."), Moment: when(s), Notation: s.Notation()}}
	for _, a := range seen.Applied() {
		next, err := r.Apply(s, a)
		if err != nil {
			return out, err
		}
		var said []string
		if p, ok := engine.Deref(a).(mh.Place); ok && p.Player >= 0 && p.Player < len(next.Players) {
			said = append(said, lang.X("mall.replay.placed", "{{.Player}} placed the {{.Kind}} in {{.Location}}.", map[string]any{"Player": label(next.Players[p.Player]), "Kind": kind(p.Character), "Location": place(p.Location)}))
		}
		for _, n := range next.Notices {
			text, _ := translations.Notice(n)
			said = append(said, text)
		}
		if len(said) == 0 {
			said = []string{lang.X("past.steps.onTo", "On to: {{.Phase}}", map[string]any{"Phase": tr(next.Phase.Words())})}
		}
		// The moment is the step's own: the round and phase it was taken in.
		out = append(out, kit.Step{Text: strings.Join(said, " "), Moment: when(s), Notation: next.Notation()})
		s = next
	}
	return out, nil
}
