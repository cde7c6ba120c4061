package ui

import (
	"bytes"
	"encoding/csv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/kit"
)

// TestPastListSaysDatesAndResultsAsPeopleFit: the list says a game's day as
// people say it ("Mon 23 Nov, 13:01"), not "2026-11-23"; Mall's winner is
// named once, with the points, and each player's part of the result is
// one label, so a line never breaks between a name and its colour; a
// damaged file says so in a player's sentence, its file name apart.
func TestPastListSaysDatesAndResultsAsPeopleFit(t *testing.T) {
	uitest.PureUnderRace(t) // one goroutine: make test runs it without -race
	a := newTestUIIn(t, pastFolder(t))
	c := a.Window().Canvas()
	uitest.Tap(t, c, "Past games")
	texts := strings.Join(uitest.Texts(c), "\n")
	for _, want := range []string{
		"Mon 23 Nov", "Sun 22 Nov", // the days of the week
		"Winner: Ann (R) 5 points", "· Di (Y) 3 points", "· Di (Blue) 0 points",
		"this file could not be read; it is kept and nothing was changed.",
	} {
		if !strings.Contains(texts, want) {
			t.Errorf("the list does not show %q:\n%s", want, texts)
		}
	}
	for _, gone := range []string{"2026-11-23", "Ann (R) · Ann (R)", "this file cannot be shown"} {
		if strings.Contains(texts, gone) {
			t.Errorf("the list still shows %q:\n%s", gone, texts)
		}
	}
	small := false
	uitest.Walk(c, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && strings.Contains(l.Text, "its second line was cut in half") {
			small = l.SizeName == theme.SizeNameCaptionText
		}
	})
	if !small {
		t.Error("the damaged file's name and reason are not the small line under the sentence")
	}
}

// TestPastStepByStepWordsFit: the moment says it is when the step happened
// ("Setup" for Mall's first); the notation is a small grey line, no
// heading of its own; Find matches every word typed in any order, keeps
// the player's words when none does, and finds back too.
func TestPastStepByStepWordsFit(t *testing.T) {
	uitest.PureUnderRace(t) // one goroutine: make test runs it without -race
	a := newTestUIIn(t, pastFolder(t))
	c := a.Window().Canvas()
	uitest.Tap(t, c, "Past games")
	uitest.TapIn(t, c, "Winner: Ann", "Step by step")
	if uitest.Shows(c, "Position (notation)") {
		t.Error("the notation is still the page's heading")
	}

	slider(t, c).SetValue(0)
	if !uitest.Shows(c, "When it happened: Setup") || uitest.Shows(c, "Round 0") {
		t.Errorf("the first step's moment: %q", uitest.Texts(c))
	}
	uitest.Walk(c, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && strings.Contains(l.Text, "dead:") && l.SizeName != theme.SizeNameCaptionText {
			t.Errorf("the notation is not a small line: %q", l.Text)
		}
	})
	q := uitest.Entry(t, c, "A name, a character, a place")
	q.SetText("Gunman Cy")
	uitest.Tap(t, c, "Find the next step")
	found := ""
	uitest.Walk(c, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && strings.Contains(l.Text, "Cy (K)") && strings.Contains(l.Text, "Gunman") {
			found = l.Text
		}
	})
	if found == "" {
		t.Fatalf("“Gunman Cy” finds no step that names both: %q", uitest.Texts(c))
	}
	at := slider(t, c).Value
	uitest.Tap(t, c, "Find the previous step")
	if back := slider(t, c).Value; back == at {
		t.Errorf("Find the previous step stays at step %v (Cy places the Gunman more than once)", at)
	}
	q.SetText("Zorro Tomato")
	uitest.Tap(t, c, "Find the previous step")
	if !uitest.Shows(c, "No step says “Zorro Tomato”.") {
		t.Errorf("a search that finds nothing does not keep the words typed: %q", uitest.Texts(c))
	}
}

// TestPastRecordTotalsAndItsDamagedFilesFit: the record adds each person's
// games of the three kinds, wins and escapes apart and said why; its line
// on files that could not be read leads to them.
func TestPastRecordTotalsAndItsDamagedFilesFit(t *testing.T) {
	uitest.PureUnderRace(t) // one goroutine: make test runs it without -race
	a := newTestUIIn(t, nineGames(t))
	c := a.Window().Canvas()
	uitest.Tap(t, c, "Past games")
	uitest.Tap(t, c, "The table's record")
	if !uitest.Shows(c, "counted apart") {
		t.Errorf("the record does not say how escapes count: %q", uitest.Texts(c))
	}
	// Ann played two of each kind (Eve took her seat in the third week),
	// won both Mall games and escaped twice.
	texts := strings.Join(uitest.Texts(c), "|")
	if !strings.Contains(texts, "|All games|Player|Games|Wins|Escapes|") || !strings.Contains(texts, "|Ann|6|2|2|") {
		t.Errorf("the record has no all-games line for Ann (6 games, 2 wins, 2 escapes): %s", texts)
	}
	uitest.Tap(t, c, "Which files, and why")
	if !uitest.Shows(c, "Files that could not be read") || !uitest.Shows(c, "it is kept and nothing was changed") || len(uitest.Buttons(c, "Step by step")) > 0 {
		t.Errorf("the record's button does not lead to the files that could not be read: %q", uitest.Texts(c))
	}
}

// TestPastPickerListsAndEndsFit: the player picker marks the choice in force;
// at 800x1280 no "Step by step" button lies under the scroll bar; a past
// game's end offers no new game (Mall, City of Horror).
func TestPastPickerListsAndEndsFit(t *testing.T) {
	uitest.PureUnderRace(t) // one goroutine: make test runs it without -race
	a := newTestUIIn(t, pastFolder(t))
	c := a.Window().Canvas()
	uitest.Tap(t, c, "Past games")
	uitest.Tap(t, c, "Player: everyone")
	uitest.Tap(t, c, "Bo")
	uitest.Tap(t, c, "Player: Bo")
	for _, b := range uitest.Buttons(c, "Bo") {
		if b.(*kit.Button).Importance != widget.HighImportance {
			t.Error("the picker does not mark the player chosen")
		}
	}
	uitest.Tap(t, c, "Cancel")
	uitest.Settle(c, fyne.NewSize(800, 1280))
	bar := theme.Size(theme.SizeNameScrollBar)
	for _, b := range uitest.Buttons(c, "Step by step") {
		at := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
		if right := at.X + b.Size().Width; right > c.Size().Width-bar {
			t.Errorf("a Step by step button ends at %v, under the scroll bar (from %v)", right, c.Size().Width-bar)
		}
	}
	uitest.Settle(c, fyne.NewSize(1280, 800))
	openPast(t, c, "Mall of Horror", "Winner: Ann", time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC))
	if !uitest.Shows(c, "Game over") || len(uitest.Buttons(c, "New game")) > 0 {
		t.Errorf("a past Mall game's end offers a new game: %q", uitest.Texts(c))
	}
	uitest.Tap(t, c, "Games")
	openPast(t, c, "City of Horror", "Cy (Green) wins", time.Date(2026, 11, 23, 13, 1, 45, 0, time.UTC))
	if !uitest.Shows(c, "City of Horror: the end") || len(uitest.Buttons(c, "New game")) > 0 {
		t.Errorf("a past City of Horror game's end offers a new game: %q", uitest.Texts(c))
	}
}

// TestPastListCSVWinnersAndPointsFit: the list's CSV has the winners and each
// player's points, the players written as in the players column.
func TestPastListCSVWinnersAndPointsFit(t *testing.T) {
	uitest.PureUnderRace(t) // one goroutine: make test runs it without -race
	a := newTestUIIn(t, pastFolder(t))
	games := a.pastGames("")
	lines, err := csv.NewReader(bytes.NewReader(listCSV(games, a.finishedOf(games)))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(lines[0], ","); got != "date,game,players,result,winners,points,problem" {
		t.Errorf("header %q", got)
	}
	var mall []string
	for _, l := range lines {
		if l[1] == "Mall of Horror" && l[6] == "" {
			mall = l
		}
	}
	if mall[4] != "Ann (red)" || !strings.Contains(mall[5], "Ann (red): 5") || !strings.Contains(mall[5], "Di (yellow): 3") {
		t.Errorf("the Mall line's winners and points: %q", mall)
	}
}
