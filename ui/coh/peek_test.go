package coh

import (
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/internal/uitest"
)

// startCohByTaps starts a 4-player game from the form and begins 1:00.
func startCohByTaps(t *testing.T, a *table) {
	t.Helper()
	tapLabel(t, a, "4 players")
	tapLabel(t, a, "Set up the city")
	tapLabel(t, a, "Start 1:00")
	noRefusal(t, a)
}

// TestCohPeekKeepsTheCardSecret: while a player peeks at the next card
// (the Goggles), no part of the card is drawn on the shared screen; once
// they looked, the journal records who looked, and not what.
func TestCohPeekKeepsTheCardSecret(t *testing.T) {
	for _, curtain := range []bool{false, true} {
		a, _ := newCohTestApp(t, 77)
		startCohByTaps(t, a)
		a.settings.Curtain = curtain
		st := cohState(t, a)
		card := st.Deck[1].Card
		who := st.Players[2].Colour
		secretBits := []string{card.DescribeWords().String(), "to corner1", "airdrop on", "leader moves"}
		tapLabel(t, a, "Goggles: peek")
		tapLabel(t, a, cohState(t, a).Label(who))
		if hostOf(a).reveal == nil {
			t.Fatal("the peek must go through the private reveal")
		}
		// Wrapped labels draw one text a line: joined with spaces they
		// read whole again, so a wrapped leak is caught too.
		shown := strings.Join(uitest.Texts(canvasOf(a)), " ")
		for _, bit := range secretBits {
			if strings.Contains(shown, bit) {
				t.Fatalf("curtain=%v: card content %q on the shared screen", curtain, bit)
			}
		}
		if curtain {
			hostOf(a).reveal.Hold().Press()
			if !strings.Contains(strings.Join(uitest.Texts(canvasOf(a)), " "), card.DescribeWords().String()) {
				t.Fatal("holding the curtain shows the card to the player")
			}
			hostOf(a).reveal.Hold().Release()
		}
		test.Tap(hostOf(a).reveal.Done())
		st = cohState(t, a)
		if !st.Peeked(who, 1) || len(st.Peeks) != 1 || st.Peeks[0].Why != "the Night Vision Goggles" {
			t.Fatalf("peeks %+v", st.Peeks)
		}
		if shown := strings.Join(uitest.Texts(canvasOf(a)), " "); strings.Contains(shown, "airdrop on") {
			t.Fatal("after the peek the card is on screen")
		}
		// The journal's last line is the Goggles played: who, never what.
		b, err := os.ReadFile(a.view.s.Path())
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSpace(string(b)), "\n")
		last := lines[len(lines)-1]
		if !strings.Contains(last, `"Night Vision Goggles"`) || !strings.Contains(last, string(who)) || strings.Contains(last, "zombies") {
			t.Fatalf("journal line %s", last)
		}
	}
}

// TestCohTowerPeekOffered: at the start of a turn the players on a side-A
// Water Tower are offered their look: a card the library knows goes
// through the private reveal; an unknown one sends them to the physical
// deck. Either way the look is recorded.
func TestCohTowerPeekOffered(t *testing.T) {
	for _, known := range []bool{true, false} {
		a, _ := newCohTestApp(t, 77)
		if !known {
			lib := cohSampleLibrary()
			lib.Cards = lib.Cards[:ch.PackSize] // the 00:00 pack only: 1:00 comes from the box
			a.lib = lib
		}
		tapLabel(t, a, "Set up the city") // first game: every side A
		st := cohState(t, a)
		on := st.WaterTowerPeekers()
		if len(on) == 0 {
			t.Fatal("this seed puts a character on the Water Tower")
		}
		tapLabel(t, a, "Start 1:00")
		tapLabel(t, a, cohState(t, a).Label(on[0])+" looks")
		if known {
			if hostOf(a).reveal == nil {
				t.Fatal("a known card goes through the private reveal")
			}
			test.Tap(hostOf(a).reveal.Done())
		} else {
			if hostOf(a).reveal != nil {
				t.Fatal("an unknown card has nothing to reveal")
			}
			if !strings.Contains(strings.Join(uitest.Texts(canvasOf(a)), " "), "the app cannot say which one will come up") {
				t.Fatal("the table is told to look at the physical card")
			}
			tapLabel(t, a, "Done: they looked")
		}
		if !cohState(t, a).Peeked(on[0], 1) {
			t.Fatalf("known=%v: the tower peek is recorded", known)
		}
	}
}

// TestCohUndoRevertsAConsequence: a death in an attack moves the
// first-player token, with a notice saying so and why; undo puts both
// back, and the attack waits again: Next says why it cannot pass.
func TestCohUndoRevertsAConsequence(t *testing.T) {
	a, _ := newCohTestApp(t, 21)
	tapLabel(t, a, "Set up the city")
	var victim ch.Character
	autoUntil(a.view.s, func(st *ch.State) bool {
		l := st.ResolvingLoc()
		if st.Phase != ch.PhaseResolution || st.Step != ch.StepAttack || l == ch.CrossroadsLoc || !st.AttackCondition(l).Attacks || st.AttackDone {
			return false
		}
		for _, c := range st.At(l) {
			if c.Owner != st.FirstPlayer && !c.Hidden {
				victim = c
				return true
			}
		}
		return false
	})
	if victim.Role == "" {
		t.Skip("this seed never has an attack on someone else than the first player")
	}
	a.view.render()
	st := cohState(t, a)
	tapCharacter(t, a, victim.Role)
	tapLabel(t, a, "Kill (eaten)")
	after := cohState(t, a)
	if after.FirstPlayer != victim.Owner || !after.Character(victim.Role).Dead {
		t.Fatal("the owner of the dead takes the token")
	}
	// The bar's two lines show the death first; the Log keeps every notice
	// whole, with its rule.
	texts := strings.Join(uitest.Texts(canvasOf(a)), " ")
	var log []string
	for _, m := range a.view.bar.History() {
		log = append(log, m.Text, m.Rule)
	}
	all := strings.Join(log, " ")
	if !strings.Contains(texts, "is eaten") || !strings.Contains(all, "takes the first-player token") || !strings.Contains(all, "the player who loses a character takes the first-player token") {
		t.Fatalf("the notice tells what happened and the rule:\nscreen %s\nlog %s", texts, all)
	}
	tapLabel(t, a, "Undo")
	back := cohState(t, a)
	if back.FirstPlayer != st.FirstPlayer || back.Character(victim.Role).Dead || back.Step != ch.StepAttack {
		t.Fatal("undo reverts the death and the token, back to the attack")
	}
	// A refusal shows the engine's words as they are: the attack is due,
	// so Next is greyed out, and a tap says why.
	test.Tap(uitest.Button(t, canvasOf(a), "Next").(fyne.Tappable))
	h := a.view.bar.History()
	if len(h) == 0 || !h[len(h)-1].Refusal || !strings.Contains(h[len(h)-1].Text, "must happen") {
		t.Fatalf("refusal %+v", h[len(h)-1])
	}
}
