package cityofhorror

import (
	"encoding/json"
	"strings"
	"testing"
)

// At setup a player chooses which of their characters stands on each
// place their movement cards show.
func TestPlaceStart(t *testing.T) {
	s := newGame(t, Options{Players: seats(Red, Blue, Green), FirstPlayer: Red, FirstGame: true}, 11)
	var mine []Placement
	for _, p := range s.Setup.Placements {
		if p.Player == Blue {
			mine = append(mine, p)
		}
	}
	a, b := mine[0], mine[1]
	sheet, _ := json.Marshal(s.Setup)
	n := mustApply(t, s, PlaceStart{Role: a.Role, Card: b.Card})
	eq(t, "moved to the other card's place", n.Character(a.Role).At, b.At)
	eq(t, "the other takes its place", n.Character(b.Role).At, a.At)
	eq(t, "the sheet follows", [2]Building{n.Setup.Placements[indexOf(n, a.Role)].Card, n.Setup.Placements[indexOf(n, b.Role)].Card}, [2]Building{b.Card, a.Card})
	after, _ := json.Marshal(s.Setup)
	eq(t, "the earlier state's sheet is untouched", string(after), string(sheet))
	var other Building
	for _, bd := range []Building{Church, Hospital, Bank, Armory, WaterTower, Crossroads} {
		used := false
		for _, p := range mine {
			used = used || p.Card == bd
		}
		if !used {
			other = bd
			break
		}
	}
	mustRefuse(t, s, PlaceStart{Role: a.Role, Card: other}, "drew no movement card for")
	mustRefuse(t, s, PlaceStart{Role: a.Role, Card: a.Card}, "already stands")
	started := mustApply(t, mustApply(t, s, ApplyInvasion{Card: &Card{Hour: 0}}), AdvancePhase{})
	mustRefuse(t, started, PlaceStart{Role: a.Role, Card: b.Card}, "during setup")
}

func indexOf(s *State, r Role) int {
	for i, p := range s.Setup.Placements {
		if p.Role == r {
			return i
		}
	}
	return -1
}

// The setup sheet covers every step of the rulebook's setup.
func TestSetupSheetSteps(t *testing.T) {
	s := newGame(t, Options{Players: seats(Red, Blue, Green), FirstPlayer: Red}, 4)
	text := strings.Join(s.Setup.Instructions(), "\n")
	for _, want := range []string{"face down on the truck", "20 antidotes on the ambulance", "40 action cards, shuffled", "40 zombies in the horde zone", "6 movement cards", "choosing who goes where", "First player: Red", "Action cards: deal 7", "00:00: draw a random"} {
		if !strings.Contains(text, want) {
			t.Fatalf("the sheet lacks %q:\n%s", want, text)
		}
	}
	checkWords(t, "the setup sheet", text)
}

// Canned Food shown at the end must be in the player's hand.
func TestCannedFoodFromTheHand(t *testing.T) {
	s := scene(t, Red, PhaseEnded, Red, Blue, Green)
	s.put(Geek, Red, Corner1)
	s.Player(Red).Cards = 1
	mustApply(t, s, DeclareCannedFood{Player: Red, Count: 1})
	mustRefuse(t, s, DeclareCannedFood{Player: Red, Count: 2}, "holds 1 action card")
}
