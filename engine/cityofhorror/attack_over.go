package cityofhorror

import "slices"

// AttackOver tells whether a place's attack of this turn is behind it:
// during the resolution, a place resolved before the one being resolved,
// or the one being resolved once its attack step is done or passed. Its
// zombies may still meet the condition, but no attack comes there again
// this turn, so a screen stops marking it.
func (s *State) AttackOver(l Loc) bool {
	if s.Phase != PhaseResolution || !l.Valid() {
		return false
	}
	order := s.ResolutionOrder()
	i := slices.Index(order, l)
	switch {
	case i < 0:
		return false
	case i < s.Resolving:
		return true
	case i > s.Resolving:
		return false
	}
	return s.Step == StepSharing || (s.Step == StepAttack && s.AttackDone)
}
