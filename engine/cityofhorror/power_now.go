package cityofhorror

// PowerNow says why a character's power cannot be used now, in a player's
// words, or "" when it can: a screen offers "Use power" only then. The
// Mama's power is a way of moving, never a tap of its own; the Teen's and
// the Granny's are about the coming move; a power that needs no choice is
// tried on a copy of the game (the Priest needs a move to undo, the Punk a
// card to cancel, the Housewife a zombie to kill); the Geek and the Rocker
// need a zombie where they stand.
func (s *State) PowerNow(r Role) string {
	c := s.Character(r)
	switch {
	case c == nil || c.Dead:
		return r.Name() + " is not in the game"
	case c.Exhausted:
		return c.Name() + " " + r.Verb("is", "are") + " exhausted: a power needs its character rested"
	}
	switch r {
	case Mama:
		return "the Mama's power is a way of moving: during movement, tap her, then the full place's Mama button"
	case Teen, Granny:
		if s.Phase != PhaseInvasion && s.Phase != PhaseMovement {
			return c.Name() + "'s power is about the move: it is used before the movement, not now"
		}
		return ""
	case Geek, Rocker:
		if s.Zombies[c.At] == 0 {
			return "no zombie where " + c.Name() + " " + r.Verb("stands", "stand") + ": nothing to send away"
		}
		return ""
	case SecretAgent, Thief, Businessman, Businesswoman:
		return "" // the picker's answer is checked when given
	}
	if err := (UsePower{Role: r}).apply(s.clone()); err != nil {
		return err.Error()
	}
	return ""
}
