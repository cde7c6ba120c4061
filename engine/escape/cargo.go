package escape

import "hordekeeper/engine"

// addItem deposits one more different item in the cargo bay. The rules ask
// for 5, 6 or 7 different items (2, 3 or 4 players); the counter stops
// there, since a further item is not needed ("If a player has an item
// that's already in the cargo bay, he can use it once ... to reroll all of
// his panic dice").
func (s *State) addItem() error {
	if s.Phase != Collect {
		return engine.Refusal(engine.Say("escaperules.cargo.packed", "The cargo bay is packed: items are collected only in phase 1.", nil))
	}
	if s.Cargo >= s.ItemsNeeded {
		return engine.Refusal(engine.Say("escaperules.cargo.full", "The cargo bay already holds the {{.Needed}} different items needed; no more are needed. An item already in the cargo bay can be used once to reroll all your panic dice.", engine.Args{"Needed": s.ItemsNeeded}))
	}
	s.Cargo++
	if s.Cargo == s.ItemsNeeded {
		s.note(ruleCargo, engine.Say("escaperules.cargo.enough", "The cargo bay holds the {{.Needed}} items needed.", engine.Args{"Needed": s.ItemsNeeded}))
		s.noteReady()
	}
	return nil
}

// removeItem takes an item back out of the cargo bay.
func (s *State) removeItem() error {
	if s.Phase != Collect {
		return engine.Refusal(engine.Say("escaperules.cargo.left", "The van has left with the cargo: items cannot be taken out in phase 2.", nil))
	}
	if s.Cargo == 0 {
		return engine.Refusal(engine.Say("escaperules.cargo.empty", "The cargo bay is empty: there is no item to take out.", nil))
	}
	s.Cargo--
	return nil
}

// revealExit records the exit on the table.
func (s *State) revealExit() error {
	if s.ExitRevealed {
		return engine.Refusal(engine.Say("escaperules.cargo.exitAgain", "The exit is already revealed.", nil))
	}
	s.ExitRevealed = true
	s.note(ruleExit, engine.Say("escaperules.cargo.exit", "The exit is revealed.", nil))
	s.noteReady()
	return nil
}

// noteReady tells the table when the van may leave.
func (s *State) noteReady() {
	if s.Phase == Collect && s.CanStartPhase2() == nil {
		s.note(rulePhase2, engine.Say("escaperules.cargo.ready", "Exit found and items collected: once every survivor is in the church, start phase 2.", nil))
	}
}
