package mall

import (
	"fyne.io/fyne/v2/lang"

	"hordekeeper/engine"
	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/translations"
)

// tr is the engine's words in the language in force.
func tr(w engine.Words) string { return translations.T(w) }

// place is a location as a sentence's value: its name with its forms, so
// that each language's sentence picks the article and case it needs
// ({{.Location.to}}: "auf den Parkplatz (4)").
func place(l mh.Location) any { return translations.Arg(l.Words()) }

// kind is a character kind as a sentence's value, with its forms
// ({{.Kind.obj}}: German "den Schläger", French "la Pin-up").
func kind(k mh.CharKind) any { return translations.Arg(k.Words()) }

// character is a player's character as a sentence's value, with its
// forms ({{.Character.the}}: "das Pin-up von Anna (R)").
func character(st mh.State, r mh.CharRef) any { return translations.Arg(st.CharacterWords(r)) }

// letter is a colour's letter in the language in force.
func letter(c mh.Colour) string { return tr(c.LetterWords()) }

// named is a name with its colour's letter, e.g. "Ann (R)".
func named(name string, c mh.Colour) string {
	return lang.X("mall.say.named", "{{.Name}} ({{.Letter}})", map[string]any{"Name": name, "Letter": letter(c)})
}

// cards is "1 card" or "3 cards".
func cards(n int) string {
	return lang.XN("mall.say.cards", "{{.Count}} cards", n, map[string]any{"Count": n})
}

// characters is "1 character" or "3 characters".
func characters(n int) string {
	return lang.XN("mall.say.characters", "{{.Count}} characters", n, map[string]any{"Count": n})
}

// votes is "1 vote" or "3 votes".
func votes(n int) string {
	return lang.XN("mall.say.votes", "{{.Count}} votes", n, map[string]any{"Count": n})
}

// charName is a character with its owner, e.g. "Ann (R)'s Pin-Up".
// Vowel lets French elide "de" before a name ("d'Amélie").
func charName(owner string, k mh.CharKind) string {
	return lang.X("mall.say.character", "{{.Player}}'s {{.Kind}}{{if .Vowel}}{{end}}", map[string]any{"Player": owner, "Kind": tr(k.Words()), "Vowel": engine.VowelFirst(owner)})
}
