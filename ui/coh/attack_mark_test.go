package coh

import (
	"path/filepath"

	"strings"
	"testing"

	"fyne.io/fyne/v2"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/internal/uitest"
)

// attackMarks counts the red attack marks the city shows.
func attackMarks(a *table) int {
	n := 0
	for _, s := range uitest.Texts(canvasOf(a)) {
		if strings.HasPrefix(s, "⚠ attack") {
			n++
		}
	}
	return n
}

// TestAttackMarkEndsWithTheAttack: a place whose attack is behind it this
// turn shows no red mark, even when its zombies still meet the condition;
// the marks on show are the attacks still to come.
func TestAttackMarkEndsWithTheAttack(t *testing.T) {
	for _, f := range []string{"coh-wheel.hkj", "coh-resolve.hkj"} {
		a := newTable(newHost(t, t.TempDir(), 1))
		a.h.Window().Resize(fyne.NewSize(1280, 800))
		if err := a.openFile(filepath.Join("testdata", f)); err != nil {
			t.Fatal(err)
		}
		st := cohState(t, a)
		want, over := 0, 0
		for _, l := range ch.AllLocs {
			switch {
			case st.AttackOver(l):
				over++
			case st.AttackCondition(l).Attacks:
				want++
			}
		}
		if got := attackMarks(a); got != want {
			t.Errorf("%s: %d attack marks on show, want %d (attacks still to come)", f, got, want)
		}
		// A narrow tile may wrap the words over lines: read them as a row.
		if over > 0 && !strings.Contains(strings.Join(uitest.Texts(canvasOf(a)), " "), "attack over this turn") {
			t.Errorf("%s: %d places are past their attack, none says so: %v", f, over, uitest.Texts(canvasOf(a)))
		}
	}
}

// TestAttackMarkGoesAfterTheVictim: at a vote's place whose zombies still
// attack after the victim is eaten, the red mark goes.
func TestAttackMarkGoesAfterTheVictim(t *testing.T) {
	a, _ := newCohTestApp(t, 21)
	tapLabel(t, a, "Set up the city")
	autoUntil(a.view.s, attackDue)
	st := cohState(t, a)
	if !attackDue(st) {
		t.Fatal("seed 21 holds a vote")
	}
	l := st.ResolvingLoc()
	a.view.votes.vote, a.view.page = nil, ""
	a.view.render()
	before := attackMarks(a)
	if before == 0 {
		t.Fatalf("the attack due is marked: %v", uitest.Texts(canvasOf(a)))
	}
	ws := st.VoteWeights(l)
	tapLabel(t, a, "Vote")
	loser := ws[len(ws)-1].Player
	for _, w := range ws {
		tapIn(t, a, w.Text+", points at:", st.Label(loser))
	}
	if on(a) == "coh-vote" {
		for _, c := range st.At(l) {
			if c.Owner == loser && !c.Hidden {
				tapLabel(t, a, cohRole(c.Role))
				break
			}
		}
	}
	noRefusal(t, a)
	after := cohState(t, a)
	if after.ResolvingLoc() == l && after.AttackCondition(l).Attacks {
		if got := attackMarks(a); got != before-1 {
			t.Fatalf("after the victim: %d attack marks, want %d", got, before-1)
		}
	}
	if !after.AttackOver(l) {
		t.Fatal("the vote ended the attack")
	}
}
