package coh

import (
	"fmt"
	"slices"

	"hordekeeper/ui/internal/uitest"
	"hordekeeper/ui/kit"

	ch "hordekeeper/engine/cityofhorror"
)

// playHour plays one hour as the script's table does: nobody peeks, the
// card is drawn by the app or entered on its picture, everyone gathers
// their characters at the Crossroads (and is stuck once they all stand
// on it); the Priest
// cancels the first move he can; one trade an hour; everyone uses the
// Armory and the Crossroads, and the Hospital until they hold an
// antidote; votes point at the first player there.
func (s *tableScript) playHour(turn int) {
	t, a := s.t, s.a
	if shows(a, "Nobody else looks") {
		s.tap("Nobody else looks")
	}
	s.tap("Next") // the cards are shown: the invasion screen opens
	switch turn {
	case 3:
		s.enterCard(ch.RulebookCard())
	case 4:
		s.enterCard(ch.Card{Hour: 4, Zombies: [6]int{1, 1, 0, 1, 0, 1}, Airdrops: []ch.Airdrop{{At: ch.Corner2, Cards: 1}}})
	default:
		s.tap("Apply the card")
	}
	for p := cohState(t, a).NextToMove(); p != ""; p = cohState(t, a).NextToMove() {
		s.move(p)
	}
	// A rested Blonde (or Priest) keeps the last move open: Next, once
	// nobody wants to act.
	if cohState(t, a).Phase == ch.PhaseMovement {
		s.tap("Next")
	}
	for st := cohState(t, a); st.Phase == ch.PhaseResolution && st.Turn == turn; st = cohState(t, a) {
		step := a.view.stepKey()
		s.resolveStep(st)
		if a.view.stepKey() == step && cohState(t, a).Phase == ch.PhaseResolution {
			s.tap("Next")
		}
	}
}

// enterCard enters a card on the picture: a tap a place with arrivals, two
// for a move, one an airdropped item, one for the leader, then Apply.
func (s *tableScript) enterCard(c ch.Card) {
	st := cohState(s.t, s.a)
	name := func(l ch.Loc) string { return cohCardPlace(st, l) }
	for i, n := range c.Zombies {
		if n > 0 {
			s.tapIn(name(ch.AllLocs[i]), itoa(n))
		}
	}
	for _, m := range c.Moves {
		s.tapIn(name(m.From), "Move from here")
		s.tapIn(name(m.To), "Move to here")
	}
	for _, d := range c.Airdrops {
		for range d.Antidotes {
			s.tapIn(name(d.At), "Antidote")
		}
		for range d.Cards {
			s.tapIn(name(d.At), "Card")
		}
	}
	if c.LeaderSteps > 0 {
		s.tapIn("Zombie leader steps", itoa(c.LeaderSteps))
	}
	s.tap("Apply the card")
}

// move is one player's move: Stay when stuck, else a character to a place;
// the Priest cancels the first move he can.
func (s *tableScript) move(p ch.Colour) {
	t, a := s.t, s.a
	st := cohState(t, a)
	if l, ok := stuckAt(st, p); ok && l == ch.CrossroadsLoc {
		s.tap(st.Label(p) + ": nobody moves, the card shows Crossroads")
		s.stays++
		return
	}
	// Everyone gathers at the Crossroads, where the crowd is safest; a
	// player with everyone there already is stuck.
	movable := st.Movable(p)
	i := slices.IndexFunc(movable, func(r ch.Role) bool { return st.Character(r).At != ch.CrossroadsLoc })
	r, to := movable[max(i, 0)], ch.CrossroadsLoc
	if st.Character(r).At == ch.CrossroadsLoc {
		to = ch.Corner1
	}
	tapCharacter(t, a, r)
	s.taps[s.hour()]++
	s.tap(tileTitle(st, to))
	if s.cancels == 0 && shows(a, "The Priest cancels that move") {
		s.tap("The Priest cancels that move")
		s.cancels++
	}
}

// resolveStep does what the table does in one step of a place.
func (s *tableScript) resolveStep(st *ch.State) {
	t, a := s.t, s.a
	l := st.ResolvingLoc()
	switch st.Step {
	case ch.StepActivation:
		if s.trades < st.Turn {
			s.trade(st)
		}
		for _, p := range st.Users() {
			label := st.Label(p) + " uses the " + tileTitle(st, l)
			switch b := st.Boards[l].Building; {
			case b == ch.Hospital && st.Player(p).Antidotes > 0:
				continue // one antidote is enough for this table
			case b == ch.Hospital, b == ch.Armory:
				s.tap(label)
			case b == ch.Crossroads && cohState(t, a).FaceDownFood() == 0:
				continue // the truck is empty
			case b == ch.Crossroads:
				v := slices.IndexFunc(cohState(t, a).Truck[:], func(n int) bool { return n > 0 })
				s.tapIn(st.Label(p)+" drew a food token worth:", itoa(v))
			default:
				continue
			}
			s.uses++
		}
	case ch.StepAttack:
		if !ch.Decisions(st).Open {
			return // no attack: the step waits for Next all the same
		}
		if l == ch.CrossroadsLoc {
			sr := st.CrossroadsSearch()
			s.tap("Look at " + sr.Steps[0].Colour.Name())
			for range sr.Steps[1:] {
				s.tap("Clockwise one space")
			}
			if sr.Victim == "" {
				s.tap("Nobody is eaten")
			} else {
				s.tap("Eaten: " + sr.Candidates[0].Name())
			}
			return
		}
		if len(st.VoteWeights(l)) == 0 {
			// Nobody there has a vote: the table taps who is eaten.
			for _, c := range st.At(l) {
				if !c.Hidden {
					tapCharacter(t, a, c.Role)
					s.taps[s.hour()]++
					s.tap("Kill (eaten)")
					return
				}
			}
		}
		s.vote(st)
	case ch.StepSharing:
		voted := len(st.VoteWeights(l)) > 1 && st.ShareWinner == ""
		if voted {
			s.vote(st) // the sharing opens by itself after the vote
		}
		st = cohState(t, a)
		it := st.Airdrops[l]
		if !voted && !shows(a, "Hand them out") {
			s.tap("Share the supplies") // who gets what opens by itself when the step comes
		}
		given := 0
		for _, p := range st.TurnOrder() {
			if st.Eliminated(p) || given == it.Cards+it.Antidotes {
				continue
			}
			if given < it.Antidotes {
				s.tapIn(st.Label(p), "antidote")
			} else {
				s.tapIn(st.Label(p), "card")
			}
			given++
		}
		s.tap("Hand them out")
	}
}

// vote points every player at the first player there who can be picked.
func (s *tableScript) vote(st *ch.State) {
	l := st.ResolvingLoc()
	if on(s.a) != "coh-vote" {
		// The vote opens by itself when the step comes.
		if st.Step == ch.StepAttack {
			s.tap(cohVoteLabel(st, l))
		} else {
			s.tap("Vote")
		}
	}
	var target ch.Colour
	var victim ch.Role
	for _, c := range st.At(l) {
		if st.Step == ch.StepSharing || !c.Hidden {
			target, victim = c.Owner, c.Role
			break
		}
	}
	if p, alone := st.SoleChooser(l, voteKindOf(st)); alone {
		// No show of hands for the only player present: they choose.
		if st.Step == ch.StepAttack {
			s.tapIn(st.Label(p)+" chooses who is eaten:", cohRole(victim)+" is eaten")
		} else {
			s.tap(st.Label(p) + " hands out the supplies")
		}
		s.votes++
		return
	}
	for _, w := range st.VoteWeights(l) {
		s.tapIn(w.Text+", points at:", st.Label(target))
	}
	mine := 0
	for _, c := range st.At(l) {
		if c.Owner == target && !c.Hidden {
			mine++
		}
	}
	if st.Step == ch.StepAttack && mine > 1 {
		s.tap(cohRole(victim))
	}
	// The last tap needed counted the vote.
	s.votes++
}

// voteKindOf is the vote the step holds.
func voteKindOf(st *ch.State) ch.VoteKind {
	if st.Step == ch.StepSharing {
		return ch.VoteSharing
	}
	return ch.VoteAttack
}

// trade: the first player hands an action card to the next, by the
// player panel's trade.
func (s *tableScript) trade(st *ch.State) {
	var order []ch.Colour
	for _, p := range st.TurnOrder() {
		if !st.Eliminated(p) && st.Player(p).Cards > 0 {
			order = append(order, p)
		}
	}
	from, to := order[(st.Turn-1)%len(order)], order[st.Turn%len(order)]
	// The player's chip, found by its line of holdings (the name alone
	// also shows on the place buttons).
	pl := st.Player(from)
	s.tapIn(fmt.Sprintf("%d alive · %s · food %d", st.Living(from), count(pl.Antidotes, "antidote"), pl.FoodPoints()), "")
	s.tap("Trade with another player")
	s.tap("to " + st.Label(to))
	s.tapIn("Action cards", "+")
	if b, ok := uitest.Button(s.t, canvasOf(s.a), "Hand them over").(*kit.Button); ok && b.Reason() != "" {
		s.t.Fatalf("trade refused: %s", b.Reason())
	}
	s.tap("Hand them over")
	s.trades++
}

// countNext counts a tap on Next by the kind of step it leaves, for the
// usability notes: where the taps on Next go.
func (s *tableScript) countNext() {
	if s.nextBy == nil {
		s.nextBy = map[string]int{}
	}
	s.nextBy[s.stepKind()]++
}

// stepKind names the step on show in a few words: its phase, and in the
// resolution its step and whether it has anything to decide.
func (s *tableScript) stepKind() string {
	st := s.a.view.state()
	if st.Phase != ch.PhaseResolution {
		return string(st.Phase)
	}
	k := string(st.Step)
	if st.Step == ch.StepAttack {
		ac := st.AttackCondition(st.ResolvingLoc())
		switch {
		case st.AttackDone:
			k += " after the attack"
		case ac.Attacks:
			k += " due"
		case ac.Characters == 0:
			k += " nobody there"
		default:
			k += " too few zombies"
		}
	}
	return k
}
