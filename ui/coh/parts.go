package coh

import (
	"fyne.io/fyne/v2"

	"hordekeeper/engine"
	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
)

// cohGame is what every part of the view needs of the game on the table:
// the state to draw from, the one way to send an action (do, or try to
// preview one), and the bars every play screen shares. cohView is it.
type cohGame interface {
	state() *ch.State
	do(act engine.Action) bool
	try(act engine.Action) (*ch.State, error)
	render()
	stepKey() stepAt
	undoBar(u undoPic) []fyne.CanvasObject
	undoNow() undoPic
	noticeBar() fyne.CanvasObject
}

// cohNav is the play page on show ("", "invasion", "vote", "library",
// "settings"), shared by the parts that open a page.
type cohNav struct{ page string }

// cohPicks are the pickers: one question, a button an answer.
type cohPicks struct {
	cohGame
	*cohNotes
	a *table
}

// cohPeeks are the private looks at an invasion card.
type cohPeeks struct {
	cohGame
	*cohNotes
	a *table
	// peeksAsked remembers the turns whose tower peek was offered.
	peeksAsked map[int]bool
}

// cohActs is what a tap on a character, a player or a place offers:
// powers, cards, trades, a place's use.
type cohActs struct {
	cohGame
	*cohNotes
	*cohPicks
	*cohPeeks
	a *table
}

// cohCity is the city screen: the turn guide on top, the six tiles, and
// the side panel beside them.
type cohCity struct {
	cohGame
	a    *table
	acts *cohActs
	side *cohSide
	turn *cohTurn
	// city is the city screen's parts, once it has been built.
	city *cityParts
	// arrived is each place's characters in the order they came
	// (inArrivalOrder).
	arrived map[ch.Loc][]ch.Role
	// chipCols is how many character chips stand side by side in a tile
	// at the city's last width (cohCityLayout sets it, cohChipGrid reads
	// it), so every tile keeps the same room in every state.
	chipCols int
}

// cohSide is the side panel: the leader wheel, the Crossroads search, the
// place being used and the players.
type cohSide struct {
	cohGame
	*cohNotes
	*cohPicks
	a    *table
	acts *cohActs
	peek *cohPeeks
	// searchShown is how many wedges of the Crossroads search are shown.
	searchShown int
}

// cohTurn is the turn guide: the hour, the step, its buttons and Next.
type cohTurn struct {
	cohGame
	*cohNotes
	a     *table
	side  *cohSide
	inv   *cohInvasions
	votes *cohVotes
}

// cohSetup is the setup sheet.
type cohSetup struct {
	cohGame
	*cohNotes
	*cohPicks
	a   *table
	s   play
	inv *cohInvasions
	// checks are the setup sheet's ticked steps.
	checks map[string]bool
	// scroll keeps the sheet's place within a step (so coming back from
	// the card finds the setup where it was left).
	scroll kit.ScrollMemory
}

// cohEnd is the end: the antidotes' choice and the scores.
type cohEnd struct {
	cohGame
	*cohNotes
	a     *table
	leave func()
	// saved are the characters picked for the antidotes of savedFor.
	saved    map[ch.Role]bool
	savedFor ch.Colour
	scroll   kit.ScrollMemory
}

// cohInvasions is the invasion card's page: reveal, enter, correct, apply.
type cohInvasions struct {
	cohGame
	*cohNotes
	*cohNav
	a *table
	// invasion is the card being previewed, if any.
	invasion *cohInvasion
	// invPreview is the invasion preview's list, refreshed as the form changes.
	invPreview *fyne.Container
	// scrolls keep the card's form (0) and its preview (1) in place.
	scrolls [2]kit.ScrollMemory
}

// cohVotes is the vote's page, and the sharing of one voter alone.
type cohVotes struct {
	cohGame
	*cohNotes
	*cohNav
	a *table
	// vote is the vote being pointed, on the vote screen.
	vote *cohVote
}

// newCohView wires the parts of one game on screen.
func newCohView(a *table, s play) *cohView {
	v := &cohView{a: a, s: s, cohNav: &cohNav{}}
	v.cohNotes = &cohNotes{cohGame: v, s: s, bar: kit.NewMessageBar(a.h.Window().Canvas)}
	n := v.cohNotes
	v.pick = &cohPicks{cohGame: v, cohNotes: n, a: a}
	v.peek = &cohPeeks{cohGame: v, cohNotes: n, a: a, peeksAsked: map[int]bool{}}
	v.acts = &cohActs{cohGame: v, cohNotes: n, cohPicks: v.pick, cohPeeks: v.peek, a: a}
	v.inv = &cohInvasions{cohGame: v, cohNotes: n, cohNav: v.cohNav, a: a}
	v.votes = &cohVotes{cohGame: v, cohNotes: n, cohNav: v.cohNav, a: a}
	v.side = &cohSide{cohGame: v, cohNotes: n, cohPicks: v.pick, a: a, acts: v.acts, peek: v.peek}
	v.turn = &cohTurn{cohGame: v, cohNotes: n, a: a, side: v.side, inv: v.inv, votes: v.votes}
	v.city = &cohCity{cohGame: v, a: a, acts: v.acts, side: v.side, turn: v.turn}
	v.setup = &cohSetup{cohGame: v, cohNotes: n, cohPicks: v.pick, a: a, s: s, inv: v.inv, checks: map[string]bool{}}
	v.end = &cohEnd{cohGame: v, cohNotes: n, a: a, leave: v.leave}
	return v
}
