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
		return engine.Refusal(engine.Say("mallrules.votes.truckPhase", "the truck is searched in phase A, not in {{.Phase}}", engine.Args{"Phase": s.Phase.Words()}))
	}
	if s.Searcher != NoWinner && a.Winner != s.Searcher {
		return engine.Refusal(engine.Say("mallrules.votes.chose", "the vote chose {{.Player}} to search the truck", engine.Args{"Player": s.who(s.Searcher)}))
	}
	if a.Winner == NoWinner {
		if a.GiveTo != NoWinner {
			return engine.Refusal(engine.Say("mallrules.votes.tiedNoCards", "after a tied vote nobody gets cards, so nobody can be given one", nil))
		}
		s.note(ruleTruckTie, engine.Say("mallrules.votes.truckTie", "The truck vote tied twice: nobody gets cards.", nil))
		s.enterElection()
		return nil
	}
	if err := s.checkSeat(a.Winner); err != nil {
		return err
	}
	if !s.hasCharacterIn(a.Winner, Parking) {
		return engine.Refusal(engine.Say("mallrules.votes.parkingOnly", "only a player with a character in the Parking can win the truck vote", nil))
	}
	w := s.who(a.Winner)
	if s.Deck == 1 {
		if a.GiveTo != NoWinner {
			return engine.Refusal(engine.Say("mallrules.votes.oneCard", "the truck holds only one card: {{.Player}} keeps it and has none to give", engine.Args{"Player": w}))
		}
		s.Players[a.Winner].Hand++
		s.Deck = 0
		s.note(ruleTruck, engine.Say("mallrules.votes.lastCard", "{{.Player}} takes the last card from the truck.", engine.Args{"Player": w}))
		s.enterElection()
		return nil
	}
	if err := s.checkSeat(a.GiveTo); err != nil {
		return engine.Refusal(engine.Say("mallrules.votes.giveTo", "the truck's winner gives one card to another player: {{.Why}}", engine.Args{"Why": wordsOf(err)}))
	}
	if a.GiveTo == a.Winner {
		return engine.Refusal(engine.Say("mallrules.votes.giveOther", "{{.Player}} must give one of the cards to another player", engine.Args{"Player": w}))
	}
	s.Players[a.Winner].Hand++
	s.Players[a.GiveTo].Hand++
	s.Deck -= 2
	if s.Deck > 0 {
		s.note(ruleTruck, engine.Say("mallrules.votes.keeps", "{{.Player}} keeps a card, gives one to {{.To}} and puts the third under the deck.", engine.Args{"Player": w, "To": s.who(a.GiveTo)}))
	} else {
		s.note(ruleTruck, engine.Say("mallrules.votes.empty", "{{.Player}} keeps a card and gives one to {{.To}}; the truck is now empty.", engine.Args{"Player": w, "To": s.who(a.GiveTo)}))
	}
	s.enterElection()
	return nil
}

// electChief applies phase B's vote.
func (s *State) electChief(a ElectChief) error {
	if s.Phase != PhaseElection {
		return engine.Refusal(engine.Say("mallrules.votes.electPhase", "the Chief is elected in phase B, not in {{.Phase}}", engine.Args{"Phase": s.Phase.Words()}))
	}
	if a.Winner == NoWinner {
		s.note(ruleElectionTie, engine.Say("mallrules.votes.electionTie", "The election tied twice: {{.Player}} stays Chief (not elected, so may not look at the dice).", engine.Args{"Player": s.who(s.Chief)}))
		s.closeVote()
		s.Phase = PhaseArrival
		return nil
	}
	if err := s.checkSeat(a.Winner); err != nil {
		return err
	}
	if !s.hasCharacterIn(a.Winner, SecurityHQ) {
		return engine.Refusal(engine.Say("mallrules.votes.hqOnly", "only a player with a character in the Security HQ can be elected Chief", nil))
	}
	s.Chief = a.Winner
	s.ChiefElected = true
	s.note(ruleElection, engine.Say("mallrules.votes.elected", "{{.Player}} is elected Chief of Security: they may look at the dice and choose a destination first.", engine.Args{"Player": s.who(a.Winner)}))
	s.closeVote()
	s.Phase = PhaseArrival
	return nil
}
