package mallofhorror

import "hordekeeper/engine"

// chiefAnnounces records the elected Chief's destination, said aloud first.
func (s *State) chiefAnnounces(a ChiefAnnounces) error {
	if s.Phase != PhaseDestinations {
		return engine.Refusal(engine.Say("mallrules.movement.choosePhase", "destinations are chosen in phase D, not in {{.Phase}}", engine.Args{"Phase": s.Phase.Words()}))
	}
	if !s.ChiefElected {
		return engine.Refusal(engine.Say("mallrules.movement.notElected", "the Chief was not elected this round, so everyone chooses at the same time", nil))
	}
	if s.Announced != 0 {
		return engine.Refusal(engine.Say("mallrules.movement.announced", "the Chief already announced {{.Location}}", engine.Args{"Location": s.Announced.Words()}))
	}
	if err := s.checkDestination(a.Destination); err != nil {
		return err
	}
	if s.MustMove && s.allIn(s.Chief, a.Destination) {
		return engine.Refusal(engine.Say("mallrules.movement.chiefMustMove", "every character of {{.Player}} already stands in {{.Location}}, and a player must move a character: announce another destination", engine.Args{"Player": s.who(s.Chief), "Location": a.Destination.Words()}))
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
		return engine.Refusal(engine.Say("mallrules.movement.closed", "{{.Location}} is closed and cannot be chosen", engine.Args{"Location": l.Words()}))
	}
	return nil
}

// revealDestinations records the wheels shown at once, then runs what
// follows on its own: zombies of eliminated players, zombies by the dice,
// condemnation; then the moves begin from the Chief.
func (s *State) revealDestinations(a RevealDestinations) error {
	if s.Phase != PhaseDestinations {
		return engine.Refusal(engine.Say("mallrules.movement.revealPhase", "destinations are revealed in phase D, not in {{.Phase}}", engine.Args{"Phase": s.Phase.Words()}))
	}
	if s.ChiefElected && s.Announced == 0 {
		return engine.Refusal(engine.Say("mallrules.movement.announceFirst", "the elected Chief announces a destination before the others choose", nil))
	}
	if len(a.To) != len(s.Players) {
		return engine.Refusal(engine.Say("mallrules.movement.count", "give one destination per player: {{.Want}}, not {{.Got}}", engine.Args{"Want": len(s.Players), "Got": len(a.To)}))
	}
	for seat, l := range a.To {
		who := s.who(seat)
		if s.Eliminated(seat) {
			if l == 0 {
				continue
			}
			if !s.ReturnsAsZombie(seat) {
				return engine.Refusal(engine.Say("mallrules.movement.noZombie", "{{.Player}} lost their last character before the last round and no longer places a zombie (table setting: the zombie comes back in the next round only)", engine.Args{"Player": who}))
			}
			if err := s.checkDestination(l); err != nil {
				return engine.Refusal(engine.Say("mallrules.movement.zombie", "{{.Player}}'s zombie: {{.Why}}", engine.Args{"Player": who, "Why": wordsOf(err)}))
			}
			continue
		}
		if l == 0 {
			return engine.Refusal(engine.Say("mallrules.movement.must", "{{.Player}} must choose a destination", engine.Args{"Player": who}))
		}
		if err := s.checkDestination(l); err != nil {
			return engine.Refusal(engine.Say("mallrules.movement.whose", "{{.Player}}: {{.Why}}", engine.Args{"Player": who, "Why": wordsOf(err)}))
		}
		if seat == s.Chief && s.ChiefElected && l != s.Announced {
			return engine.Refusal(engine.Say("mallrules.movement.mustGo", "{{.Player}} announced {{.Location}} and must go there", engine.Args{"Player": who, "Location": s.Announced.Words()}))
		}
		if s.MustMove && s.allIn(seat, l) {
			return engine.Refusal(engine.Say("mallrules.movement.mustMove", "every character of {{.Player}} already stands in {{.Location}}, and a player must move a character: choose another destination (a Sprint played while moving may still bring one back)", engine.Args{"Player": who, "Location": l.Words()}))
		}
	}
	s.Destinations = append([]Location(nil), a.To...)
	// End of phase D: players without characters return as zombies.
	for seat, l := range a.To {
		if s.Eliminated(seat) && l != 0 {
			s.Zombies[l]++
			s.note(ruleZombiePlayer, engine.Say("mallrules.movement.returns", "{{.Player}} returns as a zombie at {{.Location}}.", engine.Args{"Player": s.who(seat), "Location": l.Words()}))
		}
	}
	// Phase E: the dice come out, then empty locations may be condemned.
	s.Phase = PhaseMovement
	s.DiceRevealed = true
	s.placeZombiesByDice(s.secretDice, false)
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
		return engine.Refusal(engine.Say("mallrules.movement.movePhase", "characters move in phase E, not in {{.Phase}}", engine.Args{"Phase": s.Phase.Words()}))
	}
	if err := s.checkSeat(a.Player); err != nil {
		return err
	}
	if m, _ := s.Mover(); m != a.Player {
		return engine.Refusal(engine.Say("mallrules.movement.turn", "it is {{.Player}}'s turn to move", engine.Args{"Player": s.who(m)}))
	}
	c, err := s.character(CharRef{Player: a.Player, Kind: a.Character})
	if err != nil {
		return err
	}
	if !c.Alive() {
		return engine.Refusal(engine.Say("mallrules.movement.dead", "{{.Character}} is dead", engine.Args{"Character": s.charWords(c.Ref())}))
	}
	dest := s.Destinations[a.Player]
	who := s.who(a.Player)
	if a.Sprint != 0 {
		if err := s.checkDestination(a.Sprint); err != nil {
			return engine.Refusal(engine.Say("mallrules.movement.sprint", "Sprint: {{.Why}}", engine.Args{"Why": wordsOf(err)}))
		}
		if err := s.spendCard(a.Player, Sprint); err != nil {
			return err
		}
		s.note(ruleSprint, engine.Say("mallrules.movement.sprinted", "{{.Player}} plays a Sprint: {{.Sprint}} instead of {{.Location}}.", engine.Args{"Player": who, "Sprint": a.Sprint.Words(), "Location": dest.Words()}))
		dest = a.Sprint
		// The Sprint changes the player's destination (the rules' words):
		// the table reads where they went, not the wheel.
		s.Destinations[a.Player] = dest
	} else if c.Location == dest {
		for _, o := range s.Characters {
			if o.Owner == a.Player && o.Alive() && o.Location != dest {
				return engine.Refusal(engine.Say("mallrules.movement.already", "{{.Character}} is already in {{.Location}}: move a character that is elsewhere (or play a Sprint to stay)", engine.Args{"Character": s.charWords(c.Ref()), "Location": dest.Words()}))
			}
		}
	}
	switch {
	case c.Location == dest:
		s.note(ruleMove, engine.Say("mallrules.movement.stays", "{{.Character}} stays in {{.Location}}.", engine.Args{"Character": s.charWords(c.Ref()), "Location": dest.Words()}))
	case s.IsClosed(dest):
		c.Location = Parking
		s.note(ruleFull, engine.Say("mallrules.movement.condemned", "{{.Location}} was condemned, so {{.Character}} goes to the Parking.", engine.Args{"Character": s.charWords(c.Ref()), "Location": dest.Words()}))
	case s.IsFull(dest):
		c.Location = Parking
		s.note(ruleFull, engine.Say("mallrules.movement.full", "{{.Location}} is full, so {{.Character}} goes to the Parking.", engine.Args{"Character": s.charWords(c.Ref()), "Location": dest.Words()}))
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
