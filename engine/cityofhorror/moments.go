package cityofhorror

import "hordekeeper/engine"

// The moments the rulebook gives to the table's own records of a death
// and of a hiding character. Other deaths (the Water Tower's fall, the
// helicopter's antidotes) and the Crossroads victim are the engine's.

// eatMoment refuses to record a character as eaten outside the one moment
// the rulebook gives it: "If the conditions for a zombie attack are met,
// an attack must occur. The players present have a show of hands to
// choose the character who dies" — the attack step of the place where the
// character stands, while its attack is due.
func (s *State) eatMoment(c *Character) error {
	if s.Phase != PhaseResolution || s.Step != StepAttack {
		return engine.Refusal(engine.Say("cohrules.moments.attackonly", "{{.Char}} can only be eaten in a zombie attack: at the attack step of {{.Place}}, if its attack is due", engine.Args{"Char": c.Words(), "Place": s.PlaceWords(c.At)}))
	}
	l := s.ResolvingLoc()
	if c.At != l {
		return engine.Refusal(engine.SayN("cohrules.moments.elsewhere", "{{.Char}} is {{.At}}, and the zombies attack {{.Attack}} now: only a character there can be eaten", "{{.Char}} are {{.At}}, and the zombies attack {{.Attack}} now: only a character there can be eaten", c.Role.number(), engine.Args{"Char": c.Words(), "At": s.AtWords(c.At), "Attack": s.AtWords(l)}))
	}
	if l == CrossroadsLoc {
		return engine.Refusal(engine.Say("cohrules.moments.crossroads", "at the Crossroads the zombie leader picks the victim: resolve the Crossroads attack instead", nil))
	}
	if s.AttackDone {
		return engine.Refusal(engine.Say("cohrules.moments.over", "the attack {{.At}} is over: the zombies eat one character an attack", engine.Args{"At": s.AtWords(l)}))
	}
	if !s.attackPending() {
		return engine.Refusal(engine.Say("cohrules.moments.noattack", "no attack is due {{.At}} ({{.Condition}}): nobody is eaten there", engine.Args{"At": s.AtWords(l), "Condition": s.AttackCondition(l).Words}))
	}
	return nil
}

// hideMoment refuses a hiding outside a turn: a character hides (a
// Hideout, the Little Boy's or Little Girl's power) "for the rest of the
// turn", and cards and powers are played "at any time except right after
// a vote", so a hiding belongs to the hours of play, not to the setup or
// after the helicopter has landed.
func (s *State) hideMoment(c *Character) error {
	switch s.Phase {
	case PhaseSetup:
		return engine.Refusal(engine.SayN("cohrules.moments.hidesetup", "{{.Char}} hides for the rest of a turn, and the first turn has not begun", "{{.Char}} hide for the rest of a turn, and the first turn has not begun", c.Role.number(), engine.Args{"Char": c.Words()}))
	case PhaseEnded:
		return engine.Refusal(engine.Say("cohrules.moments.hideend", "the game is over: the rescue helicopter has landed, and nobody needs to hide any more", nil))
	}
	return nil
}
