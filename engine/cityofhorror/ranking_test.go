package cityofhorror

import "testing"

// The end ranks the players, with each score's parts and why a tie on
// points broke (equal places for true ties).
func TestEndRanking(t *testing.T) {
	s := scene(t, Red, PhaseEnded, Red, Blue, Green, White)
	// Red: Geek 4 + 1 antidote left; Blue: Teen 4 + 1 food; Green: Granny
	// 5; White: nobody alive after the helicopter.
	s.put(Geek, Red, Corner1).put(Teen, Blue, Corner1).put(Granny, Green, Corner2).put(Punk, White, Corner3)
	s.Player(Red).Antidotes, s.Player(Blue).Antidotes, s.Player(Green).Antidotes = 2, 1, 1
	s.Player(Blue).Food = [4]int{0, 1, 0, 0}
	s.Player(White).Food = [4]int{0, 0, 0, 1}
	s.AntidoteReserve -= 4
	r := s.Score()
	var order []Colour
	var ranks []int
	for _, sc := range r.Ranked {
		order = append(order, sc.Player)
		ranks = append(ranks, sc.Rank)
	}
	eq(t, "order", order, []Colour{Red, Blue, Green, White})
	eq(t, "true ties share a place", ranks, []int{1, 1, 1, 4})
	eq(t, "winners", r.Winners, []Colour{Red, Blue, Green})
	eq(t, "tie text", r.TieBreaks, []string{"Red, Blue and Green have 5 points and 1 living character each: a true tie, they share the place."})
	eq(t, "parts", [4]int{r.Scores[0].Characters, r.Scores[0].Antidotes, r.Scores[1].Food, r.Scores[3].Total}, [4]int{4, 1, 1, 0})
	eq(t, "text", r.Text, "Red, Blue and Green share the win with 5 points and 1 living character each.")

	// Living characters break a tie on points.
	s.put(Rasta, Green, Corner3)
	s.Character(Granny).Exhausted = true // 2 points
	s.Character(Rasta).Exhausted = true  // 3 points
	s.Player(Green).Antidotes = 2
	s.AntidoteReserve--
	r = s.Score()
	eq(t, "green first on living characters", r.Ranked[0].Player, Green)
	eq(t, "ranks", []int{r.Ranked[0].Rank, r.Ranked[1].Rank, r.Ranked[2].Rank}, []int{1, 2, 2})
	eq(t, "why", r.TieBreaks[0], "Green, Red and Blue have 5 points each: the tie goes to the most living characters (Green 2, Red 1, Blue 1).")
	eq(t, "one winner", r.Text, "Green wins with 5 points.")
}
