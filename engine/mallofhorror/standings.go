package mallofhorror

import (
	"fmt"
	"hordekeeper/engine"
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
	// TieBreakWords is TieBreak for a screen to translate.
	TieBreakWords engine.Words
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
		st.TieBreakWords = s.tieBreakText(st)
		st.TieBreak = st.TieBreakWords.String()
		out = append(out, st)
	}
	return out
}

// tieBreakText says how unused cards settled a tie on points.
func (s State) tieBreakText(st Standing) engine.Words {
	if len(st.TiedWith) == 0 {
		return engine.Words{}
	}
	var parts []engine.Words
	for _, seat := range append([]int{st.Seat}, st.TiedWith...) {
		parts = append(parts, engine.Say("mallrules.standings.hand", "{{.Player}} {{.Cards}}", engine.Args{"Player": s.who(seat), "Cards": s.Players[seat].Hand}))
	}
	a := engine.Args{"Cards": parts}
	if st.Shared {
		return engine.SayN("mallrules.standings.shared", "Tied on {{.Count}} point and on unused cards ({{.Cards}}): the place is shared.", "Tied on {{.Count}} points and on unused cards ({{.Cards}}): the place is shared.", st.Score, a)
	}
	return engine.SayN("mallrules.standings.decide", "Tied on {{.Count}} point; unused cards decide ({{.Cards}}).", "Tied on {{.Count}} points; unused cards decide ({{.Cards}}).", st.Score, a)
}

// OrdinalWords is Ordinal for a screen to translate: "1st", "1er", "1.".
func OrdinalWords(n int) engine.Words {
	a := engine.Args{"Number": n}
	switch {
	case n == 1:
		return engine.Say("mallrules.standings.first", "1st", a)
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		return engine.Say("mallrules.standings.st", "{{.Number}}st", a)
	case n%10 == 2:
		return engine.Say("mallrules.standings.nd", "{{.Number}}nd", a)
	case n%10 == 3:
		return engine.Say("mallrules.standings.rd", "{{.Number}}rd", a)
	}
	return engine.Say("mallrules.standings.th", "{{.Number}}th", a)
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
