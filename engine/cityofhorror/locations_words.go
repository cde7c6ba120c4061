package cityofhorror

import (
	"fmt"

	"hordekeeper/engine"
)

// This file gives the places' and buildings' names as engine.Words, so that the screens can put them in the
// players' language; the string forms (Name, Title) stay for notation,
// JSON and the English tests.

// LabelWords names a player by name and colour (Label) in a form a screen
// can translate.
func (s *State) LabelWords(c Colour) engine.Words {
	if p := s.Player(c); p != nil {
		return p.Words()
	}
	return c.Words()
}

// Words is the building's name as players know it ("the Church"), with
// its forms (grammar_forms.go).
func (b Building) Words() engine.Words { return engine.Noun(b.name(), b.forms()) }

// name is the building's name alone.
func (b Building) name() engine.Words {
	switch b {
	case Church:
		return engine.Say("cohrules.locations.church", "the Church", nil)
	case Hospital:
		return engine.Say("cohrules.locations.hospital", "the Hospital", nil)
	case Bank:
		return engine.Say("cohrules.locations.bank", "the Bank", nil)
	case Armory:
		return engine.Say("cohrules.locations.armory", "the Armory", nil)
	case WaterTower:
		return engine.Say("cohrules.locations.watertower", "the Water Tower", nil)
	case Crossroads:
		return engine.Say("cohrules.locations.crossroads", "the Crossroads", nil)
	}
	return engine.Plain(fmt.Sprintf("%q", string(b)))
}

// AtWords is where something happens in the building ("at the Church"):
// French and German say "at" with the building's own article and case.
func (b Building) AtWords() engine.Words {
	switch b {
	case Church:
		return engine.Say("cohrules.locations.at.church", "at the Church", nil)
	case Hospital:
		return engine.Say("cohrules.locations.at.hospital", "at the Hospital", nil)
	case Bank:
		return engine.Say("cohrules.locations.at.bank", "at the Bank", nil)
	case Armory:
		return engine.Say("cohrules.locations.at.armory", "at the Armory", nil)
	case WaterTower:
		return engine.Say("cohrules.locations.at.watertower", "at the Water Tower", nil)
	case Crossroads:
		return engine.Say("cohrules.locations.at.crossroads", "at the Crossroads", nil)
	}
	return engine.Say("cohrules.locations.at.other", "at {{.Place}}", engine.Args{"Place": b.Words()})
}

// ToWords is where a move goes ("to the Church").
func (b Building) ToWords() engine.Words {
	switch b {
	case Church:
		return engine.Say("cohrules.locations.to.church", "to the Church", nil)
	case Hospital:
		return engine.Say("cohrules.locations.to.hospital", "to the Hospital", nil)
	case Bank:
		return engine.Say("cohrules.locations.to.bank", "to the Bank", nil)
	case Armory:
		return engine.Say("cohrules.locations.to.armory", "to the Armory", nil)
	case WaterTower:
		return engine.Say("cohrules.locations.to.watertower", "to the Water Tower", nil)
	case Crossroads:
		return engine.Say("cohrules.locations.to.crossroads", "to the Crossroads", nil)
	}
	return engine.Say("cohrules.locations.to.other", "to {{.Place}}", engine.Args{"Place": b.Words()})
}

// FromWords is where a move starts ("from the Church").
func (b Building) FromWords() engine.Words {
	switch b {
	case Church:
		return engine.Say("cohrules.locations.from.church", "from the Church", nil)
	case Hospital:
		return engine.Say("cohrules.locations.from.hospital", "from the Hospital", nil)
	case Bank:
		return engine.Say("cohrules.locations.from.bank", "from the Bank", nil)
	case Armory:
		return engine.Say("cohrules.locations.from.armory", "from the Armory", nil)
	case WaterTower:
		return engine.Say("cohrules.locations.from.watertower", "from the Water Tower", nil)
	case Crossroads:
		return engine.Say("cohrules.locations.from.crossroads", "from the Crossroads", nil)
	}
	return engine.Say("cohrules.locations.from.other", "from {{.Place}}", engine.Args{"Place": b.Words()})
}

// TitleWords is a place's name when the building there is not known
// (Title): "corner 1", "the Water Tower", "the Crossroads".
func (l Loc) TitleWords() engine.Words {
	switch {
	case l.IsCorner():
		return engine.Say("cohrules.locations.corner", "corner {{.Corner}}", engine.Args{"Corner": int(l)})
	case l == WaterTowerLoc:
		return WaterTower.Words()
	case l == CrossroadsLoc:
		return Crossroads.Words()
	}
	return engine.Say("cohrules.locations.noplace", "no place", nil)
}

// AtTitleWords is "at corner 1", "at the Water Tower", "at the Crossroads".
func (l Loc) AtTitleWords() engine.Words {
	switch {
	case l.IsCorner():
		return engine.Say("cohrules.locations.at.corner", "at corner {{.Corner}}", engine.Args{"Corner": int(l)})
	case l == WaterTowerLoc:
		return WaterTower.AtWords()
	case l == CrossroadsLoc:
		return Crossroads.AtWords()
	}
	return engine.Say("cohrules.locations.at.other", "at {{.Place}}", engine.Args{"Place": l.TitleWords()})
}

// ToTitleWords is "to corner 1", "to the Water Tower", "to the Crossroads".
func (l Loc) ToTitleWords() engine.Words {
	switch {
	case l.IsCorner():
		return engine.Say("cohrules.locations.to.corner", "to corner {{.Corner}}", engine.Args{"Corner": int(l)})
	case l == WaterTowerLoc:
		return WaterTower.ToWords()
	case l == CrossroadsLoc:
		return Crossroads.ToWords()
	}
	return engine.Say("cohrules.locations.to.other", "to {{.Place}}", engine.Args{"Place": l.TitleWords()})
}

// FromTitleWords is "from corner 1", "from the Water Tower", "from the
// Crossroads".
func (l Loc) FromTitleWords() engine.Words {
	switch {
	case l.IsCorner():
		return engine.Say("cohrules.locations.from.corner", "from corner {{.Corner}}", engine.Args{"Corner": int(l)})
	case l == WaterTowerLoc:
		return WaterTower.FromWords()
	case l == CrossroadsLoc:
		return Crossroads.FromWords()
	}
	return engine.Say("cohrules.locations.from.other", "from {{.Place}}", engine.Args{"Place": l.TitleWords()})
}

// cornered adds the corner's number to a building's words: "the Church
// (corner 2)", "at the Church (corner 2)"; the Water Tower and the
// Crossroads have no corner.
func cornered(l Loc, w engine.Words) engine.Words {
	if !l.IsCorner() {
		return w
	}
	say := func(w engine.Words) engine.Words {
		return engine.Say("cohrules.locations.cornered", "{{.Place}} (corner {{.Corner}})", engine.Args{"Place": w, "Corner": int(l)})
	}
	if len(w.Forms) == 0 {
		return say(w)
	}
	// Each form keeps the corner: "au Carrefour (coin 2)".
	forms := make(map[string]engine.Words, len(w.Forms))
	for k, f := range w.Forms {
		forms[k] = f
		if k != "g" {
			forms[k] = say(f)
		}
	}
	bare := w
	bare.Forms = nil
	return engine.Noun(say(bare), forms)
}

// PlaceWords names a place by its building (PlaceName: "the Church
// (corner 2)") in a form a screen can translate.
func (s *State) PlaceWords(l Loc) engine.Words {
	if !l.Valid() {
		return engine.Plain(l.String())
	}
	return cornered(l, s.Boards[l].Building.Words())
}

// AtWords is "at the Church (corner 2)": where something happens.
func (s *State) AtWords(l Loc) engine.Words {
	if !l.Valid() {
		return engine.Say("cohrules.locations.at.other", "at {{.Place}}", engine.Args{"Place": l.String()})
	}
	return cornered(l, s.Boards[l].Building.AtWords())
}

// ToWords is "to the Church (corner 2)": where a move goes.
func (s *State) ToWords(l Loc) engine.Words {
	if !l.Valid() {
		return engine.Say("cohrules.locations.to.other", "to {{.Place}}", engine.Args{"Place": l.String()})
	}
	return cornered(l, s.Boards[l].Building.ToWords())
}

// FromWords is "from the Church (corner 2)": where a move starts.
func (s *State) FromWords(l Loc) engine.Words {
	if !l.Valid() {
		return engine.Say("cohrules.locations.from.other", "from {{.Place}}", engine.Args{"Place": l.String()})
	}
	return cornered(l, s.Boards[l].Building.FromWords())
}

// CardWords is the building's name as its board prints it, without the
// article ("Church"), for buttons and tiles.
func (b Building) CardWords() engine.Words {
	switch b {
	case Church:
		return engine.Say("cohrules.locations.card.church", "Church", nil)
	case Hospital:
		return engine.Say("cohrules.locations.card.hospital", "Hospital", nil)
	case Bank:
		return engine.Say("cohrules.locations.card.bank", "Bank", nil)
	case Armory:
		return engine.Say("cohrules.locations.card.armory", "Armory", nil)
	case WaterTower:
		return engine.Say("cohrules.locations.card.watertower", "Water Tower", nil)
	case Crossroads:
		return engine.Say("cohrules.locations.card.crossroads", "Crossroads", nil)
	}
	return b.Words()
}
