package coh

import (
	"fmt"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/translations"
)

// count says a number of things with the right plural: "1 card", "3 cards".
func count(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// cohRole names a character on a button, as its card prints it: "Teen",
// "Guard and Rex".
func cohRole(r ch.Role) string { return translations.T(r.CardWords()) }
