package cityofhorror

import "testing"

// A place's attack is over once its attack is done, and for every place
// resolved before the one being resolved; never outside the resolution.
func TestAttackOver(t *testing.T) {
	s := scene(t, Red, PhaseResolution, Red, Blue, Green)
	s.put(Geek, Red, Corner2).put(Teen, Blue, Corner2)
	s.Zombies[Corner2] = 8
	s.Resolving, s.Step = 1, StepAttack
	eq(t, "before its attack", s.AttackOver(Corner2), false)
	eq(t, "an earlier place", s.AttackOver(Corner1), true)
	eq(t, "a later place", s.AttackOver(Corner3), false)
	n := mustApply(t, s, CastVotes{At: Corner2, Vote: VoteAttack, Ballots: map[Colour]Colour{Red: Blue, Blue: Blue}})
	eq(t, "victim eaten", n.Character(Teen).Dead, true)
	eq(t, "the condition still holds", n.AttackCondition(Corner2).Attacks, true)
	eq(t, "after its attack", n.AttackOver(Corner2), true)
	m := s.clone()
	m.Phase = PhaseMovement
	eq(t, "outside the resolution", m.AttackOver(Corner1), false)
}
