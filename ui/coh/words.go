package coh

import (
	"fmt"

	"fyne.io/fyne/v2/lang"

	"hordekeeper/engine"
	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/translations"
)

// count says a number of things with the right plural: "1 card", "3 cards".
// English only: the play screens say their counts through the translation
// files (antidotesN, cardsN and their kin below).
func count(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// with is a sentence's values with the engine's words among them put in the
// language in force first (a place's name inside a sentence).
func with(a engine.Args) engine.Args { return engine.Resolve(a, translations.T) }

// antidotesN says a number of antidotes: "1 antidote", "3 antidotes".
func antidotesN(n int) string {
	return lang.XN("coh.words.antidotes", "{{.Count}} antidotes", n, map[string]any{"Count": n})
}

// cardsN says a number of cards in a hand: "1 card", "3 cards".
func cardsN(n int) string {
	return lang.XN("coh.words.cards", "{{.Count}} cards", n, map[string]any{"Count": n})
}

// actionCardsN says a number of action cards: "1 action card".
func actionCardsN(n int) string {
	return lang.XN("coh.words.actionCards", "{{.Count}} action cards", n, map[string]any{"Count": n})
}

// pointsN says a number of points: "1 point", "3 points".
func pointsN(n int) string {
	return lang.XN("coh.words.points", "{{.Count}} points", n, map[string]any{"Count": n})
}

// cohRole names a character on a button, as its card prints it: "Teen",
// "Guard and Rex".
func cohRole(r ch.Role) string { return translations.T(r.CardWords()) }
