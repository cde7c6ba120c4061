package escape

import (
	"strings"
	"time"

	"fyne.io/fyne/v2/lang"

	"hordekeeper/engine"
	esc "hordekeeper/engine/escape"
	"hordekeeper/engine/store"
	"hordekeeper/ui/internal/life"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// Finished reads an Escape game that is over for the table's record: its
// list line (Past), and whether the team escaped with the time and dice
// left; every seat shares the team's fate.
func Finished(st *store.Store, path string) (kit.Finished, error) {
	// One replay: the list line is read from the same last position.
	s, err := store.View[esc.State](st, esc.Rules{}, path)
	if err != nil {
		return kit.Finished{}, err
	}
	p := pastOf(s.State())
	o := s.State().Outcome
	f := kit.Finished{Past: p, Over: o.Over, Escaped: o.Won, DiceLeft: o.DiceLeft}
	if o.Over && o.Played > 0 {
		f.TimeLeft = esc.PlayTime - o.Played
	}
	for range p.Seats {
		f.Won = append(f.Won, o.Over && o.Won)
	}
	return f, nil
}

// Steps tells an Escape game again step by step: what the Log said of
// each step, the clock's time left when it came (the mark just before it,
// as the Log stamps it) and the position after it. The clock's marks are
// no steps of their own: they give the next step its time.
func Steps(st *store.Store, path string) ([]kit.Step, error) {
	seen, err := store.View[esc.State](st, esc.Rules{}, path)
	if err != nil {
		return nil, err
	}
	at, err := whereItStood(life.Shown[esc.State]{Session: seen}, nil)
	if err != nil {
		return nil, err
	}
	rules := esc.Rules{}
	s, err := rules.New(seen.Header())
	if err != nil {
		return nil, err
	}
	left := func(played time.Duration) string {
		return lang.X("past.steps.left", "{{.Left}} left", map[string]any{"Left": clockText(played)})
	}
	out := []kit.Step{{Text: lang.X("past.steps.survivors", "The survivors take their seats."), Moment: lang.X("past.steps.beforeTrack", "Before the soundtrack"), Notation: s.Notation()}}
	// A game saved before the clock was kept in the journal has no marks:
	// its steps say so rather than a time they do not know.
	moment := lang.X("past.steps.noTime", "Time not recorded")
	for _, a := range seen.Applied() {
		prev := s
		if s, err = rules.Apply(s, a); err != nil {
			return out, err
		}
		if c, ok := engine.Deref(a).(esc.ClockAt); ok {
			if c.Elapsed > 0 {
				moment = left(at.track.Played(c.Elapsed))
			}
			continue
		}
		if x, ok := engine.Deref(a).(esc.ReachExit); ok && x.Played > 0 {
			moment = left(x.Played)
		}
		said := changes(prev, s)
		if len(s.Notices) > 0 {
			said = said[:0]
			for _, n := range s.Notices {
				text, _ := translations.Notice(n)
				said = append(said, text)
			}
		}
		if len(said) == 0 {
			said = []string{lang.X("past.steps.onTo", "On to: {{.Phase}}", map[string]any{"Phase": translations.T(s.Phase.Words())})}
		}
		out = append(out, kit.Step{Text: strings.Join(said, " "), Moment: moment, Notation: s.Notation()})
	}
	return out, nil
}
