package coh

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/kit"
)

// TestPlaceUsedOncePerPlayerOnItsTile: while a place is activated, its
// tile has a button for each player there; once used, it is greyed out
// with the engine's reason.
func TestPlaceUsedOncePerPlayerOnItsTile(t *testing.T) {
	a, _ := newCohTestApp(t, 6)
	tapLabel(t, a, "Set up the city")
	autoUntil(a.view.s, func(st *ch.State) bool {
		return st.Phase == ch.PhaseResolution && st.Step == ch.StepActivation &&
			(st.Boards[st.ResolvingLoc()].Building == ch.Hospital || st.Boards[st.ResolvingLoc()].Building == ch.Armory) && len(st.Users()) > 0
	})
	a.view.render()
	st := cohState(t, a)
	p := st.Users()[0]
	label := st.Label(p) + " uses the " + tileTitle(st, st.ResolvingLoc())
	hand := st.Player(p).Cards
	tapLabel(t, a, label)
	noRefusal(t, a)
	after := cohState(t, a)
	if after.Player(p).Cards == hand && after.Player(p).Antidotes == st.Player(p).Antidotes {
		t.Fatal("the place's effect was used")
	}
	// Either others may still use the place, and this player's button is
	// refused; or nobody may, and the step passed by itself.
	if after.Step == ch.StepActivation && after.ResolvingLoc() == st.ResolvingLoc() {
		b := uitest.Button(t, canvasOf(a), label).(*kit.Button)
		if !strings.Contains(b.Reason(), "already used") {
			t.Fatalf("a second use is refused with the engine's reason: %q", b.Reason())
		}
	} else if len(st.Users()) > 1 {
		t.Fatal("the step passed while others could still use the place")
	}
}

// TestWedgeTapMovesTheLeader: a tap on a wedge of the wheel asks who moves
// the zombie leader there and how (a Flashlight here), and does it.
func TestWedgeTapMovesTheLeader(t *testing.T) {
	a, _ := newCohTestApp(t, 6)
	startCohByTaps(t, a)
	var wh *cohWheel
	uitest.Walk(canvasOf(a), func(o fyne.CanvasObject) {
		if w, ok := o.(*cohWheel); ok {
			wh = w
		}
	})
	if wh == nil {
		t.Fatal("no wheel on the city screen")
	}
	st := cohState(t, a)
	var to ch.Colour
	for _, c := range st.LeaderWedges(ch.LeaderAnyWedge) {
		if c != st.Leader {
			to = c
			break
		}
	}
	// The middle of the wedge, half way out.
	i := 0
	for k, c := range wh.order {
		if c == to {
			i = k
		}
	}
	s := wh.Size()
	pos := polar(s, (float64(i)+0.5)*360/float64(len(wh.order)), 0.6)
	wh.Tapped(&fyne.PointEvent{Position: pos})
	p := st.TurnOrder()[0]
	tapLabel(t, a, st.Label(p)+" plays a Flashlight")
	noRefusal(t, a)
	if got := cohState(t, a); got.Leader != to || got.Player(p).Cards != st.Player(p).Cards-1 {
		t.Fatalf("the leader is on %s (want %s)", got.Leader, to)
	}
}

// TestKittenAndRescueFlareFromThePlayerPanel: an action card is played
// from its player's panel with the one or two pickers it needs; the
// engine moves the zombie and, for the Rescue Flare, puts its explosion
// marker on the board the table names.
func TestKittenAndRescueFlareFromThePlayerPanel(t *testing.T) {
	a, _ := newCohTestApp(t, 6)
	startCohByTaps(t, a)
	for _, card := range []string{ch.CardKitten, ch.CardRescueFlare} {
		st := cohState(t, a)
		from := ch.NoLoc
		for _, l := range ch.AllLocs {
			if st.Zombies[l] > 0 && l != ch.CrossroadsLoc {
				from = l
				break
			}
		}
		p := st.TurnOrder()[0]
		pl := st.Player(p)
		// The row is found by the player's name: the facts are alike for
		// every player at the start, and the list is in seat order.
		tapIn(t, a, st.Label(p), "")
		tapLabel(t, a, card)
		tapLabel(t, a, tileTitle(st, from))
		tapLabel(t, a, tileTitle(st, ch.CrossroadsLoc))
		if card == ch.CardRescueFlare {
			tapLabel(t, a, "Water Tower")
		}
		noRefusal(t, a)
		got := cohState(t, a)
		if got.Zombies[from] != st.Zombies[from]-1 || got.Zombies[ch.CrossroadsLoc] != st.Zombies[ch.CrossroadsLoc]+1 || got.Player(p).Cards != pl.Cards-1 {
			t.Fatalf("%s: %d -> %d zombies at the start, hand %d -> %d", card, st.Zombies[from], got.Zombies[from], pl.Cards, got.Player(p).Cards)
		}
		if card == ch.CardRescueFlare && got.WaterTowerMarkers != st.WaterTowerMarkers+1 {
			t.Fatal("the Rescue Flare's explosion marker goes on the Water Tower")
		}
	}
}

// TestPowerOpensItsPicker: the Geek's or the Rocker's power asks where the
// zombie goes, sends it and exhausts the character.
func TestPowerOpensItsPicker(t *testing.T) {
	a, _ := newCohTestApp(t, 6)
	startCohByTaps(t, a)
	st := cohState(t, a)
	var who *ch.Character
	for _, r := range []ch.Role{ch.Geek, ch.Rocker} {
		if c := st.Character(r); c != nil && st.Zombies[c.At] > 0 && !c.Exhausted {
			who = c
		}
	}
	if who == nil {
		t.Skip("no Geek or Rocker with a zombie beside them in this deal")
	}
	to := ch.CrossroadsLoc
	if who.At == to {
		to = ch.WaterTowerLoc
	}
	tapCharacter(t, a, who.Role)
	tapLabel(t, a, "Use power")
	tapLabel(t, a, tileTitle(st, to))
	noRefusal(t, a)
	got := cohState(t, a)
	if got.Zombies[who.At] != st.Zombies[who.At]-1 || got.Zombies[to] != st.Zombies[to]+1 || !got.Character(who.Role).Exhausted {
		t.Fatalf("%s's power: zombies %v -> %v", who.Name(), st.Zombies, got.Zombies)
	}
}
