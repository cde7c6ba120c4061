package cityofhorror

import (
	"strings"
	"testing"

	"hordekeeper/engine"
)

// Every action card does what its text says: state before, the card,
// state after. The scene: Church, Hospital, Bank, Armory in corners 1-4.
func TestActionCardsDoWhatTheySay(t *testing.T) {
	base := scene(t, Red, PhaseResolution, Red, Blue, Green)
	base.put(Geek, Red, Corner1).put(Teen, Blue, Corner2).put(Punk, Green, Corner3)
	base.Zombies = [7]int{0, 5, 1, 0, 7, 0, 3}
	base.Character(Teen).Exhausted = true
	for _, tc := range []struct {
		card  PlayCard
		check func(t *testing.T, b, n *State)
	}{
		{PlayCard{Card: CardAlarm, At: Corner4}, func(t *testing.T, b, n *State) {
			eq(t, "three zombies, 8 at most", n.Zombies[Corner4], 8)
			wantNotice(t, n, "Only 1 of 3 zombies fit")
		}},
		{PlayCard{Card: CardEnergyDrink, Role: Teen}, func(t *testing.T, b, n *State) {
			eq(t, "rested", n.Character(Teen).Exhausted, false)
		}},
		{PlayCard{Card: CardHideout, Role: Geek}, func(t *testing.T, b, n *State) {
			eq(t, "hidden", n.Character(Geek).Hidden, true)
			eq(t, "no vote", n.VotesAt(Corner1)[Red], 0)
		}},
		{PlayCard{Card: CardGun, At: Corner1}, func(t *testing.T, b, n *State) {
			eq(t, "one zombie killed", n.Zombies[Corner1], 4)
		}},
		{PlayCard{Card: CardShotgun, At: Corner1}, func(t *testing.T, b, n *State) {
			eq(t, "two zombies killed", n.Zombies[Corner1], 3)
		}},
		{PlayCard{Card: CardChainsaw, At: Corner1}, func(t *testing.T, b, n *State) {
			eq(t, "half of 5, rounded down", n.Zombies[Corner1], 3)
		}},
		{PlayCard{Card: CardGoggles}, func(t *testing.T, b, n *State) {
			eq(t, "a secret look at the next card", n.Peeked(Red, 1), true)
		}},
		{PlayCard{Card: CardFlashlight, Target: Blue}, func(t *testing.T, b, n *State) {
			eq(t, "leader", n.Leader, Blue)
		}},
		{PlayCard{Card: CardKitten, At: Corner1, To: Corner4}, func(t *testing.T, b, n *State) {
			eq(t, "1 fits beside 7", [2]int{n.Zombies[Corner1], n.Zombies[Corner4]}, [2]int{4, 8})
		}},
		{PlayCard{Card: CardKitten, At: Corner1, To: Corner1}, func(t *testing.T, b, n *State) {
			eq(t, "the Kitten comes back: zombies stay", n.Zombies, b.Zombies)
		}},
		{PlayCard{Card: CardMolotov, At: CrossroadsLoc, Explosion: WaterTower}, func(t *testing.T, b, n *State) {
			eq(t, "killed and marked", [2]int{n.Zombies[CrossroadsLoc], n.WaterTowerMarkers}, [2]int{2, 1})
		}},
		{PlayCard{Card: CardBomb, At: CrossroadsLoc, Explosion: Armory}, func(t *testing.T, b, n *State) {
			eq(t, "two killed and marked", [2]int{n.Zombies[CrossroadsLoc], n.ArmoryMarkers}, [2]int{1, 1})
		}},
		{PlayCard{Card: CardRescueFlare, At: Corner1, To: Corner3, Explosion: WaterTower}, func(t *testing.T, b, n *State) {
			eq(t, "one zombie moved", [2]int{n.Zombies[Corner1], n.Zombies[Corner3]}, [2]int{4, 1})
			eq(t, "marker", n.WaterTowerMarkers, 1)
		}},
		{PlayCard{Card: CardPickpocket, Target: Blue}, func(t *testing.T, b, n *State) {
			eq(t, "hands", [2]int{n.Player(Red).Cards, n.Player(Blue).Cards}, [2]int{b.Player(Red).Cards, b.Player(Blue).Cards - 1})
		}},
		{PlayCard{Card: CardReplica, At: Corner1}, func(t *testing.T, b, n *State) {
			eq(t, "votes", n.VotesAt(Corner1)[Red], 3)
		}},
		{PlayCard{Card: CardRunningShoes}, func(t *testing.T, b, n *State) {
			wantNotice(t, n, "change their movement card")
		}},
	} {
		name := tc.card.Card
		if tc.card.To != NoLoc {
			name += " to " + tc.card.To.Title()
		}
		t.Run(name, func(t *testing.T) {
			tc.card.Player = Red
			n := mustApply(t, base, tc.card)
			tc.check(t, base, n)
			// Every played card leaves the hand for the discard pile.
			eq(t, "discard", n.DiscardPile, base.DiscardPile+1)
			if tc.card.Card != CardPickpocket {
				eq(t, "hand", n.Player(Red).Cards, base.Player(Red).Cards-1)
			}
		})
	}
}

// Pepper Spray takes back the card just played; both lie in the discard
// pile. The Punk does the same and is exhausted.
func TestCancellations(t *testing.T) {
	base := scene(t, Red, PhaseResolution, Red, Blue, Green)
	base.put(Geek, Red, Corner1).put(Punk, Blue, Corner2).put(Rasta, Green, Corner3)
	base.Zombies[Corner1] = 4
	shot := mustApply(t, base, PlayCard{Player: Red, Card: CardShotgun, At: Corner1})
	eq(t, "shot", shot.Zombies[Corner1], 2)
	for _, tc := range []struct {
		name   string
		cancel engine.Action
	}{
		{"Pepper Spray", PlayCard{Player: Green, Card: CardPepperSpray}},
		{"the Punk", UsePower{Role: Punk}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n := mustApply(t, shot, tc.cancel)
			eq(t, "zombies back", n.Zombies[Corner1], 4)
			eq(t, "the Shotgun still spent", n.Player(Red).Cards, base.Player(Red).Cards-1)
			eq(t, "Shotgun in the pile", n.Played[CardShotgun], 1)
			wantNotice(t, n, "cancels the Shotgun")
			if tc.name == "the Punk" {
				eq(t, "punk exhausted", n.Character(Punk).Exhausted, true)
				eq(t, "pile", n.DiscardPile, base.DiscardPile+1)
			} else {
				eq(t, "pile", n.DiscardPile, base.DiscardPile+2)
				eq(t, "green paid", n.Player(Green).Cards, base.Player(Green).Cards-1)
			}
		})
	}
	// Only the card just played can be cancelled.
	later := mustApply(t, shot, AddZombies{At: Corner2, Count: 1})
	mustRefuse(t, later, PlayCard{Player: Green, Card: CardPepperSpray}, "no card to cancel")
	mustRefuse(t, base, UsePower{Role: Punk}, "no card to cancel")
}

// Action card refusals: what the rules say no to.
func TestActionCardRefusals(t *testing.T) {
	base := scene(t, Red, PhaseResolution, Red, Blue, Green)
	base.put(Geek, Red, Corner1).put(Teen, Blue, Corner2)
	base.Zombies[Corner1] = 1
	for _, tc := range []struct {
		name   string
		card   PlayCard
		prep   func(*State)
		refuse string
	}{
		{"no card in hand", PlayCard{Player: Red, Card: CardGun, At: Corner1}, func(s *State) { s.Player(Red).Cards = 0 }, "no action card in hand"},
		{"not a card", PlayCard{Player: Red, Card: "Bazooka"}, nil, "not an action card"},
		{"Canned Food is kept", PlayCard{Player: Red, Card: CardCannedFood}, nil, "kept in the hand"},
		{"no zombie to shoot", PlayCard{Player: Red, Card: CardGun, At: Corner2}, nil, "no zombie to kill"},
		{"half of one is none", PlayCard{Player: Red, Card: CardChainsaw, At: Corner1}, nil, "is none"},
		{"a marker must go somewhere", PlayCard{Player: Red, Card: CardMolotov, At: Corner1}, nil, "explosion symbol"},
		{"a hideout for another's character", PlayCard{Player: Red, Card: CardHideout, Role: Teen}, nil, "your own"},
		{"nothing to steal", PlayCard{Player: Red, Card: CardPickpocket, Target: Blue}, func(s *State) { s.Player(Blue).Cards = 0 }, "no action card to steal"},
		{"every copy spent", PlayCard{Player: Red, Card: CardChainsaw, At: Corner1}, func(s *State) { s.Played = map[string]int{CardChainsaw: 1} }, "already in the discard pile"},
		{"the Flare to a full place", PlayCard{Player: Red, Card: CardRescueFlare, At: Corner1, To: Corner2, Explosion: Armory}, func(s *State) { s.Zombies[Corner2] = 8 }, "already holds 8"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := base.clone()
			if tc.prep != nil {
				tc.prep(s)
			}
			mustRefuse(t, s, tc.card, tc.refuse)
		})
	}
}

// The Gun and Makeshift Bomb counts follow the setting: the rulebook's 3
// Guns and 2 Bombs, or the summary's 2 and 3.
func TestGunAndBombCounts(t *testing.T) {
	for _, tc := range []struct {
		summary    bool
		guns, bomb int
	}{{false, 3, 2}, {true, 2, 3}} {
		s := scene(t, Red, PhaseResolution, Red, Blue, Green)
		s.Settings.SummaryCardCounts = tc.summary
		s.put(Geek, Red, Corner1)
		s.Zombies[Corner1] = 8
		total := 0
		for _, c := range s.Settings.ActionDeck() {
			total += c.Count
		}
		eq(t, "the deck holds 40", total, TotalActionCards)
		for _, c := range []struct {
			card string
			n    int
		}{{CardGun, tc.guns}, {CardBomb, tc.bomb}} {
			n := s
			for range c.n {
				n = mustApply(t, n, PlayCard{Player: Red, Card: c.card, At: Corner1, Explosion: Armory})
			}
			mustRefuse(t, n, PlayCard{Player: Red, Card: c.card, At: Corner1, Explosion: WaterTower}, "already in the discard pile")
		}
	}
}

// The action deck is counted: hands dealt, airdrops drawn from it, draws,
// and an empty deck that is never reshuffled.
func TestActionDeckCounted(t *testing.T) {
	s := newGame(t, Options{Players: seats(Red, Blue, Green, White), FirstPlayer: Red, FirstGame: true}, 7)
	eq(t, "hands of 6", s.Player(Red).Cards, 6)
	eq(t, "deck after dealing", s.DeckLeft, 40-24)
	s = mustApply(t, s, ApplyInvasion{Card: &Card{Hour: 0}})
	s = mustApply(t, s, AdvancePhase{})
	s = mustApply(t, s, AdvancePhase{})
	n := mustApply(t, s, ApplyInvasion{Card: &Card{Hour: 1, Airdrops: []Airdrop{{At: Corner1, Cards: 2}}}})
	eq(t, "airdropped cards come from the deck", n.DeckLeft, 14)
	d := n.ActionCards()
	eq(t, "counted", [4]int{d.Left, d.Discard, d.InHands, d.OnPlace}, [4]int{14, 0, 24, 2})
	eq(t, "text", d.Text, "Action deck: 14 cards left, 0 cards in the discard pile.")
	n = mustApply(t, n, DrawCards{Player: Red, Count: 13})
	n = mustApply(t, n, DrawCards{Player: Blue, Count: 5})
	wantNotice(t, n, "draws 1 card instead of 5")
	eq(t, "empty", n.DeckLeft, 0)
	mustRefuse(t, n, DrawCards{Player: Red, Count: 1}, "deck is empty")
	if !strings.Contains(n.ActionCards().Text, "nobody draws a card any more") {
		t.Fatal(n.ActionCards().Text)
	}
}
