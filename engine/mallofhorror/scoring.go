package mallofhorror

import (
	"hordekeeper/engine"
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

// EndConditionWords says whether the game ends at the end of this round,
// and why, for a screen to translate (zero when the game goes on).
func (s State) EndConditionWords() engine.Words {
	living := s.LivingCharacters()
	if limit := EndAtCharacters(len(s.Players)); living <= limit {
		return engine.SayN("mallrules.scoring.fewLeft", "Only {{.Count}} character remains (the game ends at {{.Limit}} or fewer).", "Only {{.Count}} characters remain (the game ends at {{.Limit}} or fewer).", living, engine.Args{"Limit": limit})
	}
	var at Location
	for _, c := range s.Characters {
		if !c.Alive() {
			continue
		}
		if at != 0 && c.Location != at {
			return engine.Words{}
		}
		at = c.Location
	}
	if at == Parking {
		return engine.Words{}
	}
	return engine.Say("mallrules.scoring.oneLocation", "Every remaining character stands in {{.Location}}.", engine.Args{"Location": at.Words()})
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
		s.note(ruleParking, engine.SayN("mallrules.scoring.parkingLeaves", "The {{.Count}} zombie in the Parking leaves at the end of the round.", "The {{.Count}} zombies in the Parking leave at the end of the round.", n, nil))
		s.Zombies[Parking] = 0
	}
	for seat, p := range s.Players {
		if s.livingOf(seat) > 0 {
			continue
		}
		for _, c := range s.Characters {
			if c.Owner == seat && c.DiedInRound == s.Round {
				if s.ZombieOnlyNextRound {
					s.note(ruleZombiePlayer, engine.Say("mallrules.scoring.zombieNext", "{{.Player}} has no characters left: in the next round they return as a zombie, placing one after destinations (table setting: that round only).", engine.Args{"Player": p.LabelWords()}))
				} else {
					s.note(ruleZombiePlayer, engine.Say("mallrules.scoring.zombieEvery", "{{.Player}} has no characters left: from the next round they return as a zombie, placing one after destinations each round.", engine.Args{"Player": p.LabelWords()}))
				}
				break
			}
		}
	}
	if s.livingOf(s.Chief) == 0 {
		for seat := s.next(s.Chief); seat != s.Chief; seat = s.next(seat) {
			if s.livingOf(seat) > 0 {
				s.note(ruleChiefPasses, engine.Say("mallrules.scoring.chiefPasses", "{{.Player}} lost every character; {{.Next}}, next clockwise, becomes Chief of Security.", engine.Args{"Player": s.who(s.Chief), "Next": s.who(seat)}))
				s.Chief = seat
				break
			}
		}
	}
	if why := s.EndConditionWords(); !why.IsZero() {
		s.finish(why)
		return
	}
	s.startRound()
}

// finish ends the game and scores it.
func (s *State) finish(why engine.Words) {
	s.Phase = PhaseOver
	s.Outcome = Outcome{Over: true, Scores: s.Scores(), Winners: s.winners()}
	var names []engine.Words
	for _, w := range s.Outcome.Winners {
		names = append(names, s.who(w))
	}
	a := engine.Args{"Why": why, "Round": s.Round, "Winners": andList(names), "Points": s.Outcome.Scores[s.Outcome.Winners[0]]}
	if len(s.Outcome.Winners) > 1 {
		s.Outcome.ReasonWords = engine.Say("mallrules.scoring.shared", "{{.Why}} The game ends after round {{.Round}}: {{.Winners}} share the win with {{.Points}} points.", a)
	} else {
		s.Outcome.ReasonWords = engine.Say("mallrules.scoring.wins", "{{.Why}} The game ends after round {{.Round}}: {{.Winners}} wins with {{.Points}} points.", a)
	}
	s.Outcome.Reason = s.Outcome.ReasonWords.String()
	s.note(ruleEnd, s.Outcome.ReasonWords)
}
