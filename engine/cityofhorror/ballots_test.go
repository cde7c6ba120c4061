package cityofhorror

import (
	"strings"
	"testing"

	"hordekeeper/engine"
)

// Each player's weight at a place, with its parts.
func TestVoteWeights(t *testing.T) {
	s := scene(t, Red, PhaseResolution, Red, Blue, Green)
	s.put(Geek, Red, Corner1).put(Teen, Red, Corner1).put(PregnantWoman, Blue, Corner1).put(Grandpa, Green, Corner1)
	s.Character(PregnantWoman).Born, s.Character(PregnantWoman).Exhausted = true, true
	s.Replicas = []Replica{{Player: Blue, At: Corner1}}
	got := s.VoteWeights(Corner1)
	for i := range got {
		got[i].Words = engine.Words{} // the words are read through Text here
	}
	eq(t, "weights", got, []VoteWeight{
		{Player: Red, Characters: 2, Total: 2, Text: "Red: 2 votes"},
		{Player: Blue, Characters: 2, Replicas: 2, Total: 4, Text: "Blue: 4 votes (2 votes from characters, 2 from Weapon Replicas)"},
	})
}

// The table enters who pointed at whom; the app counts, breaks ties by
// the first player's choice and applies the result.
func TestCastVotes(t *testing.T) {
	// The Armory (corner 4) attacks: Red 2 votes, Blue 1, Green 1.
	base := scene(t, Green, PhaseResolution, Red, Blue, Green)
	base.put(Geek, Red, Corner4).put(Teen, Red, Corner4).put(Punk, Blue, Corner4).put(Rasta, Green, Corner4)
	base.Zombies[Corner4] = 4
	base.Resolving, base.Step = 3, StepAttack
	for _, tc := range []struct {
		name   string
		cast   CastVotes
		refuse string
		dead   Role
		notice string
	}{
		{"the most votes", CastVotes{At: Corner4, Vote: VoteAttack, Ballots: map[Colour]Colour{Red: Blue, Blue: Red, Green: Blue}}, "", Punk, "Blue loses a character with 3 votes"},
		{"a tie waits for the first player", CastVotes{At: Corner4, Vote: VoteAttack, Ballots: map[Colour]Colour{Red: Green, Blue: Red, Green: Red}}, "Choose who", "", ""},
		{"the first player breaks the tie", CastVotes{At: Corner4, Vote: VoteAttack, Ballots: map[Colour]Colour{Red: Green, Blue: Red, Green: Red}, TieBreak: Red, Victim: Teen}, "", Teen, "Green holds the first-player token and breaks the tie"},
		{"the loser chooses among several", CastVotes{At: Corner4, Vote: VoteAttack, Ballots: map[Colour]Colour{Red: Red, Blue: Red, Green: Red}}, "the Geek or the Teen", "", ""},
		{"no tie to break", CastVotes{At: Corner4, Vote: VoteAttack, Ballots: map[Colour]Colour{Red: Blue, Blue: Red, Green: Blue}, TieBreak: Red}, "no tie", "", ""},
		{"a voter left out", CastVotes{At: Corner4, Vote: VoteAttack, Ballots: map[Colour]Colour{Red: Blue}}, "must point", "", ""},
		{"wrong place", CastVotes{At: Corner1, Vote: VoteAttack, Ballots: map[Colour]Colour{Red: Blue}}, "place being resolved", "", ""},
		{"wrong step", CastVotes{At: Corner4, Vote: VoteSharing, Ballots: map[Colour]Colour{Red: Blue}}, "sharing step", "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.refuse != "" {
				mustRefuse(t, base, tc.cast, tc.refuse)
				return
			}
			n := mustApply(t, base, tc.cast)
			eq(t, "dead", n.Character(tc.dead).Dead, true)
			eq(t, "attack done", n.AttackDone, true)
			wantNotice(t, n, tc.notice)
			mustApply(t, n, AdvancePhase{})
		})
	}
	// A sharing vote names who hands out the supplies.
	sh := base.clone()
	sh.Step = StepSharing
	sh.Airdrops[Corner4] = Items{Antidotes: 1}
	sh.AntidoteReserve--
	n := mustApply(t, sh, CastVotes{At: Corner4, Vote: VoteSharing, Ballots: map[Colour]Colour{Red: Green, Blue: Green, Green: Green}})
	eq(t, "winner", n.ShareWinner, Green)
	mustRefuse(t, n, CastVotes{At: Corner4, Vote: VoteSharing, Ballots: map[Colour]Colour{Red: Green, Blue: Green, Green: Green}}, "already counted")
	mustRefuse(t, n, Share{At: Corner4, By: Red, Gifts: []Gift{{Red, ItemAntidote}}}, "Green won the sharing vote")
	g := mustApply(t, n, Share{At: Corner4, By: Green, Gifts: []Gift{{Blue, ItemAntidote}}})
	eq(t, "blue got it", g.Player(Blue).Antidotes, 1)
	// The log says who handed out what to whom.
	said := ""
	for _, x := range g.Notices {
		said += x.Text
	}
	if !strings.Contains(said, "Green hands out the supplies at ") || !strings.Contains(said, "Blue an antidote") {
		t.Fatalf("the sharing is not told: %q", said)
	}
}
