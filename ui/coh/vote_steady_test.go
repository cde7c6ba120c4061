package coh

import (
	"testing"

	"fyne.io/fyne/v2"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/internal/uitest"
)

// TestVoteRowsStayPut: the first ballot tapped moves no other button, the
// line about playing a card first stays for the whole vote, and no button
// that never acts ("Count the votes") is on show.
func TestVoteRowsStayPut(t *testing.T) {
	a, _ := newCohTestApp(t, 21)
	a.h.Window().Resize(fyne.NewSize(1280, 800))
	tapLabel(t, a, "Set up the city")
	autoUntil(a.view.s, attackDue)
	st := cohState(t, a)
	if !attackDue(st) {
		t.Fatal("seed 21 holds a vote")
	}
	a.view.render()
	tapLabel(t, a, "Vote")
	c := canvasOf(a)
	if len(uitest.Buttons(c, "Count the votes")) > 0 {
		t.Fatal("a Count button that never acts is on show")
	}
	line := "Until the votes are counted, anyone may still play a card or a power: tap Back to do it on the city."
	ws := st.VoteWeights(st.ResolvingLoc())
	before := uitest.Positions(c)
	tapIn(t, a, ws[0].Text+", points at:", st.Label(ws[0].Player))
	noRefusal(t, a)
	if !shows(a, line) {
		t.Fatal("the line about playing a card first went away after the first ballot")
	}
	after := uitest.Positions(c)
	for k, p := range before {
		if q, ok := after[k]; !ok || q != p {
			t.Errorf("button %s moved from %v to %v", k, p, q)
		}
	}
}

// TestTieBreakInSeatOrderInSight: a tie's buttons come in the voting rows'
// order and lie inside the window at 1280x800.
func TestTieBreakInSeatOrderInSight(t *testing.T) {
	a, _ := newCohTestApp(t, 5)
	a.h.Window().Resize(fyne.NewSize(1280, 800))
	tapLabel(t, a, "Set up the city")
	tieable := func(st *ch.State) bool {
		if !attackDue(st) {
			return false
		}
		ws := st.VoteWeights(st.ResolvingLoc())
		return len(ws) == 2 && ws[0].Total == ws[1].Total
	}
	autoUntil(a.view.s, tieable)
	st := cohState(t, a)
	if !tieable(st) {
		t.Fatal("seed 5 holds a vote two players can tie")
	}
	a.view.render()
	if on(a) != "coh-vote" {
		tapLabel(t, a, "Vote")
	}
	ws := st.VoteWeights(st.ResolvingLoc())
	x, y := ws[0].Player, ws[1].Player
	tapIn(t, a, ws[0].Text+", points at:", st.Label(y))
	tapIn(t, a, ws[1].Text+", points at:", st.Label(x))
	noRefusal(t, a)
	scope := st.Label(st.FirstPlayer) + ", first player, breaks the tie:"
	if !shows(a, scope) {
		t.Fatalf("no tie-break on show: %v", uitest.Texts(canvasOf(a)))
	}
	win := canvasOf(a).Size()
	var got []ch.Colour
	for _, p := range cohSeats(st) {
		if p != x && p != y {
			continue
		}
		got = append(got, p)
		b := uitest.ButtonIn(t, canvasOf(a), scope, st.Label(p))
		at := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
		if at.Y+b.Size().Height > win.Height || at.Y < 0 {
			t.Errorf("the tie-break button %s lies outside the window: y %v, height %v, window %v", st.Label(p), at.Y, b.Size().Height, win)
		}
	}
	// The buttons run in seat order: the first found lies left of the second.
	b0 := uitest.ButtonIn(t, canvasOf(a), scope, st.Label(got[0]))
	b1 := uitest.ButtonIn(t, canvasOf(a), scope, st.Label(got[1]))
	d := fyne.CurrentApp().Driver()
	if d.AbsolutePositionForObject(b0).X > d.AbsolutePositionForObject(b1).X {
		t.Fatalf("tie-break buttons out of seat order: %s after %s", st.Label(got[0]), st.Label(got[1]))
	}
	tapIn(t, a, scope, st.Label(x))
	noRefusal(t, a)
}

// TestAloneAtAnAttackNoVote: with one player present there is no show of
// hands; that player says which character is eaten, in one tap.
func TestAloneAtAnAttackNoVote(t *testing.T) {
	a, _ := newCohTestApp(t, 1)
	tapLabel(t, a, "Set up the city")
	alone := func(st *ch.State) bool {
		l := st.ResolvingLoc()
		if st.Phase != ch.PhaseResolution || st.Step != ch.StepAttack || l == ch.CrossroadsLoc || !st.AttackCondition(l).Attacks || st.AttackDone {
			return false
		}
		_, ok := st.SoleChooser(l, ch.VoteAttack)
		return ok
	}
	autoUntil(a.view.s, alone)
	st := cohState(t, a)
	if !alone(st) {
		t.Fatal("seed 1 has an attack on one player alone")
	}
	a.view.render()
	if on(a) != "coh-vote" {
		tapLabel(t, a, "Who is eaten")
	}
	p, _ := st.SoleChooser(st.ResolvingLoc(), ch.VoteAttack)
	for _, s := range uitest.Texts(canvasOf(a)) {
		if s == "points at:" || len(s) > 10 && s[len(s)-10:] == "points at:" {
			t.Fatalf("a vote is held for the only player present: %q", s)
		}
	}
	var victim ch.Role
	for _, c := range st.At(st.ResolvingLoc()) {
		if c.Owner == p && !c.Hidden {
			victim = c.Role
		}
	}
	tapIn(t, a, st.Label(p)+" chooses who is eaten:", cohRole(victim)+" is eaten")
	noRefusal(t, a)
	if !cohState(t, a).Character(victim).Dead {
		t.Fatalf("the %s chosen is eaten", cohRole(victim))
	}
}
