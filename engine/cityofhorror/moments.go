package cityofhorror

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
		return refuse("%s can only be eaten in a zombie attack: at the attack step of %s, if its attack is due", c.Name(), s.PlaceName(c.At))
	}
	l := s.ResolvingLoc()
	if c.At != l {
		return refuse("%s %s at %s, and the zombies attack at %s now: only a character there can be eaten", c.Name(), c.Role.Verb("is", "are"), s.PlaceName(c.At), s.PlaceName(l))
	}
	if l == CrossroadsLoc {
		return refuse("at the Crossroads the zombie leader picks the victim: resolve the Crossroads attack instead")
	}
	if s.AttackDone {
		return refuse("the attack at %s is over: the zombies eat one character an attack", s.PlaceName(l))
	}
	if !s.attackPending() {
		return refuse("no attack is due at %s (%s): nobody is eaten there", s.PlaceName(l), s.AttackCondition(l).Text)
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
		return refuse("%s %s for the rest of a turn, and the first turn has not begun", c.Name(), c.Role.Verb("hides", "hide"))
	case PhaseEnded:
		return refuse("the game is over: the rescue helicopter has landed, and nobody needs to hide any more")
	}
	return nil
}
