package ui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2/storage"
)

// TestPastWhenSaysTheDay: today and yesterday by name, this year's days
// by weekday and date, another year's with it.
func TestPastWhenSaysTheDay(t *testing.T) {
	now := time.Date(2026, 11, 28, 9, 0, 0, 0, time.Local)
	for _, c := range []struct {
		at   time.Time
		want string
	}{
		{time.Date(2026, 11, 28, 0, 5, 0, 0, time.Local), "Today, 00:05"},
		{time.Date(2026, 11, 27, 23, 59, 0, 0, time.Local), "Yesterday, 23:59"},
		{time.Date(2026, 11, 22, 20, 0, 0, 0, time.Local), "Sun 22 Nov, 20:00"},
		{time.Date(2025, 3, 2, 8, 30, 0, 0, time.Local), "Sun 2 Mar 2025, 08:30"},
	} {
		if got := pastWhen(c.at, now); got != c.want {
			t.Errorf("pastWhen(%v) = %q, want %q", c.at, got, c.want)
		}
	}
}

// TestPastSavedSaysWhere: a save says the folder too, not the name only.
func TestPastSavedSaysWhere(t *testing.T) {
	if got := savedWhere(storage.NewFileURI("/sdcard/Download/past-games.csv")); got != "Saved as /sdcard/Download/past-games.csv" {
		t.Errorf("savedWhere = %q", got)
	}
}
