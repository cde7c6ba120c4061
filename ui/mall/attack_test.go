package mall

import (
	"fmt"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/kit"
)

// openDemo opens a demo save at a size.
func openDemo(t *testing.T, name string, size fyne.Size) *fakeHost {
	t.Helper()
	h := newHost(t)
	h.win.Resize(size)
	if err := OpenFile(h, filepath.Join("testdata", name+".hkj")); err != nil {
		t.Fatal(err)
	}
	return h
}

// TestACardNeverSettlesTheAttack: a weapon that leaves too few zombies
// does not move the attack on; the others there may still play cards, in
// turn from the Chief, and the table goes on with "No more cards".
func TestACardNeverSettlesTheAttack(t *testing.T) {
	h := openDemo(t, "mall-attack", fyne.NewSize(1280, 800))
	st := h.state()
	at := st.AttackAt
	seats := fromChief(st, seatsIn(st, at))
	if len(seats) < 2 {
		t.Fatalf("the demo's attack has %d players", len(seats))
	}
	if shows(h, "Count the votes") {
		t.Fatal("the vote shows before the cards are done")
	}
	// Zombies down to one fewer than the defenders' strength.
	for st.Attack(at).Enters {
		shooter := -1
		for _, s := range seats {
			if st.Check(mh.PlayCard{Player: s, Card: mh.Weapon1}) == nil {
				shooter = s
				break
			}
		}
		if shooter < 0 {
			t.Skip("nobody there holds a card to play")
		}
		tapIn(t, h, label(st.Players[shooter]), "Weapon (kills 1)")
		st = h.state()
	}
	if st.AttackAt != at || !st.AwaitsResolve() {
		t.Fatalf("the card settled %s by itself: now at %s", at, st.AttackAt)
	}
	if !shows(h, "No more cards: resolve the attack") {
		t.Fatalf("no way on: %q", screenText(h))
	}
	// Someone there may still play: their buttons are live.
	live := 0
	for _, s := range seats {
		if st.Check(mh.PlayCard{Player: s, Card: mh.Hardware}) == nil || st.Check(mh.PlayCard{Player: s, Card: mh.Weapon1}) == nil {
			live++
		}
	}
	if live > 0 {
		for _, b := range uitest.Buttons(h.canvas(), "Weapon (kills 1)") {
			if kb, ok := b.(*kit.Button); ok && !kb.Disabled() {
				live = -1
			}
		}
		if live != -1 {
			t.Fatal("the players still able to play cards were shut out")
		}
	}
	// The zombies were stopped: the screen says so, not that a victim
	// was taken.
	if !shows(h, "The zombies now stay outside") || shows(h, "No victim is left") {
		t.Fatalf("the screen must say the zombies stay outside: %q", screenText(h))
	}
	tap(t, h, "No more cards: resolve the attack")
	if st := h.state(); st.Phase == mh.PhaseAttack && st.AttackAt == at {
		t.Fatal("resolving did not move the attack on")
	}
}

// TestTheRoundEndsOnASummary: after the last attack the table reads what
// the round brought, then starts the next round itself.
func TestTheRoundEndsOnASummary(t *testing.T) {
	h := openDemo(t, "mall-attack", fyne.NewSize(1280, 800))
	round := h.state().Round
	for i := 0; h.state().Round == round; i++ {
		if i > 50 {
			t.Fatal("the round does not end")
		}
		playStep(t, h)
	}
	over := "Round " + fmt.Sprint(round) + " is over"
	if !shows(h, over) || !shows(h, "Start round "+fmt.Sprint(round+1)) {
		t.Fatalf("no summary of round %d: %q", round, screenText(h))
	}
	if !shows(h, "Eaten this round: ") {
		t.Fatalf("the summary does not say who was eaten: %q", screenText(h))
	}
	tap(t, h, "Start round "+fmt.Sprint(round+1))
	if shows(h, over) {
		t.Fatal("the summary stays")
	}
}

// TestTheVoteFitsWithoutScrolling: at 1280x800 and 800x1280 every voter's
// wheel and the count are in sight in the demo's attack (five players).
func TestTheVoteFitsWithoutScrolling(t *testing.T) {
	uitest.PureUnderRace(t)
	for _, size := range []fyne.Size{fyne.NewSize(1280, 800), fyne.NewSize(800, 1280)} {
		h := openDemo(t, "mall-attack", size)
		tap(t, h, "No more cards: vote for the victim")
		st := h.state()
		v, _ := st.CurrentVote()
		labels := []string{"Count the votes"}
		for _, c := range v.Candidates {
			labels = append(labels, shortLabel(st.Players[c]))
		}
		for _, l := range labels {
			for _, b := range uitest.Buttons(h.canvas(), l) {
				if !inSight(h, b) {
					t.Errorf("%v: %q needs a scroll to be seen", size, l)
				}
			}
		}
	}
}

// inSight tells whether o lies inside the window and, when it is in a
// scroll, inside the scroll's visible part as it stands.
func inSight(h *fakeHost, o fyne.CanvasObject) bool {
	d := fyne.CurrentApp().Driver()
	pos, size := d.AbsolutePositionForObject(o), o.Size()
	win := h.canvas().Size()
	if pos.Y < 0 || pos.Y+size.Height > win.Height+0.5 {
		return false
	}
	ok := true
	uitest.Walk(h.canvas(), func(c fyne.CanvasObject) {
		s, isScroll := c.(*container.Scroll)
		if !isScroll {
			return
		}
		inside := false
		uitest.WalkObject(s.Content, func(x fyne.CanvasObject) { inside = inside || x == o })
		if !inside {
			return
		}
		sp := d.AbsolutePositionForObject(s)
		if pos.Y < sp.Y-0.5 || pos.Y+size.Height > sp.Y+s.Size().Height+0.5 {
			ok = false
		}
	})
	return ok
}

// TestTheExtraZombiesAreShown: after the last move the table sees the
// extra zombies and the locations settled without a vote before any
// attack's vote.
func TestTheExtraZombiesAreShown(t *testing.T) {
	h := openDemo(t, "mall-round", fyne.NewSize(1280, 800))
	for i := 0; h.state().Phase == mh.PhaseMovement; i++ {
		if i > 20 {
			t.Fatal("the moves do not end")
		}
		playStep(t, h)
	}
	if !shows(h, "F. Zombies attack: the extra zombies, then locations 1 to 6") {
		t.Fatalf("the attack starts without showing the extra zombies: %q", screenText(h))
	}
	for _, n := range h.state().NoticeTexts() {
		if !shows(h, n) {
			t.Fatalf("%q is not shown", n)
		}
	}
	if shows(h, "Count the votes") || shows(h, "No more cards") {
		t.Fatal("the attack's inputs show under the pause")
	}
}
