package coh

import (
	"fmt"

	ch "hordekeeper/engine/cityofhorror"
)

// cohPackPeekText tells the table, in a player's words, why a peek goes to
// the physical card: the app cannot say which card of the hour will come
// up until it holds all four of that hour's cards (kept says how many the
// Cards screen holds), so the player looks at the top card of the pile.
// It agrees with the Cards screen, which lists the cards kept.
func cohPackPeekText(kept, hour int, who string) string {
	h := ch.HourName(hour)
	why := fmt.Sprintf("The Cards screen has no %s card yet, so the app cannot say which one will come up.", h)
	if kept > 0 {
		why = fmt.Sprintf("The Cards screen holds %d of the four %s cards, so the app cannot say which one will come up: the table draws it from the pack.", kept, h)
	}
	return why + " " + who + " looks at the top card of the " + h + " pile, then puts it back; they may not show it, but may tell the others about it."
}
