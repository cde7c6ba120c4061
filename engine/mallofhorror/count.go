package mallofhorror

import (
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
	// WhyWords is Why for a screen to translate.
	WhyWords engine.Words
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
	var why []engine.Words
	switch {
	case n > 0:
		w = Weight{Votes: n, Present: true}
		why = append(why, engine.SayN("mallrules.count.characters", "{{.Count}} character", "{{.Count}} characters", n, nil))
		if gunman {
			w.Votes++
			why = append(why, engine.Say("mallrules.count.gunman", "+1 for the Gunman", nil))
		}
	case hidden > 0:
		return weightWhy(Weight{}, engine.Say("mallrules.count.hidden", "hidden characters do not vote", nil))
	case second:
		w.Votes = 1
		why = append(why, engine.Say("mallrules.count.outside", "1 vote in the re-vote, from outside {{.Location}}", engine.Args{"Location": l.Words()}))
	default:
		return weightWhy(Weight{}, engine.Say("mallrules.count.none", "no character in {{.Location}}", engine.Args{"Location": l.Words()}))
	}
	if threats > 0 {
		w.Votes += threats
		why = append(why, engine.SayN("mallrules.count.threats", "+{{.Count}} Threat", "+{{.Count}} Threats", threats, nil))
	}
	return weightWhy(w, engine.Say("mallrules.count.parts", "{{.Parts}}", engine.Args{"Parts": why}))
}

// weightWhy gives a weight its reason, in English and in words.
func weightWhy(w Weight, why engine.Words) Weight {
	w.WhyWords = why
	w.Why = why.String()
	return w
}

// countVote counts the ballots, seat by seat, and applies the result: a
// winner, a re-vote among the tied colours, or what a second tie means.
func (s *State) countVote(a CountVote) error {
	v, ok := s.CurrentVote()
	if !ok {
		return engine.Refusal(engine.Say("mallrules.count.noVote", "there is no vote to count now: {{.Guide}}", engine.Args{"Guide": PhaseGuideWords(s.Phase)}))
	}
	if len(a.Ballots) != len(s.Players) {
		return engine.Refusal(engine.Say("mallrules.count.ballots", "give one ballot per player: {{.Want}}, not {{.Got}}", engine.Args{"Want": len(s.Players), "Got": len(a.Ballots)}))
	}
	tally := map[int]int{}
	for seat, b := range a.Ballots {
		w, who := v.Weights[seat], s.who(seat)
		switch {
		case b == NoVote && w.Present:
			return engine.Refusal(engine.Say("mallrules.count.mustVote", "{{.Player}} has a character in {{.Location}} and must vote", engine.Args{"Player": who, "Location": v.Location.Words()}))
		case b == NoVote:
			continue
		case w.Votes == 0:
			return engine.Refusal(engine.Say("mallrules.count.noVoteHere", "{{.Player}} has no vote here ({{.Why}})", engine.Args{"Player": who, "Why": w.WhyWords}))
		case !contains(v.Candidates, b):
			return engine.Refusal(engine.Say("mallrules.count.votedFor", "{{.Player}} voted for {{.Candidate}}: {{.Rule}}", engine.Args{"Player": who, "Candidate": s.seatName(b), "Rule": s.candidatesRule(v)}))
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
	s.note(ruleVote, engine.Say("mallrules.count.tally", "{{.Vote}}: {{.Tally}}.", engine.Args{"Vote": voteTitle(v), "Tally": s.tallyText(v.Candidates, parts)}))
	s.Tied = nil
	switch {
	case len(leaders) == 1:
		return s.voteResult(v.Kind, leaders[0])
	case !v.Second:
		s.Tied = leaders
		s.note(ruleVote, engine.Say("mallrules.count.tied", "The vote tied between {{.Players}}: vote again for them only; players without a character in {{.Location}} have one vote.", engine.Args{"Players": s.seatList(leaders), "Location": v.Location.Words()}))
		return nil
	case v.Kind == VictimVote:
		w := s.lot(leaders)
		s.drew(leaders, w)
		s.chooseColour(w, ruleTieLot, engine.Say("mallrules.count.lot", "The re-vote tied between {{.Players}}: the app draws one of them by lot, and the lot falls on {{.Player}}", engine.Args{"Players": s.seatList(leaders), "Player": s.who(w)}))
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
			s.note(ruleTruck, engine.Say("mallrules.count.searches", "{{.Player}} searches the truck: they look at three cards, keep one and give one to another player (say who).", engine.Args{"Player": s.who(w)}))
			return nil
		}
		return s.truckSearch(TruckSearch{Winner: w, GiveTo: NoWinner})
	case ElectionVote:
		return s.electChief(ElectChief{Winner: w})
	}
	s.chooseColour(w, ruleEat, engine.Say("mallrules.count.chooses", "The vote chooses {{.Player}}", engine.Args{"Player": s.who(w)}))
	return nil
}

// chooseColour sets the colour that loses the next victim; with a single
// character to choose from, that character is eaten at once.
func (s *State) chooseColour(w int, rule, lead engine.Words) {
	var mine []CharRef
	for _, r := range s.Attack(s.AttackAt).Choosable {
		if r.Player == w {
			mine = append(mine, r)
		}
	}
	if len(mine) == 1 {
		s.note(rule, engine.Say("mallrules.count.lead", "{{.Lead}}.", engine.Args{"Lead": lead}))
		_ = s.eat(Eat{Player: w, Character: mine[0].Kind})
		return
	}
	s.TieColour = w
	s.note(rule, engine.Say("mallrules.count.whoChooses", "{{.Lead}}, who chooses which of their characters in {{.Location}} is eaten.", engine.Args{"Lead": lead, "Location": s.AttackAt.Words()}))
}

// closeVote forgets the Threats and the tie of a vote that is over.
func (s *State) closeVote() {
	s.Tied = nil
	for i := range s.Threats {
		s.Threats[i] = 0
	}
}

// voteTitle names a vote for a notice.
func voteTitle(v Vote) engine.Words {
	var t engine.Words
	switch v.Kind {
	case TruckVote:
		t = engine.Say("mallrules.count.truckVote", "Vote on who searches the truck", nil)
	case ElectionVote:
		t = engine.Say("mallrules.count.electionVote", "Vote for the Chief of Security", nil)
	default:
		t = engine.Say("mallrules.count.victimVote", "Vote on whose character the zombies eat", nil)
	}
	if v.Second {
		return engine.Say("mallrules.count.revote", "{{.Vote}} (re-vote)", engine.Args{"Vote": t})
	}
	return t
}

// candidatesRule says who may be voted for.
func (s State) candidatesRule(v Vote) engine.Words {
	if v.Second {
		return engine.Say("mallrules.count.revoteOnly", "the re-vote is only for {{.Players}}", engine.Args{"Players": s.seatList(v.Candidates)})
	}
	return engine.Say("mallrules.count.candidates", "only colours with a character to choose in {{.Location}} may be voted for", engine.Args{"Location": v.Location.Words()})
}

// tallyText writes the votes each colour received: "3 votes for Ann (R),
// 1 vote for Bob (B)".
func (s State) tallyText(seats, votes []int) []engine.Words {
	parts := make([]engine.Words, len(seats))
	for i, seat := range seats {
		parts[i] = engine.SayN("mallrules.count.votesFor", "{{.Count}} vote for {{.Player}}", "{{.Count}} votes for {{.Player}}", votes[i], engine.Args{"Player": s.who(seat)})
	}
	return parts
}

// seatList writes seats as "Ann (R), Bob (B) and Cy (G)".
func (s State) seatList(seats []int) engine.Words {
	var names []engine.Words
	for _, seat := range seats {
		names = append(names, s.seatName(seat))
	}
	return andList(names)
}

// seatName names a seat, or says there is none.
func (s State) seatName(seat int) engine.Words {
	if seat < 0 || seat >= len(s.Players) {
		return s.seatWords(seat)
	}
	return s.Players[seat].LabelWords()
}

// seatWords names a seat that is not at the table.
func (s State) seatWords(seat int) engine.Words {
	return engine.Say("mallrules.count.noSeat", "player {{.Seat}}, who is not at this table", engine.Args{"Seat": seat + 1})
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
