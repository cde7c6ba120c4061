package mallofhorror

import (
	"fmt"
	"hordekeeper/engine"
)

// Location is one of the mall's six numbered locations, 1 to 6; 0 means
// none (a character not yet placed, no destination).
type Location int

// The six locations, numbered as on the board and on the dice.
const (
	Restroom    Location = 1
	Cachou      Location = 2
	Megatoys    Location = 3
	Parking     Location = 4
	SecurityHQ  Location = 5
	Supermarket Location = 6
)

// NumLocations is how many locations the mall has.
const NumLocations = 6

// Unlimited is the capacity of a location without a limit (the Parking).
const Unlimited = -1

// CondemnAt is how many zombies condemn an empty location.
const CondemnAt = 8

// SupermarketFalls is how many zombies enter the Supermarket whatever its
// defence.
const SupermarketFalls = 4

var locationNames = [...]string{"", "Restroom", "Cachou", "Megatoys", "Parking", "Security HQ", "Supermarket"}

var capacities = [...]int{0, 3, 4, 4, Unlimited, 3, 6}

// Locations lists the six locations in number order.
func Locations() []Location {
	return []Location{Restroom, Cachou, Megatoys, Parking, SecurityHQ, Supermarket}
}

// Valid tells whether l is one of the six locations.
func (l Location) Valid() bool { return l >= 1 && l <= NumLocations }

// Name is the location's name, e.g. "Megatoys".
func (l Location) Name() string {
	if !l.Valid() {
		return fmt.Sprintf("location %d", int(l))
	}
	return locationNames[l]
}

// String is the location's number and name, e.g. "3 Megatoys".
func (l Location) String() string {
	if !l.Valid() {
		return l.Name()
	}
	return fmt.Sprintf("%d %s", int(l), locationNames[l])
}

// Capacity is how many characters fit in the location, or Unlimited.
func (l Location) Capacity() int {
	if !l.Valid() {
		return 0
	}
	return capacities[l]
}

// checkLocation says why l is not a location.
func checkLocation(l Location) error {
	if !l.Valid() {
		return engine.Refusal(engine.Say("mallrules.locations.none", "there is no location {{.Number}}; the mall's locations are numbered 1 to 6", engine.Args{"Number": int(l)}))
	}
	return nil
}

// Occupants lists the living characters standing in a location.
func (s State) Occupants(l Location) []CharRef {
	var out []CharRef
	for _, c := range s.Characters {
		if c.Alive() && c.Location == l {
			out = append(out, c.Ref())
		}
	}
	return out
}

// Count is how many living characters stand in a location.
func (s State) Count(l Location) int {
	n := 0
	for _, c := range s.Characters {
		if c.Alive() && c.Location == l {
			n++
		}
	}
	return n
}

// IsClosed tells whether nobody may enter a location: Cachou at 3 or 4
// players, or a condemned location.
func (s State) IsClosed(l Location) bool { return l.Valid() && s.Closed[l] != NotClosed }

// IsFull tells whether a location has no room left for another character.
func (s State) IsFull(l Location) bool {
	c := l.Capacity()
	return c != Unlimited && s.Count(l) >= c
}

// HasRoom tells whether a character may be placed or moved into a location.
func (s State) HasRoom(l Location) bool { return l.Valid() && !s.IsClosed(l) && !s.IsFull(l) }

// ClosedReason says why a location is closed.
type ClosedReason int

// Why a location may be closed.
const (
	// NotClosed: the location is open.
	NotClosed ClosedReason = iota
	// ClosedBySetup: Cachou is closed in a 3 or 4 player game.
	ClosedBySetup
	// Condemned: the location was empty with 8 or more zombies.
	Condemned
)
