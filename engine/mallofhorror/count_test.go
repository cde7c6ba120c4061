package mallofhorror

import (
	"testing"
)

// TestVoteWeights: each seat's weight at the vote being held.
func TestVoteWeights(t *testing.T) {
	parking := fixture(t, 4,
		placing{0, PinUp, Parking}, placing{0, Gunman, Parking}, placing{1, ToughGuy, Parking},
		placing{2, Gunman, Parking}, placing{2, PinUp, Restroom})
	threat := apply(t, parking, PlayCard{Player: 1, Card: Threat})
	victim := fixture(t, 4,
		placing{0, PinUp, Restroom}, placing{0, Gunman, Restroom}, placing{1, ToughGuy, Restroom},
		placing{2, PinUp, Megatoys}, placing{3, PinUp, Megatoys})
	victim.Zombies[Restroom] = 4
	victim = attackNow(victim)
	hidden := apply(t, victim, PlayCard{Player: 0, Card: Hidden, Character: Gunman})
	revote := hidden.clone()
	revote.Tied = []int{0, 1}
	for _, tc := range []struct {
		name   string
		s      State
		kind   VoteKind
		second bool
		want   []int
	}{
		{"truck: characters, the Gunman's extra vote, nobody from outside", parking, TruckVote, false, []int{3, 1, 2, 0}},
		{"truck: a Threat adds a vote", threat, TruckVote, false, []int{3, 2, 2, 0}},
		{"attack: before any card", victim, VictimVote, false, []int{3, 1, 0, 0}},
		{"attack: a hidden Gunman neither votes nor adds his vote", hidden, VictimVote, false, []int{1, 1, 0, 0}},
		{"attack re-vote: one vote for each player from outside", revote, VictimVote, true, []int{1, 1, 1, 1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v, ok := tc.s.CurrentVote()
			if !ok || v.Kind != tc.kind || v.Second != tc.second {
				t.Fatalf("vote %+v held %v", v, ok)
			}
			for seat, w := range v.Weights {
				if w.Votes != tc.want[seat] || w.Why == "" {
					t.Errorf("seat %d: %d votes (%s), want %d", seat, w.Votes, w.Why, tc.want[seat])
				}
			}
		})
	}
	if _, ok := apply(t, victim, Eat{Player: 1, Character: ToughGuy}).CurrentVote(); ok {
		t.Fatal("a vote is held after the attacks")
	}
}

// ballots is one counted round of votes and what it should give.
type ballots struct {
	votes []int
	tied  []int // the re-vote's colours when the count ties, else nil
}

// TestCountVote: the app counts each seat's ballot and applies the result.
func TestCountVote(t *testing.T) {
	truck := func(t *testing.T) State {
		return fixture(t, 4, placing{0, PinUp, Parking}, placing{1, Gunman, Parking}, placing{2, PinUp, Parking}, placing{3, PinUp, Restroom})
	}
	election := func(t *testing.T) State {
		return fixture(t, 4, placing{1, PinUp, SecurityHQ}, placing{2, PinUp, SecurityHQ}, placing{0, PinUp, Restroom}, placing{3, PinUp, Restroom})
	}
	victim := func(t *testing.T) State {
		s := fixture(t, 4, placing{0, PinUp, Supermarket}, placing{0, ToughGuy, Supermarket}, placing{1, PinUp, Supermarket},
			placing{2, PinUp, Supermarket}, placing{3, PinUp, Restroom})
		s.Zombies[Supermarket] = 4
		return attackNow(s)
	}
	for _, tc := range []struct {
		name  string
		start func(*testing.T) State
		votes []ballots
		check func(*testing.T, State)
	}{
		{"the Gunman's two votes win the truck", truck, []ballots{{votes: []int{1, 1, 0, NoVote}}}, func(t *testing.T, s State) {
			if s.Searcher != 1 || s.Phase != PhaseTruck {
				t.Fatalf("searcher %d in %s", s.Searcher, s.Phase)
			}
			refuse(t, s, TruckSearch{Winner: 0, GiveTo: 2})
			refuse(t, s, PlayCard{Player: 0, Card: Threat})
			n := apply(t, s, TruckSearch{Winner: 1, GiveTo: 3})
			if n.Players[1].Hand != 2 || n.Players[3].Hand != 2 {
				t.Fatal("cards")
			}
		}},
		{"the outsider's single vote decides a truck re-vote", truck, []ballots{
			{votes: []int{1, 0, 1, NoVote}, tied: []int{0, 1}},
			{votes: []int{0, 1, 0, 0}, tied: nil},
		}, func(t *testing.T, s State) {
			// 0: 1 (own) + 1 (seat 2) + 1 (seat 3 from outside) = 3; 1: 2 (Gunman).
			if s.Searcher != 0 {
				t.Fatalf("searcher %d", s.Searcher)
			}
		}},
		{"a second tie in the truck: nobody", truck, []ballots{
			{votes: []int{1, 0, 1, NoVote}, tied: []int{0, 1}},
			{votes: []int{1, 0, 1, NoVote}},
		}, func(t *testing.T, s State) {
			if s.Phase == PhaseTruck || s.Deck != DeckSize-4 {
				t.Fatalf("phase %s deck %d", s.Phase, s.Deck)
			}
			mustNotice(t, s, "tied twice")
		}},
		{"the HQ elects a Chief", election, []ballots{{votes: []int{NoVote, 2, 2, NoVote}}}, func(t *testing.T, s State) {
			if s.Chief != 2 || !s.ChiefElected || s.Phase != PhaseArrival {
				t.Fatalf("chief %d elected %v", s.Chief, s.ChiefElected)
			}
		}},
		{"a second tied election keeps the Chief", election, []ballots{
			{votes: []int{NoVote, 2, 1, NoVote}, tied: []int{1, 2}},
			{votes: []int{1, 2, 1, 2}},
		}, func(t *testing.T, s State) {
			if s.Chief != 0 || s.ChiefElected {
				t.Fatalf("chief %d elected %v", s.Chief, s.ChiefElected)
			}
		}},
		{"a colour with one character loses it at once", victim, []ballots{{votes: []int{1, 2, 1, NoVote}}}, func(t *testing.T, s State) {
			if alive(t, s, 1, PinUp) || s.AttackAt == Supermarket {
				t.Fatal("seat 1's Pin-Up should be eaten")
			}
		}},
		{"a colour with two characters chooses", victim, []ballots{{votes: []int{0, 0, 0, NoVote}}}, func(t *testing.T, s State) {
			if s.TieColour != 0 {
				t.Fatalf("colour %d", s.TieColour)
			}
			if _, ok := s.CurrentVote(); ok {
				t.Fatal("the vote is over")
			}
			refuse(t, s, Eat{Player: 1, Character: PinUp})
			n := apply(t, s, Eat{Player: 0, Character: ToughGuy})
			if alive(t, n, 0, ToughGuy) || !alive(t, n, 0, PinUp) {
				t.Fatal("the wrong character")
			}
		}},
		{"a tied re-vote draws among the tied colours", victim, []ballots{
			{votes: []int{2, 0, 0, NoVote}, tied: []int{0, 2}},
			{votes: []int{2, 0, 0, NoVote}},
		}, func(t *testing.T, s State) {
			// 0: 2 votes (seats 1 and 2); 2: 2 votes (seat 0's two): the lot.
			if !alive(t, s, 1, PinUp) || (s.TieColour == 0) == !alive(t, s, 2, PinUp) {
				t.Fatalf("the lot must fall on seat 0 or seat 2 alone: colour %d", s.TieColour)
			}
			mustNotice(t, s, "tied between Player 1 (R) and Player 3 (G)")
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := tc.start(t)
			for i, b := range tc.votes {
				s = apply(t, s, CountVote{Ballots: b.votes})
				if len(b.tied) > 0 || len(s.Tied) > 0 {
					if len(s.Tied) != len(b.tied) || (len(b.tied) > 0 && (s.Tied[0] != b.tied[0] || s.Tied[1] != b.tied[1])) {
						t.Fatalf("count %d: tied %v, want %v", i+1, s.Tied, b.tied)
					}
				}
			}
			tc.check(t, s)
		})
	}
}

// TestCountVoteRefusals: ballots that cannot be counted are refused with
// the rule.
func TestCountVoteRefusals(t *testing.T) {
	s := fixture(t, 4, placing{0, PinUp, Parking}, placing{1, Gunman, Parking}, placing{2, PinUp, Restroom}, placing{3, PinUp, Restroom})
	for _, tc := range []struct {
		name    string
		ballots []int
	}{
		{"too few ballots", []int{0, 1}},
		{"a voter in the Parking who does not vote", []int{NoVote, 1, NoVote, NoVote}},
		{"a vote from outside in the first vote", []int{0, 1, 0, NoVote}},
		{"a vote for a colour not in the Parking", []int{2, 1, NoVote, NoVote}},
		{"a vote for no player", []int{7, 1, NoVote, NoVote}},
	} {
		t.Run(tc.name, func(t *testing.T) { refuse(t, s, CountVote{Ballots: tc.ballots}) })
	}
	tied := apply(t, s, PlayCard{Player: 0, Card: Threat}, CountVote{Ballots: []int{1, 0, NoVote, NoVote}})
	if len(tied.Tied) != 2 {
		t.Fatalf("2 votes for each should tie: %v", tied.NoticeTexts())
	}
	refuse(t, tied, PlayCard{Player: 2, Card: Threat})
	// The Threat still counts in the re-vote: 2 + 1 from outside against 2.
	n := apply(t, tied, CountVote{Ballots: []int{0, 1, 0, NoVote}})
	if n.Searcher != 0 {
		t.Fatalf("searcher %d: %v", n.Searcher, n.NoticeTexts())
	}
	refuse(t, n, CountVote{Ballots: []int{0, 1, NoVote, NoVote}})
}
