package coh

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"hordekeeper/ui/internal/uitest"
)

// TestInPlayNamesThePlayersAndWhen: the game waiting on the list of games
// names who plays it, in their colours, and when it was last played.
func TestInPlayNamesThePlayersAndWhen(t *testing.T) {
	a, _ := newCohTestApp(t, 21)
	tapLabel(t, a, "4 players")
	for i, n := range []string{"Ann", "Bo", "Cy", "Di"} {
		test.Type(uitest.Entries(canvasOf(a), "name (optional)")[i], n)
	}
	tapLabel(t, a, "Set up the city")
	leaveCoh(t, a)
	p, waits := InPlay(hostOf(a).Store())
	var got []string
	for _, s := range p.Seats {
		got = append(got, s.Name+" "+s.Colour)
	}
	// The clock may pass an hour or midnight during the test: "when" is
	// checked with fixed times in TestWhenInATablesWords.
	if !waits || strings.Join(got, ", ") != "Ann yellow, Bo red, Cy green, Di white" || !strings.HasPrefix(p.Where, "Last played ") {
		t.Fatalf("the game waiting names the players and when: %v %q", got, p.Where)
	}
}

// TestWhenInATablesWords: the day and the time, as a person says them.
func TestWhenInATablesWords(t *testing.T) {
	now := time.Date(2026, 11, 23, 0, 10, 0, 0, time.Local)
	for _, c := range []struct {
		t    time.Time
		want string
	}{
		{time.Date(2026, 11, 23, 0, 5, 0, 0, time.Local), "today at 00:05"},
		{time.Date(2026, 11, 22, 23, 55, 0, 0, time.Local), "yesterday at 23:55"},
		{time.Date(2026, 11, 16, 21, 5, 0, 0, time.Local), "on Monday 16 November at 21:05"},
		{time.Date(2025, 12, 31, 20, 0, 0, 0, time.Local), "on Wednesday 31 December 2025 at 20:00"},
	} {
		if got := cohWhen(c.t, now); got != c.want {
			t.Errorf("%v: %q, want %q", c.t, got, c.want)
		}
	}
}

// TestFirstPlayerByName: the first player chosen on the form is named by
// the name typed in that seat, and follows a name typed afterwards.
func TestFirstPlayerByName(t *testing.T) {
	a, _ := newCohTestApp(t, 21)
	tapLabel(t, a, "4 players")
	es := uitest.Entries(canvasOf(a), "name (optional)")
	test.Type(es[0], "Ann")
	tapIn(t, a, a.form.seats[1].Colour.Name(), "starts")
	if !shows(a, "First player: "+a.form.seats[1].Colour.Name()+".") {
		t.Fatalf("without a name the colour names the first player: %v", uitest.Texts(canvasOf(a)))
	}
	test.Type(uitest.Entries(canvasOf(a), "name (optional)")[1], "Bo")
	joined := strings.Join(uitest.Texts(canvasOf(a)), " ")
	if !strings.Contains(joined, "First player: Bo ("+a.form.seats[1].Colour.Name()+").") {
		t.Fatalf("the first player is Bo: %v", joined)
	}
}
