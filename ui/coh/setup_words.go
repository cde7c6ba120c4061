package coh

import (
	"strings"
	"time"

	"fyne.io/fyne/v2/lang"
)

// The setup side's own small words: lists, supplies, dates and why a card
// is looked at, in the language in force. Each is one template a language
// can order as it likes.

// setupAnd joins words as a table says them: "a", "a and b", "a, b and c".
func setupAnd(xs []string) string {
	switch len(xs) {
	case 0:
		return ""
	case 1:
		return xs[0]
	}
	return lang.X("coh.setup_words.and", "{{.List}} and {{.Last}}", map[string]any{"List": strings.Join(xs[:len(xs)-1], ", "), "Last": xs[len(xs)-1]})
}

// setupSupplies says supplies: "2 antidotes and 1 card", "nothing".
func setupSupplies(antidotes, cards int) string {
	var parts []string
	if antidotes > 0 {
		parts = append(parts, setupAntidotes(antidotes))
	}
	if cards > 0 {
		parts = append(parts, lang.XN("coh.setup_words.actionCards", "{{.Count}} action cards", cards, map[string]any{"Count": cards}))
	}
	if len(parts) == 0 {
		return lang.X("coh.setup_words.nothing", "nothing")
	}
	return setupAnd(parts)
}

func setupAntidotes(n int) string {
	return lang.XN("coh.setup_words.antidotes", "{{.Count}} antidotes", n, map[string]any{"Count": n})
}

func setupZombies(n int) string {
	return lang.XN("coh.setup_words.zombies", "{{.Count}} zombies", n, map[string]any{"Count": n})
}

func setupCards(n int) string {
	return lang.XN("coh.setup_words.cards", "{{.Count}} cards", n, map[string]any{"Count": n})
}

// setupWeekday is a day's name.
func setupWeekday(d time.Weekday) string {
	switch d {
	case time.Monday:
		return lang.X("coh.setup_words.monday", "Monday")
	case time.Tuesday:
		return lang.X("coh.setup_words.tuesday", "Tuesday")
	case time.Wednesday:
		return lang.X("coh.setup_words.wednesday", "Wednesday")
	case time.Thursday:
		return lang.X("coh.setup_words.thursday", "Thursday")
	case time.Friday:
		return lang.X("coh.setup_words.friday", "Friday")
	case time.Saturday:
		return lang.X("coh.setup_words.saturday", "Saturday")
	}
	return lang.X("coh.setup_words.sunday", "Sunday")
}

// setupMonth is a month's name.
func setupMonth(m time.Month) string {
	switch m {
	case time.January:
		return lang.X("coh.setup_words.january", "January")
	case time.February:
		return lang.X("coh.setup_words.february", "February")
	case time.March:
		return lang.X("coh.setup_words.march", "March")
	case time.April:
		return lang.X("coh.setup_words.april", "April")
	case time.May:
		return lang.X("coh.setup_words.may", "May")
	case time.June:
		return lang.X("coh.setup_words.june", "June")
	case time.July:
		return lang.X("coh.setup_words.july", "July")
	case time.August:
		return lang.X("coh.setup_words.august", "August")
	case time.September:
		return lang.X("coh.setup_words.september", "September")
	case time.October:
		return lang.X("coh.setup_words.october", "October")
	case time.November:
		return lang.X("coh.setup_words.november", "November")
	}
	return lang.X("coh.setup_words.december", "December")
}
