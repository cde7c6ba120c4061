package coh

import (
	"fmt"

	"hordekeeper/engine"
	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// cohDoneText is the line a table action leaves in the message bar and
// the Log, in a player's words with the players' names: "Ann (Yellow)
// draws a food token of value 2 at the Crossroads".
func cohDoneText(st *ch.State, act engine.Action) string {
	switch x := engine.Deref(act).(type) {
	case ch.UseLocation:
		if x.Value != nil {
			return cohSentence(fmt.Sprintf("%s draws a food token of value %d at %s", cohLabel(st, x.Player), *x.Value, cohPlace(st, x.At)))
		}
		return cohSentence(fmt.Sprintf("%s uses %s", cohLabel(st, x.Player), cohPlace(st, x.At)))
	case ch.MoveLeader:
		by := map[string]string{ch.ByFlashlight: "plays a Flashlight", ch.BySecretAgent: "uses the Secret Agent", ch.ByBank: "uses the Bank"}[x.By]
		if by == "" {
			by = "moves the zombie leader"
		}
		return cohSentence(fmt.Sprintf("%s %s: the zombie leader goes to %s", cohLabel(st, x.Player), by, cohColour(x.To)))
	case ch.PlayCard:
		return cohSentence(fmt.Sprintf("%s plays %s", cohLabel(st, x.Player), translations.T(ch.CardWords(x.Card))))
	case ch.Trade:
		return cohSentence(fmt.Sprintf("%s hands over to %s", cohLabel(st, x.From), cohLabel(st, x.To)))
	}
	return cohSentence(cohActionText(st, act))
}

// sayDone puts the line of a table action in the message bar, so every
// action leaves one, even one whose consequences repeat an earlier line.
// "Next" says what it did through the notices of the step it reached.
func (v *cohView) sayDone(act engine.Action) {
	if _, next := engine.Deref(act).(ch.AdvancePhase); next {
		return
	}
	v.bar.Say(kit.Message{Text: cohDoneText(v.state(), act)})
}

// replayLog rebuilds the Log of a game opened from its file: the journal
// is played again from the start, each action's line and notices said in
// order, so the Log after a resume holds what the evening did.
func (v *cohView) replayLog() {
	acts := v.s.Applied()
	if len(acts) == 0 {
		return
	}
	r := ch.Rules{}
	st, err := r.New(v.s.Header())
	if err != nil {
		return // the game opened, so this does not happen; the Log stays empty
	}
	for _, act := range acts {
		next, err := r.Apply(st, act)
		if err != nil {
			return
		}
		st = next
		if _, isNext := engine.Deref(act).(ch.AdvancePhase); !isNext {
			v.bar.Say(kit.Message{Text: cohDoneText(st, act)})
		}
		for _, n := range st.Notices {
			text, rule := translations.Notice(n)
			v.bar.Say(kit.Message{Text: text, Rule: rule})
		}
	}
}
