package cityofhorror

// ApplyInvasion plays the invasion card of the current hour: the 00:00 card
// during setup, then one card in each turn's invasion phase. Card is the
// card the table entered; nil plays the card setup drew from the library.
// Zombie moves come first, then arrivals, then airdrops, then the leader.
type ApplyInvasion struct {
	Card *Card `json:"card,omitempty"`
}

// Kind names the action in a journal.
func (ApplyInvasion) Kind() string { return "apply-invasion" }

// CurrentHour is the hour whose invasion card is due or last played: 0
// during setup, else the turn.
func (s *State) CurrentHour() int {
	if s.Phase == PhaseSetup {
		return 0
	}
	return min(s.Turn, Turns)
}

func (a ApplyInvasion) apply(s *State) error {
	if s.Phase != PhaseSetup && s.Phase != PhaseInvasion {
		return refuse("an invasion card is played in the invasion phase (or the 00:00 card during setup); this is the %s phase", s.Phase)
	}
	h := s.CurrentHour()
	d := &s.Deck[h]
	if d.Applied {
		return refuse("the %s invasion card has already been played", HourName(h))
	}
	var c Card
	if a.Card == nil {
		if d.FromPack {
			return refuse("the %s card comes from the physical pack: enter what it shows", HourName(h))
		}
		c = d.Card
	} else {
		c = cloneCard(*a.Card)
		if err := c.Validate(); err != nil {
			return refuse("%v", err)
		}
		if c.Hour != h {
			return refuse("this is the %s card, but the %s card is due", HourName(c.Hour), HourName(h))
		}
		d.Card = c
	}
	d.Applied = true
	s.applyCard(c)
	return nil
}

func (s *State) applyCard(c Card) {
	for _, m := range c.Moves {
		if s.Zombies[m.From] > 0 {
			s.moveZombies(m.From, m.To, s.Zombies[m.From])
		}
	}
	for i, n := range c.Zombies {
		s.addZombies(AllLocs[i], n)
	}
	for _, ad := range c.Airdrops {
		if !ad.At.IsCorner() {
			s.note(ruleAirdrop, "No supplies fall on %s.", s.PlaceName(ad.At))
			continue
		}
		// Airdropped cards come face down from the action deck.
		k := min(ad.Cards, s.DeckLeft)
		if k < ad.Cards {
			s.note(ruleEmptyDeck, "The action deck had only %s left for %s, not %d.", count(k, "card", "cards"), s.PlaceName(ad.At), ad.Cards)
		}
		s.DeckLeft -= k
		s.Airdrops[ad.At].Cards += k
		n := min(ad.Antidotes, s.AntidoteReserve)
		if n < ad.Antidotes {
			s.note(ruleAntidotes, "The reserve had only %s left for %s, not %d.", count(n, "antidote", "antidotes"), s.PlaceName(ad.At), ad.Antidotes)
		}
		s.AntidoteReserve -= n
		s.Airdrops[ad.At].Antidotes += n
	}
	if c.LeaderSteps > 0 {
		s.stepLeader(c.LeaderSteps, "the invasion card")
	}
}
