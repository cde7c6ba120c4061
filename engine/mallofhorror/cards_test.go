package mallofhorror

import (
	"encoding/json"
	"testing"
)

// TestTwentyOneCards: three of each of seven kinds.
func TestTwentyOneCards(t *testing.T) {
	if len(Cards()) != 7 || DeckSize != 21 || CardsPerKind != 3 {
		t.Fatal("deck")
	}
	for _, c := range Cards() {
		b, err := json.Marshal(c)
		if err != nil {
			t.Fatal(err)
		}
		var back Card
		if err := json.Unmarshal(b, &back); err != nil || back != c {
			t.Fatalf("%s: %v", c, err)
		}
	}
	if Weapon1.Kills() != 1 || Weapon2.Kills() != 2 || Threat.Kills() != 0 {
		t.Fatal("kills")
	}
	if _, err := json.Marshal(Card(9)); err == nil || Card(9).String() != "card 9" {
		t.Fatal("bad card")
	}
	var c Card
	if json.Unmarshal([]byte(`"joker"`), &c) == nil || json.Unmarshal([]byte(`3`), &c) == nil {
		t.Fatal("bad names accepted")
	}
}

func TestCardRefusals(t *testing.T) {
	s := fixture(t, 4, placing{0, PinUp, Parking}, placing{1, PinUp, Parking}, placing{2, PinUp, Restroom})
	noHand := s.clone()
	noHand.Players[0].Hand, noHand.Deck = 0, noHand.Deck+1
	allPlayed := s.clone()
	allPlayed.Played[Threat] = 3
	allPlayed.Deck -= 3
	for _, tc := range []struct {
		name string
		s    State
		a    PlayCard
	}{
		{"no cards", noHand, PlayCard{Player: 0, Card: Threat}},
		{"all played", allPlayed, PlayCard{Player: 0, Card: Threat}},
		{"zombie player", s, PlayCard{Player: 3, Card: Threat}},
		{"sprint alone", s, PlayCard{Player: 0, Card: Sprint}},
		{"camera too early", s, PlayCard{Player: 0, Card: SecurityCamera}},
		{"hardware outside an attack", s, PlayCard{Player: 0, Card: Hardware}},
		{"no such card", s, PlayCard{Player: 0, Card: 12}},
		{"no such player", s, PlayCard{Player: 8, Card: Threat}},
	} {
		t.Run(tc.name, func(t *testing.T) { refuse(t, tc.s, tc.a) })
	}
	n := apply(t, s, PlayCard{Player: 0, Card: Threat})
	if n.Players[0].Hand != 0 || n.Played[Threat] != 1 {
		t.Fatal("threat not spent")
	}
	mustNotice(t, n, "one more vote")
	arrival := apply(t, s, TruckSearch{Winner: NoWinner, GiveTo: NoWinner})
	refuse(t, arrival, PlayCard{Player: 0, Card: Threat})
	if err := s.spendCard(0, Card(-1)); err == nil {
		t.Fatal("bad card spent")
	}
}
