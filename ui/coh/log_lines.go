package coh

import (
	"fyne.io/fyne/v2/lang"

	"hordekeeper/engine"
	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
)

// cohDoneText is the line a table action leaves in the message bar and
// the Log, in a player's words with the players' names: "Ann (Yellow)
// draws a food token of value 2 at the Crossroads".
func cohDoneText(st *ch.State, act engine.Action) string {
	switch x := engine.Deref(act).(type) {
	case ch.UseLocation:
		if x.Value != nil {
			return lang.X("coh.log_lines.drawsFood", "{{.Player}} draws a food token of value {{.Value}} at {{.Place}}.", with(engine.Args{"Player": cohLabel(st, x.Player), "Value": *x.Value, "Place": cohPlace(st, x.At)}))
		}
		return lang.X("coh.log_lines.uses", "{{.Player}} uses {{.Place}}.", with(engine.Args{"Player": cohLabel(st, x.Player), "Place": cohPlace(st, x.At)}))
	case ch.MoveLeader:
		a := with(engine.Args{"Player": cohLabel(st, x.Player), "Colour": x.To.Words()})
		switch x.By {
		case ch.ByFlashlight:
			return lang.X("coh.log_lines.flashlight", "{{.Player}} plays a Flashlight: the zombie leader goes to {{.Colour}}.", a)
		case ch.BySecretAgent:
			return lang.X("coh.log_lines.secretAgent", "{{.Player}} uses the Secret Agent: the zombie leader goes to {{.Colour}}.", a)
		case ch.ByBank:
			return lang.X("coh.log_lines.bank", "{{.Player}} uses the Bank: the zombie leader goes to {{.Colour}}.", a)
		}
		return lang.X("coh.log_lines.leader", "{{.Player}} moves the zombie leader: it goes to {{.Colour}}.", a)
	case ch.PlayCard:
		return lang.X("coh.log_lines.plays", "{{.Player}} plays {{.Card}}.", with(engine.Args{"Player": cohLabel(st, x.Player), "Card": ch.CardWords(x.Card)}))
	case ch.Trade:
		return lang.X("coh.log_lines.trade", "{{.Player}} hands over to {{.Other}}.", with(engine.Args{"Player": cohLabel(st, x.From), "Other": cohLabel(st, x.To)}))
	}
	return cohSentence(cohActionText(st, act))
}

// sayDone puts the line of a table action in the message bar, so every
// action leaves one, even one whose consequences repeat an earlier line.
// "Next" says what it did through the notices of the step it reached.
func (v *cohNotes) sayDone(act engine.Action) {
	if _, next := engine.Deref(act).(ch.AdvancePhase); next {
		return
	}
	v.bar.Post(kit.Message{Text: cohDoneText(v.state(), act)})
}

// replayLog rebuilds the Log of a game opened from its file: the journal
// is played again from the start, each action's line and notices said in
// order, so the Log after a resume holds what the evening did.
func (v *cohNotes) replayLog() {
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
			v.bar.Post(kit.Message{Text: cohDoneText(st, act)})
		}
		for _, n := range st.Notices {
			v.say(n)
		}
	}
}
