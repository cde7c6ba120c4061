package mallofhorror

import (
	"testing"
)

// lotteryDraws is how many games each lottery test plays.
const lotteryDraws = 2000

// chiSquare measures how far counts stand from an even split among the
// given seats.
func chiSquare(counts map[int]int, seats []int, total int) float64 {
	e := float64(total) / float64(len(seats))
	x := 0.0
	for _, s := range seats {
		d := float64(counts[s]) - e
		x += d * d / e
	}
	return x
}

// crowdedSupermarket: one Pin-Up of each of n players in the Supermarket,
// where 4 zombies get in: every colour can be chosen.
func crowdedSupermarket(t *testing.T, n int) State {
	var chars []placing
	for seat := 0; seat < n; seat++ {
		chars = append(chars, placing{seat, PinUp, Supermarket})
	}
	s := fixture(t, n, chars...)
	s.Zombies[Supermarket] = 4
	return attackNow(s)
}

// TestTieLotteryCountedTwoTied: when the counted second vote of an attack
// ties between two of four colours, the lot falls only on those two, each
// about half the time.
func TestTieLotteryCountedTwoTied(t *testing.T) {
	base := crowdedSupermarket(t, 4)
	tie := []int{1, 0, 0, 1} // seats 0 and 1 get 2 votes each
	counts := map[int]int{}
	for seed := uint64(0); seed < lotteryDraws; seed++ {
		s := base.clone()
		s.seed = seed
		s = apply(t, s, CountVote{Ballots: tie}, CountVote{Ballots: tie})
		if seed == 0 {
			mustNotice(t, s, "re-vote tied between Player 1 (R) and Player 2 (B): the app draws one of them by lot")
			if d := s.Drawn; len(d.Tied) != 2 || d.Tied[0] != 0 || d.Tied[1] != 1 || d.Location != Supermarket {
				t.Fatalf("the draw the table sees: %+v", d)
			}
		}
		for seat := 0; seat < 4; seat++ {
			if !alive(t, s, seat, PinUp) {
				counts[seat]++
			}
		}
	}
	if counts[2]+counts[3] != 0 {
		t.Fatalf("an untied colour was drawn: %v", counts)
	}
	if counts[0]+counts[1] != lotteryDraws {
		t.Fatalf("draws %v, want one victim a game", counts)
	}
	x := chiSquare(counts, []int{0, 1}, lotteryDraws)
	t.Logf("%d draws between 2 tied colours: %d and %d; untied colours %d and %d; chi-square %.2f (1 degree of freedom, must stay under 10.83, p = 0.001)",
		lotteryDraws, counts[0], counts[1], counts[2], counts[3], x)
	if x >= 10.83 {
		t.Fatalf("the lot is not even: chi-square %.2f", x)
	}
}

// TestTieLotteryEnteredThreeTied: a tie entered by the table (TieBreak with
// the tied colours) draws among those three only, each about a third.
func TestTieLotteryEnteredThreeTied(t *testing.T) {
	base := crowdedSupermarket(t, 5)
	tied := []int{0, 2, 4}
	counts := map[int]int{}
	for seed := uint64(0); seed < lotteryDraws; seed++ {
		s := base.clone()
		s.seed = seed
		s = apply(t, s, TieBreak{Tied: []int{4, 0, 2}})
		counts[s.TieColour]++
		if seed == 0 {
			mustNotice(t, s, "tied between Player 1 (R), Player 3 (G) and Player 5 (K)")
		}
	}
	if counts[1]+counts[3] != 0 {
		t.Fatalf("an untied colour was drawn: %v", counts)
	}
	x := chiSquare(counts, tied, lotteryDraws)
	t.Logf("%d draws among 3 tied colours of 5: %d, %d, %d; untied %d and %d; chi-square %.2f (2 degrees of freedom, must stay under 13.82, p = 0.001)",
		lotteryDraws, counts[0], counts[2], counts[4], counts[1], counts[3], x)
	if x >= 13.82 {
		t.Fatalf("the lot is not even: chi-square %.2f", x)
	}
}

// TestTieBreakRefusals: a tie names at least two colours that can be
// chosen there, each once, and only those of a counted re-vote.
func TestTieBreakRefusals(t *testing.T) {
	s := crowdedSupermarket(t, 4)
	for _, tc := range []struct {
		name string
		tied []int
	}{
		{"one colour", []int{1}},
		{"twice the same", []int{1, 1}},
		{"a colour not there", []int{0, 7}},
	} {
		t.Run(tc.name, func(t *testing.T) { refuse(t, s, TieBreak{Tied: tc.tied}) })
	}
	revote := apply(t, s, CountVote{Ballots: []int{1, 0, 0, 1}})
	refuse(t, revote, TieBreak{Tied: []int{0, 2}})
	// Left empty after a counted first tie, the lot is among that tie.
	n := apply(t, revote, TieBreak{})
	if n.TieColour != 0 && n.TieColour != 1 || n.Drawn.Fell != n.TieColour {
		t.Fatalf("lot fell on %d, the table sees %+v", n.TieColour, n.Drawn)
	}
	if apply(t, n, Eat{Player: n.TieColour, Character: PinUp}).Drawn.Happened() {
		t.Fatal("the next step still shows the draw")
	}
	refuse(t, n, Eat{Player: 1 - n.TieColour, Character: PinUp})
}
