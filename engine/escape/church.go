package escape

// addChurchZombie puts a zombie on the church's zombie spaces; the third
// ends the game ("If the third zombie reaches the church").
func (s *State) addChurchZombie(a AddChurchZombie) error {
	if s.ChurchZombies >= ChurchZombieLimit {
		return refuse("The church has only %d zombie spaces, and they are full.", ChurchZombieLimit)
	}
	if err := checkPlayed(a.Played); err != nil {
		return err
	}
	s.ChurchZombies++
	if s.ChurchZombies >= ChurchZombieLimit {
		s.end(Overrun, "The third zombie reached the church: the survivors are overrun.", a.Played)
		return nil
	}
	if s.ChurchZombies == ChurchZombieLimit-1 {
		s.notef(ruleZombies, "A zombie reached the church: %d of %d. One more and the survivors are overrun: the game is lost.", s.ChurchZombies, ChurchZombieLimit)
		return nil
	}
	s.notef(ruleZombies, "A zombie reached the church: %d of %d.", s.ChurchZombies, ChurchZombieLimit)
	return nil
}

// removeChurchZombie takes a zombie back from the church.
func (s *State) removeChurchZombie() error {
	if s.ChurchZombies == 0 {
		return refuse("There is no zombie at the church to take back.")
	}
	s.ChurchZombies--
	return nil
}
