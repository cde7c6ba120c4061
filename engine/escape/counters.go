package escape

import "hordekeeper/engine"

// Counter is one bounded count of the score sheet as a screen shows it:
// its value between a floor and a cap, and the actions of its - and +
// buttons with the refusal each would get now (nil when it is allowed), so
// a button at a bound is disabled and can say why.
type Counter struct {
	// Name is the count in a player's words (English); NameWords the same
	// for a screen to translate.
	Name      string
	NameWords engine.Words
	// Value, Floor and Cap are the count and its bounds.
	Value, Floor, Cap int
	// Text is the value for the screen, e.g. "3 of 7" (English); TextWords
	// the same for a screen to translate.
	Text      string
	TextWords engine.Words
	// Add and Remove are the actions of + and -; nil when the count only
	// goes one way (dice never come back; Undo gives a die back).
	Add, Remove engine.Action
	// AddRefused and RemoveRefused are the refusals Add and Remove would get
	// now, nil when allowed.
	AddRefused, RemoveRefused error
}

// Counters lists the score sheet's counts in screen order: each
// survivor's dice, the items in the cargo bay, the zombies at the church.
func (s State) Counters() []Counter {
	var out []Counter
	for seat, p := range s.Players {
		out = append(out, s.counter(Counter{
			NameWords: engine.Say("escaperules.counters.dice", "{{.Player}}: dice", engine.Args{"Player": p.LabelWords()}),
			Value:     p.Dice, Floor: 0, Cap: StartingDice,
			TextWords: valueOf(p.Dice, StartingDice),
			Remove:    LoseDie{Player: seat, Reason: OtherReason, Note: "recorded by hand"},
		}))
	}
	out = append(out, s.counter(Counter{
		NameWords: engine.Say("escaperules.counters.items", "Items in the cargo bay", nil),
		Value:     s.Cargo, Floor: 0, Cap: s.ItemsNeeded,
		TextWords: valueOf(s.Cargo, s.ItemsNeeded),
		Add:       AddItemToCargo{}, Remove: RemoveItem{},
	}))
	out = append(out, s.counter(Counter{
		NameWords: engine.Say("escaperules.counters.zombies", "Zombies at the church", nil),
		Value:     s.ChurchZombies, Floor: 0, Cap: ChurchZombieLimit,
		TextWords: valueOf(s.ChurchZombies, ChurchZombieLimit),
		Add:       AddChurchZombie{}, Remove: RemoveChurchZombie{},
	}))
	return out
}

// valueOf is a count out of its cap: "3 of 7".
func valueOf(n, of int) engine.Words {
	return engine.Say("escaperules.counters.of", "{{.N}} of {{.Of}}", engine.Args{"N": n, "Of": of})
}

// counter fills in the English and what the rules would say to each button.
func (s State) counter(c Counter) Counter {
	c.Name, c.Text = c.NameWords.String(), c.TextWords.String()
	if c.Add != nil {
		_, c.AddRefused = Rules{}.Apply(s, c.Add)
	}
	if c.Remove != nil {
		_, c.RemoveRefused = Rules{}.Apply(s, c.Remove)
	}
	return c
}
