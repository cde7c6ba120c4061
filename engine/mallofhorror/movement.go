package mallofhorror

import "hordekeeper/engine"

// chiefAnnounces records the elected Chief's destination, said aloud first.
func (s *State) chiefAnnounces(a ChiefAnnounces) error {
	if s.Phase != PhaseDestinations {
		return engine.Refuse("destinations are chosen in phase D, not in %s", s.Phase)
	}
	if !s.ChiefElected {
		return engine.Refuse("the Chief was not elected this round, so everyone chooses at the same time")
	}
	if s.Announced != 0 {
		return engine.Refuse("the Chief already announced %s", s.Announced)
	}
	if err := s.checkDestination(a.Destination); err != nil {
		return err
	}
	if s.MustMove && s.allIn(s.Chief, a.Destination) {
		return engine.Refuse("every character of %s already stands in %s, and a player must move a character: announce another destination", s.Players[s.Chief].Label(), a.Destination)
	}
	s.Announced = a.Destination
	return nil
}

// checkDestination says why a location cannot be chosen as a destination.
func (s State) checkDestination(l Location) error {
	if err := checkLocation(l); err != nil {
		return err
	}
	if s.IsClosed(l) {
		return engine.Refuse("%s is closed and cannot be chosen", l)
	}
	return nil
}

// revealDestinations records the wheels shown at once, then runs what
// follows on its own: zombies of eliminated players, zombies by the dice,
// condemnation; then the moves begin from the Chief.
func (s *State) revealDestinations(a RevealDestinations) error {
	if s.Phase != PhaseDestinations {
		return engine.Refuse("destinations are revealed in phase D, not in %s", s.Phase)
	}
	if s.ChiefElected && s.Announced == 0 {
		return engine.Refuse("the elected Chief announces a destination before the others choose")
	}
	if len(a.To) != len(s.Players) {
		return engine.Refuse("give one destination per player: %d, not %d", len(s.Players), len(a.To))
	}
	for seat, l := range a.To {
		who := s.Players[seat].Label()
		if s.Eliminated(seat) {
			if l == 0 {
				continue
			}
			if !s.ReturnsAsZombie(seat) {
				return engine.Refuse("%s lost their last character before the last round and no longer places a zombie (table setting: the zombie comes back in the next round only)", who)
			}
			if err := s.checkDestination(l); err != nil {
				return engine.Refuse("%s's zombie: %v", who, err)
			}
			continue
		}
		if l == 0 {
			return engine.Refuse("%s must choose a destination", who)
		}
		if err := s.checkDestination(l); err != nil {
			return engine.Refuse("%s: %v", who, err)
		}
		if seat == s.Chief && s.ChiefElected && l != s.Announced {
			return engine.Refuse("%s announced %s and must go there", who, s.Announced)
		}
		if s.MustMove && s.allIn(seat, l) {
			return engine.Refuse("every character of %s already stands in %s, and a player must move a character: choose another destination (a Sprint played while moving may still bring one back)", who, l)
		}
	}
	s.Destinations = append([]Location(nil), a.To...)
	// End of phase D: players without characters return as zombies.
	for seat, l := range a.To {
		if s.Eliminated(seat) && l != 0 {
			s.Zombies[l]++
			s.note(ruleZombiePlayer, "%s returns as a zombie at %s.", s.Players[seat].Label(), l)
		}
	}
	// Phase E: the dice come out, then empty locations may be condemned.
	s.Phase = PhaseMovement
	s.DiceRevealed = true
	s.placeZombiesByDice(s.secretDice, "The Chief")
	s.condemn()
	s.Moved = make([]bool, len(s.Players))
	for seat := range s.Players {
		if s.Eliminated(seat) {
			s.Moved[seat] = true
		}
	}
	s.afterMove()
	return nil
}

// allIn tells whether every living character of a seat stands in l.
func (s State) allIn(seat int, l Location) bool {
	for _, c := range s.Characters {
		if c.Owner == seat && c.Alive() && c.Location != l {
			return false
		}
	}
	return s.livingOf(seat) > 0
}

// ReturnsAsZombie tells whether a player without characters places a zombie
// this round: every round, or with the ZombieOnlyNextRound setting only in
// the round after they lost their last character.
func (s State) ReturnsAsZombie(seat int) bool {
	if seat < 0 || seat >= len(s.Players) || !s.Eliminated(seat) {
		return false
	}
	if !s.ZombieOnlyNextRound {
		return true
	}
	last := 0
	for _, c := range s.Characters {
		if c.Owner == seat {
			last = max(last, c.DiedInRound)
		}
	}
	return last == s.Round-1
}

// Mover is the seat whose turn it is to move (phase E): from the Chief,
// clockwise, players with characters.
func (s State) Mover() (int, bool) {
	if s.Phase != PhaseMovement {
		return 0, false
	}
	seat := s.Chief
	for range s.Players {
		if !s.Moved[seat] {
			return seat, true
		}
		seat = s.next(seat)
	}
	return 0, false
}

// move applies one player's move.
func (s *State) move(a Move) error {
	if s.Phase != PhaseMovement {
		return engine.Refuse("characters move in phase E, not in %s", s.Phase)
	}
	if err := s.checkSeat(a.Player); err != nil {
		return err
	}
	if m, _ := s.Mover(); m != a.Player {
		return engine.Refuse("it is %s's turn to move", s.Players[m].Label())
	}
	c, err := s.character(CharRef{Player: a.Player, Kind: a.Character})
	if err != nil {
		return err
	}
	if !c.Alive() {
		return engine.Refuse("%s is dead", s.charLabel(c.Ref()))
	}
	dest := s.Destinations[a.Player]
	who := s.Players[a.Player].Label()
	if a.Sprint != 0 {
		if err := s.checkDestination(a.Sprint); err != nil {
			return engine.Refuse("Sprint: %v", err)
		}
		if err := s.spendCard(a.Player, Sprint); err != nil {
			return err
		}
		s.note(ruleSprint, "%s plays a Sprint: %s instead of %s.", who, a.Sprint, dest)
		dest = a.Sprint
	} else if c.Location == dest {
		for _, o := range s.Characters {
			if o.Owner == a.Player && o.Alive() && o.Location != dest {
				return engine.Refuse("%s is already in %s: move a character that is elsewhere (or play a Sprint to stay)", s.charLabel(c.Ref()), dest)
			}
		}
	}
	switch {
	case c.Location == dest:
		s.note(ruleMove, "%s stays in %s.", s.charLabel(c.Ref()), dest)
	case s.IsClosed(dest):
		c.Location = Parking
		s.note(ruleFull, "%s was condemned, so %s goes to the Parking.", dest, s.charLabel(c.Ref()))
	case s.IsFull(dest):
		c.Location = Parking
		s.note(ruleFull, "%s is full, so %s goes to the Parking.", dest, s.charLabel(c.Ref()))
	default:
		c.Location = dest
	}
	s.Moved[a.Player] = true
	s.afterMove()
	return nil
}

// afterMove starts phase F once everyone has moved.
func (s *State) afterMove() {
	if _, ok := s.Mover(); ok {
		return
	}
	s.Phase = PhaseAttack
	s.bonusZombies()
	s.AttackAt = 0
	s.advanceAttack()
}
