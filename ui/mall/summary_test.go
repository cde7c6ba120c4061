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
	if !said(h, "plays a Threat") {
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
