package cityofhorror

import (
	"slices"
	"sort"

	"hordekeeper/engine"
)

// Score is one player's end-of-game count.
type Score struct {
	Player Colour `json:"player"`
	Label  string `json:"label"`
	// Vaccinated are the characters an antidote saves; Died the ones left
	// without one (the most valuable are saved first).
	Vaccinated []Role `json:"vaccinated,omitempty"`
	Died       []Role `json:"died,omitempty"`
	// Living is how many characters are alive after the antidotes.
	Living int `json:"living"`
	// The points, by source.
	Characters int `json:"characters"`
	Antidotes  int `json:"antidotes"`
	Food       int `json:"food"`
	CannedFood int `json:"cannedFood"`
	Total      int `json:"total"`
	// NoSurvivor is true when nobody of the player's is alive: 0 points.
	NoSurvivor bool `json:"noSurvivor,omitempty"`
	Winner     bool `json:"winner,omitempty"`
	// Rank is the player's place, 1 for the winners; true ties share it.
	Rank int `json:"rank"`
	// Pending is true while the player must still choose who gets their
	// too few antidotes (Vaccinate); until then the most valuable are
	// saved in this preview.
	Pending bool `json:"pending,omitempty"`
}

// Result is the end of the game: every player's score in seat order and
// the winners.
type Result struct {
	Scores  []Score  `json:"scores"`
	Winners []Colour `json:"winners"`
	// Final is false when the game is not over yet or a player must still
	// choose who gets their antidotes (the result is a preview).
	Final bool   `json:"final"`
	Text  string `json:"text"`
	// Ranked lists the scores from first place down (see Score.Rank).
	Ranked []Score `json:"ranked"`
	// TieBreaks say, one sentence each, how ties on points were settled:
	// by living characters, or shared when those are equal too.
	TieBreaks []string `json:"tieBreaks,omitempty"`
	// Words and TieBreakWords are Text and TieBreaks for the screens to put
	// in the players' language.
	Words         engine.Words   `json:"-"`
	TieBreakWords []engine.Words `json:"-"`
	// Awaiting are the players who must still choose who gets an antidote.
	Awaiting []Colour `json:"awaiting,omitempty"`
}

// Score counts the points: each living character uses an antidote or dies;
// then living characters score their current value, leftover antidotes 1,
// food tokens their value, Canned Food cards 1; a player with nobody alive
// scores 0. The most points win; a tie goes to the most living characters,
// then all tied players win.
func (s *State) Score() Result {
	res := Result{Awaiting: s.MustChoose()}
	res.Final = s.Phase == PhaseEnded && len(res.Awaiting) == 0
	for _, p := range s.Players {
		sc := Score{Player: p.Colour, Label: p.Label()}
		var alive []Character
		for _, c := range s.Characters {
			if c.Owner == p.Colour && !c.Dead {
				alive = append(alive, c)
			}
		}
		sort.SliceStable(alive, func(i, j int) bool { return alive[i].Value() > alive[j].Value() })
		saved := min(p.Antidotes, len(alive))
		chosen := func(i int, c Character) bool { return i < saved }
		if p.SavedChosen {
			chosen = func(_ int, c Character) bool { return slices.Contains(p.Saved, c.Role) }
		} else if saved < len(alive) && saved > 0 {
			sc.Pending = true
		}
		for i, c := range alive {
			if chosen(i, c) {
				sc.Vaccinated = append(sc.Vaccinated, c.Role)
				sc.Characters += c.Value()
			} else {
				sc.Died = append(sc.Died, c.Role)
			}
		}
		sc.Living = saved
		sc.Antidotes = p.Antidotes - saved
		sc.Food = p.FoodPoints()
		sc.CannedFood = p.CannedFood
		if saved == 0 {
			sc.NoSurvivor = true
			sc.Characters, sc.Antidotes, sc.Food, sc.CannedFood = 0, 0, 0, 0
		}
		sc.Total = sc.Characters + sc.Antidotes + sc.Food + sc.CannedFood
		res.Scores = append(res.Scores, sc)
	}
	s.rank(&res)
	return res
}

// rank orders the scores: most points first, then most living
// characters; players equal on both share a place and, at the top, the win.
func (s *State) rank(res *Result) {
	res.Ranked = slices.Clone(res.Scores)
	sort.SliceStable(res.Ranked, func(i, j int) bool {
		a, b := res.Ranked[i], res.Ranked[j]
		if a.Total != b.Total {
			return a.Total > b.Total
		}
		return a.Living > b.Living
	})
	for i := range res.Ranked {
		sc := &res.Ranked[i]
		sc.Rank = i + 1
		if i > 0 {
			if p := res.Ranked[i-1]; p.Total == sc.Total && p.Living == sc.Living {
				sc.Rank = p.Rank
			}
		}
	}
	// Say how each group level on points was settled.
	for i := 0; i < len(res.Ranked); {
		j := i
		for j < len(res.Ranked) && res.Ranked[j].Total == res.Ranked[i].Total {
			j++
		}
		if g := res.Ranked[i:j]; len(g) > 1 {
			w := s.tieWords(g)
			res.TieBreaks = append(res.TieBreaks, w.String())
			res.TieBreakWords = append(res.TieBreakWords, w)
		}
		i = j
	}
	var names []engine.Words
	for i := range res.Ranked {
		sc := &res.Ranked[i]
		if sc.Rank == 1 {
			sc.Winner = true
			res.Winners = append(res.Winners, sc.Player)
			names = append(names, s.LabelWords(sc.Player))
		}
		for k := range res.Scores {
			if res.Scores[k].Player == sc.Player {
				res.Scores[k].Rank, res.Scores[k].Winner = sc.Rank, sc.Winner
			}
		}
	}
	slices.SortFunc(res.Winners, func(a, b Colour) int { return s.playerIndex(a) - s.playerIndex(b) })
	top := res.Ranked[0]
	if len(names) == 1 {
		res.Words = engine.Say("cohrules.scoring.wins", "{{.Player}} wins with {{.Points}}.", engine.Args{"Player": names[0], "Points": pointsW(top.Total)})
	} else {
		res.Words = engine.Say("cohrules.scoring.share", "{{.Players}} share the win with {{.Points}} and {{.Living}} each.", engine.Args{"Players": andWords(names), "Points": pointsW(top.Total), "Living": livingW(top.Living)})
	}
	res.Text = res.Words.String()
}

// tieWords tells how a group of players level on points was ranked.
func (s *State) tieWords(g []Score) engine.Words {
	var names []engine.Words
	for _, sc := range g {
		names = append(names, s.LabelWords(sc.Player))
	}
	pts := pointsW(g[0].Total)
	if g[0].Living == g[len(g)-1].Living {
		return engine.Say("cohrules.scoring.truetie", "{{.Players}} have {{.Points}} and {{.Living}} each: a true tie, they share the place.", engine.Args{"Players": andWords(names), "Points": pts, "Living": livingW(g[0].Living)})
	}
	var parts []engine.Words
	for _, sc := range g {
		parts = append(parts, engine.Say("cohrules.scoring.living", "{{.Player}} {{.Living}}", engine.Args{"Player": s.LabelWords(sc.Player), "Living": sc.Living}))
	}
	return engine.Say("cohrules.scoring.tie", "{{.Players}} have {{.Points}} each: the tie goes to the most living characters ({{.Parts}}).", engine.Args{"Players": andWords(names), "Points": pts, "Parts": parts})
}

func pointsW(n int) engine.Words {
	return engine.SayN("cohrules.scoring.points", "1 point", "{{.Count}} points", n, nil)
}
