package mall

import (
	"fmt"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/translations"
)

// TestEveryThreatLeavesTheButtonsInGerman: in German, at both tablet
// sizes, in the truck's vote and an attack's, each Threat played, down to
// the last of the deck's three, leaves every button where it was. A fresh
// player met it: the last Threat shortened the explanation whose room was
// kept for Threats no longer possible, and the rows moved up 26 px.
func TestEveryThreatLeavesTheButtonsInGerman(t *testing.T) {
	uitest.PureUnderRace(t)
	for _, size := range tabletSizes {
		for _, name := range []string{"mall-truck-vote", "mall-attack"} {
			t.Run(fmt.Sprint(name, size), func(t *testing.T) {
				h := germanHost(t, size)
				if err := h.open(filepath.Join("testdata", name+".hkj")); err != nil {
					t.Fatal(err)
				}
				for _, goOn := range []string{"Runde 2 beginnen", "Keine Karten mehr: über das Opfer abstimmen"} {
					if shows(h, goOn) {
						tap(t, h, goOn)
					}
				}
				played := func(what string, most int, a func(st mh.State, seat int) bool, do func(st mh.State, seat int)) int {
					n := 0
					for again := true; again && n < most; {
						again = false
						st := h.state()
						for seat := range st.Players {
							if !a(st, seat) {
								continue
							}
							uitest.Settle(h.canvas(), size)
							before := uitest.Positions(h.canvas())
							do(st, seat)
							uitest.Settle(h.canvas(), size)
							samePlaces(t, fmt.Sprintf("%s of %s", what, st.Players[seat].Label()), before, uitest.Positions(h.canvas()))
							n++
							again = true
							break
						}
					}
					return n
				}
				th := played("Drohung", 3, func(st mh.State, seat int) bool {
					v, ok := st.CurrentVote()
					return ok && v.Weights[seat].Votes > 0 && st.Check(mh.PlayCard{Player: seat, Card: mh.Threat}) == nil
				}, func(st mh.State, seat int) {
					tapAfter(t, h, st.Players[seat].Label(), "Drohung")
				})
				if th < 2 {
					t.Fatalf("only %d Threats played: %q", th, screenText(h))
				}
			})
		}
	}
}

// germanHost is a host of the given size with German in force.
func germanHost(t *testing.T, size fyne.Size) *fakeHost {
	t.Helper()
	h := newHost(t)
	if _, err := translations.Use("de"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _, _ = translations.Use("en") })
	h.win.Resize(size)
	return h
}
