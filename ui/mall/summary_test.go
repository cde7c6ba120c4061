package mall

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	mh "hordekeeper/engine/mallofhorror"
)

// TestTheSummaryForgetsAnUndoneThreat: a Threat played in an attack and
// undone is not in the round's summary, which tells the round as the
// journal holds it after the undo.
func TestTheSummaryForgetsAnUndoneThreat(t *testing.T) {
	path := findSituation(t, func(st mh.State) bool {
		v, ok := st.CurrentVote()
		if !ok || v.Kind != mh.VictimVote || v.Second || len(v.Candidates) < 2 {
			return false
		}
		for seat := range st.Players {
			if st.Check(mh.PlayCard{Player: seat, Card: mh.Threat}) == nil {
				return true
			}
		}
		return false
	})
	h := newHost(t)
	h.win.Resize(fyne.NewSize(1280, 800))
	if err := OpenFile(h, path); err != nil {
		t.Fatal(err)
	}
	goOn(t, h, false)
	st := h.state()
	round := st.Round
	for seat, p := range st.Players {
		if st.Check(mh.PlayCard{Player: seat, Card: mh.Threat}) == nil {
			tapAfter(t, h, label(p), "Threat")
			break
		}
	}
	if !withWords(h, "plays a Threat") {
		t.Fatalf("the Threat was not played: %v", messages(h))
	}
	tap(t, h, "Undo")
	over := fmt.Sprintf("Round %d is over", round)
	for i := 0; !shows(h, over); i++ {
		if i > 100 || h.state().Outcome.Over {
			t.Fatalf("round %d never ends on its summary", round)
		}
		if goOn(t, h, true) && shows(h, over) {
			break
		}
		playStep(t, h)
	}
	if text := screenText(h); strings.Contains(text, "plays a Threat") {
		t.Fatalf("the summary lists the undone Threat: %q", text)
	}
	if !shows(h, "Eaten this round") && !shows(h, "Nobody was eaten") {
		t.Fatalf("no summary: %q", screenText(h))
	}
}

// TestTheSummaryShowsTheRoundsDice: while the round's summary is on
// screen the dice panel shows that round's dice, placed in the open, not
// the next round's "not rolled yet".
func TestTheSummaryShowsTheRoundsDice(t *testing.T) {
	h := openDemo(t, "mall-attack", fyne.NewSize(1280, 800))
	round := h.state().Round
	over := fmt.Sprintf("Round %d is over", round)
	for i := 0; !shows(h, over); i++ {
		if i > 50 {
			t.Fatal("the round does not end on its summary")
		}
		playStep(t, h)
	}
	if shows(h, "not rolled yet") || len(dieFaces(h.canvas())) != 4 {
		t.Fatalf("the summary of round %d shows %d dice: %q", round, len(dieFaces(h.canvas())), screenText(h))
	}
	tap(t, h, fmt.Sprintf("Start round %d", round+1))
	if h.state().Phase != mh.PhaseArrival && !shows(h, "not rolled yet") {
		t.Fatalf("round %d starts with dice on show: %q", round+1, screenText(h))
	}
}

// TestTheLastRoundHasItsSummary: the step that ends the game shows the
// last round's summary (who was eaten) before "Game over".
func TestTheLastRoundHasItsSummary(t *testing.T) {
	h := newHost(t)
	newGame(t, h, 3)
	for i := 0; !h.state().Outcome.Over; i++ {
		if i > 3000 {
			t.Fatal("the game does not end")
		}
		playStep(t, h)
	}
	round := h.state().Round
	if shows(h, "Go on to the next step") {
		tap(t, h, "Go on to the next step")
	}
	if shows(h, "Game over") || !shows(h, fmt.Sprintf("Round %d is over", round)) || !(shows(h, "Eaten this round: ") || shows(h, "Nobody was eaten")) {
		t.Fatalf("the last round ends without its summary: %q", screenText(h))
	}
	tap(t, h, "Go on to the final scores")
	checkEndScreen(t, h)
}
