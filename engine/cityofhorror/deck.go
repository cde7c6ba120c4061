package cityofhorror

import "slices"

// TotalActionCards is how many action cards the box holds.
const TotalActionCards = 40

// cardPlay remembers the state before the last action card played (or the
// last cancellable power), for Pepper Spray and the Punk.
type cardPlay struct {
	before *State
	player Colour
	card   string
}

// DeckCount is the action deck as the table sees it: the cards left on the
// military truck, the discard pile, the cards in hands and waiting on the
// places. The rulebook never reshuffles: once the deck is empty, nobody
// draws or adds a card.
type DeckCount struct {
	Left    int `json:"left"`
	Discard int `json:"discard"`
	InHands int `json:"inHands"`
	OnPlace int `json:"onPlaces"`
	Text    string
}

// ActionCards counts the action cards where they are.
func (s *State) ActionCards() DeckCount {
	d := DeckCount{Left: s.DeckLeft, Discard: s.DiscardPile}
	for _, p := range s.Players {
		d.InHands += p.Cards
	}
	for _, it := range s.Airdrops {
		d.OnPlace += it.Cards
	}
	d.Text = "Action deck: " + count(d.Left, "card", "cards") + " left, " + count(d.Discard, "card", "cards") + " in the discard pile."
	if d.Left == 0 {
		d.Text += " The deck is empty: the storeroom is bare, nobody draws a card any more."
	}
	return d
}

// drawCards moves up to n cards from the deck to a player's hand and
// returns how many came; an empty deck gives none (no reshuffle).
func (s *State) drawCards(c Colour, n int) int {
	p := s.Player(c)
	k := min(n, s.DeckLeft)
	s.DeckLeft -= k
	p.Cards += k
	if k < n {
		s.note(ruleEmptyDeck, "The action deck is empty: %s draws %s instead of %d.", s.Label(c), count(k, "card", "cards"), n)
	}
	return k
}

// discardFromHand puts one of a player's cards on the discard pile, to pay
// for a place's or a character's effect.
func (s *State) discardFromHand(c Colour, why string) error {
	p := s.Player(c)
	if p.Cards == 0 {
		return refuse("%s has no action card to discard %s", s.Label(c), why)
	}
	p.Cards--
	s.DiscardPile++
	return nil
}

// takeFromDiscard moves a card from the discard pile to a player's hand;
// name, when given, is the card taken (it may then be played again).
func (s *State) takeFromDiscard(c Colour, name string) error {
	if s.DiscardPile == 0 {
		return refuse("the discard pile is empty: there is no card to take")
	}
	if name != "" {
		if _, ok := s.cardCopies(name); !ok {
			return refuse("%q is not an action card of the box", name)
		}
		if s.Played[name] == 0 {
			return refuse("no %s lies in the discard pile", name)
		}
		s.Played[name]--
	}
	s.DiscardPile--
	s.Player(c).Cards++
	return nil
}

// cardCopies is how many copies of a named card the deck holds under the
// table's settings (the Gun and Makeshift Bomb counts differ).
func (s *State) cardCopies(name string) (int, bool) {
	i := slices.IndexFunc(s.Settings.ActionDeck(), func(c ActionCardCount) bool { return c.Name == name })
	if i < 0 {
		return 0, false
	}
	return s.Settings.ActionDeck()[i].Count, true
}

// DrawCards gives a player cards from the top of the deck (a correction,
// or an effect the table played by hand). An empty deck gives nothing.
type DrawCards struct {
	Player Colour `json:"player"`
	Count  int    `json:"count"`
}

// Kind names the action in a journal.
func (DrawCards) Kind() string { return "draw-cards" }

func (a DrawCards) apply(s *State) error {
	if _, err := s.playerOrRefuse(a.Player); err != nil {
		return err
	}
	if a.Count < 1 || a.Count > TotalActionCards {
		return refuse("draw between 1 and %d cards, not %d", TotalActionCards, a.Count)
	}
	if s.DeckLeft == 0 {
		return refuse("the action deck is empty: the storeroom is bare and nobody draws a card any more")
	}
	s.drawCards(a.Player, a.Count)
	return nil
}
