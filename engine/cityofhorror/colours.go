package cityofhorror

import "fmt"

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
