package cityofhorror

import (
	"slices"
	"testing"
)

// eaten lets a character be eaten as the table records it, in an attack
// at its place (the step set up for it, 8 zombies there), then puts the
// phase, the step and the zombies back: for tests about what a death
// causes (the first-player token, an elimination) in any scene.
func eaten(t testing.TB, s *State, r Role) *State {
	t.Helper()
	c := s.Character(r)
	if c == nil {
		t.Fatalf("%s is not in play", r)
	}
	at := s.clone()
	at.Phase, at.Step, at.AttackDone = PhaseResolution, StepAttack, false
	at.Resolving = resolvingIndex(at, c.At)
	at.Zombies[c.At] = MaxZombiesPerLoc
	n := mustApply(t, at, KillCharacter{Role: r})
	n.Phase, n.Step, n.Resolving, n.AttackDone, n.Zombies = s.Phase, s.Step, s.Resolving, s.AttackDone, s.Zombies
	return n
}

// resolvingIndex is the place's index in the game's resolution order.
func resolvingIndex(s *State, l Loc) int { return slices.Index(s.ResolutionOrder(), l) }

// TestEatenOnlyInAnAttack: the table records a character as eaten only at
// the attack step of its place while the attack is due (rulebook, "B
// Zombie attack": "If the conditions for a zombie attack are met, an
// attack must occur. The players present have a show of hands to choose
// the character who dies"); anywhere else the engine refuses.
func TestEatenOnlyInAnAttack(t *testing.T) {
	base := scene(t, Red, PhaseResolution, Red, Blue, Green)
	base.put(Geek, Red, Corner1).put(Teen, Blue, Corner2).put(Punk, Green, CrossroadsLoc)
	base.Zombies[Corner1], base.Zombies[CrossroadsLoc] = 3, 2
	at := func(phase Phase, l Loc, step Step, change func(*State)) *State {
		n := base.clone()
		n.Phase, n.Step, n.Resolving = phase, step, resolvingIndex(n, l)
		if change != nil {
			change(n)
		}
		return n
	}
	for _, tc := range []struct {
		name  string
		s     *State
		role  Role
		allow bool
	}{
		{"at the attack step of its place, attack due", at(PhaseResolution, Corner1, StepAttack, nil), Geek, true},
		{"in the movement phase", at(PhaseMovement, Corner1, "", nil), Geek, false},
		{"in the setup", at(PhaseSetup, Corner1, "", nil), Geek, false},
		{"at its place's activation", at(PhaseResolution, Corner1, StepActivation, nil), Geek, false},
		{"at its place's sharing", at(PhaseResolution, Corner1, StepSharing, nil), Geek, false},
		{"at the attack on another place", at(PhaseResolution, Corner1, StepAttack, nil), Teen, false},
		{"at its place with too few zombies", at(PhaseResolution, Corner1, StepAttack, func(n *State) { n.Zombies[Corner1] = 2 }), Geek, false},
		{"once the attack is over", at(PhaseResolution, Corner1, StepAttack, func(n *State) { n.AttackDone = true }), Geek, false},
		{"at the Crossroads, where the leader picks", at(PhaseResolution, CrossroadsLoc, StepAttack, nil), Punk, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.allow {
				n := mustApply(t, tc.s, KillCharacter{Role: tc.role})
				eq(t, "dead", n.Character(tc.role).Dead, true)
				eq(t, "attack done", n.AttackDone, true)
				return
			}
			mustRefuse(t, tc.s, KillCharacter{Role: tc.role}, "")
		})
	}
}

// TestHideOnlyInATurn: a character hides "for the rest of the turn" (the
// Hideout card; the Little Boy's and Little Girl's powers), so a hiding is
// refused in the setup and once the game is over, and allowed in every
// phase of a turn.
func TestHideOnlyInATurn(t *testing.T) {
	for _, tc := range []struct {
		phase Phase
		allow bool
	}{
		{PhaseSetup, false},
		{PhaseSelect, true},
		{PhaseInvasion, true},
		{PhaseMovement, true},
		{PhaseResolution, true},
		{PhaseEnded, false},
	} {
		t.Run(string(tc.phase), func(t *testing.T) {
			s := scene(t, Red, tc.phase, Red, Blue, Green)
			s.put(Geek, Red, Corner1)
			s.Player(Red).Cards = 1
			if tc.allow {
				n := mustApply(t, s, Hide{Role: Geek})
				eq(t, "hidden", n.Character(Geek).Hidden, true)
				return
			}
			mustRefuse(t, s, Hide{Role: Geek}, "")
			mustRefuse(t, s, PlayCard{Player: Red, Card: CardHideout, Role: Geek}, "")
		})
	}
}
