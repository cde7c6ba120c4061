package mallofhorror

import (
	"fmt"
	"strings"
)

// Standing is one player's place at the end of the game, with the numbers
// behind it, for the end screen to print.
type Standing struct {
	// Seat is the player.
	Seat int
	// Place is 1 for first; players tied on points and unused cards share
	// a place, and the next place skips (1, 1, 3).
	Place int
	// Shared is true when another player holds the same place.
	Shared bool
	// Score is the points of the player's surviving characters.
	Score int
	// Unused is how many action cards the player still holds: the
	// tie-break.
	Unused int
	// TiedWith lists the other seats with the same score, whose order the
	// unused cards decide; empty when nobody else has this score.
	TiedWith []int
	// TieBreak says in a sentence how a tie on points was settled, or that
	// it stands; "" when nobody else has this score.
	TieBreak string
}

// Standings ranks the players from first to last: most points first, ties
// broken by the most unused cards; players equal on both share a place.
func (s State) Standings() []Standing {
	sc := s.Scores()
	var out []Standing
	for _, seat := range s.Ranking() {
		st := Standing{Seat: seat, Score: sc[seat], Unused: s.Players[seat].Hand, Place: 1}
		for other := range s.Players {
			if other == seat {
				continue
			}
			if sc[other] > sc[seat] || (sc[other] == sc[seat] && s.Players[other].Hand > st.Unused) {
				st.Place++
			}
			if sc[other] == sc[seat] {
				st.TiedWith = append(st.TiedWith, other)
				st.Shared = st.Shared || s.Players[other].Hand == st.Unused
			}
		}
		st.TieBreak = s.tieBreakText(st)
		out = append(out, st)
	}
	return out
}

// tieBreakText says how unused cards settled a tie on points.
func (s State) tieBreakText(st Standing) string {
	if len(st.TiedWith) == 0 {
		return ""
	}
	var parts []string
	for _, seat := range append([]int{st.Seat}, st.TiedWith...) {
		parts = append(parts, fmt.Sprintf("%s %d", s.Players[seat].Label(), s.Players[seat].Hand))
	}
	cards := strings.Join(parts, ", ")
	if st.Shared {
		return fmt.Sprintf("Tied on %s and on unused cards (%s): the place is shared.", plural(st.Score, "point"), cards)
	}
	return fmt.Sprintf("Tied on %s; unused cards decide (%s).", plural(st.Score, "point"), cards)
}

// Ordinal writes a place as "1st", "2nd", "3rd", "4th".
func Ordinal(n int) string {
	suffix := "th"
	switch {
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		suffix = "st"
	case n%10 == 2:
		suffix = "nd"
	case n%10 == 3:
		suffix = "rd"
	}
	return fmt.Sprintf("%d%s", n, suffix)
}
