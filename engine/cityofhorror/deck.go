package cityofhorror

import (
	"slices"

	"hordekeeper/engine"
)

// TotalActionCards is how many action cards the box holds.
const TotalActionCards = 40

// cardPlay remembers the state before the last action card played (or the
// last cancellable power), for Pepper Spray and the Punk.
type cardPlay struct {
	before *State
	player Colour
	card   string
	// without is what still happens when the card is cancelled: a move
	// through a Back Door is then the move alone.
	without rule
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
	// Words is Text for the screens to put in the players' language.
	Words engine.Words `json:"-"`
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
	d.Words = engine.Say("cohrules.deck.count", "Action deck: {{.Left}} left, {{.Discard}} in the discard pile.", engine.Args{"Left": cardsW(d.Left), "Discard": cardsW(d.Discard)})
	if d.Left == 0 {
		d.Words = engine.Say("cohrules.deck.countempty", "Action deck: {{.Left}} left, {{.Discard}} in the discard pile. The deck is empty: the storeroom is bare, nobody draws a card any more.", engine.Args{"Left": cardsW(d.Left), "Discard": cardsW(d.Discard)})
	}
	d.Text = d.Words.String()
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
		s.tell(ruleEmptyDeck, engine.Say("cohrules.deck.short", "The action deck is empty: {{.Player}} draws {{.Cards}} instead of {{.Want}}.", engine.Args{"Player": s.LabelWords(c), "Cards": cardsW(k), "Want": n}))
	}
	return k
}

// discardFromHand puts one of a player's cards on the discard pile, to pay
// for a place's or a character's effect.
func (s *State) discardFromHand(c Colour, why engine.Words) error {
	p := s.Player(c)
	if p.Cards == 0 {
		return engine.Refusal(engine.Say("cohrules.deck.nodiscard", "{{.Player}} has no action card to discard {{.Why}}", engine.Args{"Player": s.LabelWords(c), "Why": why}))
	}
	p.Cards--
	s.DiscardPile++
	return nil
}

// takeFromDiscard moves a card from the discard pile to a player's hand;
// name, when given, is the card taken (it may then be played again).
func (s *State) takeFromDiscard(c Colour, name string) error {
	if s.DiscardPile == 0 {
		return engine.Refusal(engine.Say("cohrules.deck.emptydiscard", "the discard pile is empty: there is no card to take", nil))
	}
	if name != "" {
		if _, ok := s.cardCopies(name); !ok {
			return engine.Refusal(engine.Say("cohrules.cards.unknown", "\"{{.Card}}\" is not an action card of the box", engine.Args{"Card": name}))
		}
		if s.Played[name] == 0 {
			return engine.Refusal(engine.Say("cohrules.deck.notindiscard", "no {{.Card}} lies in the discard pile", engine.Args{"Card": CardWords(name)}))
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
	if _, err := s.playerOrRefusal(a.Player); err != nil {
		return err
	}
	if a.Count < 1 || a.Count > TotalActionCards {
		return engine.Refusal(engine.Say("cohrules.deck.drawcount", "draw between 1 and {{.Max}} cards, not {{.Count}}", engine.Args{"Max": TotalActionCards, "Count": a.Count}))
	}
	if s.DeckLeft == 0 {
		return engine.Refusal(engine.Say("cohrules.deck.empty", "the action deck is empty: the storeroom is bare and nobody draws a card any more", nil))
	}
	s.drawCards(a.Player, a.Count)
	return nil
}

// forWords says what a discarded card pays for: "for the Church".
func forWords(what engine.Words) engine.Words {
	return engine.Say("cohrules.deck.for", "for {{.What}}", engine.Args{"What": what})
}
