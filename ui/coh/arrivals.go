package coh

import (
	"slices"

	ch "hordekeeper/engine/cityofhorror"
)

// inArrivalOrder lists the living characters of a place in the order they
// came: those the tile showed before keep their places, a newcomer goes
// last. The state lists characters in a fixed order of their own (by
// player), so a character arriving took a place in the middle and pushed
// the chips after it under the players' fingers. A game opened anew (or a
// screen never shown) starts from the state's order.
func (v *cohCity) inArrivalOrder(st *ch.State, l ch.Loc) []ch.Character {
	here := st.At(l)
	if v.arrived == nil {
		v.arrived = map[ch.Loc][]ch.Role{}
	}
	var order []ch.Role
	for _, r := range v.arrived[l] {
		if slices.ContainsFunc(here, func(c ch.Character) bool { return c.Role == r }) {
			order = append(order, r)
		}
	}
	for _, c := range here {
		if !slices.Contains(order, c.Role) {
			order = append(order, c.Role)
		}
	}
	v.arrived[l] = order
	out := make([]ch.Character, 0, len(here))
	for _, r := range order {
		i := slices.IndexFunc(here, func(c ch.Character) bool { return c.Role == r })
		out = append(out, here[i])
	}
	return out
}
