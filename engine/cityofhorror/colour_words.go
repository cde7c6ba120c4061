package cityofhorror

import "hordekeeper/engine"

// LetterWords is the colour's mark on its swatch and wedge in the players'
// language, told apart from the other colours' (French has Bleu and Blanc,
// Vert and Violet). Letter stays the English initial, for the notation.
func (c Colour) LetterWords() engine.Words {
	switch c {
	case Yellow:
		return engine.Say("cohrules.colour_words.yellow", "Y", nil)
	case Red:
		return engine.Say("cohrules.colour_words.red", "R", nil)
	case Green:
		return engine.Say("cohrules.colour_words.green", "G", nil)
	case White:
		return engine.Say("cohrules.colour_words.white", "W", nil)
	case Purple:
		return engine.Say("cohrules.colour_words.purple", "P", nil)
	case Blue:
		return engine.Say("cohrules.colour_words.blue", "B", nil)
	}
	return engine.Plain(c.Letter())
}
