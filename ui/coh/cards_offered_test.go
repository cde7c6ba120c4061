package coh

import (
	"hordekeeper/ui/internal/uitest"
	"testing"

	ch "hordekeeper/engine/cityofhorror"
)

// TestAnExplosionMarkerIsNotOptional: "Kill a zombie on any location and
// then you must add an Explosion marker to the Armory or to the Water
// Tower" (Molotov Cocktail). While both boards take one, the question
// offers the two and nothing else (it once offered "No marker"); once the
// Water Tower has fallen, the Armory takes it without a question.
func TestAnExplosionMarkerIsNotOptional(t *testing.T) {
	a, _ := newCohTestApp(t, 6)
	startCohByTaps(t, a)
	molotov := func() *ch.State {
		t.Helper()
		st := cohState(t, a)
		from := ch.NoLoc
		for _, l := range ch.AllLocs {
			if st.Zombies[l] > 0 {
				from = l
				break
			}
		}
		p := st.TurnOrder()[0]
		tapIn(t, a, st.Label(p), "")
		tapLabel(t, a, ch.CardMolotov)
		tapLabel(t, a, tileTitle(st, from))
		return st
	}
	st := molotov()
	if shows(a, "No marker") {
		t.Fatal(`the Molotov's marker question offers "No marker": the card says the marker must be added`)
	}
	if !shows(a, tileTitle(st, ch.WaterTowerLoc)) || !shows(a, "Explosion marker on which board?") {
		t.Fatalf("the question names the boards: %s", on(a))
	}
	tapLabel(t, a, "Water Tower")
	noRefusal(t, a)
	if got := cohState(t, a).WaterTowerMarkers; got != st.WaterTowerMarkers+1 {
		t.Fatalf("Water Tower markers %d, want %d", got, st.WaterTowerMarkers+1)
	}

	// The Water Tower falls at its third marker; the next goes on the
	// Armory with no question asked.
	for cohState(t, a).WaterTowerMarkers > 0 {
		a.view.do(ch.AddExplosion{On: ch.WaterTower})
	}
	if !cohState(t, a).WaterTowerExploded {
		t.Fatal("three markers bring the Water Tower down")
	}
	st = molotov()
	noRefusal(t, a)
	if shows(a, "Explosion marker on which board?") {
		t.Fatal("with one board left, no question is asked")
	}
	if got := cohState(t, a).ArmoryMarkers; got != st.ArmoryMarkers+1 {
		t.Fatalf("Armory markers %d, want %d", got, st.ArmoryMarkers+1)
	}
}

// TestAnEnergyDrinkFlipsAnyonesCharacter: "Flip a Character card from its
// exhausted side (red) to its rested side (blue)": any character, not only
// the player's own (the list once held only theirs). Each is named with its
// player; with nobody exhausted, the card says why instead of opening a
// question with only Cancel.
func TestAnEnergyDrinkFlipsAnyonesCharacter(t *testing.T) {
	a, _ := newCohTestApp(t, 6)
	startCohByTaps(t, a)
	st := cohState(t, a)
	p, o := st.TurnOrder()[0], st.TurnOrder()[1]
	tapIn(t, a, st.Label(p), "")
	tapLabel(t, a, ch.CardEnergyDrink)
	if !shows(a, "no character is exhausted") || shows(a, "who rests?") {
		t.Fatalf("with nobody exhausted the card says so: %s", on(a))
	}
	var theirs ch.Character
	for _, c := range st.Characters {
		if c.Owner == o {
			theirs = c
			break
		}
	}
	a.view.do(ch.Exhaust{Role: theirs.Role})
	if !cohState(t, a).Character(theirs.Role).Exhausted {
		t.Fatal("the character is exhausted")
	}
	tapIn(t, a, st.Label(p), "")
	tapLabel(t, a, ch.CardEnergyDrink)
	tapLabel(t, a, cohRole(theirs.Role)+" ("+st.Label(o)+")")
	noRefusal(t, a)
	if cohState(t, a).Character(theirs.Role).Exhausted {
		t.Fatalf("%s's %s rests again", st.Label(o), cohRole(theirs.Role))
	}
}

// TestAWeaponReplicaWhereItsPlayerIsNot: "An Action card can be played
// onto any location, even one where a player doesn't have a character
// present." The Weapon Replica was refused there; it is played, and the
// bar says its votes count once the player has a character there.
func TestAWeaponReplicaWhereItsPlayerIsNot(t *testing.T) {
	a, _ := newCohTestApp(t, 6)
	startCohByTaps(t, a)
	st := cohState(t, a)
	p := st.TurnOrder()[0]
	away := ch.NoLoc
	for _, l := range ch.AllLocs {
		if st.VotesAt(l)[p] == 0 {
			away = l
			break
		}
	}
	tapIn(t, a, st.Label(p), "")
	tapLabel(t, a, ch.CardReplica)
	tapLabel(t, a, tileTitle(st, away))
	noRefusal(t, a)
	got := cohState(t, a)
	if got.Player(p).Cards != st.Player(p).Cards-1 || len(got.Replicas) != 1 {
		t.Fatalf("the Weapon Replica is played: hand %d -> %d, replicas %v", st.Player(p).Cards, got.Player(p).Cards, got.Replicas)
	}
	if !shows(a, "Weapon Replica's 2 votes count there") {
		t.Fatalf("the bar says when its votes count: %q", uitest.Texts(canvasOf(a)))
	}
}

// TestAKittenDrawnBackToItsStart: the movement card drawn for the Kitten
// may show the place it started from (FAQ: the zombies remain). That place
// could not be entered; it is offered, and the zombies stay.
func TestAKittenDrawnBackToItsStart(t *testing.T) {
	a, _ := newCohTestApp(t, 6)
	startCohByTaps(t, a)
	st := cohState(t, a)
	from := ch.NoLoc
	for _, l := range ch.AllLocs {
		if st.Zombies[l] > 0 {
			from = l
			break
		}
	}
	p := st.TurnOrder()[0]
	tapIn(t, a, st.Label(p), "")
	tapLabel(t, a, ch.CardKitten)
	tapLabel(t, a, tileTitle(st, from))
	tapLabel(t, a, tileTitle(st, from))
	noRefusal(t, a)
	got := cohState(t, a)
	if got.Zombies[from] != st.Zombies[from] || got.Player(p).Cards != st.Player(p).Cards-1 {
		t.Fatalf("zombies %d -> %d, hand %d -> %d", st.Zombies[from], got.Zombies[from], st.Player(p).Cards, got.Player(p).Cards)
	}
	if !shows(a, "where the Kitten started") {
		t.Fatalf("the bar says the zombies stay: %q", uitest.Texts(canvasOf(a)))
	}
}

// TestATakenBackCardIsNamed: the Businessman "Discard a card from your
// hand to go get any Action card from the discard pile". The card taken was
// never named, so once every Gun had been played, playing the Gun taken
// back was refused; the power now asks which card, and the Gun plays.
func TestATakenBackCardIsNamed(t *testing.T) {
	a, _ := newCohTestApp(t, 6)
	startCohByTaps(t, a)
	st := cohState(t, a)
	bm := st.Character(ch.Businessman)
	if bm == nil || bm.Dead {
		t.Skip("this deal has no Businessman")
	}
	gun := func() {
		t.Helper()
		tapIn(t, a, st.Label(bm.Owner), "")
		tapLabel(t, a, ch.CardGun)
		tapLabel(t, a, tileTitle(st, ch.CrossroadsLoc))
	}
	for range 3 {
		a.view.do(ch.AddZombies{At: ch.CrossroadsLoc, Count: 1})
	}
	for cohState(t, a).Played[ch.CardGun] < 3 {
		gun()
		noRefusal(t, a)
	}
	tapCharacter(t, a, ch.Businessman)
	tapLabel(t, a, "Use power")
	if !shows(a, "take from the discard pile?") {
		t.Fatalf("the power asks which card: %q", uitest.Texts(canvasOf(a)))
	}
	tapLabel(t, a, "Gun")
	noRefusal(t, a)
	if got := cohState(t, a).Played[ch.CardGun]; got != 2 {
		t.Fatalf("the Gun taken back leaves the pile: %d Guns played, want 2", got)
	}
	gun()
	noRefusal(t, a)
}

// TestAPepperSprayOnAPepperSpray: "all cards can be canceled" (FAQ), a
// Pepper Spray too; the second was refused. Played from the players' panel
// as a table does: a Gun, a Pepper Spray on it, a Pepper Spray on that.
func TestAPepperSprayOnAPepperSpray(t *testing.T) {
	a, _ := newCohTestApp(t, 6)
	startCohByTaps(t, a)
	st := cohState(t, a)
	p, o := st.TurnOrder()[0], st.TurnOrder()[1]
	a.view.do(ch.AddZombies{At: ch.CrossroadsLoc, Count: 1})
	n := cohState(t, a).Zombies[ch.CrossroadsLoc]
	play := func(c ch.Colour, card string) {
		t.Helper()
		tapIn(t, a, st.Label(c), "")
		tapLabel(t, a, card)
		noRefusal(t, a)
	}
	play(p, ch.CardGun)
	tapLabel(t, a, tileTitle(st, ch.CrossroadsLoc))
	noRefusal(t, a)
	play(o, ch.CardPepperSpray)
	if got := cohState(t, a).Zombies[ch.CrossroadsLoc]; got != n {
		t.Fatalf("the Gun cancelled: %d zombies, want %d", got, n)
	}
	play(p, ch.CardPepperSpray)
	if got := cohState(t, a).Zombies[ch.CrossroadsLoc]; got != n-1 {
		t.Fatalf("the Gun stands again: %d zombies, want %d", got, n-1)
	}
}
