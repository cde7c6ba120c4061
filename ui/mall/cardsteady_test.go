package mall

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

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

// TestAHardwareLeavesTheCardButtonsInGerman: in German, at both tablet
// sizes, a Hardware played before an attack's vote leaves every button
// where it was. A fresh player met it: the heading grew a line with "und 1
// Werkzeug-Karte" and Jonas's card buttons moved down 26 px (s129->s130).
func TestAHardwareLeavesTheCardButtonsInGerman(t *testing.T) {
	uitest.PureUnderRace(t)
	// mall-hardware.hkj is mall-attack.hkj's round 1, Ann's Pin-Up sent
	// to the Supermarket: the Megatoys' attack one Hardware does not hold
	// off.
	file := filepath.Join("testdata", "mall-hardware.hkj")
	for _, size := range tabletSizes {
		t.Run(fmt.Sprint(size), func(t *testing.T) {
			h := germanHost(t, size)
			if err := h.open(file); err != nil {
				t.Fatal(err)
			}
			tap(t, h, "Weiter zum Angriff: Megatoys (3)")
			st := h.state()
			av := st.Attack(st.AttackAt)
			if st.AwaitsResolve() || !av.Enters || av.Zombies < av.Strength+av.Hardware+1 {
				t.Fatalf("not an attack a Hardware leaves on: %+v", av)
			}
			seat := -1
			for _, s := range seatsIn(st, st.AttackAt) {
				if st.Check(mh.PlayCard{Player: s, Card: mh.Hardware}) == nil {
					seat = s
					break
				}
			}
			if seat < 0 {
				t.Fatalf("nobody may play Hardware: %q", screenText(h))
			}
			uitest.Settle(h.canvas(), size)
			before := uitest.Positions(h.canvas())
			tapIn(t, h, st.Players[seat].Label(), "Werkzeug")
			if h.state().Hardware[st.AttackAt] != av.Hardware+1 {
				t.Fatal("the Hardware was not played")
			}
			uitest.Settle(h.canvas(), size)
			samePlaces(t, "a Hardware", before, uitest.Positions(h.canvas()))
		})
	}
}

// TestBoardKeepsItsColumnsInGerman: in German, at both tablet sizes, the
// board's boxes stay where they were as characters are placed. A fresh
// player saw the grid go from 2 columns to 3 at 800x1280 when the
// Parking's "ohne Grenze" became the shorter "1 hier" (s07->s08).
func TestBoardKeepsItsColumnsInGerman(t *testing.T) {
	uitest.PureUnderRace(t)
	for _, size := range tabletSizes {
		t.Run(fmt.Sprint(size), func(t *testing.T) {
			h := germanHost(t, size)
			if err := h.open(filepath.Join("testdata", "mall-setup.hkj")); err != nil {
				t.Fatal(err)
			}
			uitest.Settle(h.canvas(), size)
			first := numberedTitles(h)
			if len(first) != len(mh.Locations()) {
				t.Fatalf("box names found %v", first)
			}
			for st := h.state(); st.Phase == mh.PhaseSetup; st = h.state() {
				to := fmt.Sprintf("(%d)", int(st.PlacementChoices()[0]))
				label := ""
				for _, b := range uitest.Labels(h.canvas()) {
					if strings.HasSuffix(b, to) {
						label = b
					}
				}
				tap(t, h, label)
				uitest.Settle(h.canvas(), size)
				for l, p := range numberedTitles(h) {
					if p != first[l] {
						t.Fatalf("after %d placed, the box %s moved from %v to %v", h.state().Placed, l, first[l], p)
					}
				}
			}
		})
	}
}

// numberedTitles is where each box's name, in any language, lies: the
// first bold text ending in its number, "Toiletten (1)".
func numberedTitles(h *fakeHost) map[string]fyne.Position {
	out := map[string]fyne.Position{}
	d := fyne.CurrentApp().Driver()
	uitest.Walk(h.canvas(), func(o fyne.CanvasObject) {
		l, ok := o.(*canvas.Text)
		if !ok || !l.TextStyle.Bold || len(l.Text) < 4 {
			return
		}
		end := l.Text[len(l.Text)-3:]
		if end[0] == '(' && end[1] >= '1' && end[1] <= '6' && end[2] == ')' {
			if _, seen := out[end]; !seen {
				out[end] = d.AbsolutePositionForObject(l)
			}
		}
	})
	return out
}
