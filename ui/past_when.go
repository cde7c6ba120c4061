package ui

import (
	"strconv"
	"time"

	"fyne.io/fyne/v2/lang"
)

// pastNow is the clock the list reads "Today" and "Yesterday" by; tests
// set it, as their games have fixed dates.
var pastNow = time.Now

// pastWhen is when a past game started as people say it, in the app's
// language: "Today, 20:00", "Yesterday, 20:00", "Sun 22 Nov, 20:00", with
// the year only when it is not this year's. A bare "2026-11-22" reads
// as "last week" to no one.
func pastWhen(at, now time.Time) string {
	at, now = at.Local(), now.Local()
	hm := at.Format("15:04")
	day := func(t time.Time) time.Time { return time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.Local) }
	switch day(now).Sub(day(at)).Round(time.Hour) / (24 * time.Hour) {
	case 0:
		return lang.X("past.when.today", "Today, {{.Time}}", map[string]any{"Time": hm})
	case 1:
		return lang.X("past.when.yesterday", "Yesterday, {{.Time}}", map[string]any{"Time": hm})
	}
	words := map[string]any{
		"Weekday": weekdays[at.Weekday()](),
		"Day":     strconv.Itoa(at.Day()),
		"Month":   months[at.Month()-1](),
		"Year":    strconv.Itoa(at.Year()),
		"Time":    hm,
	}
	if at.Year() != now.Year() {
		return lang.X("past.when.year", "{{.Weekday}} {{.Day}} {{.Month}} {{.Year}}, {{.Time}}", words)
	}
	return lang.X("past.when.date", "{{.Weekday}} {{.Day}} {{.Month}}, {{.Time}}", words)
}

// weekdays are the days' short names, Sunday first as Go counts them.
var weekdays = [7]func() string{
	func() string { return lang.X("past.day.sun", "Sun") },
	func() string { return lang.X("past.day.mon", "Mon") },
	func() string { return lang.X("past.day.tue", "Tue") },
	func() string { return lang.X("past.day.wed", "Wed") },
	func() string { return lang.X("past.day.thu", "Thu") },
	func() string { return lang.X("past.day.fri", "Fri") },
	func() string { return lang.X("past.day.sat", "Sat") },
}

// months are the months' short names, January first.
var months = [12]func() string{
	func() string { return lang.X("past.month.jan", "Jan") },
	func() string { return lang.X("past.month.feb", "Feb") },
	func() string { return lang.X("past.month.mar", "Mar") },
	func() string { return lang.X("past.month.apr", "Apr") },
	func() string { return lang.X("past.month.may", "May") },
	func() string { return lang.X("past.month.jun", "Jun") },
	func() string { return lang.X("past.month.jul", "Jul") },
	func() string { return lang.X("past.month.aug", "Aug") },
	func() string { return lang.X("past.month.sep", "Sep") },
	func() string { return lang.X("past.month.oct", "Oct") },
	func() string { return lang.X("past.month.nov", "Nov") },
	func() string { return lang.X("past.month.dec", "Dec") },
}
