package coh

import (
	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// cohNotes is the message line under every play screen: what the last
// step caused, the rule that refused a tap, and the Log behind them.
type cohNotes struct {
	cohGame
	s play
	// bar is the message bar under every play screen.
	bar *kit.MessageBar
	// said is what the notice bar says about the last step (its notices,
	// or what undo took back).
	said []ch.Notice
	// refusal is the last rule that refused an action; it stays on show
	// until the next action.
	refusal string
}

// tell puts the engine's notices in the message bar; a death is said
// last, so it stands on the bar's first line.
func (v *cohNotes) tell(ns []ch.Notice) { v.sayAll(v.tellAlive(ns)) }

// tellAlive says the notices other than deaths and gives those back, to
// be said last.
func (v *cohNotes) tellAlive(ns []ch.Notice) []ch.Notice {
	st := v.state()
	var deaths []ch.Notice
	for _, n := range ns {
		if cohDeathNotice(st, n) {
			deaths = append(deaths, n)
			continue
		}
		v.say(n)
	}
	return deaths
}

// sayAll puts notices in the message bar in their order.
func (v *cohNotes) sayAll(ns []ch.Notice) {
	for _, n := range ns {
		v.say(n)
	}
}

// say puts one notice in the message bar, in the language in force.
func (v *cohNotes) say(n ch.Notice) {
	text, rule := translations.Notice(n)
	// A notice may begin with a character's name ("the Housewife kills…"):
	// a line of the Log begins with a capital.
	v.bar.Post(kit.Message{Text: cohSentence(text), Rule: rule})
}

// refuse shows a rule's refusal in the message bar.
func (v *cohNotes) refuse(err error) {
	v.refusal = translations.Err(err)
	v.bar.Post(kit.Message{Text: v.refusal, Refusal: true})
}
