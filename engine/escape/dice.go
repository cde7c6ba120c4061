package escape

import "fmt"

// player returns the seat's player or says that there is no such seat.
func (s *State) player(seat int) (*Player, error) {
	if seat < 0 || seat >= len(s.Players) {
		return nil, fmt.Errorf("there is no player %d at this table of %d", seat+1, len(s.Players))
	}
	return &s.Players[seat], nil
}

// takeDie removes one die from a survivor and explains it in a notice. A
// survivor with no die left loses nothing, and a notice says so.
func (s *State) takeDie(seat int, l Loss) {
	p := &s.Players[seat]
	if p.Dice == 0 {
		s.notef("%s had no die left to lose (%s).", p.Label(), l.Reason.Describe())
		return
	}
	p.Dice--
	p.Losses = append(p.Losses, l)
	s.notef("%s loses a die for the rest of the game (%s): %d left.", p.Label(), l.Reason.Describe(), p.Dice)
	if p.Dice == 0 {
		s.notef("%s has no dice left and can no longer roll; the rules say nothing more, so the game goes on.", p.Label())
	}
}

// loseDie applies a LoseDie.
func (s *State) loseDie(a LoseDie) error {
	p, err := s.player(a.Player)
	if err != nil {
		return err
	}
	if !a.Reason.Valid() {
		return fmt.Errorf("%q is not a reason to lose a die (door-slam, van or other)", a.Reason)
	}
	if a.Countdown < 0 || a.Countdown > Countdowns {
		return fmt.Errorf("there is no countdown %d; the soundtrack has %d", a.Countdown, Countdowns)
	}
	if p.Dice == 0 {
		return fmt.Errorf("%s has no die left to lose", p.Label())
	}
	s.takeDie(a.Player, Loss{Reason: a.Reason, Countdown: a.Countdown, Note: a.Note})
	return nil
}

// endCountdown marks countdown c as ended, refusing one already past.
func (s *State) endCountdown(c int) error {
	if c <= s.CountdownsEnded {
		return fmt.Errorf("countdown %d has already ended", c)
	}
	for k := s.CountdownsEnded + 1; k < c; k++ {
		s.notef("Countdown %d was not recorded; it counts as ended without losses.", k)
	}
	s.CountdownsEnded = c
	return nil
}

// missedReturn applies the door-slam rule of the first two countdowns.
func (s *State) missedReturn(a MissedReturn) error {
	if a.Countdown < 1 || a.Countdown > 2 {
		if a.Countdown == Countdowns {
			return fmt.Errorf("the third countdown ends the game: record the escape or the time-up instead")
		}
		return fmt.Errorf("the door slams only at the end of countdowns 1 and 2, not %d", a.Countdown)
	}
	if s.Phase == Van && len(a.Players) > 0 {
		return fmt.Errorf("in phase 2 the survivors ride together: no one misses the door; at the end of the second countdown the van rule applies instead")
	}
	seen := map[int]bool{}
	for _, seat := range a.Players {
		if _, err := s.player(seat); err != nil {
			return err
		}
		if seen[seat] {
			return fmt.Errorf("%s is listed twice; each survivor loses one die per countdown", s.Players[seat].Label())
		}
		seen[seat] = true
	}
	if err := s.endCountdown(a.Countdown); err != nil {
		return err
	}
	if len(a.Players) == 0 {
		s.notef("Countdown %d ended with everyone safe.", a.Countdown)
	}
	for _, seat := range a.Players {
		s.takeDie(seat, Loss{Reason: DoorSlam, Countdown: a.Countdown})
	}
	s.notePlayersReturn(a.Countdown)
	return nil
}

// notePlayersReturn reminds the table what follows a countdown in phase 1.
func (s *State) notePlayersReturn(c int) {
	if s.Phase == Collect {
		s.notef("After countdown %d: every survivor who missed it goes to the church, and each special building without an item gets a new one.", c)
	}
}

// vanMissed applies the van rule: in phase 2 the van must be back at the
// church by the end of the second countdown, or everyone loses a die.
func (s *State) vanMissed(a VanMissed) error {
	if s.Phase != Van {
		return fmt.Errorf("the van rule applies only in phase 2; in phase 1 list the survivors who missed the door")
	}
	switch a.Countdown {
	case 2:
	case 1:
		return fmt.Errorf("the van need not be back at the end of the first countdown: the van rule applies only at the end of the second")
	case Countdowns:
		return fmt.Errorf("the third countdown ends the game: record the escape or the time-up instead")
	default:
		return fmt.Errorf("there is no countdown %d; the van rule applies at the end of the second", a.Countdown)
	}
	if err := s.endCountdown(a.Countdown); err != nil {
		return err
	}
	for seat := range s.Players {
		s.takeDie(seat, Loss{Reason: VanRule, Countdown: a.Countdown})
	}
	return nil
}
