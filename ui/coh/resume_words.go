package coh

import (
	"fmt"
	"os"
	"strings"
	"time"

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
	who := fmt.Sprintf("The game of %s", andWords(names))
	if fi, err := os.Stat(path); path != "" && err == nil {
		who += ", last played " + cohWhen(fi.ModTime(), now) + ","
	}
	return who + " is in progress: " + translations.T(st.PhaseWords())
}

// cohWhen says when, as a person would: "today at 15:40", "yesterday at
// 21:05", or "on Monday 23 November at 15:40".
func cohWhen(t, now time.Time) string {
	t, now = t.Local(), now.Local()
	y1, m1, d1 := t.Date()
	y2, m2, d2 := now.Date()
	at := t.Format("15:04")
	switch {
	case y1 == y2 && m1 == m2 && d1 == d2:
		return "today at " + at
	case now.AddDate(0, 0, -1).Format("2006-01-02") == t.Format("2006-01-02"):
		return "yesterday at " + at
	case y1 == y2:
		return t.Format("on Monday 2 January") + " at " + at
	}
	return t.Format("on Monday 2 January 2006") + " at " + at
}

// cohFirstText names the first player the form has chosen by the name
// typed in that seat ("Bo"), or by the colour while the seat has no name.
func cohFirstText(f *cohForm) string {
	if f.first == "" {
		return "First player: drawn at random when the game is set up."
	}
	for _, p := range f.seats[:min(f.n, len(f.seats))] {
		if n := strings.TrimSpace(p.Name); p.Colour == f.first && n != "" {
			return "First player: " + n + " (" + cohColour(f.first) + ")."
		}
	}
	return "First player: " + cohColour(f.first) + "."
}
