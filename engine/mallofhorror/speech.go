package mallofhorror

import (
	"errors"

	"hordekeeper/engine"
)

// The names a screen shows, as Words it can put in the players' language.
// String and Name stay as they are: notation and saves read them.

// NameWords is the location's name, e.g. "Megatoys".
func (l Location) NameWords() engine.Words {
	switch l {
	case Restroom:
		return engine.Say("mallrules.speech.restroom", "Restroom", nil)
	case Cachou:
		return engine.Say("mallrules.speech.cachou", "Cachou", nil)
	case Megatoys:
		return engine.Say("mallrules.speech.megatoys", "Megatoys", nil)
	case Parking:
		return engine.Say("mallrules.speech.parking", "Parking", nil)
	case SecurityHQ:
		return engine.Say("mallrules.speech.securityHQ", "Security HQ", nil)
	case Supermarket:
		return engine.Say("mallrules.speech.supermarket", "Supermarket", nil)
	}
	return engine.Say("mallrules.speech.noLocation", "location {{.Number}}", engine.Args{"Number": int(l)})
}

// Words is the location's number and name, e.g. "3 Megatoys".
func (l Location) Words() engine.Words {
	if !l.Valid() {
		return l.NameWords()
	}
	return engine.Noun(engine.Say("mallrules.speech.numbered", "{{.Number}} {{.Name}}", engine.Args{"Number": int(l), "Name": l.NameWords()}), l.forms())
}

// Words is the colour's name, e.g. "red".
func (c Colour) Words() engine.Words {
	switch c {
	case Red:
		return engine.Say("mallrules.speech.red", "red", nil)
	case Blue:
		return engine.Say("mallrules.speech.blue", "blue", nil)
	case Green:
		return engine.Say("mallrules.speech.green", "green", nil)
	case Yellow:
		return engine.Say("mallrules.speech.yellow", "yellow", nil)
	case Black:
		return engine.Say("mallrules.speech.black", "black", nil)
	case White:
		return engine.Say("mallrules.speech.white", "white", nil)
	}
	return engine.Say("mallrules.speech.noColour", "colour {{.Number}}", engine.Args{"Number": int(c)})
}

// LetterWords is the colour's letter, told apart from the others' in each
// language (English "K" for black).
func (c Colour) LetterWords() engine.Words {
	switch c {
	case Red:
		return engine.Say("mallrules.speech.letterRed", "R", nil)
	case Blue:
		return engine.Say("mallrules.speech.letterBlue", "B", nil)
	case Green:
		return engine.Say("mallrules.speech.letterGreen", "G", nil)
	case Yellow:
		return engine.Say("mallrules.speech.letterYellow", "Y", nil)
	case Black:
		return engine.Say("mallrules.speech.letterBlack", "K", nil)
	case White:
		return engine.Say("mallrules.speech.letterWhite", "W", nil)
	}
	return engine.Plain(c.Letter())
}

// Words is the character kind as players know it, e.g. "Tough Guy", with
// its forms ({{.Character.the}}: "the Tough Guy"; grammar.go).
func (k CharKind) Words() engine.Words {
	if f := k.kindForms(); f != nil {
		return engine.Noun(k.name(), f)
	}
	return k.name()
}

// name is the character kind's name alone.
func (k CharKind) name() engine.Words {
	switch k {
	case PinUp:
		return engine.Say("mallrules.speech.pinUp", "Pin-Up", nil)
	case ToughGuy:
		return engine.Say("mallrules.speech.toughGuy", "Tough Guy", nil)
	case Gunman:
		return engine.Say("mallrules.speech.gunman", "Gunman", nil)
	case LittleGirl:
		return engine.Say("mallrules.speech.littleGirl", "Little Girl", nil)
	}
	return engine.Say("mallrules.speech.noCharacter", "character {{.Number}}", engine.Args{"Number": int(k)})
}

// Words is the card's title, e.g. "Security Camera".
func (c Card) Words() engine.Words {
	switch c {
	case Threat:
		return engine.Say("mallrules.speech.threat", "Threat", nil)
	case SecurityCamera:
		return engine.Say("mallrules.speech.securityCamera", "Security Camera", nil)
	case Sprint:
		return engine.Say("mallrules.speech.sprint", "Sprint", nil)
	case Hardware:
		return engine.Say("mallrules.speech.hardware", "Hardware", nil)
	case Hidden:
		return engine.Say("mallrules.speech.hidden", "Hidden", nil)
	case Weapon1:
		return engine.Say("mallrules.speech.weapon1", "Weapon (kills 1)", nil)
	case Weapon2:
		return engine.Say("mallrules.speech.weapon2", "Weapon (kills 2)", nil)
	}
	return engine.Say("mallrules.speech.noCard", "card {{.Number}}", engine.Args{"Number": int(c)})
}

// LabelWords names a player with their colour's letter, e.g. "Ann (R)".
func (p Player) LabelWords() engine.Words {
	return engine.Say("mallrules.speech.label", "{{.Name}} ({{.Letter}})", engine.Args{"Name": p.Name, "Letter": p.Colour.LetterWords()})
}

// who is the player in a seat, named with their colour's letter.
func (s State) who(seat int) engine.Words {
	if seat < 0 || seat >= len(s.Players) {
		return s.seatWords(seat)
	}
	return s.Players[seat].LabelWords()
}

// charWords names a character for players, e.g. "Ann (R)'s Tough Guy".
func (s State) charWords(r CharRef) engine.Words {
	if r.Player < 0 || r.Player >= len(s.Players) {
		return r.Kind.Words()
	}
	args := engine.Args{"Player": s.who(r.Player), "Kind": r.Kind.Words(), "Vowel": engine.VowelFirst(s.Players[r.Player].Name)}
	return engine.Noun(engine.Say("mallrules.speech.character", "{{.Player}}'s {{.Kind}}{{if .Vowel}}{{end}}", args), s.ownedForms(r))
}

// locationList is "1 Restroom, 3 Megatoys or 6 Supermarket", with the
// forms of its places ({{.Choices.to}}: "in die Toiletten (1) oder ins
// Megatoys (3)").
func locationList(ls []Location) engine.Words {
	if len(ls) == 0 {
		return engine.Plain("")
	}
	if len(ls) == 1 {
		return ls[0].Words()
	}
	pick := func(form string) engine.Words {
		first := make([]engine.Words, len(ls)-1)
		for i, l := range ls[:len(ls)-1] {
			first[i] = l.Words()
			if form != "" {
				first[i] = l.forms()[form]
			}
		}
		last := ls[len(ls)-1].Words()
		if form != "" {
			last = ls[len(ls)-1].forms()[form]
		}
		return engine.Say("mallrules.speech.orList", "{{.First}} or {{.Last}}", engine.Args{"First": first, "Last": last})
	}
	forms := map[string]engine.Words{}
	for _, f := range PlaceForms {
		if f != "g" && f != "start" {
			forms[f] = pick(f)
		}
	}
	return engine.Noun(pick(""), forms)
}

// andList is "A, B and C" of words.
func andList(ws []engine.Words) engine.Words {
	switch len(ws) {
	case 0:
		return engine.Plain("")
	case 1:
		return ws[0]
	}
	return engine.Say("mallrules.speech.andList", "{{.First}} and {{.Last}}", engine.Args{"First": ws[:len(ws)-1], "Last": ws[len(ws)-1]})
}

// wordsOf is an error's words: a refusal's Words, else its text as it is.
func wordsOf(err error) engine.Words {
	var re *engine.RuleError
	if errors.As(err, &re) && !re.Words.IsZero() {
		return re.Words
	}
	if err == nil {
		return engine.Words{}
	}
	return engine.Plain(err.Error())
}

// ReasonWords is a refusal's words for a screen to translate (the error's
// text as it is when it has none).
func ReasonWords(err error) engine.Words { return wordsOf(err) }
