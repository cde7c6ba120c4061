package cityofhorror

import (
	"fmt"

	"hordekeeper/engine"
)

// Colour is a player's colour: the colour of their stands, movement cards
// and wedge on the zombie-leader wheel. It encodes to JSON as its name.
type Colour string

// The six player colours.
const (
	Yellow Colour = "yellow"
	Red    Colour = "red"
	Green  Colour = "green"
	White  Colour = "white"
	Purple Colour = "purple"
	Blue   Colour = "blue"
)

// AllColours lists the six colours in the order the box lists its stands.
var AllColours = []Colour{Yellow, Red, Green, White, Purple, Blue}

// DefaultWheel is the clockwise order of the colours on the zombie-leader
// wheel that the app assumes unless the table changes it: the rulebook's
// Crossroads example gives green, purple, white, blue, red, and yellow closes
// the circle between red and green.
var DefaultWheel = []Colour{Green, Purple, White, Blue, Red, Yellow}

// Valid reports whether c is one of the six colours.
func (c Colour) Valid() bool {
	for _, k := range AllColours {
		if k == c {
			return true
		}
	}
	return false
}

// Name is the colour as a player reads it, capitalised ("Red"), so that a
// screen never shows a colour by its hue alone.
func (c Colour) Name() string {
	if c == "" {
		return "nobody"
	}
	if !c.Valid() {
		return fmt.Sprintf("%q", string(c))
	}
	return string(c[0]-'a'+'A') + string(c[1:])
}

// Letter is the colour's one-letter mark (Y, R, G, W, P, B).
func (c Colour) Letter() string {
	if !c.Valid() {
		return "?"
	}
	return string(c[0] - 'a' + 'A')
}

func colourIndex(c Colour) int {
	for i, k := range AllColours {
		if k == c {
			return i
		}
	}
	return -1
}

// Words is the colour as a player reads it ("Red"), in a form a screen
// can translate.
func (c Colour) Words() engine.Words {
	switch c {
	case "":
		return engine.Say("cohrules.colours.nobody", "nobody", nil)
	case Yellow:
		return engine.Say("cohrules.colours.yellow", "Yellow", nil)
	case Red:
		return engine.Say("cohrules.colours.red", "Red", nil)
	case Green:
		return engine.Say("cohrules.colours.green", "Green", nil)
	case White:
		return engine.Say("cohrules.colours.white", "White", nil)
	case Purple:
		return engine.Say("cohrules.colours.purple", "Purple", nil)
	case Blue:
		return engine.Say("cohrules.colours.blue", "Blue", nil)
	}
	return engine.Plain(fmt.Sprintf("%q", string(c)))
}
