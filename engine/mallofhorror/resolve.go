package mallofhorror

import "hordekeeper/engine"

// ResolveAttack settles the attacked location once its players have played
// their cards and the zombies no longer get in (or have no victim left to
// take): a card never settles a location by itself, so every player there
// may still play theirs, from the Chief clockwise, before the table goes
// on.
type ResolveAttack struct{}

// Kind names the action in a journal.
func (ResolveAttack) Kind() string { return "resolve-attack" }

// AwaitsResolve tells whether the attack waits for ResolveAttack: the
// cards played at the attacked location leave no victim to vote for.
func (s State) AwaitsResolve() bool {
	return s.Phase == PhaseAttack && s.AttackAt.Valid() && s.TieColour < 0 && s.Tied == nil && s.VictimsDue <= s.Eaten
}

// recheckAttack counts again, after a card, how many victims the zombies
// at the attacked location take; it never moves on.
func (s *State) recheckAttack() {
	l := s.AttackAt
	v := s.Attack(l)
	due := s.Eaten
	if s.Eaten > 0 || v.Enters {
		due += max(0, min(s.victimsFor(l)-s.Eaten, len(v.Choosable)))
	}
	s.VictimsDue = due
	switch {
	case !s.AwaitsResolve():
	case s.Eaten == 0 && !v.Enters:
		s.note(ruleAttack, engine.Say("mallrules.resolve.outside", "The zombies now stay outside {{.Location}}: the players there may play more cards, then resolve the attack.", engine.Args{"Location": l.Words()}))
	default:
		s.note(ruleAttack, engine.Say("mallrules.resolve.noVictim", "No victim is left to vote for in {{.Location}}: the players there may play more cards, then resolve the attack.", engine.Args{"Location": l.Words()}))
	}
}

// resolveAttack applies ResolveAttack.
// noVictimLeft refuses a vote when every victim due is chosen.
func (s State) noVictimLeft() engine.Words {
	return engine.Say("mallrules.resolve.refuse", "no victim is left to vote for in {{.Location}}: resolve the attack", engine.Args{"Location": s.AttackAt.Words()})
}

func (s *State) resolveAttack() error {
	switch {
	case s.Phase != PhaseAttack || !s.AttackAt.Valid():
		return engine.Refusal(engine.Say("mallrules.resolve.when", "an attack is resolved only during the zombies' attack", nil))
	case !s.AwaitsResolve():
		return engine.Refusal(engine.Say("mallrules.resolve.still", "the zombies still get into {{.Location}}: the players there vote for the victim", engine.Args{"Location": s.AttackAt.Words()}))
	}
	if !s.settleAttack() {
		s.advanceAttack()
	}
	return nil
}
