package mallofhorror

import "hordekeeper/engine"

// The first day's engines (0a623fd, 22 November 2026) moved an attack on
// by themselves once a card played in it (a weapon, Hardware, Hidden) left
// the zombies outside or no victim to choose; later engines wait for the
// players' ResolveAttack, so that more cards may be played first. A game
// of theirs holds no ResolveAttack there: its next step (the next
// location's victim, the next round's truck search) is refused while the
// attack waits ("the truck is searched in phase A, not in F"). In a game
// of version 0, such a refused step is taken after resolving the waiting
// attack, as those engines did; a game whose journal says ResolveAttack
// never reaches it, so it needs no date to tell the engines apart.

// legacyResolveFirst applies a in a game of version 0 that today's rules
// refused (err) while an attack waits to be resolved: the attack is
// resolved first. It returns err when that does not make a apply.
func legacyResolveFirst(s State, r rule, err error) (State, error) {
	// A vote tied before the card is moot once no victim is left: those
	// engines moved on without breaking it.
	if s.Rules >= 1 || s.Phase != PhaseAttack || !s.AttackAt.Valid() || s.VictimsDue > s.Eaten {
		return s, err
	}
	if _, ok := r.(ResolveAttack); ok {
		return s, err
	}
	n := s.clone()
	n.TieColour, n.Tied = -1, nil
	if n.resolveAttack() != nil || r.apply(&n) != nil {
		return s, err
	}
	n.note(ruleLegacyResolve, engine.Say("mallrules.legacy.resolved", "The attack was resolved first, as the app of 22 November did by itself.", nil))
	return n, nil
}

// ruleLegacyResolve is the rule behind it.
var ruleLegacyResolve = engine.Say("mallrules.legacy.rule", "a game keeps the rules it was started under", nil)
