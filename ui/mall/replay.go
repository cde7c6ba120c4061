package mall

import (
	"fmt"
	"strings"

	"hordekeeper/engine"
	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"

	"fyne.io/fyne/v2/lang"
)

// journaled is a play that keeps its steps (a game of the store or in
// memory): its Log can be told again from the start.
type journaled interface {
	Header() engine.Header
	Applied() []engine.Action
}

// replayLog rebuilds the Log of a game opened from its file, as ui/coh and
// ui/escape do: the steps are played again from the start and each says
// what it said at the table, so after a resume the Log holds the evening.
// The pauses of the last step (the round's summary) come back too: the
// game opens on the screen it was left on.
func (v *view) replayLog() {
	j, ok := v.session.(journaled)
	if !ok {
		return
	}
	acts := j.Applied()
	if len(acts) == 0 {
		return
	}
	r := mh.Rules{}
	st, err := r.New(j.Header())
	if err != nil {
		return // the game opened, so this does not happen; the Log stays empty
	}
	for _, a := range acts {
		next, err := r.Apply(st, a)
		if err != nil {
			return // the session replayed it; a refusal here would be a bug
		}
		v.interludes = nil // only the last step's pauses still wait
		v.noteInterludes(st, next)
		v.sayStep(a, next)
		st = next
	}
	if st.Outcome.Over || v.h.Prefs().String(pausesDonePref) == pausesAt(j) {
		// A game opened over opens on its end; pauses the table went
		// past before leaving stay behind it.
		v.interludes = nil
	}
}

// pausesDonePref keeps the step of the game whose pauses the table last
// went past: the pauses do not come back when the game is resumed there.
const pausesDonePref = "mall.pausesDone"

// pausesAt names a game and its number of steps, or "" for a play that
// keeps no steps.
func pausesAt(s any) string {
	j, ok := s.(journaled)
	if !ok {
		return ""
	}
	h := j.Header()
	return fmt.Sprintf("%d/%d/%d", h.Seed, h.Created.UnixNano(), len(j.Applied()))
}

// sayStep puts what a step did in the message bar: a placement says
// itself (so the bar tells the present and not the table's roll of several
// turns ago), then the engine's notices with their rule.
func (v *view) sayStep(act engine.Action, st mh.State) {
	if p, ok := engine.Deref(act).(mh.Place); ok && p.Player >= 0 && p.Player < len(st.Players) {
		v.msgs.Post(kit.Message{Text: lang.X("mall.replay.placed", "{{.Player}} placed the {{.Kind}} in {{.Location}}.", map[string]any{"Player": label(st.Players[p.Player]), "Kind": kind(p.Character), "Location": place(p.Location)})})
	}
	for _, n := range st.Notices {
		// The bar writes "(Rule: ...)" with its own full stop.
		text, rule := translations.Notice(n)
		v.msgs.Post(kit.Message{Text: text, Rule: strings.TrimSuffix(rule, ".")})
	}
}
