package escape

import "hordekeeper/engine"

// addChurchZombie puts a zombie on the church's zombie spaces; the third
// ends the game ("If the third zombie reaches the church").
func (s *State) addChurchZombie(a AddChurchZombie) error {
	if s.ChurchZombies >= ChurchZombieLimit {
		return engine.Refusal(engine.Say("escaperules.church.full", "The church has only {{.Limit}} zombie spaces, and they are full.", engine.Args{"Limit": ChurchZombieLimit}))
	}
	if err := checkPlayed(a.Played); err != nil {
		return err
	}
	s.ChurchZombies++
	if s.ChurchZombies >= ChurchZombieLimit {
		s.end(Overrun, a.Played)
		return nil
	}
	if s.ChurchZombies == ChurchZombieLimit-1 {
		s.note(ruleZombies, engine.Say("escaperules.church.oneMore", "A zombie reached the church: {{.Zombies}} of {{.Limit}}. One more and the survivors are overrun: the game is lost.", engine.Args{"Zombies": s.ChurchZombies, "Limit": ChurchZombieLimit}))
		return nil
	}
	s.note(ruleZombies, engine.Say("escaperules.church.zombie", "A zombie reached the church: {{.Zombies}} of {{.Limit}}.", engine.Args{"Zombies": s.ChurchZombies, "Limit": ChurchZombieLimit}))
	return nil
}

// removeChurchZombie takes a zombie back from the church.
func (s *State) removeChurchZombie() error {
	if s.ChurchZombies == 0 {
		return engine.Refusal(engine.Say("escaperules.church.none", "There is no zombie at the church to take back.", nil))
	}
	s.ChurchZombies--
	return nil
}
