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

// passIdleSteps passes, one after the other, the steps that have nothing
// to decide (ch.Decisions), each with its one line in the message bar, and
// says how many it passed, so one undo takes them back with the tap.
// An attack step with no attack due passes too: nobody there, too few
// zombies, every character hidden, or the attack over; the rulebook's
// moment "until no one wants to act anymore" comes before an attack that
// must happen, and such a step waits (Decisions is open) for the vote,
// the Crossroads search or Next.
func (v *cohView) passIdleSteps() int {
	n := 0
	for ; n < 40; n++ {
		st := v.state()
		if st.Phase == ch.PhaseSetup || st.Phase == ch.PhaseEnded {
			break
		}
		d := ch.Decisions(st)
		if d.Open {
			break
		}
		next, err := v.s.Do(ch.AdvancePhase{})
		if err != nil {
			break
		}
		v.bar.Say(kit.Message{Text: translations.T(d.Words)})
		v.said = append(v.said, next.Notices...)
		v.tell(next.Notices)
	}
	return n
}

// cohMovesOn tells the actions after which the steps with nothing to
// decide pass by themselves: Next, the invasion card, a move, the attack's
// outcome (a vote, the Crossroads victim, the character eaten: nobody may
// act right after it), the supplies handed out, and a place's use that
// leaves nobody else to use it. A zombie count, a power or a card never
// moves the game on: the players may still be acting.
func cohMovesOn(st *ch.State, act engine.Action) bool {
	switch act.(type) {
	case ch.AdvancePhase, ch.ApplyInvasion, ch.MoveCharacter, ch.Stay, ch.CancelMove,
		ch.CastVotes, ch.ResolveCrossroads, ch.KillCharacter, ch.Share:
		return true
	case ch.UseLocation:
		return st.Phase == ch.PhaseResolution && st.Step == ch.StepActivation && len(st.Users()) == 0
	}
	return false
}

// cohDeathNotice tells a notice that says a character died, by its
// words' key (the same in every language).
func cohDeathNotice(st *ch.State, n ch.Notice) bool {
	return ch.DeathNotice(n)
}

// next is the turn bar's Next for the step on show: it acts once, and a
// second quick tap, landing on the next step, does nothing.
func (v *cohView) next(step string) func() {
	return func() {
		if v.stepKey() != step {
			return
		}
		v.searchShown = 0
		if !v.do(ch.AdvancePhase{}) {
			return
		}
		// The cards are shown: the only thing left is to reveal the
		// invasion card, so its screen opens at once.
		if st := v.state(); st.Phase == ch.PhaseInvasion && !st.Deck[st.Turn].Applied {
			v.openInvasion()
		}
	}
}

// tellRefusal says why a greyed-out button is refused, in the engine's
// sentence, when a player taps it anyway.
func (v *cohView) tellRefusal(why string) {
	v.bar.Say(kit.Message{Text: cohSentence(why), Refusal: true})
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
	return cohLower(translations.T(ch.TellWords(act)))
}
