package coh

import (
	"fyne.io/fyne/v2/lang"

	ch "hordekeeper/engine/cityofhorror"
)

// cohPackPeekText tells the table, in a player's words, why a peek goes to
// the physical card: the app cannot say which card of the hour will come
// up until it holds all four of that hour's cards (kept says how many the
// Cards screen holds), so the player looks at the top card of the pile.
// It agrees with the Cards screen, which lists the cards kept.
func cohPackPeekText(kept, hour int, who string) string {
	at := map[string]any{"Hour": ch.HourName(hour), "Player": who, "Count": kept}
	if kept > 0 {
		return lang.XN("coh.peek_words.someKept", "The Cards screen holds {{.Count}} of the four {{.Hour}} cards, so the app cannot say which one will come up: the table draws it from the pack. {{.Player}} looks at the top card of the {{.Hour}} pile, then puts it back; they may not show it, but may tell the others about it.", kept, at)
	}
	return lang.X("coh.peek_words.noneKept", "The Cards screen has no {{.Hour}} card yet, so the app cannot say which one will come up. {{.Player}} looks at the top card of the {{.Hour}} pile, then puts it back; they may not show it, but may tell the others about it.", at)
}
