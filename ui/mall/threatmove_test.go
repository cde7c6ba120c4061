package mall

import (
	"fmt"
	"path/filepath"
	"testing"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/uitest"
)

// TestAThreatMovesNoVoteButton: in the truck's vote and an attack's, at
// the real window's sizes, a Threat played leaves every button where it
// was: the vote's explanation, which then names the Threat, has its room
// kept from the start.
//
// The earlier tests missed it: TestABallotTapMovesNothingElse taps a
// ballot, which changes no word above the rows; no test played a Threat
// and looked at the buttons after it.
func TestAThreatMovesNoVoteButton(t *testing.T) {
	for _, size := range tabletSizes {
		for _, name := range []string{"mall-truck-vote", "mall-attack"} {
			t.Run(fmt.Sprint(name, size), func(t *testing.T) {
				h := newHost(t)
				h.win.Resize(size)
				if err := h.open(filepath.Join("testdata", name+".hkj")); err != nil {
					t.Fatal(err)
				}
				if shows(h, "Start round 2") {
					tap(t, h, "Start round 2")
				}
				if shows(h, "No more cards: vote for the victim") {
					tap(t, h, "No more cards: vote for the victim")
				}
				st := h.state()
				v, ok := st.CurrentVote()
				if !ok {
					t.Fatalf("no vote on: %q", screenText(h))
				}
				seat := -1
				for s, w := range v.Weights {
					if w.Votes > 0 && st.Check(mh.PlayCard{Player: s, Card: mh.Threat}) == nil {
						seat = s
						break
					}
				}
				if seat < 0 {
					t.Fatal("nobody may play a Threat")
				}
				uitest.Settle(h.canvas(), size)
				before := uitest.Positions(h.canvas())
				tapIn(t, h, st.Players[seat].Label(), "Threat")
				if h.state().Threats[seat] != 1 {
					t.Fatal("the Threat was not played")
				}
				uitest.Settle(h.canvas(), size)
				samePlaces(t, "a Threat", before, uitest.Positions(h.canvas()))
			})
		}
	}
}
