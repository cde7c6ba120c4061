package coh

import (
	"fyne.io/fyne/v2"

	"hordekeeper/ui/internal/uitest"
	"testing"

	ch "hordekeeper/engine/cityofhorror"
)

// TestTheCrossroadsSideBFaceUpFood: "if you're using side B of the
// Crossroads, place 3 Food tokens face up". The setup sheet left the step
// out and no screen showed the values; the sheet now asks for each value
// by a tap, and the Crossroads' tile shows the three.
func TestTheCrossroadsSideBFaceUpFood(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		a, _ := newCohTestApp(t, seed)
		tapLabel(t, a, "4 players")
		tapLabel(t, a, "Each board random, side A or B")
		tapLabel(t, a, "Set up the city")
		if cohState(t, a).Boards[ch.CrossroadsLoc].Side != ch.SideB {
			continue
		}
		if !shows(a, "Crossroads side B: turn three food tokens") {
			t.Fatalf("the setup sheet asks for the face-up food: %q", uitest.Texts(canvasOf(a)))
		}
		for _, v := range []string{"A 3", "A 1", "A 2"} {
			tapLabel(t, a, v)
			noRefusal(t, a)
		}
		if got := cohState(t, a).FaceUpFood; len(got) != 3 || got[0] != 3 || got[2] != 2 {
			t.Fatalf("face-up food %v, want [3 1 2]", got)
		}
		if !shows(a, "worth 3, 1 and 2") {
			t.Fatalf("the sheet says the values: %q", uitest.Texts(canvasOf(a)))
		}
		tapLabel(t, a, "Start 1:00")
		noRefusal(t, a)
		if !shows(a, "Food face up: 3, 1 and 2") {
			t.Fatalf("the Crossroads tile shows the values: %q", uitest.Texts(canvasOf(a)))
		}
		return
	}
	t.Fatal("no seed under 40 deals the Crossroads on side B")
}

// TestAPickerOffersOnlyWhatTheEngineTakes: the Rocker (or the Geek) offered
// a place where 8 zombies stand, and the engine refused after the tap.
// The place is now greyed with the engine's reason, and a tap on it says
// why and changes nothing.
func TestAPickerOffersOnlyWhatTheEngineTakes(t *testing.T) {
	a, _ := newCohTestApp(t, 6)
	startCohByTaps(t, a)
	st := cohState(t, a)
	var c *ch.Character
	for _, r := range []ch.Role{ch.Rocker, ch.Geek} {
		if x := st.Character(r); x != nil && !x.Dead && x.At != ch.NoLoc {
			c = x
			break
		}
	}
	if c == nil {
		t.Skip("this deal has neither the Rocker nor the Geek")
	}
	full := ch.Corner1
	if c.At == full {
		full = ch.Corner2
	}
	a.view.do(ch.AddZombies{At: full, Count: 8 - st.Zombies[full]})
	a.view.do(ch.AddZombies{At: c.At, Count: 1})
	tapCharacter(t, a, c.Role)
	tapLabel(t, a, "Use power")
	b, ok := uitest.Button(t, canvasOf(a), tileTitle(st, full)).(fyne.Disableable)
	if !ok || !b.Disabled() {
		t.Fatalf("the %s, where 8 zombies stand, is offered", tileTitle(st, full))
	}
	other := ch.Corner3
	if c.At == other {
		other = ch.Corner4
	}
	tapLabel(t, a, tileTitle(st, other))
	noRefusal(t, a)
}

// TestTheHandSizesFollowTheCards: the players' list is drawn from the
// state as it stands. Its picture once left the hand sizes out, so after a
// card the list still said 6 cards while the dialog said 5.
func TestTheHandSizesFollowTheCards(t *testing.T) {
	a, _ := newCohTestApp(t, 6)
	startCohByTaps(t, a)
	st := cohState(t, a)
	if shows(a, "5 cards") {
		t.Fatal("nobody has played a card yet")
	}
	tapIn(t, a, st.Label(st.TurnOrder()[0]), "")
	tapLabel(t, a, ch.CardRunningShoes)
	noRefusal(t, a)
	if !shows(a, "5 cards") {
		t.Fatalf("the list shows the hand of 5: %q", uitest.Texts(canvasOf(a)))
	}
}
