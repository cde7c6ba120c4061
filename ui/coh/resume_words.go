package coh

import (
	"os"
	"strings"
	"time"

	"fyne.io/fyne/v2/lang"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/translations"
)

// cohResumeText says which game waits, in a table's words: who plays it,
// when it was last played (the save file's last write) and where it
// stands, e.g. "Ann, Bo, Cy and Di's game, last played on Monday 23
// November at 15:40, is at 2:00: …".
func cohResumeText(st *ch.State, path string, now time.Time) string {
	var names []string
	for _, p := range st.Players {
		if p.Name != "" {
			names = append(names, p.Name)
		} else {
			names = append(names, cohColour(p.Colour))
		}
	}
	if fi, err := os.Stat(path); path != "" && err == nil {
		return lang.X("coh.resume_words.gameWhen", "The game of {{.Players}}, last played {{.When}}, is in progress: {{.Phase}}",
			map[string]any{"Players": setupAnd(names), "When": cohWhen(fi.ModTime(), now), "Phase": translations.T(st.PhaseWords())})
	}
	return lang.X("coh.resume_words.game", "The game of {{.Players}} is in progress: {{.Phase}}", map[string]any{"Players": setupAnd(names), "Phase": translations.T(st.PhaseWords())})
}

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
