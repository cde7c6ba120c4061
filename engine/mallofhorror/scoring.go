package mallofhorror

import (
	"fmt"
	"sort"
)

// EndAtCharacters is how many living characters end the game with n
// players: 4, or 6 in a 6-player game.
func EndAtCharacters(n int) int {
	if n == 6 {
		return 6
	}
	return 4
}

// EndCondition says whether the game ends at the end of this round, and
// why; "" when it goes on.
func (s State) EndCondition() string {
	living := s.LivingCharacters()
	if limit := EndAtCharacters(len(s.Players)); living <= limit {
		return fmt.Sprintf("Only %s %s (the game ends at %d or fewer).", plural(living, "character"), agree(living, "remains", "remain"), limit)
	}
	var at Location
	for _, c := range s.Characters {
		if !c.Alive() {
			continue
		}
		if at != 0 && c.Location != at {
			return ""
		}
		at = c.Location
	}
	if at == Parking {
		return ""
	}
	return fmt.Sprintf("Every remaining character stands in %s.", at)
}

// Scores is each seat's total of surviving characters' points.
func (s State) Scores() []int {
	out := make([]int, len(s.Players))
	for _, c := range s.Characters {
		if c.Alive() {
			out[c.Owner] += c.Kind.Points()
		}
	}
	return out
}

// Ranking lists the seats from first to last: the highest score first, ties
// broken by the most unused cards, then by seat.
func (s State) Ranking() []int {
	sc := s.Scores()
	seats := make([]int, len(s.Players))
	for i := range seats {
		seats[i] = i
	}
	sort.SliceStable(seats, func(a, b int) bool {
		x, y := seats[a], seats[b]
		if sc[x] != sc[y] {
			return sc[x] > sc[y]
		}
		return s.Players[x].Hand > s.Players[y].Hand
	})
	return seats
}

// winners lists the seats sharing first place (score, then unused cards).
func (s State) winners() []int {
	sc := s.Scores()
	r := s.Ranking()
	top := r[0]
	var out []int
	for _, seat := range r {
		if sc[seat] == sc[top] && s.Players[seat].Hand == s.Players[top].Hand {
			out = append(out, seat)
		}
	}
	return out
}

// endRound closes phase F: the Parking empties, players without characters
// turn zombie, a fallen Chief passes the badge, and the game ends or a new
// round begins.
func (s *State) endRound() {
	if n := s.Zombies[Parking]; n > 0 {
		s.note(ruleParking, "The %s in the Parking %s at the end of the round.", plural(n, "zombie"), agree(n, "leaves", "leave"))
		s.Zombies[Parking] = 0
	}
	for seat, p := range s.Players {
		if s.livingOf(seat) > 0 {
			continue
		}
		for _, c := range s.Characters {
			if c.Owner == seat && c.DiedInRound == s.Round {
				if s.ZombieOnlyNextRound {
					s.note(ruleZombiePlayer, "%s has no characters left: in the next round they return as a zombie, placing one after destinations (table setting: that round only).", p.Label())
				} else {
					s.note(ruleZombiePlayer, "%s has no characters left: from the next round they return as a zombie, placing one after destinations each round.", p.Label())
				}
				break
			}
		}
	}
	if s.livingOf(s.Chief) == 0 {
		for seat := s.next(s.Chief); seat != s.Chief; seat = s.next(seat) {
			if s.livingOf(seat) > 0 {
				s.note(ruleChiefPasses, "%s lost every character; %s, next clockwise, becomes Chief of Security.", s.Players[s.Chief].Label(), s.Players[seat].Label())
				s.Chief = seat
				break
			}
		}
	}
	if why := s.EndCondition(); why != "" {
		s.finish(why)
		return
	}
	s.startRound()
}

// finish ends the game and scores it.
func (s *State) finish(why string) {
	s.Phase = PhaseOver
	s.Outcome = Outcome{Over: true, Scores: s.Scores(), Winners: s.winners()}
	var names string
	for i, w := range s.Outcome.Winners {
		if i > 0 {
			names += " and "
		}
		names += s.Players[w].Label()
	}
	verb := "wins"
	if len(s.Outcome.Winners) > 1 {
		verb = "share the win"
	}
	s.Outcome.Reason = fmt.Sprintf("%s The game ends after round %d: %s %s with %d points.", why, s.Round, names, verb, s.Outcome.Scores[s.Outcome.Winners[0]])
	s.note(ruleEnd, "%s", s.Outcome.Reason)
}
