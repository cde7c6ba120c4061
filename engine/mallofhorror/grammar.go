package mallofhorror

import "hordekeeper/engine"

// A location's forms, each its own key so that every language says it with
// its own article, case and preposition (German "auf den Parkplatz (4)"
// but "in die Toiletten (1)"; French "au Parking (4)", "dans les Toilettes
// (1)"). A sentence picks the form it needs: {{.Location.to}}.
//
//	start:   the place starting a sentence ("The Parking (4) is full")
//	g:       its gender and number, for a verb or adjective to agree:
//	         "m", "f", "n" or "pl" (German "die Toiletten (1) sind voll")
//	the:     the place as a subject ("the Parking (4) is full")
//	obj:     the place as an object ("the Chief announces the Parking (4)")
//	at:      where something is or happens ("in the Parking (4)")
//	to:      where a move goes ("to the Parking (4)")
//	from:    where a move starts ("from the Parking (4)")
//	outside: where zombies wait ("outside the Parking (4)")
//	of:      whose ("of the Parking (4)": German genitive, French "du")

// placeForms are the forms of each location, in number order.
var placeForms = [...]func() map[string]engine.Words{
	Restroom: func() map[string]engine.Words {
		return map[string]engine.Words{
			"start":   engine.Say("mallrules.place.restroom.start", "The Restroom (1)", nil),
			"g":       engine.Say("mallrules.place.restroom.g", "pl", nil),
			"the":     engine.Say("mallrules.place.restroom.the", "the Restroom (1)", nil),
			"obj":     engine.Say("mallrules.place.restroom.obj", "the Restroom (1)", nil),
			"at":      engine.Say("mallrules.place.restroom.at", "in the Restroom (1)", nil),
			"to":      engine.Say("mallrules.place.restroom.to", "to the Restroom (1)", nil),
			"from":    engine.Say("mallrules.place.restroom.from", "from the Restroom (1)", nil),
			"outside": engine.Say("mallrules.place.restroom.outside", "outside the Restroom (1)", nil),
			"of":      engine.Say("mallrules.place.restroom.of", "of the Restroom (1)", nil),
		}
	},
	Cachou: func() map[string]engine.Words {
		return map[string]engine.Words{
			"start":   engine.Say("mallrules.place.cachou.start", "Cachou (2)", nil),
			"g":       engine.Say("mallrules.place.cachou.g", "n", nil),
			"the":     engine.Say("mallrules.place.cachou.the", "Cachou (2)", nil),
			"obj":     engine.Say("mallrules.place.cachou.obj", "Cachou (2)", nil),
			"at":      engine.Say("mallrules.place.cachou.at", "in Cachou (2)", nil),
			"to":      engine.Say("mallrules.place.cachou.to", "to Cachou (2)", nil),
			"from":    engine.Say("mallrules.place.cachou.from", "from Cachou (2)", nil),
			"outside": engine.Say("mallrules.place.cachou.outside", "outside Cachou (2)", nil),
			"of":      engine.Say("mallrules.place.cachou.of", "of Cachou (2)", nil),
		}
	},
	Megatoys: func() map[string]engine.Words {
		return map[string]engine.Words{
			"start":   engine.Say("mallrules.place.megatoys.start", "Megatoys (3)", nil),
			"g":       engine.Say("mallrules.place.megatoys.g", "n", nil),
			"the":     engine.Say("mallrules.place.megatoys.the", "Megatoys (3)", nil),
			"obj":     engine.Say("mallrules.place.megatoys.obj", "Megatoys (3)", nil),
			"at":      engine.Say("mallrules.place.megatoys.at", "in Megatoys (3)", nil),
			"to":      engine.Say("mallrules.place.megatoys.to", "to Megatoys (3)", nil),
			"from":    engine.Say("mallrules.place.megatoys.from", "from Megatoys (3)", nil),
			"outside": engine.Say("mallrules.place.megatoys.outside", "outside Megatoys (3)", nil),
			"of":      engine.Say("mallrules.place.megatoys.of", "of Megatoys (3)", nil),
		}
	},
	Parking: func() map[string]engine.Words {
		return map[string]engine.Words{
			"start":   engine.Say("mallrules.place.parking.start", "The Parking (4)", nil),
			"g":       engine.Say("mallrules.place.parking.g", "n", nil),
			"the":     engine.Say("mallrules.place.parking.the", "the Parking (4)", nil),
			"obj":     engine.Say("mallrules.place.parking.obj", "the Parking (4)", nil),
			"at":      engine.Say("mallrules.place.parking.at", "in the Parking (4)", nil),
			"to":      engine.Say("mallrules.place.parking.to", "to the Parking (4)", nil),
			"from":    engine.Say("mallrules.place.parking.from", "from the Parking (4)", nil),
			"outside": engine.Say("mallrules.place.parking.outside", "outside the Parking (4)", nil),
			"of":      engine.Say("mallrules.place.parking.of", "of the Parking (4)", nil),
		}
	},
	SecurityHQ: func() map[string]engine.Words {
		return map[string]engine.Words{
			"start":   engine.Say("mallrules.place.securityHQ.start", "The Security HQ (5)", nil),
			"g":       engine.Say("mallrules.place.securityHQ.g", "n", nil),
			"the":     engine.Say("mallrules.place.securityHQ.the", "the Security HQ (5)", nil),
			"obj":     engine.Say("mallrules.place.securityHQ.obj", "the Security HQ (5)", nil),
			"at":      engine.Say("mallrules.place.securityHQ.at", "in the Security HQ (5)", nil),
			"to":      engine.Say("mallrules.place.securityHQ.to", "to the Security HQ (5)", nil),
			"from":    engine.Say("mallrules.place.securityHQ.from", "from the Security HQ (5)", nil),
			"outside": engine.Say("mallrules.place.securityHQ.outside", "outside the Security HQ (5)", nil),
			"of":      engine.Say("mallrules.place.securityHQ.of", "of the Security HQ (5)", nil),
		}
	},
	Supermarket: func() map[string]engine.Words {
		return map[string]engine.Words{
			"start":   engine.Say("mallrules.place.supermarket.start", "The Supermarket (6)", nil),
			"g":       engine.Say("mallrules.place.supermarket.g", "n", nil),
			"the":     engine.Say("mallrules.place.supermarket.the", "the Supermarket (6)", nil),
			"obj":     engine.Say("mallrules.place.supermarket.obj", "the Supermarket (6)", nil),
			"at":      engine.Say("mallrules.place.supermarket.at", "in the Supermarket (6)", nil),
			"to":      engine.Say("mallrules.place.supermarket.to", "to the Supermarket (6)", nil),
			"from":    engine.Say("mallrules.place.supermarket.from", "from the Supermarket (6)", nil),
			"outside": engine.Say("mallrules.place.supermarket.outside", "outside the Supermarket (6)", nil),
			"of":      engine.Say("mallrules.place.supermarket.of", "of the Supermarket (6)", nil),
		}
	},
}

// PlaceForms are the names of a location's forms, for the tests that say
// every sentence with every form.
var PlaceForms = []string{"start", "g", "the", "obj", "at", "to", "from", "outside", "of"}

// forms are the location's forms, nil for no location.
func (l Location) forms() map[string]engine.Words {
	if !l.Valid() {
		return nil
	}
	return placeForms[l]()
}

// kindForms are a character kind's forms, each its own key in each
// language, so that a sentence says the character with its article and
// case (German "den Schützen", French "la Pin-up") and agrees with it:
//
//	g:     its grammatical gender, "m", "f", "n" ({{.Character.g}})
//	start: with its article, starting a sentence ("The Pin-Up")
//	the:   with its article, as a subject ("the Pin-Up")
//	obj:   with its article, as an object ("den Schläger")
//	none:  "no Pin-Up" (German "keinen Schützen", French "aucune Pin-up")
func (k CharKind) kindForms() map[string]engine.Words {
	switch k {
	case PinUp:
		return map[string]engine.Words{
			"g":     engine.Say("mallrules.kind.g.pinUp", "f", nil),
			"start": engine.Say("mallrules.kind.start.pinUp", "The Pin-Up", nil),
			"the":   engine.Say("mallrules.kind.the.pinUp", "the Pin-Up", nil),
			"obj":   engine.Say("mallrules.kind.obj.pinUp", "the Pin-Up", nil),
			"none":  engine.Say("mallrules.kind.none.pinUp", "no Pin-Up", nil),
		}
	case ToughGuy:
		return map[string]engine.Words{
			"g":     engine.Say("mallrules.kind.g.toughGuy", "m", nil),
			"start": engine.Say("mallrules.kind.start.toughGuy", "The Tough Guy", nil),
			"the":   engine.Say("mallrules.kind.the.toughGuy", "the Tough Guy", nil),
			"obj":   engine.Say("mallrules.kind.obj.toughGuy", "the Tough Guy", nil),
			"none":  engine.Say("mallrules.kind.none.toughGuy", "no Tough Guy", nil),
		}
	case Gunman:
		return map[string]engine.Words{
			"g":     engine.Say("mallrules.kind.g.gunman", "m", nil),
			"start": engine.Say("mallrules.kind.start.gunman", "The Gunman", nil),
			"the":   engine.Say("mallrules.kind.the.gunman", "the Gunman", nil),
			"obj":   engine.Say("mallrules.kind.obj.gunman", "the Gunman", nil),
			"none":  engine.Say("mallrules.kind.none.gunman", "no Gunman", nil),
		}
	case LittleGirl:
		return map[string]engine.Words{
			"g":     engine.Say("mallrules.kind.g.littleGirl", "f", nil),
			"start": engine.Say("mallrules.kind.start.littleGirl", "The Little Girl", nil),
			"the":   engine.Say("mallrules.kind.the.littleGirl", "the Little Girl", nil),
			"obj":   engine.Say("mallrules.kind.obj.littleGirl", "the Little Girl", nil),
			"none":  engine.Say("mallrules.kind.none.littleGirl", "no Little Girl", nil),
		}
	}
	return nil
}

// ownedForms are the forms of a player's character ("Ann (R)'s Pin-Up"):
// the kind's own forms, each with the player ("das Pin-up von Anna (R)",
// "la Pin-up d'Amélie (R)"); Vowel tells French to elide "de" before a
// name starting with a vowel.
func (s State) ownedForms(r CharRef) map[string]engine.Words {
	args := engine.Args{"Player": s.who(r.Player), "Kind": r.Kind.Words(), "Vowel": engine.VowelFirst(s.Players[r.Player].Name)}
	forms := map[string]engine.Words{
		"start": engine.Say("mallrules.speech.character.start", "{{.Player}}'s {{.Kind}}{{if .Vowel}}{{end}}", args),
		"the":   engine.Say("mallrules.speech.character.the", "{{.Player}}'s {{.Kind}}{{if .Vowel}}{{end}}", args),
		"obj":   engine.Say("mallrules.speech.character.obj", "{{.Player}}'s {{.Kind}}{{if .Vowel}}{{end}}", args),
	}
	if g, ok := r.Kind.kindForms()["g"]; ok {
		forms["g"] = g
	}
	return forms
}

// CharacterWords names a character for players ("Ann (R)'s Pin-Up"), with
// its kind's gender for a sentence to agree with.
func (s State) CharacterWords(r CharRef) engine.Words { return s.charWords(r) }
