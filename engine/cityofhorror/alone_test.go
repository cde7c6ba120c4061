package cityofhorror

import "testing"

// With one player present, that player chooses the victim: no vote is
// held, the table only says which of their characters is eaten.
func TestAloneAtAnAttackChooses(t *testing.T) {
	base := scene(t, Green, PhaseResolution, Red, Blue, Green)
	base.put(Geek, Red, Corner4).put(Teen, Red, Corner4).put(Punk, Blue, Corner1)
	base.Zombies[Corner4] = 4
	base.Resolving, base.Step = 3, StepAttack
	if p, ok := base.SoleChooser(Corner4, VoteAttack); !ok || p != Red {
		t.Fatalf("Red alone at the Armory chooses: got %q, %v", p, ok)
	}
	mustRefuse(t, base, CastVotes{At: Corner4, Vote: VoteAttack}, "the Geek or the Teen")
	n := mustApply(t, base, CastVotes{At: Corner4, Vote: VoteAttack, Victim: Teen})
	eq(t, "teen eaten", n.Character(Teen).Dead, true)
	eq(t, "geek lives", n.Character(Geek).Dead, false)
	wantNotice(t, n, "no vote")
	// A second player there makes it a vote again.
	two := base.clone()
	two.put(Punk, Blue, Corner4)
	if _, ok := two.SoleChooser(Corner4, VoteAttack); ok {
		t.Fatal("two players present vote")
	}
	mustRefuse(t, two, CastVotes{At: Corner4, Vote: VoteAttack, Victim: Teen}, "must point")
}

// A Grandpa without his power cannot vote but can be eaten: his owner
// can be picked, so the lone voter's choice is still a vote of one.
func TestAloneVoterWithAGrandpaThere(t *testing.T) {
	s := scene(t, Green, PhaseResolution, Red, Blue, Green)
	s.put(Geek, Red, Corner4).put(Grandpa, Blue, Corner4)
	if _, ok := s.SoleChooser(Corner4, VoteAttack); ok {
		t.Fatal("the Grandpa's owner can be picked: Red's choice is a vote")
	}
}
