package cityofhorror

import "hordekeeper/engine"

// The forms of a building's and a character's name, each its own key so that
// every language says them with its own article and case (French "du
// Carrefour", "au Geek", never "de le"): a sentence picks {{.Place.of}},
// {{.Char.to}}, and a verb or participle agrees with {{.Char.g}} ("m", "f",
// "n" or "pl": "la Mamie est dévorée").

// NounForms are the names of the forms, for the tests that say every
// sentence with every form.
var NounForms = []string{"of", "to", "g"}

// forms are the building's forms, nil for another building.
func (b Building) forms() map[string]engine.Words {
	switch b {
	case Church:
		return map[string]engine.Words{
			"of": engine.Say("cohrules.locations.of.church", "of the Church", nil),
			"to": engine.Say("cohrules.locations.to.church", "to the Church", nil),
			"g":  engine.Say("cohrules.locations.g.church", "n", nil),
		}
	case Hospital:
		return map[string]engine.Words{
			"of": engine.Say("cohrules.locations.of.hospital", "of the Hospital", nil),
			"to": engine.Say("cohrules.locations.to.hospital", "to the Hospital", nil),
			"g":  engine.Say("cohrules.locations.g.hospital", "n", nil),
		}
	case Bank:
		return map[string]engine.Words{
			"of": engine.Say("cohrules.locations.of.bank", "of the Bank", nil),
			"to": engine.Say("cohrules.locations.to.bank", "to the Bank", nil),
			"g":  engine.Say("cohrules.locations.g.bank", "n", nil),
		}
	case Armory:
		return map[string]engine.Words{
			"of": engine.Say("cohrules.locations.of.armory", "of the Armory", nil),
			"to": engine.Say("cohrules.locations.to.armory", "to the Armory", nil),
			"g":  engine.Say("cohrules.locations.g.armory", "n", nil),
		}
	case WaterTower:
		return map[string]engine.Words{
			"of": engine.Say("cohrules.locations.of.watertower", "of the Water Tower", nil),
			"to": engine.Say("cohrules.locations.to.watertower", "to the Water Tower", nil),
			"g":  engine.Say("cohrules.locations.g.watertower", "n", nil),
		}
	case Crossroads:
		return map[string]engine.Words{
			"of": engine.Say("cohrules.locations.of.crossroads", "of the Crossroads", nil),
			"to": engine.Say("cohrules.locations.to.crossroads", "to the Crossroads", nil),
			"g":  engine.Say("cohrules.locations.g.crossroads", "n", nil),
		}
	}
	return nil
}

// forms are the character's forms, nil for an unknown one.
func (r Role) forms() map[string]engine.Words {
	switch r {
	case Blonde:
		return map[string]engine.Words{
			"of": engine.Say("cohrules.characters.of.blonde", "of the Blonde", nil),
			"to": engine.Say("cohrules.characters.to.blonde", "to the Blonde", nil),
			"g":  engine.Say("cohrules.characters.g.blonde", "f", nil),
		}
	case Businessman:
		return map[string]engine.Words{
			"of": engine.Say("cohrules.characters.of.businessman", "of the Businessman", nil),
			"to": engine.Say("cohrules.characters.to.businessman", "to the Businessman", nil),
			"g":  engine.Say("cohrules.characters.g.businessman", "m", nil),
		}
	case Businesswoman:
		return map[string]engine.Words{
			"of": engine.Say("cohrules.characters.of.businesswoman", "of the Businesswoman", nil),
			"to": engine.Say("cohrules.characters.to.businesswoman", "to the Businesswoman", nil),
			"g":  engine.Say("cohrules.characters.g.businesswoman", "f", nil),
		}
	case SushiChef:
		return map[string]engine.Words{
			"of": engine.Say("cohrules.characters.of.sushichef", "of the Sushi Chef", nil),
			"to": engine.Say("cohrules.characters.to.sushichef", "to the Sushi Chef", nil),
			"g":  engine.Say("cohrules.characters.g.sushichef", "m", nil),
		}
	case Geek:
		return map[string]engine.Words{
			"of": engine.Say("cohrules.characters.of.geek", "of the Geek", nil),
			"to": engine.Say("cohrules.characters.to.geek", "to the Geek", nil),
			"g":  engine.Say("cohrules.characters.g.geek", "m", nil),
		}
	case Grandpa:
		return map[string]engine.Words{
			"of": engine.Say("cohrules.characters.of.grandpa", "of the Grandpa", nil),
			"to": engine.Say("cohrules.characters.to.grandpa", "to the Grandpa", nil),
			"g":  engine.Say("cohrules.characters.g.grandpa", "m", nil),
		}
	case Granny:
		return map[string]engine.Words{
			"of": engine.Say("cohrules.characters.of.granny", "of the Granny", nil),
			"to": engine.Say("cohrules.characters.to.granny", "to the Granny", nil),
			"g":  engine.Say("cohrules.characters.g.granny", "f", nil),
		}
	case Housewife:
		return map[string]engine.Words{
			"of": engine.Say("cohrules.characters.of.housewife", "of the Housewife", nil),
			"to": engine.Say("cohrules.characters.to.housewife", "to the Housewife", nil),
			"g":  engine.Say("cohrules.characters.g.housewife", "f", nil),
		}
	case Mama:
		return map[string]engine.Words{
			"of": engine.Say("cohrules.characters.of.mama", "of the Mama", nil),
			"to": engine.Say("cohrules.characters.to.mama", "to the Mama", nil),
			"g":  engine.Say("cohrules.characters.g.mama", "f", nil),
		}
	case Student:
		return map[string]engine.Words{
			"of": engine.Say("cohrules.characters.of.student", "of the Student", nil),
			"to": engine.Say("cohrules.characters.to.student", "to the Student", nil),
			"g":  engine.Say("cohrules.characters.g.student", "m", nil),
		}
	case LittleBoy:
		return map[string]engine.Words{
			"of": engine.Say("cohrules.characters.of.littleboy", "of the Little Boy", nil),
			"to": engine.Say("cohrules.characters.to.littleboy", "to the Little Boy", nil),
			"g":  engine.Say("cohrules.characters.g.littleboy", "m", nil),
		}
	case LittleGirl:
		return map[string]engine.Words{
			"of": engine.Say("cohrules.characters.of.littlegirl", "of the Little Girl", nil),
			"to": engine.Say("cohrules.characters.to.littlegirl", "to the Little Girl", nil),
			"g":  engine.Say("cohrules.characters.g.littlegirl", "f", nil),
		}
	case PregnantWoman:
		return map[string]engine.Words{
			"of": engine.Say("cohrules.characters.of.pregnantwoman", "of the Pregnant Woman", nil),
			"to": engine.Say("cohrules.characters.to.pregnantwoman", "to the Pregnant Woman", nil),
			"g":  engine.Say("cohrules.characters.g.pregnantwoman", "f", nil),
		}
	case Priest:
		return map[string]engine.Words{
			"of": engine.Say("cohrules.characters.of.priest", "of the Priest", nil),
			"to": engine.Say("cohrules.characters.to.priest", "to the Priest", nil),
			"g":  engine.Say("cohrules.characters.g.priest", "m", nil),
		}
	case Punk:
		return map[string]engine.Words{
			"of": engine.Say("cohrules.characters.of.punk", "of the Punk", nil),
			"to": engine.Say("cohrules.characters.to.punk", "to the Punk", nil),
			"g":  engine.Say("cohrules.characters.g.punk", "m", nil),
		}
	case Rasta:
		return map[string]engine.Words{
			"of": engine.Say("cohrules.characters.of.rasta", "of the Rasta", nil),
			"to": engine.Say("cohrules.characters.to.rasta", "to the Rasta", nil),
			"g":  engine.Say("cohrules.characters.g.rasta", "m", nil),
		}
	case Rocker:
		return map[string]engine.Words{
			"of": engine.Say("cohrules.characters.of.rocker", "of the Rocker", nil),
			"to": engine.Say("cohrules.characters.to.rocker", "to the Rocker", nil),
			"g":  engine.Say("cohrules.characters.g.rocker", "m", nil),
		}
	case SecretAgent:
		return map[string]engine.Words{
			"of": engine.Say("cohrules.characters.of.secretagent", "of the Secret Agent", nil),
			"to": engine.Say("cohrules.characters.to.secretagent", "to the Secret Agent", nil),
			"g":  engine.Say("cohrules.characters.g.secretagent", "m", nil),
		}
	case Teen:
		return map[string]engine.Words{
			"of": engine.Say("cohrules.characters.of.teen", "of the Teen", nil),
			"to": engine.Say("cohrules.characters.to.teen", "to the Teen", nil),
			"g":  engine.Say("cohrules.characters.g.teen", "m", nil),
		}
	case Thief:
		return map[string]engine.Words{
			"of": engine.Say("cohrules.characters.of.thief", "of the Thief", nil),
			"to": engine.Say("cohrules.characters.to.thief", "to the Thief", nil),
			"g":  engine.Say("cohrules.characters.g.thief", "m", nil),
		}
	case GuardAndRex:
		return map[string]engine.Words{
			"of": engine.Say("cohrules.characters.of.guardandrex", "of the Guard and Rex", nil),
			"to": engine.Say("cohrules.characters.to.guardandrex", "to the Guard and Rex", nil),
			"g":  engine.Say("cohrules.characters.g.guardandrex", "pl", nil),
		}
	}
	return nil
}
