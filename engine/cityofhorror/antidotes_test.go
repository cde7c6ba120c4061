package cityofhorror

import "testing"

// At the end, a player with too few antidotes chooses who is saved; the
// app does not choose.
func TestPlayerChoosesWhoGetsAntidotes(t *testing.T) {
	s := scene(t, Red, PhaseEnded, Red, Blue, Green)
	// Red: Granny 5, Geek 4, Teen 4, one antidote; Blue: Punk 4, two.
	s.put(Granny, Red, Corner1).put(Geek, Red, Corner2).put(Teen, Red, Corner3).put(Punk, Blue, Corner1)
	s.Player(Red).Antidotes, s.Player(Blue).Antidotes = 1, 2
	s.AntidoteReserve -= 3
	eq(t, "who must choose", s.MustChoose(), []Colour{Red})
	pre := s.Score()
	eq(t, "not final before the choice", [2]any{pre.Final, pre.Awaiting}, [2]any{false, []Colour{Red}})
	eq(t, "the preview marks the choice pending", pre.Scores[0].Pending, true)
	for _, tc := range []struct {
		name   string
		v      Vaccinate
		refuse string
		saved  []Role
		points int
	}{
		{"the Geek, not the Granny", Vaccinate{Player: Red, Roles: []Role{Geek}}, "", []Role{Geek}, 4},
		{"the Granny", Vaccinate{Player: Red, Roles: []Role{Granny}}, "", []Role{Granny}, 5},
		{"two for one antidote", Vaccinate{Player: Red, Roles: []Role{Geek, Teen}}, "choose 1", nil, 0},
		{"someone else's", Vaccinate{Player: Red, Roles: []Role{Punk}}, "Blue's character", nil, 0},
		{"no choice to make", Vaccinate{Player: Blue, Roles: []Role{Punk}}, "nobody needs to be chosen", nil, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.refuse != "" {
				mustRefuse(t, s, tc.v, tc.refuse)
				return
			}
			n := mustApply(t, s, tc.v)
			r := n.Score()
			eq(t, "saved", r.Scores[0].Vaccinated, tc.saved)
			eq(t, "points", r.Scores[0].Total, tc.points)
			eq(t, "final", r.Final, true)
		})
	}
	early := s.clone()
	early.Phase = PhaseResolution
	mustRefuse(t, early, Vaccinate{Player: Red, Roles: []Role{Geek}}, "helicopter lands")
}
