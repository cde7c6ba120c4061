package cityofhorror

import "testing"

// Players trade antidotes, food tokens and action cards while they
// negotiate; a giver must hold what they give, and scores follow.
func TestTradeBetweenPlayers(t *testing.T) {
	base := scene(t, Red, PhaseResolution, Red, Blue, Green)
	base.put(Geek, Red, Corner1).put(Teen, Blue, Corner1).put(Punk, Green, Corner2)
	base.Player(Red).Antidotes = 2
	base.Player(Red).Food = [4]int{0, 1, 1, 0}
	base.AntidoteReserve -= 2
	base.Truck[1]--
	base.Truck[2]--
	for _, tc := range []struct {
		name   string
		trade  Trade
		refuse string // "" when accepted
		red    PlayerState
		blue   PlayerState
		scores [2]int // Red's and Blue's totals after the trade
	}{
		{"an antidote", Trade{From: Red, To: Blue, Antidotes: 1}, "",
			PlayerState{Antidotes: 1, Food: [4]int{0, 1, 1, 0}, Cards: 7}, PlayerState{Antidotes: 1, Cards: 7}, [2]int{7, 4}},
		{"food tokens", Trade{From: Red, To: Blue, Food: [4]int{0, 1, 1, 0}}, "",
			PlayerState{Antidotes: 2, Cards: 7}, PlayerState{Food: [4]int{0, 1, 1, 0}, Cards: 7}, [2]int{5, 0}},
		{"action cards", Trade{From: Red, To: Blue, Cards: 3}, "",
			PlayerState{Antidotes: 2, Food: [4]int{0, 1, 1, 0}, Cards: 4}, PlayerState{Cards: 10}, [2]int{8, 0}},
		{"all at once", Trade{From: Red, To: Blue, Antidotes: 2, Food: [4]int{0, 0, 1, 0}, Cards: 1}, "",
			PlayerState{Food: [4]int{0, 1, 0, 0}, Cards: 6}, PlayerState{Antidotes: 2, Food: [4]int{0, 0, 1, 0}, Cards: 8}, [2]int{0, 7}},
		{"more antidotes than held", Trade{From: Red, To: Blue, Antidotes: 3}, "has 2 antidotes", PlayerState{}, PlayerState{}, [2]int{}},
		{"a food token not held", Trade{From: Red, To: Blue, Food: [4]int{0, 0, 0, 1}}, "0 food tokens of value 3", PlayerState{}, PlayerState{}, [2]int{}},
		{"more cards than held", Trade{From: Blue, To: Red, Cards: 8}, "has 7 action cards", PlayerState{}, PlayerState{}, [2]int{}},
		{"negative", Trade{From: Red, To: Blue, Cards: -1}, "not -1", PlayerState{}, PlayerState{}, [2]int{}},
		{"nothing", Trade{From: Red, To: Blue}, "at least one", PlayerState{}, PlayerState{}, [2]int{}},
		{"to oneself", Trade{From: Red, To: Red, Antidotes: 1}, "two different", PlayerState{}, PlayerState{}, [2]int{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.refuse != "" {
				mustRefuse(t, base, tc.trade, tc.refuse)
				return
			}
			n := mustApply(t, base, tc.trade)
			for _, c := range []struct {
				who  Colour
				want PlayerState
			}{{Red, tc.red}, {Blue, tc.blue}} {
				p := n.Player(c.who)
				eq(t, c.who.Name()+" holds", [3]any{p.Antidotes, p.Food, p.Cards}, [3]any{c.want.Antidotes, c.want.Food, c.want.Cards})
			}
			// Scores follow: Red started with 8 points (Geek 4, an antidote
			// to spare, food 3), Blue with none (no antidote for the Teen).
			sc := n.Score()
			eq(t, "scores", [2]int{sc.Scores[0].Total, sc.Scores[1].Total}, tc.scores)
		})
	}
	gone := base.clone()
	gone.Characters[1].Dead = true
	mustRefuse(t, gone, Trade{From: Red, To: Blue, Antidotes: 1}, "out of the game")
}
