package escape

import "fmt"

// startPhase2 switches from collecting items to the van.
func (s *State) startPhase2() error {
	if err := s.CanStartPhase2(); err != nil {
		return err
	}
	s.Phase = Van
	s.notef("Phase 2: the survivors take the van from the church to the exit.")
	if s.CountdownsEnded < 2 {
		s.notef("If the van is not back at the church when the second countdown ends, every survivor loses a die.")
	}
	return nil
}

// reachExit ends the game in a win.
func (s *State) reachExit() error {
	if s.Phase != Van {
		return fmt.Errorf("the survivors escape only in the van: start phase 2 first")
	}
	s.Outcome = Outcome{Over: true, Won: true, Reason: "The van reached the exit and cleared it in time: the survivors escaped."}
	s.notef("%s", s.Outcome.Reason)
	return nil
}

// timeUp ends the game in a defeat at the end of the third countdown.
func (s *State) timeUp() error {
	s.CountdownsEnded = Countdowns
	if s.Phase == Van {
		s.lose("The third countdown ended before the van reached a cleared exit: the survivors are lost.")
	} else {
		s.lose("The third countdown ended before the survivors reached the van: the survivors are lost.")
	}
	return nil
}

// lose ends the game in a defeat for the given reason.
func (s *State) lose(reason string) {
	s.Outcome = Outcome{Over: true, Won: false, Reason: reason}
	s.notef("%s", reason)
}
