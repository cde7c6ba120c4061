package cityofhorror

import "hordekeeper/engine"

// PowerNowWords says why a character's power cannot be used now, in words
// a screen can translate, or zero Words when it can: a screen offers "Use
// power" only then. The
// Mama's power is a way of moving, never a tap of its own; the Teen's and
// the Granny's are about the coming move; a power that needs no choice is
// tried on a copy of the game (the Priest needs a move to undo, the Punk a
// card to cancel, the Housewife a zombie to kill); the Geek and the Rocker
// need a zombie where they stand.
func (s *State) PowerNowWords(r Role) engine.Words {
	c := s.Character(r)
	switch {
	case c == nil || c.Dead:
		return engine.Say("cohrules.power_now.gone", "{{.Char}} is not in the game", engine.Args{"Char": r.Words()})
	case c.Exhausted:
		return engine.SayN("cohrules.powers.exhausted", "{{.Char}} is exhausted: a power needs its character rested", "{{.Char}} are exhausted: a power needs its character rested", r.number(), engine.Args{"Char": c.Words()})
	}
	switch r {
	case Mama:
		return engine.Say("cohrules.power_now.mama", "the Mama's power is a way of moving: during movement, tap her, then the full place's Mama button", nil)
	case Teen, Granny:
		if s.Phase != PhaseInvasion && s.Phase != PhaseMovement {
			return engine.Say("cohrules.power_now.move", "{{.Char}}'s power is about the move: it is used before the movement, not now", engine.Args{"Char": c.Words()})
		}
		return engine.Words{}
	case Geek, Rocker:
		if s.Zombies[c.At] == 0 {
			return engine.SayN("cohrules.power_now.nozombie", "no zombie where {{.Char}} stands: nothing to send away", "no zombie where {{.Char}} stand: nothing to send away", r.number(), engine.Args{"Char": c.Words()})
		}
		return engine.Words{}
	case SecretAgent, Thief, Businessman, Businesswoman:
		return engine.Words{} // the picker's answer is checked when given
	}
	if err := (UsePower{Role: r}).apply(s.clone()); err != nil {
		return errWords(err)
	}
	return engine.Words{}
}
