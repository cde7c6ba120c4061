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
		return engine.Refusal(engine.Say("mallrules.tabledice.setupOnly", "the two placement dice are rolled only during setup", nil))
	}
	for _, d := range a.Dice {
		if d < 1 || d > 6 {
			return engine.Refusal(engine.Say("mallrules.tabledice.die", "a die shows 1 to 6, not {{.Number}}", engine.Args{"Number": d}))
		}
	}
	s.PlacementDice = a.Dice
	s.note(rulePlace, engine.Say("mallrules.tabledice.rolled", "{{.Player}} rolled {{.First}} and {{.Second}} at the table.", engine.Args{"Player": s.who(s.Placer()), "First": a.Dice[0], "Second": a.Dice[1]}))
	return nil
}
