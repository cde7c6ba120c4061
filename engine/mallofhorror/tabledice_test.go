package mallofhorror

import "testing"

// TestTableRollReplacesTheAppsDice: "each player rolls 2 dice and places
// one of his characters in a location matching one of the dice": a table
// rolling real dice enters them, and the placement follows them.
func TestTableRollReplacesTheAppsDice(t *testing.T) {
	s, err := NewState(DefaultOptions(4), 7)
	if err != nil {
		t.Fatal(err)
	}
	seat := s.Placer()
	refuse(t, s, TableRoll{Dice: [2]int{0, 3}})
	refuse(t, s, TableRoll{Dice: [2]int{3, 7}})
	s = apply(t, s, TableRoll{Dice: [2]int{1, 1}})
	if s.PlacementDice != [2]int{1, 1} || s.Placer() != seat {
		t.Fatalf("dice %v, placer %d", s.PlacementDice, s.Placer())
	}
	mustNotice(t, s, "rolled 1 and 1 at the table")
	refuse(t, s, Place{Player: seat, Character: PinUp, Location: Megatoys})
	s = apply(t, s, Place{Player: seat, Character: PinUp, Location: Restroom})
	if s.Placed != 1 {
		t.Fatal("not placed")
	}
}
