package mallofhorror

import (
	"encoding/json"
	"testing"
)

// TestTheChiefEntersTheTablesZombieDice: a table that rolls the physical
// dice under the dice box has its elected Chief enter them; they are then
// the round's secret dice, kept secret like the app's, and a journal
// line keeps them. A die out of 1 to 6 is refused.
func TestTheChiefEntersTheTablesZombieDice(t *testing.T) {
	s := arrival(t, true)
	refuse(t, s, RollZombieDice{Dice: &[4]int{1, 7, 3, 4}})
	refuse(t, s, RollZombieDice{Dice: &[4]int{0, 2, 3, 4}})
	s = apply(t, s, RollZombieDice{Dice: &[4]int{6, 3, 3, 1}})
	if v := s.PublicDice(); !v.Rolled || v.Revealed || v.Dice != [4]int{} {
		t.Fatalf("the table's dice leak to the shared screen: %+v", v)
	}
	d, err := s.SecretDice(0)
	if err != nil || d != [4]int{6, 3, 3, 1} {
		t.Fatalf("the Chief sees %v, %v", d, err)
	}
	refuse(t, s, RollZombieDice{Dice: &[4]int{1, 1, 1, 1}})
	raw, err := json.Marshal(RollZombieDice{Dice: &[4]int{6, 3, 3, 1}})
	if err != nil || string(raw) != `{"dice":[6,3,3,1]}` {
		t.Fatalf("journal line %s, %v", raw, err)
	}
	if raw, _ := json.Marshal(RollZombieDice{}); string(raw) != `{}` {
		t.Fatalf("the app's roll is written %s: old journals' lines must stay", raw)
	}
}
