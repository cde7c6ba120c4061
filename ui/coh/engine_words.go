package coh

import (
	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/translations"
)

// The engine's names in the players' language, for the screens: the
// engine gives them as Words (cohrules.json), the screens show them
// through ui/translations.

// cohLabel is a player's name and colour ("Ann (Red)").
func cohLabel(st *ch.State, c ch.Colour) string { return translations.T(st.LabelWords(c)) }

// cohChar is a character as a sentence's value: its card's name with its
// gender, for a word to agree with it (French "épuisée").
func cohChar(r ch.Role) any { return translations.Arg(r.CardWords()) }

// cohPlace is a place by its building ("the Church (corner 2)").
func cohPlace(st *ch.State, l ch.Loc) string { return translations.T(st.PlaceWords(l)) }

// cohColour is a colour's name ("Red").
func cohColour(c ch.Colour) string { return translations.T(c.Words()) }

// cohName is a character's name with its article ("the Teen").
func cohName(r ch.Role) string { return translations.T(r.Words()) }

// cohLetter is a colour's mark on its swatch and wedge ("W"; "Bc" in French).
func cohLetter(c ch.Colour) string { return translations.T(c.LetterWords()) }
