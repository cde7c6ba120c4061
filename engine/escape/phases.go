package escape

import "hordekeeper/engine"

// startPhase2 switches from collecting items to the van.
func (s *State) startPhase2() error {
	if err := s.CanStartPhase2(); err != nil {
		return err
	}
	s.Phase = Van
	// The survivors gather in the church to take the van: nobody is left
	// outside, so an open door-slam question is closed.
	s.Answering = 0
	s.note(rulePhase2, engine.Say("escaperules.phases.van", "Phase 2: the survivors take the van from the church to the exit.", nil))
	if s.CountdownsEnded < 2 {
		s.note(ruleVan, engine.Say("escaperules.phases.vanRule", "If the van is not back at the church when the second countdown ends, every survivor loses a die.", nil))
	}
	return nil
}
