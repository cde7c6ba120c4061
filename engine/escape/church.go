package escape

import "fmt"

// addChurchZombie puts a zombie on the church's zombie spaces; the third
// ends the game.
func (s *State) addChurchZombie() error {
	s.ChurchZombies++
	if s.ChurchZombies >= ChurchZombieLimit {
		s.lose("The third zombie reached the church: the survivors are overrun.")
		return nil
	}
	s.notef("A zombie reached the church: %d of %d.", s.ChurchZombies, ChurchZombieLimit)
	return nil
}

// removeChurchZombie takes a zombie back from the church.
func (s *State) removeChurchZombie() error {
	if s.ChurchZombies == 0 {
		return fmt.Errorf("there is no zombie at the church to take back")
	}
	s.ChurchZombies--
	return nil
}
