package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	coh "hordekeeper/engine/cityofhorror"
)

// startCohByTaps starts a 4-player game from the form and begins 1:00.
func startCohByTaps(t *testing.T, a *App) {
	t.Helper()
	tap(t, a, "home/cityofhorror")
	tap(t, a, "coh/players/4")
	tap(t, a, "coh/start")
	tap(t, a, "coh/begin")
	noRefusal(t, a)
}

// TestCohPeekKeepsTheCardSecret: while a player peeks at the next card
// (the Goggles), no part of the card is drawn on the shared screen; once
// they looked, the journal records who looked, and not what.
func TestCohPeekKeepsTheCardSecret(t *testing.T) {
	for _, curtain := range []bool{false, true} {
		a, dir := newCohTestApp(t, 77)
		startCohByTaps(t, a)
		a.coh().settings.Curtain = curtain
		st := cohState(t, a)
		card := st.Deck[1].Card
		who := st.Players[2].Colour
		secretBits := []string{card.Describe(), "to corner1", "airdrop on", "leader moves"}
		tap(t, a, "coh/goggles")
		tap(t, a, "coh/peeker/"+string(who))
		if a.reveal == nil {
			t.Fatal("the peek must go through the private reveal")
		}
		// Wrapped labels draw one text a line: joined with spaces they
		// read whole again, so a wrapped leak is caught too.
		shown := strings.Join(visibleTexts(a.win.Canvas()), " ")
		for _, bit := range secretBits {
			if strings.Contains(shown, bit) {
				t.Fatalf("curtain=%v: card content %q on the shared screen", curtain, bit)
			}
		}
		if curtain {
			a.reveal.Hold().Press()
			if !strings.Contains(strings.Join(visibleTexts(a.win.Canvas()), " "), card.Describe()) {
				t.Fatal("holding the curtain shows the card to the player")
			}
			a.reveal.Hold().Release()
		}
		test.Tap(a.reveal.Done())
		st = cohState(t, a)
		if !st.Peeked(who, 1) || len(st.Peeks) != 1 || st.Peeks[0].Why != "the Night Vision Goggles" {
			t.Fatalf("peeks %+v", st.Peeks)
		}
		if shown := strings.Join(visibleTexts(a.win.Canvas()), " "); strings.Contains(shown, "airdrop on") {
			t.Fatal("after the peek the card is on screen")
		}
		// The journal's last line is the peek: who, which hour, why.
		b, err := os.ReadFile(filepath.Join(dir, cohJournalName))
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSpace(string(b)), "\n")
		last := lines[len(lines)-1]
		if !strings.Contains(last, `"peek"`) || !strings.Contains(last, string(who)) || strings.Contains(last, "zombies") {
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
		tap(t, a, "home/cityofhorror")
		if !known {
			lib := cohSampleLibrary()
			lib.Cards = lib.Cards[:1] // 00:00 only: 1:00 comes from the pack
			a.coh().lib = lib
		}
		tap(t, a, "coh/start") // first game: every side A
		st := cohState(t, a)
		on := st.WaterTowerPeekers()
		if len(on) == 0 {
			t.Fatal("this seed puts a character on the Water Tower")
		}
		tap(t, a, "coh/begin")
		tap(t, a, "coh/peek/"+string(on[0]))
		if known {
			if a.reveal == nil {
				t.Fatal("a known card goes through the private reveal")
			}
			test.Tap(a.reveal.Done())
		} else {
			if a.reveal != nil {
				t.Fatal("an unknown card has nothing to reveal")
			}
			if !strings.Contains(strings.Join(visibleTexts(a.win.Canvas()), " "), "does not know the 1:00 card") {
				t.Fatal("the table is told to look at the physical card")
			}
			tap(t, a, "coh/peek/looked")
		}
		if !cohState(t, a).Peeked(on[0], 1) {
			t.Fatalf("known=%v: the tower peek is recorded", known)
		}
	}
}

// TestCohUndoRevertsAConsequence: a death moves the first-player token,
// with a notice saying so and why; undo puts both back.
func TestCohUndoRevertsAConsequence(t *testing.T) {
	a, _ := newCohTestApp(t, 9)
	startCohByTaps(t, a)
	st := cohState(t, a)
	var victim coh.Character
	for _, c := range st.Characters {
		if c.Owner != st.FirstPlayer {
			victim = c
			break
		}
	}
	tap(t, a, "coh/char/"+string(victim.Role))
	tap(t, a, "coh/act/kill")
	after := cohState(t, a)
	if after.FirstPlayer != victim.Owner || !after.Character(victim.Role).Dead {
		t.Fatal("the owner of the dead takes the token")
	}
	texts := strings.Join(visibleTexts(a.win.Canvas()), " ")
	if !strings.Contains(texts, "takes the first-player token") || !strings.Contains(texts, "Rule: the player who loses a character takes the first-player token") {
		t.Fatalf("the notice tells what happened and the rule: %s", texts)
	}
	tap(t, a, "coh/undo")
	back := cohState(t, a)
	if back.FirstPlayer != st.FirstPlayer || back.Character(victim.Role).Dead {
		t.Fatal("undo reverts the death and the token")
	}
	// A refusal shows the engine's words as they are.
	tap(t, a, "coh/next") // select -> invasion
	tap(t, a, "coh/next") // the card is not played yet
	if v := a.coh().view; !strings.Contains(v.refusal, "play the 1:00 invasion card before anyone moves") {
		t.Fatalf("refusal %q", v.refusal)
	}
}
