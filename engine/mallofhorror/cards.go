package mallofhorror

import (
	"encoding/json"
	"fmt"
	"hordekeeper/engine"
	"strings"
)

// Card is a kind of action card. The deck holds 21: three of each kind.
type Card int

// The seven kinds of action card.
const (
	Threat Card = iota
	SecurityCamera
	Sprint
	Hardware
	Hidden
	Weapon1
	Weapon2
	numCards
)

// CardsPerKind is how many cards of each kind the deck holds.
const CardsPerKind = 3

// DeckSize is how many action cards the game has.
const DeckSize = int(numCards) * CardsPerKind

var cardNames = [...]string{"threat", "security-camera", "sprint", "hardware", "hidden", "weapon-1", "weapon-2"}
var cardTitles = [...]string{"Threat", "Security Camera", "Sprint", "Hardware", "Hidden", "Weapon (kills 1)", "Weapon (kills 2)"}

// Cards lists the seven kinds of card.
func Cards() []Card {
	return []Card{Threat, SecurityCamera, Sprint, Hardware, Hidden, Weapon1, Weapon2}
}

// Valid tells whether c is one of the seven kinds.
func (c Card) Valid() bool { return c >= 0 && c < numCards }

// String is the card's title, e.g. "Security Camera".
func (c Card) String() string {
	if !c.Valid() {
		return fmt.Sprintf("card %d", int(c))
	}
	return cardTitles[c]
}

// Kills is how many zombies a weapon card kills (0 for other cards).
func (c Card) Kills() int {
	switch c {
	case Weapon1:
		return 1
	case Weapon2:
		return 2
	}
	return 0
}

// MarshalJSON writes the card by name, e.g. "security-camera".
func (c Card) MarshalJSON() ([]byte, error) {
	if !c.Valid() {
		return nil, fmt.Errorf("there is no card kind %d", int(c))
	}
	return json.Marshal(cardNames[c])
}

// UnmarshalJSON reads a card by name.
func (c *Card) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return fmt.Errorf("a card is written by name: %v", err)
	}
	for i, n := range cardNames {
		if strings.EqualFold(s, n) {
			*c = Card(i)
			return nil
		}
	}
	return fmt.Errorf("%q is not an action card (%s)", s, strings.Join(cardNames[:], ", "))
}

// CardsInPlay is how many cards are held or in the deck: every card not yet
// played.
func (s State) CardsInPlay() int {
	n := s.Deck
	for _, p := range s.Players {
		n += p.Hand
	}
	return n
}

// spendCard takes a card of kind c from a player's hand, or says why not.
func (s *State) spendCard(seat int, c Card) error {
	if !c.Valid() {
		return engine.Refusal(engine.Say("mallrules.cards.noKind", "there is no card kind {{.Number}}", engine.Args{"Number": int(c)}))
	}
	p := &s.Players[seat]
	if s.Eliminated(seat) {
		return engine.Refusal(engine.Say("mallrules.cards.eliminated", "{{.Player}} has no characters left and can no longer play cards", engine.Args{"Player": p.LabelWords()}))
	}
	if p.Hand == 0 {
		return engine.Refusal(engine.Say("mallrules.cards.noCards", "{{.Player}} holds no cards", engine.Args{"Player": p.LabelWords()}))
	}
	if s.Played[c] >= CardsPerKind {
		return engine.Refusal(engine.Say("mallrules.cards.allPlayed", "all {{.Count}} {{.Card}} cards have been played already", engine.Args{"Count": CardsPerKind, "Card": c.Words()}))
	}
	p.Hand--
	s.Played[c]++
	return nil
}

// playCard applies a PlayCard: the card's effect, if the phase allows it.
func (s *State) playCard(a PlayCard) error {
	if err := s.checkSeat(a.Player); err != nil {
		return err
	}
	if !a.Card.Valid() {
		return engine.Refusal(engine.Say("mallrules.cards.noKind", "there is no card kind {{.Number}}", engine.Args{"Number": int(a.Card)}))
	}
	who := s.who(a.Player)
	if s.Tied != nil {
		return engine.Refusal(engine.Say("mallrules.cards.betweenVotes", "no card may be played between a vote and its re-vote", nil))
	}
	switch a.Card {
	case Threat:
		if !s.voteAhead() {
			return engine.Refusal(engine.Say("mallrules.cards.threatWhen", "a Threat adds a vote: play it before a vote (the truck, the election or a zombie attack)", nil))
		}
		if err := s.checkThreatVoter(a.Player); err != nil && s.Rules >= 1 { // version 0 took it: legacy.go
			return err
		}
	case SecurityCamera:
		if s.Phase != PhaseArrival || !s.DiceRolled {
			return engine.Refusal(engine.Say("mallrules.cards.cameraWhen", "a Security Camera is played once the zombie dice are rolled, before destinations", nil))
		}
		if s.MaySeeDice(a.Player) {
			return engine.Refusal(engine.Say("mallrules.cards.seesDice", "{{.Player}} already sees the dice", engine.Args{"Player": who}))
		}
	case Sprint:
		return engine.Refusal(engine.Say("mallrules.cards.sprintWhen", "a Sprint is played while moving: choose it in the move", nil))
	case Hardware, Hidden, Weapon1, Weapon2:
		if err := s.checkAttackCard(a); err != nil {
			return err
		}
	}
	if err := s.spendCard(a.Player, a.Card); err != nil {
		return err
	}
	switch a.Card {
	case Threat:
		if a.Player < len(s.Threats) {
			s.Threats[a.Player]++
		}
		s.note(ruleThreat, engine.Say("mallrules.cards.threat", "{{.Player}} plays a Threat: one more vote.", engine.Args{"Player": who}))
	case SecurityCamera:
		s.Peekers[a.Player] = true
		s.note(ruleCamera, engine.Say("mallrules.cards.camera", "{{.Player}} plays a Security Camera and may look at the dice privately.", engine.Args{"Player": who}))
	default:
		s.attackCard(a)
	}
	return nil
}
