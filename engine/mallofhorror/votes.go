package mallofhorror

import "hordekeeper/engine"

// NoWinner is the seat a vote records when its second ballot tied.
const NoWinner = -1

// voteAhead tells whether a vote is coming that a Threat could sway.
func (s State) voteAhead() bool {
	switch s.Phase {
	case PhaseTruck:
		return s.Searcher == NoWinner // once counted, the truck vote is over
	case PhaseElection:
		return true
	case PhaseAttack:
		return s.AttackAt.Valid()
	}
	return false
}

// hasCharacterIn tells whether a seat has a living character in l.
func (s State) hasCharacterIn(seat int, l Location) bool {
	for _, c := range s.Characters {
		if c.Owner == seat && c.Alive() && c.Location == l {
			return true
		}
	}
	return false
}

// truckSearch applies phase A's vote.
func (s *State) truckSearch(a TruckSearch) error {
	if s.Phase != PhaseTruck {
		return engine.Refuse("the truck is searched in phase A, not in %s", s.Phase)
	}
	if s.Searcher != NoWinner && a.Winner != s.Searcher {
		return engine.Refuse("the vote chose %s to search the truck", s.Players[s.Searcher].Label())
	}
	if a.Winner == NoWinner {
		if a.GiveTo != NoWinner {
			return engine.Refuse("after a tied vote nobody gets cards, so nobody can be given one")
		}
		s.note(ruleTruckTie, "The truck vote tied twice: nobody gets cards.")
		s.enterElection()
		return nil
	}
	if err := s.checkSeat(a.Winner); err != nil {
		return err
	}
	if !s.hasCharacterIn(a.Winner, Parking) {
		return engine.Refuse("only a player with a character in the Parking can win the truck vote")
	}
	w := s.Players[a.Winner].Label()
	if s.Deck == 1 {
		if a.GiveTo != NoWinner {
			return engine.Refuse("the truck holds only one card: %s keeps it and has none to give", w)
		}
		s.Players[a.Winner].Hand++
		s.Deck = 0
		s.note(ruleTruck, "%s takes the last card from the truck.", w)
		s.enterElection()
		return nil
	}
	if err := s.checkSeat(a.GiveTo); err != nil {
		return engine.Refuse("the truck's winner gives one card to another player: %v", err)
	}
	if a.GiveTo == a.Winner {
		return engine.Refuse("%s must give one of the cards to another player", w)
	}
	s.Players[a.Winner].Hand++
	s.Players[a.GiveTo].Hand++
	s.Deck -= 2
	if s.Deck > 0 {
		s.note(ruleTruck, "%s keeps a card, gives one to %s and puts the third under the deck.", w, s.Players[a.GiveTo].Label())
	} else {
		s.note(ruleTruck, "%s keeps a card and gives one to %s; the truck is now empty.", w, s.Players[a.GiveTo].Label())
	}
	s.enterElection()
	return nil
}

// electChief applies phase B's vote.
func (s *State) electChief(a ElectChief) error {
	if s.Phase != PhaseElection {
		return engine.Refuse("the Chief is elected in phase B, not in %s", s.Phase)
	}
	if a.Winner == NoWinner {
		s.note(ruleElectionTie, "The election tied twice: %s stays Chief (not elected, so may not look at the dice).", s.Players[s.Chief].Label())
		s.closeVote()
		s.Phase = PhaseArrival
		return nil
	}
	if err := s.checkSeat(a.Winner); err != nil {
		return err
	}
	if !s.hasCharacterIn(a.Winner, SecurityHQ) {
		return engine.Refuse("only a player with a character in the Security HQ can be elected Chief")
	}
	s.Chief = a.Winner
	s.ChiefElected = true
	s.note(ruleElection, "%s is elected Chief of Security: they may look at the dice and choose a destination first.", s.Players[a.Winner].Label())
	s.closeVote()
	s.Phase = PhaseArrival
	return nil
}
