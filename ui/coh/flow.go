package coh

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2/lang"

	"hordekeeper/engine"
	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// tellFollowed says, for each step the engine passed by itself after a
// player's action, why it passed (ch.Decisions) and what it caused.
func (v *cohNotes) tellFollowed(steps []engine.Step[*ch.State]) {
	for _, st := range steps {
		v.bar.Post(kit.Message{Text: translations.T(ch.Decisions(st.Before).Words)})
		v.said = append(v.said, st.After.Notices...)
		v.tell(st.After.Notices)
	}
}

// cohDeathNotice tells a notice that says a character died, by its
// words' key (the same in every language).
func cohDeathNotice(st *ch.State, n ch.Notice) bool {
	return ch.DeathNotice(n)
}

// next is the turn bar's Next for the step on show: it acts once, and a
// second quick tap, landing on the next step, does nothing.
func (v *cohTurn) next(step stepAt) func() {
	return func() {
		if v.stepKey() != step {
			return
		}
		v.side.searchShown = 0
		if !v.do(ch.AdvancePhase{}) {
			return
		}
		// The cards are shown: the only thing left is to reveal the
		// invasion card, so its screen opens at once.
		if st := v.state(); st.Phase == ch.PhaseInvasion && !st.Deck[st.Turn].Applied {
			v.inv.openInvasion()
		}
	}
}

// tellRefusal says why a greyed-out button is refused, in the engine's
// sentence, when a player taps it anyway.
func (v *cohNotes) tellRefusal(why string) {
	v.bar.Post(kit.Message{Text: cohSentence(why), Refusal: true})
}

// cohSentence starts a reason with a capital and ends it with a full stop
// (letter by letter, not byte by byte: "état" becomes "État.").
func cohSentence(s string) string {
	if s == "" {
		return s
	}
	r, n := utf8.DecodeRuneInString(s)
	s = string(unicode.ToUpper(r)) + s[n:]
	if !strings.HasSuffix(s, ".") {
		s += "."
	}
	return s
}

// cohLower starts a sentence in lower case and drops its full stop, to
// follow "Undo" or "Undone:".
func cohLower(s string) string {
	s = strings.TrimSuffix(s, ".")
	if s == "" {
		return s
	}
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToLower(r)) + s[n:]
}

// cohIrreversible is an action a table would regret at once: a death, an
// explosion. Its undo waits in the message bar, one tap away.
func cohIrreversible(act engine.Action) bool {
	switch x := act.(type) {
	case ch.KillCharacter, ch.AddExplosion, ch.ApplyInvasion, ch.CastVotes, ch.Vaccinate:
		return true
	case ch.ResolveCrossroads:
		return x.Victim != ""
	}
	return false
}

// cohActionText tells an action in a few words, for "Undone: ...".
func cohActionText(st *ch.State, act engine.Action) string {
	switch x := act.(type) {
	case ch.AddZombies:
		return lang.XN("coh.flow.added", "{{.Count}} zombies added on {{.Place}}", x.Count, with(engine.Args{"Count": x.Count, "Place": cohPlace(st, x.At)}))
	case ch.RemoveZombies:
		return lang.XN("coh.flow.removed", "{{.Count}} zombies removed from {{.Place}}", x.Count, with(engine.Args{"Count": x.Count, "Place": cohPlace(st, x.At)}))
	case ch.MoveCharacter:
		return lang.X("coh.flow.moved", "{{.Character}} moved to {{.Place}}", with(engine.Args{"Character": x.Role.Words(), "Place": cohPlace(st, x.To)}))
	case ch.KillCharacter:
		return lang.X("coh.flow.death", "the death of {{.Character}}", with(engine.Args{"Character": x.Role.Words()}))
	case ch.AdvancePhase:
		return lang.X("coh.flow.next", "the step to the next phase")
	case ch.ApplyInvasion:
		return lang.X("coh.flow.invasion", "the invasion card")
	case ch.AddExplosion:
		return lang.X("coh.flow.explosion", "an explosion marker on {{.Building}}", with(engine.Args{"Building": x.On.Title()}))
	case ch.CastVotes:
		return lang.X("coh.flow.vote", "the vote")
	case ch.Vaccinate:
		return lang.X("coh.flow.antidotes", "the antidotes' choice")
	}
	return cohLower(translations.T(ch.DescribeWords(act)))
}
