package cityofhorror

import "testing"

// TestPriestCancelIntoBurnedArmory: a character leaves the Armory, a card
// burns it down, then the Priest cancels the move. The Armory takes nobody
// any more (rulebook: "The Armory is no longer available to characters for
// the remainder of the game"), so the character goes to the Crossroads.
// Found by FuzzActions: the character stood in a place of 0 places.
func TestPriestCancelIntoBurnedArmory(t *testing.T) {
	s := scene(t, Red, PhaseMovement, Red, Blue, Green)
	armory := s.Where(Armory)
	s.put(Geek, Red, armory).put(Priest, Blue, Corner1).put(Teen, Green, Corner3)
	n := mustApply(t, s, MoveCharacter{Role: Geek, To: Corner3})
	n.ArmoryMarkers, n.ArmoryBurned = 3, true
	c := mustApply(t, n, CancelMove{})
	eq(t, "geek", c.Character(Geek).At, CrossroadsLoc)
	eq(t, "armory empty", c.Occupied(armory), 0)
	eq(t, "priest exhausted", c.Character(Priest).Exhausted, true)
}

// TestPriestCancelIntoFullPlace: the place left behind filled up in the
// meantime; as with a move into a full place, the character goes to the
// Crossroads rather than stand on a place that does not exist.
func TestPriestCancelIntoFullPlace(t *testing.T) {
	s := scene(t, Red, PhaseMovement, Red, Blue, Green)
	s.put(Geek, Red, Corner2).put(Priest, Blue, Corner1).put(Teen, Green, Corner3)
	n := mustApply(t, s, MoveCharacter{Role: Geek, To: Corner3})
	for _, r := range []Role{Punk, Rasta, Rocker} { // the Hospital holds 3
		n.put(r, Green, Corner2)
	}
	c := mustApply(t, n, CancelMove{})
	eq(t, "geek", c.Character(Geek).At, CrossroadsLoc)
	eq(t, "hospital", c.Occupied(Corner2), 3)
}

// TestNoExplosionDuringSetup: markers come with cards played for their
// effect, and none is played before the game begins. A marker in setup once
// burned the Armory while the movement cards still sent characters there.
// Found by FuzzActions (testdata/fuzz/FuzzActions/b621b26cca144ef7).
func TestNoExplosionDuringSetup(t *testing.T) {
	s := newGame(t, Options{Players: seats(Red, Blue, Green)}, 93)
	eq(t, "phase", s.Phase, PhaseSetup)
	eq(t, "targets", len(s.ExplosionTargets()), 0)
	for _, b := range []Building{WaterTower, Armory} {
		mustRefuse(t, s, AddExplosion{On: b}, "not during setup")
	}
}
