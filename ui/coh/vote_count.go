package coh

import (
	"strings"

	ch "hordekeeper/engine/cityofhorror"
)

// cohVoteWaits says, in a player's words, why "Count the votes" cannot
// count yet: the votes are counted by themselves at the last tap needed,
// so what is missing is who has still to point; any other reason is the
// engine's.
func cohVoteWaits(st *ch.State, weights []ch.VoteWeight, ballots map[ch.Colour]ch.Colour, err error) string {
	var missing []string
	for _, w := range weights {
		if _, ok := ballots[w.Player]; !ok {
			missing = append(missing, st.Label(w.Player))
		}
	}
	if len(missing) == 0 {
		return err.Error()
	}
	verb := " still points"
	if len(missing) > 1 {
		verb = " still point"
	}
	return "the votes are counted by themselves at the last tap: " + cohAnd(missing) + verb + " at a player"
}

// cohAnd joins names as a sentence does: "a", "a and b", "a, b and c".
func cohAnd(xs []string) string {
	if len(xs) < 2 {
		return strings.Join(xs, "")
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " and " + xs[len(xs)-1]
}
