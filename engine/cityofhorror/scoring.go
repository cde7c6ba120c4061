package cityofhorror

import (
	"fmt"
	"sort"
	"strings"
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
}

// Result is the end of the game: every player's score in seat order and
// the winners.
type Result struct {
	Scores  []Score  `json:"scores"`
	Winners []Colour `json:"winners"`
	// Final is false when the game is not over yet (the result is a preview).
	Final bool   `json:"final"`
	Text  string `json:"text"`
}

// Score counts the points: each living character uses an antidote or dies;
// then living characters score their current value, leftover antidotes 1,
// food tokens their value, Canned Food cards 1; a player with nobody alive
// scores 0. The most points win; a tie goes to the most living characters,
// then all tied players win.
func (s *State) Score() Result {
	res := Result{Final: s.Phase == PhaseEnded}
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
		for i, c := range alive {
			if i < saved {
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
	best, most := -1, -1
	for _, sc := range res.Scores {
		if sc.Total > best {
			best, most = sc.Total, sc.Living
		} else if sc.Total == best {
			most = max(most, sc.Living)
		}
	}
	var names []string
	for i := range res.Scores {
		sc := &res.Scores[i]
		if sc.Total == best && sc.Living == most {
			sc.Winner = true
			res.Winners = append(res.Winners, sc.Player)
			names = append(names, sc.Label)
		}
	}
	switch {
	case len(names) == 1:
		res.Text = fmt.Sprintf("%s wins with %d points.", names[0], best)
	default:
		res.Text = fmt.Sprintf("%s share the win with %d points and %d living character(s) each.", strings.Join(names, " and "), best, most)
	}
	return res
}
