package cityofhorror

import "hordekeeper/engine"

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
		return engine.Refusal(engine.Say("cohrules.invasion.phase", "an invasion card is played in the invasion phase (or the 00:00 card during setup); this is the {{.Phase}} phase", engine.Args{"Phase": s.Phase.Words()}))
	}
	h := s.CurrentHour()
	d := &s.Deck[h]
	if d.Applied {
		return engine.Refusal(engine.Say("cohrules.invasion.played", "the {{.Hour}} invasion card has already been played", engine.Args{"Hour": HourName(h)}))
	}
	var c Card
	if a.Card == nil {
		if d.FromPack {
			return engine.Refusal(engine.Say("cohrules.invasion.pack", "the {{.Hour}} card comes from the physical pack: enter what it shows", engine.Args{"Hour": HourName(h)}))
		}
		c = d.Card
	} else {
		c = cloneCard(*a.Card)
		if err := c.Validate(); err != nil {
			return err
		}
		if c.Hour != h {
			return engine.Refusal(engine.Say("cohrules.invasion.due", "this is the {{.Hour}} card, but the {{.Due}} card is due", engine.Args{"Hour": HourName(c.Hour), "Due": HourName(h)}))
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
			s.tell(ruleAirdrop, engine.Say("cohrules.invasion.noairdrop", "No supplies fall on {{.Place}}.", engine.Args{"Place": s.PlaceWords(ad.At)}))
			continue
		}
		// Airdropped cards come face down from the action deck.
		k := min(ad.Cards, s.DeckLeft)
		if k < ad.Cards {
			s.tell(ruleEmptyDeck, engine.Say("cohrules.invasion.shortcards", "The action deck had only {{.Cards}} left for {{.Place}}, not {{.Want}}.", engine.Args{"Cards": cardsW(k), "Place": s.PlaceWords(ad.At), "Want": ad.Cards}))
		}
		s.DeckLeft -= k
		s.Airdrops[ad.At].Cards += k
		n := min(ad.Antidotes, s.AntidoteReserve)
		if n < ad.Antidotes {
			s.tell(ruleAntidotes, engine.Say("cohrules.invasion.shortantidotes", "The reserve had only {{.Antidotes}} left for {{.Place}}, not {{.Want}}.", engine.Args{"Antidotes": antidotesW(n), "Place": s.PlaceWords(ad.At), "Want": ad.Antidotes}))
		}
		s.AntidoteReserve -= n
		s.Airdrops[ad.At].Antidotes += n
	}
	if c.LeaderSteps > 0 {
		s.stepLeader(c.LeaderSteps, engine.Say("cohrules.invasion.why.card", "the invasion card", nil))
	}
}
