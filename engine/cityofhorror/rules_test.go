package cityofhorror

import (
	"testing"

	"hordekeeper/engine"
)

func TestZombieCapAndReserve(t *testing.T) {
	s := scene(t, Red, PhaseSelect, Red, Blue, Green)
	s.Zombies[Corner1] = 6
	n := mustApply(t, s, AddZombies{At: Corner1, Count: 3})
	eq(t, "capped", n.Zombies[Corner1], 8)
	wantNotice(t, n, "Only 2 of 3 zombies fit at the Church (corner 1), which holds 8 at most: 1 stays in the reserve.")
	eq(t, "conserved", n.ZombieReserve(), TotalZombies-8)
	n = mustApply(t, n, AddZombies{At: Corner2, Count: 8})
	n = mustApply(t, n, AddZombies{At: Corner3, Count: 8})
	n = mustApply(t, n, AddZombies{At: Corner4, Count: 8})
	n = mustApply(t, n, AddZombies{At: WaterTowerLoc, Count: 8})
	eq(t, "reserve empty", n.ZombieReserve(), 0)
	n = mustApply(t, n, AddZombies{At: CrossroadsLoc, Count: 2})
	eq(t, "none left", n.Zombies[CrossroadsLoc], 0)
	wantNotice(t, n, "reserve had only 0")
	for _, tc := range []struct {
		a    engine.Action
		want string
	}{
		{AddZombies{At: NoLoc, Count: 1}, "choose a place"},
		{AddZombies{At: Corner1, Count: 0}, "at least 1"},
		{AddZombies{At: Corner1, Count: 41}, "at most 40"},
		{RemoveZombies{At: Corner2, Count: 3}, "has 0 zombies"},
		{RemoveZombies{At: 9, Count: 1}, "choose a place"},
		{RemoveZombies{At: Corner1, Count: -1}, "at least 1"},
		{MoveZombies{From: Corner1, To: Corner1, Count: 1}, "another place"},
		{MoveZombies{From: Corner1, To: Corner2, Count: 7}, "cannot leave"},
		{MoveZombies{From: Corner1, To: Corner2, Count: 2, All: true}, "not both"},
		{MoveZombies{From: NoLoc, To: Corner2, Count: 1}, "choose a place"},
		{MoveZombies{From: Corner2, To: NoLoc, Count: 1}, "choose a place"},
		{MoveZombies{From: Corner1, To: Corner2, Count: 0}, "at least 1"},
	} {
		mustRefuse(t, s, tc.a, tc.want)
	}
	s.Zombies[Corner2] = 7
	n = mustApply(t, s, MoveZombies{From: Corner1, To: Corner2, All: true})
	eq(t, "moved", [2]int{n.Zombies[Corner1], n.Zombies[Corner2]}, [2]int{5, 8})
	wantNotice(t, n, "Only 1 of 6")
	n = mustApply(t, s, MoveZombies{From: Corner3, To: Corner2, All: true})
	wantNotice(t, n, "no zombie to move")
	n = mustApply(t, s, RemoveZombies{At: Corner1, Count: 6})
	eq(t, "removed", n.Zombies[Corner1], 0)
}

func TestWaterTowerExplodes(t *testing.T) {
	s := scene(t, Red, PhaseResolution, Red, Blue, Green)
	s.put(Geek, Blue, WaterTowerLoc).put(Teen, Green, WaterTowerLoc).put(Punk, Green, Corner1).put(Rasta, Blue, Corner2).put(Thief, Red, Corner1)
	s.Zombies[WaterTowerLoc] = 5
	s = mustApply(t, s, AddExplosion{On: WaterTower})
	s = mustApply(t, s, AddExplosion{On: WaterTower})
	eq(t, "two markers", s.WaterTowerMarkers, 2)
	n := mustApply(t, s, AddExplosion{On: WaterTower})
	eq(t, "exploded", n.WaterTowerExploded, true)
	eq(t, "side", n.Boards[WaterTowerLoc].Side, SideRuins)
	eq(t, "zombies", n.Zombies[WaterTowerLoc], 0)
	eq(t, "reserve", n.ZombieReserve(), TotalZombies)
	eq(t, "markers to box", [2]int{n.WaterTowerMarkers, n.MarkersInBox}, [2]int{0, 3})
	eq(t, "geek dead", n.Character(Geek).Dead, true)
	eq(t, "teen dead", n.Character(Teen).Dead, true)
	// Two victims at once: Blue comes before Green in turn order from Red.
	eq(t, "first player", n.FirstPlayer, Blue)
	wantNotice(t, n, "first of them in turn order")
	eq(t, "ruins capacity", n.Capacity(WaterTowerLoc), 3)
	eq(t, "targets", n.ExplosionTargets(), []Building{Armory})
	mustRefuse(t, n, AddExplosion{On: WaterTower}, "markers go on the Armory")
	n.Zombies[WaterTowerLoc] = 2
	n.put(Granny, Red, WaterTowerLoc)
	eq(t, "ruins attack", n.AttackCondition(WaterTowerLoc).Text, "attack: 2 zombies, needs 2 (more than the 1 character inside)")
	mustRefuse(t, s, AddExplosion{On: Church}, "only go on the Water Tower or the Armory")
}

func TestArmorySideABurns(t *testing.T) {
	s := scene(t, Red, PhaseSelect, Red, Blue, Green)
	s.put(Granny, Red, Corner4).put(Mama, Blue, Corner4).put(Punk, Green, Corner1)
	s.Characters[1].Extra = true
	s.Zombies[Corner4] = 4
	s = mustApply(t, s, AddExplosion{On: Armory})
	s = mustApply(t, s, AddExplosion{On: Armory})
	n := mustApply(t, s, AddExplosion{On: Armory})
	eq(t, "burned", n.ArmoryBurned, true)
	eq(t, "granny", n.Character(Granny).At, CrossroadsLoc)
	eq(t, "mama", n.Character(Mama).At, CrossroadsLoc)
	eq(t, "extra cleared", n.Character(Mama).Extra, false)
	eq(t, "zombies stay", n.Zombies[Corner4], 4)
	eq(t, "closed", n.Capacity(Corner4), 0)
	mustRefuse(t, n, AddExplosion{On: Armory}, "burned down: explosion markers go on the Water Tower")
	wantNotice(t, n, "flees to the Crossroads (2 characters)")
	// Nobody enters a burned Armory: the card sends them to the Crossroads.
	n.Phase, n.FirstPlayer = PhaseMovement, Green
	m := mustApply(t, n, MoveCharacter{Role: Punk, To: Corner4})
	eq(t, "punk", m.Character(Punk).At, CrossroadsLoc)
	wantNotice(t, m, "burned down")
	mustRefuse(t, n, MoveCharacter{Role: Punk, To: Corner4, BackDoor: true}, "not even a back door")
	// Both boards spent: no target left.
	n.WaterTowerExploded = true
	n.MarkersInBox = 3
	mustRefuse(t, n, AddExplosion{On: WaterTower}, "neither board")
	mustRefuse(t, n, AddExplosion{On: Armory}, "neither board")
}

func TestArmorySideBBlocked(t *testing.T) {
	s := scene(t, Red, PhaseMovement, Red, Blue, Green)
	s.Boards[Corner4].Side = SideB
	s.put(Geek, Red, Corner4).put(Rocker, Red, Corner1).put(Teen, Blue, Corner2).put(Punk, Green, Corner3)
	s.Zombies[Corner4] = 3
	s = mustApply(t, s, AddExplosion{On: Armory})
	n := mustApply(t, s, AddExplosion{On: Armory})
	eq(t, "blocked", n.ArmoryBlocked, true)
	wantNotice(t, n, "blocks the Armory's door")
	mustRefuse(t, n, MoveCharacter{Role: Geek, To: Corner1}, "shut in the Armory")
	eq(t, "movable", n.Movable(Red), []Role{Rocker})
	m := mustApply(t, n, MoveCharacter{Role: Rocker, To: Corner4})
	eq(t, "rocker", m.Character(Rocker).At, CrossroadsLoc)
	wantNotice(t, m, "door is blocked")
	// Zombies still attack: 3 zombies, more than the one character inside.
	eq(t, "attack", n.AttackCondition(Corner4).Attacks, true)
	mustRefuse(t, n, AddExplosion{On: Armory}, "had its door blocked")
	mustApply(t, n, AddExplosion{On: WaterTower})
}

func TestDeathTokenAndElimination(t *testing.T) {
	s := scene(t, Red, PhaseSelect, Red, Blue, Green)
	s.put(Geek, Blue, Corner1).put(Teen, Green, Corner1).put(Punk, Green, Corner2).put(Thief, Red, Corner3)
	n := eaten(t, s, Teen)
	eq(t, "green takes token", n.FirstPlayer, Green)
	wantNotice(t, n, "Green takes the first-player token")
	// Blue loses the last character: out, token to the next clockwise (Green).
	n = eaten(t, s, Geek)
	eq(t, "blue out", n.Eliminated(Blue), true)
	eq(t, "token", n.FirstPlayer, Green)
	wantNotice(t, n, "is out of the game")
	wantNotice(t, n, "next clockwise")
	mustRefuse(t, n, KillCharacter{Role: Geek}, "is dead")
	mustRefuse(t, n, KillCharacter{Role: Granny}, "was not dealt")
	// Everyone dies: the token stays put.
	n = eaten(t, n, Teen)
	n = eaten(t, n, Punk)
	n = eaten(t, n, Thief)
	wantNotice(t, n, "No player has a character left")
	// A hidden character cannot be eaten.
	h := mustApply(t, s, Hide{Role: Teen})
	mustRefuse(t, h, KillCharacter{Role: Teen}, "hidden")
	mustRefuse(t, h, Hide{Role: Teen}, "already hidden")
}

func TestPowers(t *testing.T) {
	s := scene(t, Red, PhaseMovement, Red, Blue, Green)
	s.put(Granny, Red, Corner1).put(Grandpa, Blue, Corner1).put(PregnantWoman, Blue, Corner2).put(LittleGirl, Green, Corner1).put(Student, Green, Corner3).put(Blonde, Red, Corner3)
	mustRefuse(t, s, MoveCharacter{Role: Granny, To: Corner2}, "Granny never moves")
	eq(t, "granny not movable", s.Movable(Red), []Role{Blonde})
	g := mustApply(t, s, Exhaust{Role: Granny, Power: true})
	mustApply(t, g, MoveCharacter{Role: Granny, To: Corner2})
	mustRefuse(t, g, Exhaust{Role: Granny, Power: true}, "already exhausted")
	eq(t, "grandpa no vote", s.VotesAt(Corner1)[Blue], 0)
	gp := mustApply(t, s, Exhaust{Role: Grandpa, Power: true})
	eq(t, "grandpa votes", gp.VotesAt(Corner1)[Blue], 1)
	mustRefuse(t, s, Exhaust{Role: PregnantWoman}, "only for her own power")
	pw := mustApply(t, s, Exhaust{Role: PregnantWoman, Power: true})
	eq(t, "two votes", pw.VotesAt(Corner2)[Blue], 2)
	eq(t, "born", pw.Character(PregnantWoman).Born, true)
	mustRefuse(t, pw, Rest{Role: PregnantWoman}, "never returns")
	lg := mustApply(t, s, Exhaust{Role: LittleGirl, Power: true})
	eq(t, "hidden", lg.Character(LittleGirl).Hidden, true)
	eq(t, "no vote", lg.VotesAt(Corner1)[Green], 0)
	eq(t, "still counts for the attack", lg.AttackCondition(Corner1).Characters, 3)
	st := mustApply(t, s, Exhaust{Role: Student, Power: true})
	eq(t, "student token", st.FirstPlayer, Green)
	bl := mustApply(t, s, Exhaust{Role: Blonde, Power: true})
	wantNotice(t, bl, "no longer draws")
	ex := mustApply(t, s, Exhaust{Role: Blonde})
	eq(t, "value exhausted", ex.Character(Blonde).Value(), 3)
	r := mustApply(t, ex, Rest{Role: Blonde})
	eq(t, "value rested", r.Character(Blonde).Value(), 5)
	mustRefuse(t, r, Rest{Role: Blonde}, "already rested")
}

func TestSqueezeIn(t *testing.T) {
	s := scene(t, Red, PhaseMovement, Red, Blue, Green)
	s.put(Geek, Blue, Corner2).put(Teen, Green, Corner2).put(Punk, Green, Corner2) // the Hospital: 3 places, full
	s.put(Mama, Red, Corner1).put(Rocker, Blue, Corner3).put(Rasta, Green, Corner3)
	mustRefuse(t, s, MoveCharacter{Role: Mama, To: Corner3, Mama: true}, "free place")
	mustRefuse(t, s, MoveCharacter{Role: Mama, To: Corner2, Mama: true, BackDoor: true}, "not both")
	n := mustApply(t, s, MoveCharacter{Role: Mama, To: Corner2, Mama: true})
	m := n.Character(Mama)
	eq(t, "mama in", [3]any{m.At, m.Extra, m.Exhausted}, [3]any{Corner2, true, true})
	eq(t, "occupied", n.Occupied(Corner2), 3)
	eq(t, "attack counts her", n.AttackCondition(Corner2).Characters, 4)
	// Blue uses a Back Door to join the full Hospital.
	n = mustApply(t, n, MoveCharacter{Role: Rocker, To: Corner2, BackDoor: true})
	eq(t, "rocker extra", n.Character(Rocker).Extra, true)
	mustRefuse(t, n, MoveCharacter{Role: Rasta, To: Corner2, Mama: true}, "only the Mama")
	n.Characters[1].Extra = false
	ms := s.clone()
	ms.Characters[3].Exhausted = true
	mustRefuse(t, ms, MoveCharacter{Role: Mama, To: Corner2, Mama: true}, "Mama is exhausted")
	// The Priest cancels the move just made, and is exhausted by it.
	mustRefuse(t, n, CancelMove{}, "not dealt")
	n.put(Priest, Green, Corner4)
	c := mustApply(t, n, CancelMove{})
	eq(t, "rocker back", c.Character(Rocker).At, Corner3)
	eq(t, "still moved", c.Player(Blue).Moved, true)
	eq(t, "priest exhausted", c.Character(Priest).Exhausted, true)
	mustRefuse(t, c, CancelMove{}, "Priest is exhausted")
	c.Character(Priest).Exhausted = false
	mustRefuse(t, c, CancelMove{}, "no character move to cancel")
}

func TestMovementRefusals(t *testing.T) {
	s := scene(t, Red, PhaseSelect, Red, Blue, Green)
	s.put(Geek, Red, Corner1).put(Teen, Blue, Corner2).put(Punk, Green, Corner3)
	mustRefuse(t, s, MoveCharacter{Role: Geek, To: Corner2}, "movement phase")
	s.Phase = PhaseMovement
	mustRefuse(t, s, MoveCharacter{Role: Geek, To: NoLoc}, "choose a place")
	mustRefuse(t, s, MoveCharacter{Role: Teen, To: Corner1}, "it is Red's move")
	mustRefuse(t, s, AdvancePhase{}, "has not moved yet")
	eq(t, "phase text", s.PhaseWords().String(), "1:00: movement; Red moves a character.")
}

func TestLeaderActions(t *testing.T) {
	s := scene(t, Red, PhaseSelect, Red, Blue, Green)
	s.Leader = Red
	// Wheel: green, purple, white, blue, red, yellow; in play: green, blue, red.
	eq(t, "in play", s.InPlay(), []Colour{Green, Blue, Red})
	n := mustApply(t, s, StepLeader{Steps: 1})
	eq(t, "skips the yellow cache", n.Leader, Green)
	n = mustApply(t, s, StepLeader{Steps: -1})
	eq(t, "back", n.Leader, Blue)
	wantNotice(t, n, "counter-clockwise")
	mustRefuse(t, s, StepLeader{Steps: 0}, "at least one")
	mustRefuse(t, s, StepLeader{Steps: 6}, "at most 5")
	mustRefuse(t, s, SetLeader{To: Purple}, "under a cache")
	mustRefuse(t, s, SetLeader{To: "pink"}, "not a colour")
	eq(t, "set", mustApply(t, s, SetLeader{To: Blue}).Leader, Blue)
	eq(t, "covered", s.Covered(), []Colour{Purple, White, Yellow})
}

// FAQ: zombies at the Crossroads but every character there is hidden: the
// leader does not move and nobody is eaten.
func TestCrossroadsAllHidden(t *testing.T) {
	s := scene(t, Red, PhaseResolution, Red, Blue, Green)
	s.put(Geek, Red, CrossroadsLoc).put(Teen, Blue, Corner1)
	s.Zombies[CrossroadsLoc] = 3
	s.Leader = Blue
	s.Resolving, s.Step = 5, StepAttack
	s = mustApply(t, s, Hide{Role: Geek})
	sr := s.CrossroadsSearch()
	eq(t, "no victim", sr.Victim, Colour(""))
	eq(t, "attack", sr.Attack, true)
	mustRefuse(t, s, ResolveCrossroads{Victim: Geek}, "Every character at the Crossroads is hidden")
	n := mustApply(t, s, ResolveCrossroads{})
	eq(t, "leader stays", n.Leader, Blue)
	wantNotice(t, n, "nobody is eaten")
	// Nothing pending: the attack step may end.
	mustApply(t, s, AdvancePhase{})
	e := scene(t, Red, PhaseResolution, Red, Blue, Green)
	eq(t, "no zombies", e.CrossroadsSearch().Text, "No zombie at the Crossroads: no attack.")
	e.Zombies[CrossroadsLoc] = 1
	eq(t, "nobody", e.CrossroadsSearch().Text, "Nobody is at the Crossroads: no attack.")
	e.Resolving, e.Step = 5, StepAttack
	mustRefuse(t, e, ResolveCrossroads{}, "Nobody is at the Crossroads")
	e.Step = StepActivation
	mustRefuse(t, e, ResolveCrossroads{}, "attack step of the Crossroads")
}

func TestAttackConditionsBySide(t *testing.T) {
	for _, tc := range []struct {
		b              Building
		side           Side
		zombies, chars int
		attacks        bool
		needs          int
	}{
		{Church, SideA, 3, 1, true, 3},
		{Church, SideA, 2, 1, false, 3},
		{Church, SideB, 2, 2, false, 3},
		{Church, SideB, 3, 2, true, 3},
		{Hospital, SideA, 2, 1, true, 2},
		{Hospital, SideB, 2, 4, true, 2},
		{Hospital, SideB, 1, 1, false, 2},
		{Bank, SideA, 3, 1, true, 3},
		{Bank, SideB, 1, 1, false, 2},
		{Armory, SideA, 3, 1, true, 3},
		{Armory, SideB, 2, 1, true, 2},
		{Bank, SideA, 5, 0, false, 3},
	} {
		s := scene(t, Red, PhaseSelect, Red, Blue, Green)
		s.Boards[Corner1] = Board{tc.b, tc.side}
		s.Zombies[Corner1] = tc.zombies
		roles := []Role{Geek, Teen, Punk, Rasta}
		for i := range tc.chars {
			s.put(roles[i], Red, Corner1)
		}
		a := s.AttackCondition(Corner1)
		if a.Attacks != tc.attacks || a.Needs != tc.needs {
			t.Errorf("%s %s with %d zombies and %d characters: %+v", tc.b, tc.side, tc.zombies, tc.chars, a)
		}
	}
	s := scene(t, Red, PhaseSelect, Red, Blue, Green)
	s.Zombies[WaterTowerLoc] = 4
	s.put(Geek, Red, WaterTowerLoc)
	eq(t, "water tower", s.AttackCondition(WaterTowerLoc).Text, "attack: 4 zombies, needs 4")
	s.Zombies[Corner1] = 5
	eq(t, "nobody inside", s.AttackCondition(Corner1).Text, "no attack: 5 zombies, needs 3, but nobody is inside")
	eq(t, "not a place", s.AttackCondition(NoLoc).Text, "not a place")
}
