package mallofhorror

import (
	"fmt"
	"strings"

	"hordekeeper/engine"
)

// NoVote is a ballot left empty: a seat without a vote, or a player from
// outside the location who lets a re-vote pass.
const NoVote = -1

// VoteKind says what a vote decides.
type VoteKind int

// The three votes of the game.
const (
	// NoVoteHeld: no vote is being held now.
	NoVoteHeld VoteKind = iota
	// TruckVote: phase A, the Parking chooses who searches the truck.
	TruckVote
	// ElectionVote: phase B, the Security HQ elects the Chief.
	ElectionVote
	// VictimVote: phase F, the players present choose whose character the
	// zombies eat.
	VictimVote
)

// Weight is one seat's say in the vote being held.
type Weight struct {
	// Votes is how many votes the seat's wheel counts for.
	Votes int
	// Why says it in words, e.g. "2 characters, +1 for the Gunman".
	Why string
	// Present is true when the seat has a character that votes there; such
	// a seat must vote.
	Present bool
}

// Vote is the vote the table holds now: what it decides, who may be voted
// for and each seat's weight.
type Vote struct {
	// Kind is what the vote decides.
	Kind VoteKind
	// Location is where the voters stand.
	Location Location
	// Second is true for the re-vote after a tie.
	Second bool
	// Candidates are the colours (seats) that may be voted for.
	Candidates []int
	// Weights are by seat.
	Weights []Weight
}

// CurrentVote is the vote being held now, if any: the truck (phase A), the
// election (phase B) or a victim (phase F, before the colour is chosen).
func (s State) CurrentVote() (Vote, bool) {
	v := Vote{Second: s.Tied != nil}
	switch {
	case s.Phase == PhaseTruck && s.Searcher == NoWinner:
		v.Kind, v.Location = TruckVote, Parking
	case s.Phase == PhaseElection:
		v.Kind, v.Location = ElectionVote, SecurityHQ
	case s.Phase == PhaseAttack && s.AttackAt.Valid() && s.TieColour < 0 && s.VictimsDue > s.Eaten:
		v.Kind, v.Location = VictimVote, s.AttackAt
	default:
		return Vote{}, false
	}
	if v.Second {
		v.Candidates = append([]int(nil), s.Tied...)
	} else {
		for _, r := range s.Occupants(v.Location) {
			if c, _ := s.find(r); !c.Hidden {
				v.Candidates = appendUnique(v.Candidates, r.Player)
			}
		}
	}
	for seat := range s.Players {
		v.Weights = append(v.Weights, s.weight(seat, v.Location, v.Second))
	}
	return v, true
}

// weight is a seat's votes at l: one per character there that is not
// hidden, one more for a Gunman, one per Threat; in a re-vote, a player
// with no character there has one vote (plus Threats).
func (s State) weight(seat int, l Location, second bool) Weight {
	n, gunman, hidden := 0, false, 0
	for _, c := range s.Characters {
		if c.Owner != seat || !c.Alive() || c.Location != l {
			continue
		}
		if c.Hidden {
			hidden++
			continue
		}
		n++
		gunman = gunman || c.Kind == Gunman
	}
	threats := 0
	if seat < len(s.Threats) {
		threats = s.Threats[seat]
	}
	var w Weight
	var why []string
	switch {
	case n > 0:
		w = Weight{Votes: n, Present: true}
		why = append(why, plural(n, "character"))
		if gunman {
			w.Votes++
			why = append(why, "+1 for the Gunman")
		}
	case hidden > 0:
		return Weight{Why: "hidden characters do not vote"}
	case second:
		w.Votes = 1
		why = append(why, fmt.Sprintf("1 vote in the re-vote, from outside %s", l))
	default:
		return Weight{Why: fmt.Sprintf("no character in %s", l)}
	}
	if threats > 0 {
		w.Votes += threats
		why = append(why, fmt.Sprintf("+%s", plural(threats, "Threat")))
	}
	w.Why = strings.Join(why, ", ")
	return w
}

// countVote counts the ballots, seat by seat, and applies the result: a
// winner, a re-vote among the tied colours, or what a second tie means.
func (s *State) countVote(a CountVote) error {
	v, ok := s.CurrentVote()
	if !ok {
		return engine.Refuse("there is no vote to count now: %s", PhaseGuide(s.Phase))
	}
	if len(a.Ballots) != len(s.Players) {
		return engine.Refuse("give one ballot per player: %d, not %d", len(s.Players), len(a.Ballots))
	}
	tally := map[int]int{}
	for seat, b := range a.Ballots {
		w, who := v.Weights[seat], s.Players[seat].Label()
		switch {
		case b == NoVote && w.Present:
			return engine.Refuse("%s has a character in %s and must vote", who, v.Location)
		case b == NoVote:
			continue
		case w.Votes == 0:
			return engine.Refuse("%s has no vote here (%s)", who, w.Why)
		case !contains(v.Candidates, b):
			return engine.Refuse("%s voted for %s: %s", who, s.seatName(b), s.candidatesRule(v))
		}
		tally[b] += w.Votes
	}
	top := 0
	for _, n := range tally {
		top = max(top, n)
	}
	var leaders, parts []int
	for _, c := range v.Candidates {
		parts = append(parts, tally[c])
		if tally[c] == top {
			leaders = append(leaders, c)
		}
	}
	s.note(ruleVote, "%s: %s.", voteTitle(v), s.tallyText(v.Candidates, parts))
	s.Tied = nil
	switch {
	case len(leaders) == 1:
		return s.voteResult(v.Kind, leaders[0])
	case !v.Second:
		s.Tied = leaders
		s.note(ruleVote, "The vote tied between %s: vote again for them only; players without a character in %s have one vote.", s.seatList(leaders), v.Location)
		return nil
	case v.Kind == VictimVote:
		w := s.lot(leaders)
		s.chooseColour(w, ruleTieLot, fmt.Sprintf("The re-vote tied between %s: the lot falls on %s", s.seatList(leaders), s.Players[w].Label()))
		return nil
	}
	return s.voteResult(v.Kind, NoWinner)
}

// voteResult applies what a counted vote decided (NoWinner after a second
// tie in the truck or the election).
func (s *State) voteResult(k VoteKind, w int) error {
	switch k {
	case TruckVote:
		if w != NoWinner && s.Deck > 1 {
			s.Searcher = w
			s.note(ruleTruck, "%s searches the truck: they look at three cards, keep one and give one to another player (say who).", s.Players[w].Label())
			return nil
		}
		return s.truckSearch(TruckSearch{Winner: w, GiveTo: NoWinner})
	case ElectionVote:
		return s.electChief(ElectChief{Winner: w})
	}
	s.chooseColour(w, ruleEat, fmt.Sprintf("The vote chooses %s", s.Players[w].Label()))
	return nil
}

// chooseColour sets the colour that loses the next victim; with a single
// character to choose from, that character is eaten at once.
func (s *State) chooseColour(w int, rule, lead string) {
	var mine []CharRef
	for _, r := range s.Attack(s.AttackAt).Choosable {
		if r.Player == w {
			mine = append(mine, r)
		}
	}
	if len(mine) == 1 {
		s.note(rule, "%s.", lead)
		_ = s.eat(Eat{Player: w, Character: mine[0].Kind})
		return
	}
	s.TieColour = w
	s.note(rule, "%s, who chooses which of their characters in %s is eaten.", lead, s.AttackAt)
}

// closeVote forgets the Threats and the tie of a vote that is over.
func (s *State) closeVote() {
	s.Tied = nil
	for i := range s.Threats {
		s.Threats[i] = 0
	}
}

// voteTitle names a vote for a notice.
func voteTitle(v Vote) string {
	t := map[VoteKind]string{TruckVote: "Vote on who searches the truck", ElectionVote: "Vote for the Chief of Security", VictimVote: "Vote on whose character the zombies eat"}[v.Kind]
	if v.Second {
		t += " (re-vote)"
	}
	return t
}

// candidatesRule says who may be voted for.
func (s State) candidatesRule(v Vote) string {
	if v.Second {
		return fmt.Sprintf("the re-vote is only for %s", s.seatList(v.Candidates))
	}
	return fmt.Sprintf("only colours with a character to choose in %s may be voted for", v.Location)
}

// tallyText writes the votes each colour received: "3 votes for Ann (R),
// 1 vote for Bob (B)".
func (s State) tallyText(seats, votes []int) string {
	parts := make([]string, len(seats))
	for i, seat := range seats {
		parts[i] = fmt.Sprintf("%s for %s", plural(votes[i], "vote"), s.Players[seat].Label())
	}
	return strings.Join(parts, ", ")
}

// seatList writes seats as "Ann (R), Bob (B) and Cy (G)".
func (s State) seatList(seats []int) string {
	var names []string
	for _, seat := range seats {
		names = append(names, s.seatName(seat))
	}
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// seatName names a seat, or says there is none.
func (s State) seatName(seat int) string {
	if seat < 0 || seat >= len(s.Players) {
		return fmt.Sprintf("player %d, who is not at this table", seat+1)
	}
	return s.Players[seat].Label()
}

// contains tells whether x is in xs.
func contains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
