package ui

import (
	"slices"
	"strings"
	"time"

	"hordekeeper/ui/kit"
)

// finishedGame is a past game as the record reads it: its line of the
// list and what its journal says of its end.
type finishedGame struct {
	p pastEntry
	f kit.Finished
}

// allFinished reads every past game of the list (of the game named only;
// "" for all) that the record can count: those that reached their end.
// Each is replayed from its archived journal; a damaged one is counted
// (damaged) and listed with its reason on the list.
func (a *App) allFinished(only string) (out []finishedGame, damaged int) {
	for _, p := range a.pastGames(only) {
		rd, ok := pastReadersOf(p.e.Game)
		if p.problem != "" {
			damaged++
		}
		if p.problem != "" || !ok {
			continue
		}
		f, err := rd.finished(a.Store(), p.e.Path)
		if err != nil {
			damaged++
		}
		if err != nil || !f.Over {
			continue
		}
		p.past = f.Past
		out = append(out, finishedGame{p, f})
	}
	return out, damaged
}

// person is how a name is counted: the same name across games, whatever
// its case or spaces around it, is one person.
func person(name string) string { return strings.ToLower(strings.TrimSpace(name)) }

// recordRow is one person's record at one game.
type recordRow struct {
	// Game is the game's name in saves; Title its name on the box.
	Game, Title string
	// Player is the name as first written.
	Player string
	Games  int
	// Wins (games of points) or escapes (Escape).
	Wins int
	// Total and Best are the points over all games and at best (games of
	// points only).
	Total, Best int
	Scored      bool
	// BestLeft is the most time left at an escape (0: none recorded).
	BestLeft time.Duration
}

// Average is the points per game.
func (r recordRow) Average() float64 {
	if r.Games == 0 {
		return 0
	}
	return float64(r.Total) / float64(r.Games)
}

// tableRecord counts the games: one row per game and person, the games in
// the order of order (names in saves), the people of a game by wins, then
// by name.
func tableRecord(gs []finishedGame, order []string) []recordRow {
	var out []recordRow
	at := map[[2]string]int{}
	for _, g := range gs {
		for i, seat := range g.f.Seats {
			key := [2]string{g.p.e.Game, person(seat.Name)}
			j, ok := at[key]
			if !ok {
				j = len(out)
				at[key] = j
				out = append(out, recordRow{Game: g.p.e.Game, Title: g.p.title, Player: strings.TrimSpace(seat.Name), Scored: g.f.Scored, Best: -1 << 31})
			}
			r := &out[j]
			r.Games++
			if i < len(g.f.Won) && g.f.Won[i] {
				r.Wins++
			}
			if g.f.Scored && i < len(g.f.Scores) {
				r.Total += g.f.Scores[i]
				r.Best = max(r.Best, g.f.Scores[i])
			}
			if g.f.Escaped {
				r.BestLeft = max(r.BestLeft, g.f.TimeLeft)
			}
		}
	}
	slices.SortStableFunc(out, func(x, y recordRow) int {
		if c := slices.Index(order, x.Game) - slices.Index(order, y.Game); c != 0 {
			return c
		}
		if x.Wins != y.Wins {
			return y.Wins - x.Wins
		}
		return strings.Compare(person(x.Player), person(y.Player))
	})
	return out
}

// totalRow is one person's games across every game of the record: the
// wins of the games of points, and Escape's escapes apart, as an escape
// is the whole team's.
type totalRow struct {
	Player               string
	Games, Wins, Escapes int
}

// tableTotals adds up each person's rows (the same name across games is
// one person), by wins, then escapes, then name.
func tableTotals(rows []recordRow) []totalRow {
	var out []totalRow
	at := map[string]int{}
	for _, r := range rows {
		j, ok := at[person(r.Player)]
		if !ok {
			j = len(out)
			at[person(r.Player)] = j
			out = append(out, totalRow{Player: r.Player})
		}
		t := &out[j]
		t.Games += r.Games
		if r.Scored {
			t.Wins += r.Wins
		} else {
			t.Escapes += r.Wins
		}
	}
	slices.SortStableFunc(out, func(x, y totalRow) int {
		if x.Wins != y.Wins {
			return y.Wins - x.Wins
		}
		if x.Escapes != y.Escapes {
			return y.Escapes - x.Escapes
		}
		return strings.Compare(person(x.Player), person(y.Player))
	})
	return out
}
