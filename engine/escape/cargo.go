package escape

import "fmt"

// addItem deposits one more different item in the cargo bay.
func (s *State) addItem() error {
	if s.Phase != Collect {
		return fmt.Errorf("the cargo bay is packed: items are collected only in phase 1")
	}
	if s.Cargo >= ItemTiles {
		return fmt.Errorf("the cargo bay already holds %d items, every tile in the box", ItemTiles)
	}
	s.Cargo++
	if s.Cargo == s.ItemsNeeded {
		s.notef("The cargo bay holds the %d items needed.", s.ItemsNeeded)
		s.noteReady()
	}
	return nil
}

// removeItem takes an item back out of the cargo bay.
func (s *State) removeItem() error {
	if s.Phase != Collect {
		return fmt.Errorf("the van has left with the cargo: items cannot be taken out in phase 2")
	}
	if s.Cargo == 0 {
		return fmt.Errorf("the cargo bay is empty: there is no item to take out")
	}
	s.Cargo--
	return nil
}

// revealExit records the exit on the table.
func (s *State) revealExit() error {
	if s.ExitRevealed {
		return fmt.Errorf("the exit is already revealed")
	}
	s.ExitRevealed = true
	s.notef("The exit is revealed.")
	s.noteReady()
	return nil
}

// noteReady tells the table when the van may leave.
func (s *State) noteReady() {
	if s.Phase == Collect && s.CanStartPhase2() == nil {
		s.notef("Exit found and items collected: once every survivor is in the church, start phase 2.")
	}
}
