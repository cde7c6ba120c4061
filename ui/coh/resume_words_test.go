package coh

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"hordekeeper/ui/internal/uitest"
)

// TestResumeNamesThePlayersAndWhen: the resume question names who plays
// the game and when it was last played.
func TestResumeNamesThePlayersAndWhen(t *testing.T) {
	a, dir := newCohTestApp(t, 21)
	tapLabel(t, a, "4 players")
	for i, n := range []string{"Ann", "Bo", "Cy", "Di"} {
		test.Type(uitest.Entries(canvasOf(a), "name (optional)")[i], n)
	}
	tapLabel(t, a, "Set up the city")
	tapLabel(t, a, "Games")
	b := newTableIn(t, dir, 1)
	if on(b) != "coh-resume" {
		t.Fatalf("screen %s", on(b))
	}
	if !shows(b, "The game of Ann, Bo, Cy and Di, last played today at "+time.Now().Format("15:")) {
		t.Fatalf("the resume question names the players and when: %v", uitest.Texts(canvasOf(b)))
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
