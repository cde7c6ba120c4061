package escape

import (
	"fmt"

	"hordekeeper/engine"
)

// Counter is one bounded count of the score sheet as a screen shows it:
// its value between a floor and a cap, and the actions of its - and +
// buttons with the refusal each would get now (nil when it is allowed), so
// a button at a bound is disabled and can say why.
type Counter struct {
	// Name is the count in a player's words.
	Name string
	// Value, Floor and Cap are the count and its bounds.
	Value, Floor, Cap int
	// Text is the value for the screen, e.g. "3 of 7".
	Text string
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
			Name: fmt.Sprintf("%s: dice", p.Label()), Value: p.Dice, Floor: 0, Cap: StartingDice,
			Text:   fmt.Sprintf("%d of %d", p.Dice, StartingDice),
			Remove: LoseDie{Player: seat, Reason: OtherReason, Note: "recorded by hand"},
		}))
	}
	out = append(out, s.counter(Counter{
		Name: "Items in the cargo bay", Value: s.Cargo, Floor: 0, Cap: s.ItemsNeeded,
		Text: fmt.Sprintf("%d of %d", s.Cargo, s.ItemsNeeded),
		Add:  AddItemToCargo{}, Remove: RemoveItem{},
	}))
	out = append(out, s.counter(Counter{
		Name: "Zombies at the church", Value: s.ChurchZombies, Floor: 0, Cap: ChurchZombieLimit,
		Text: fmt.Sprintf("%d of %d", s.ChurchZombies, ChurchZombieLimit),
		Add:  AddChurchZombie{}, Remove: RemoveChurchZombie{},
	}))
	return out
}

// counter fills in what the rules would say to each button.
func (s State) counter(c Counter) Counter {
	if c.Add != nil {
		_, c.AddRefused = Rules{}.Apply(s, c.Add)
	}
	if c.Remove != nil {
		_, c.RemoveRefused = Rules{}.Apply(s, c.Remove)
	}
	return c
}
