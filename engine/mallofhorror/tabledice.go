package mallofhorror

import "hordekeeper/engine"

// TableRoll records the two dice a placer rolled at the table during setup:
// they replace the app's roll for this placement (the app rolls again for
// the next placer).
type TableRoll struct {
	// Dice are the two dice, each 1 to 6.
	Dice [2]int `json:"dice"`
}

// Kind names the action in a journal.
func (TableRoll) Kind() string { return "table-roll" }

// tableRoll applies a TableRoll.
func (s *State) tableRoll(a TableRoll) error {
	if s.Phase != PhaseSetup {
		return engine.Refuse("the two placement dice are rolled only during setup")
	}
	for _, d := range a.Dice {
		if d < 1 || d > 6 {
			return engine.Refuse("a die shows 1 to 6, not %d", d)
		}
	}
	s.PlacementDice = a.Dice
	s.note(rulePlace, "%s rolled %d and %d at the table.", s.Players[s.Placer()].Label(), a.Dice[0], a.Dice[1])
	return nil
}
