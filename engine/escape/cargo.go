package escape

// addItem deposits one more different item in the cargo bay. The rules ask
// for 5, 6 or 7 different items (2, 3 or 4 players); the counter stops
// there, since a further item is not needed ("If a player has an item
// that's already in the cargo bay, he can use it once ... to reroll all of
// his panic dice").
func (s *State) addItem() error {
	if s.Phase != Collect {
		return refuse("The cargo bay is packed: items are collected only in phase 1.")
	}
	if s.Cargo >= s.ItemsNeeded {
		return refuse("The cargo bay already holds the %d different items needed; no more are needed. An item already in the cargo bay can be used once to reroll all your panic dice.", s.ItemsNeeded)
	}
	s.Cargo++
	if s.Cargo == s.ItemsNeeded {
		s.notef(ruleCargo, "The cargo bay holds the %d items needed.", s.ItemsNeeded)
		s.noteReady()
	}
	return nil
}

// removeItem takes an item back out of the cargo bay.
func (s *State) removeItem() error {
	if s.Phase != Collect {
		return refuse("The van has left with the cargo: items cannot be taken out in phase 2.")
	}
	if s.Cargo == 0 {
		return refuse("The cargo bay is empty: there is no item to take out.")
	}
	s.Cargo--
	return nil
}

// revealExit records the exit on the table.
func (s *State) revealExit() error {
	if s.ExitRevealed {
		return refuse("The exit is already revealed.")
	}
	s.ExitRevealed = true
	s.notef(ruleExit, "The exit is revealed.")
	s.noteReady()
	return nil
}

// noteReady tells the table when the van may leave.
func (s *State) noteReady() {
	if s.Phase == Collect && s.CanStartPhase2() == nil {
		s.notef(rulePhase2, "Exit found and items collected: once every survivor is in the church, start phase 2.")
	}
}
