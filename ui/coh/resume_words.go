package coh

import (
	"strings"
	"time"

	"fyne.io/fyne/v2/lang"
)

// cohWhen says when, as a person would: "today at 15:40", "yesterday at
// 21:05", or "on Monday 23 November at 15:40".
func cohWhen(t, now time.Time) string {
	t, now = t.Local(), now.Local()
	y1, m1, d1 := t.Date()
	y2, m2, d2 := now.Date()
	at := map[string]any{"Time": t.Format("15:04"), "Weekday": setupWeekday(t.Weekday()), "Day": d1, "Month": setupMonth(m1), "Year": y1}
	switch {
	case y1 == y2 && m1 == m2 && d1 == d2:
		return lang.X("coh.resume_words.today", "today at {{.Time}}", at)
	case now.AddDate(0, 0, -1).Format("2006-01-02") == t.Format("2006-01-02"):
		return lang.X("coh.resume_words.yesterday", "yesterday at {{.Time}}", at)
	case y1 == y2:
		return lang.X("coh.resume_words.thisYear", "on {{.Weekday}} {{.Day}} {{.Month}} at {{.Time}}", at)
	}
	return lang.X("coh.resume_words.date", "on {{.Weekday}} {{.Day}} {{.Month}} {{.Year}} at {{.Time}}", at)
}

// cohFirstText names the first player the form has chosen by the name
// typed in that seat ("Bo"), or by the colour while the seat has no name.
func cohFirstText(f *cohForm) string {
	if f.first == "" {
		return lang.X("coh.resume_words.firstRandom", "First player: drawn at random when the game is set up.")
	}
	for _, p := range f.seats[:min(f.n, len(f.seats))] {
		if n := strings.TrimSpace(p.Name); p.Colour == f.first && n != "" {
			return lang.X("coh.resume_words.firstNamed", "First player: {{.Name}} ({{.Colour}}).", map[string]any{"Name": n, "Colour": cohColour(f.first)})
		}
	}
	return lang.X("coh.resume_words.firstColour", "First player: {{.Colour}}.", map[string]any{"Colour": cohColour(f.first)})
}
