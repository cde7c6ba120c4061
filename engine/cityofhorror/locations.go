package cityofhorror

import (
	"fmt"
	"strings"
)

// Loc names one of the six places of the city by where it stands, not by
// the building there: the four corners (whose number is also their
// resolution number), the Water Tower and the Crossroads. Invasion cards
// name places the same way. It encodes to JSON as "corner1".."corner4",
// "watertower" or "crossroads".
type Loc int8

// The six places. NoLoc is the place of a dead character.
const (
	NoLoc Loc = iota
	Corner1
	Corner2
	Corner3
	Corner4
	WaterTowerLoc
	CrossroadsLoc
)

// AllLocs lists the six places: the corners 1-4, the Water Tower, the
// Crossroads.
var AllLocs = []Loc{Corner1, Corner2, Corner3, Corner4, WaterTowerLoc, CrossroadsLoc}

// Corners lists the four corner places.
var Corners = []Loc{Corner1, Corner2, Corner3, Corner4}

var locKeys = [...]string{"", "corner1", "corner2", "corner3", "corner4", "watertower", "crossroads"}

// Valid reports whether l is one of the six places.
func (l Loc) Valid() bool { return l >= Corner1 && l <= CrossroadsLoc }

// IsCorner reports whether l is one of the four corners.
func (l Loc) IsCorner() bool { return l >= Corner1 && l <= Corner4 }

// String is the place's key, as in JSON.
func (l Loc) String() string {
	if l.Valid() {
		return locKeys[l]
	}
	return fmt.Sprintf("place(%d)", int(l))
}

// MarshalText encodes the place as its key.
func (l Loc) MarshalText() ([]byte, error) {
	if l == NoLoc {
		return []byte(""), nil
	}
	if !l.Valid() {
		return nil, fmt.Errorf("there is no place number %d", int(l))
	}
	return []byte(locKeys[l]), nil
}

// UnmarshalText reads a place key; the digits 1-6 are accepted too.
func (l *Loc) UnmarshalText(b []byte) error {
	k := strings.ToLower(strings.TrimSpace(string(b)))
	if k == "" {
		*l = NoLoc
		return nil
	}
	for i, s := range locKeys {
		if i > 0 && (s == k || k == fmt.Sprint(i)) {
			*l = Loc(i)
			return nil
		}
	}
	return fmt.Errorf("%q is not a place: use corner1-corner4, watertower or crossroads", k)
}

// Building is one of the six location boards.
type Building string

// The six buildings.
const (
	Church     Building = "church"
	Hospital   Building = "hospital"
	Bank       Building = "bank"
	Armory     Building = "armory"
	WaterTower Building = "watertower"
	Crossroads Building = "crossroads"
)

// CornerBuildings lists the four buildings that stand in the corners.
var CornerBuildings = []Building{Church, Hospital, Bank, Armory}

// Title is the building's name as players know it.
func (b Building) Title() string {
	switch b {
	case Church:
		return "the Church"
	case Hospital:
		return "the Hospital"
	case Bank:
		return "the Bank"
	case Armory:
		return "the Armory"
	case WaterTower:
		return "the Water Tower"
	case Crossroads:
		return "the Crossroads"
	}
	return fmt.Sprintf("%q", string(b))
}

// Side is the face of a location board in use: A, B, or, for the Water
// Tower after its explosion, the ruined side.
type Side string

// The board sides.
const (
	SideA     Side = "A"
	SideB     Side = "B"
	SideRuins Side = "ruins"
)

// Unlimited is the capacity of the Crossroads.
const Unlimited = -1

// AttackKind says how a location side decides whether zombies attack.
type AttackKind int

// The attack rules of the location sides.
const (
	// AttackAtLeast: the zombies attack when they are at least Threshold.
	AttackAtLeast AttackKind = iota
	// AttackMoreThanCharacters: the zombies attack when they outnumber the
	// characters inside, hidden ones included.
	AttackMoreThanCharacters
)

// SideRules are the printed facts of one side of one board.
type SideRules struct {
	// Places is how many characters it holds (Unlimited for the Crossroads).
	Places int
	// Attack is the kind of attack condition; Threshold goes with AttackAtLeast.
	Attack    AttackKind
	Threshold int
	// Effect is what a player present may do, in the app's words.
	Effect string
}

// Rules of each board side, in our own words.
func sideRules(b Building, side Side) SideRules {
	switch b {
	case Church:
		if side == SideB {
			return SideRules{3, AttackMoreThanCharacters, 0, "Give up a food token (it leaves the game) to turn one of your characters back to rested."}
		}
		return SideRules{4, AttackAtLeast, 3, "Discard an action card to turn one of your characters back to rested."}
	case Hospital:
		if side == SideB {
			return SideRules{4, AttackAtLeast, 2, "Turn one of your characters here to exhausted to take an antidote."}
		}
		return SideRules{3, AttackMoreThanCharacters, 0, "Discard an action card to take an antidote."}
	case Bank:
		if side == SideB {
			return SideRules{3, AttackMoreThanCharacters, 0, "Move the zombie leader by one wedge, or leave it."}
		}
		return SideRules{3, AttackAtLeast, 3, "Discard an action card to put the zombie leader on any colour."}
	case Armory:
		if side == SideB {
			return SideRules{3, AttackMoreThanCharacters, 0, "Discard an action card to take any card from the discard pile. Two explosion markers block its door."}
		}
		return SideRules{4, AttackAtLeast, 3, "Discard an action card to draw the top card of the deck. Three explosion markers burn it down."}
	case WaterTower:
		switch side {
		case SideRuins:
			return SideRules{3, AttackMoreThanCharacters, 0, "No effect: the tower has fallen."}
		case SideB:
			return SideRules{2, AttackAtLeast, 4, "Choose your movement card after everyone else has shown theirs. Three explosion markers bring it down."}
		}
		return SideRules{2, AttackAtLeast, 4, "Look at the invasion card at the start of the turn; you may talk about it but not show it. Three explosion markers bring it down."}
	case Crossroads:
		if side == SideB {
			return SideRules{Unlimited, AttackAtLeast, 1, "Discard an action card to take one of the three face-up food tokens or a hidden one from the truck. The zombie leader picks the victim."}
		}
		return SideRules{Unlimited, AttackAtLeast, 1, "Discard an action card to draw a food token. The zombie leader picks the victim."}
	}
	return SideRules{}
}

// Board is one location as it stands in this game.
type Board struct {
	Building Building `json:"building"`
	Side     Side     `json:"side"`
}

// Rules are the printed facts of the board's current side.
func (b Board) Rules() SideRules { return sideRules(b.Building, b.Side) }
