package mallofhorror

import (
	"fmt"
	"sort"

	"hordekeeper/engine"
)

// AttackView is how the zombies at one location stand against its
// defenders.
type AttackView struct {
	// Location is where.
	Location Location
	// Zombies is how many zombies wait there.
	Zombies int
	// Strength is what the characters count for (Tough Guys 2), hidden ones
	// included.
	Strength int
	// Hardware is the Hardware cards that count here.
	Hardware int
	// Enters is true when the zombies get in.
	Enters bool
	// Why says in a sentence why they do or do not.
	Why string
	// Choosable are the characters that can be voted as victims (not
	// hidden).
	Choosable []CharRef
}

// Attack tells whether the zombies at a location get in and why.
func (s State) Attack(l Location) AttackView {
	v := AttackView{Location: l}
	if !l.Valid() {
		v.Why = "there is no such location"
		return v
	}
	v.Zombies = s.Zombies[l]
	for _, c := range s.Characters {
		if c.Alive() && c.Location == l {
			v.Strength += c.Kind.Strength()
			if !c.Hidden {
				v.Choosable = append(v.Choosable, c.Ref())
			}
		}
	}
	if l != Parking {
		v.Hardware = s.Hardware[l]
	}
	z, in, out := plural(v.Zombies, "zombie"), agree(v.Zombies, "gets", "get"), agree(v.Zombies, "stays", "stay")
	switch {
	case v.Strength == 0:
		v.Why = fmt.Sprintf("nobody is in %s", l)
	case v.Zombies == 0:
		v.Why = fmt.Sprintf("no zombies at %s", l)
	case l == Supermarket && v.Zombies >= SupermarketFalls:
		v.Enters = true
		v.Why = fmt.Sprintf("%s %s into the Supermarket: %d zombies are enough there, however many characters are inside", z, in, SupermarketFalls)
	case l == Parking && s.ParkingAlwaysFeeds:
		v.Enters = true
		v.Why = fmt.Sprintf("%s %s in the Parking (table setting: every zombie in the Parking feeds)", z, agree(v.Zombies, "feeds", "feed"))
	case v.Zombies >= v.Strength+v.Hardware:
		v.Enters = true
		v.Why = fmt.Sprintf("%s against %s %s into %s", z, s.defenders(v), in, l)
	default:
		v.Why = fmt.Sprintf("%s against %s %s outside %s", z, s.defenders(v), out, l)
	}
	return v
}

// victimsFor is how many victims the zombies at l take in all: one per
// zombie in the Parking, one elsewhere.
func (s State) victimsFor(l Location) int {
	if l == Parking {
		return s.Zombies[l]
	}
	return 1
}

// advanceAttack resolves locations after AttackAt in order until one needs
// a vote; after location 6 the round ends.
func (s *State) advanceAttack() {
	for l := s.AttackAt + 1; l <= NumLocations; l++ {
		s.AttackAt, s.Eaten, s.VictimsDue, s.TieColour = l, 0, 0, -1
		s.closeVote()
		if s.settleAttack() {
			return
		}
	}
	s.AttackAt, s.VictimsDue, s.Eaten = 0, 0, 0
	s.endRound()
}

// settleAttack works out the attack at AttackAt; it returns true when a
// vote for a victim is needed, and otherwise finishes the location.
func (s *State) settleAttack() bool {
	l := s.AttackAt
	v := s.Attack(l)
	if s.Eaten == 0 && !v.Enters {
		if v.Strength > 0 && v.Zombies > 0 {
			s.note(ruleAttack, "%s.", capitalize(v.Why))
		}
		return false
	}
	due := s.Eaten + min(s.victimsFor(l)-s.Eaten, len(v.Choosable))
	if due > s.Eaten {
		if s.Eaten == 0 && s.VictimsDue != due {
			s.note(ruleAttack, "%s: the players there vote for %s.", capitalize(v.Why), plural(due, "victim"))
		}
		s.VictimsDue = due
		return true
	}
	if s.Eaten == 0 {
		s.note(ruleHidden, "%s, but only hidden characters are there: nobody is eaten and the zombies stay outside.", capitalize(v.Why))
	} else if l != Parking {
		s.note(ruleLeave, "The %s that ate at %s %s.", plural(s.Zombies[l], "zombie"), l, agree(s.Zombies[l], "leaves", "leave"))
		s.Zombies[l] = 0
	}
	s.VictimsDue = 0
	return false
}

// eat applies a victim chosen by vote.
func (s *State) eat(a Eat) error {
	if s.Phase != PhaseAttack || !s.AttackAt.Valid() {
		return engine.Refuse("victims are chosen only during a zombie attack")
	}
	c, err := s.character(CharRef{Player: a.Player, Kind: a.Character})
	if err != nil {
		return err
	}
	name := s.charLabel(c.Ref())
	switch {
	case !c.Alive():
		return engine.Refuse("%s is already dead", name)
	case c.Location != s.AttackAt:
		return engine.Refuse("%s is not in %s, where the zombies attack", name, s.AttackAt)
	case c.Hidden:
		return engine.Refuse("%s is hidden and cannot be chosen", name)
	case s.AwaitsResolve():
		return engine.Refuse("no victim is left to vote for in %s: resolve the attack", s.AttackAt)
	case s.TieColour >= 0 && a.Player != s.TieColour:
		return engine.Refuse("the vote fell on %s: the victim is one of their characters", s.Players[s.TieColour].Label())
	case s.Tied != nil && !contains(s.Tied, a.Player):
		return engine.Refuse("the re-vote is only for %s", s.seatList(s.Tied))
	}
	c.Dead = true
	c.DiedInRound = s.Round
	s.Eaten++
	s.TieColour = -1
	s.closeVote()
	s.note(ruleEat, "The zombies eat %s in %s.", name, s.AttackAt)
	if !s.settleAttack() {
		s.advanceAttack()
	}
	return nil
}

// tieBreak draws by lot, after a second tied vote, the colour that loses
// the next victim: among the colours that tied (a.Tied, or the tie of a
// counted first vote); in journals written before the tie was recorded,
// among every colour with a character to choose there.
func (s *State) tieBreak(a TieBreak) error {
	if s.Phase != PhaseAttack || !s.AttackAt.Valid() {
		return engine.Refuse("a tie is broken by lot only in a vote for a zombie's victim")
	}
	if s.TieColour >= 0 {
		return engine.Refuse("the lot already fell on %s", s.Players[s.TieColour].Label())
	}
	if s.AwaitsResolve() {
		return engine.Refuse("no victim is left to vote for in %s: resolve the attack", s.AttackAt)
	}
	var choosable []int
	for _, r := range s.Attack(s.AttackAt).Choosable {
		choosable = appendUnique(choosable, r.Player)
	}
	pool := choosable
	switch {
	case len(a.Tied) > 0:
		pool = nil
		for _, seat := range a.Tied {
			switch {
			case !contains(choosable, seat):
				return engine.Refuse("%s has no character to choose in %s, so cannot be in the tie", s.seatName(seat), s.AttackAt)
			case contains(pool, seat):
				return engine.Refuse("%s is named twice in the tie", s.seatName(seat))
			case s.Tied != nil && !contains(s.Tied, seat):
				return engine.Refuse("the re-vote was only for %s", s.seatList(s.Tied))
			}
			pool = append(pool, seat)
		}
		if len(pool) < 2 {
			return engine.Refuse("a tie needs at least two colours")
		}
		sort.Ints(pool)
	case s.Tied != nil:
		pool = s.Tied
	}
	lead := "The second vote tied"
	if len(pool) < len(choosable) || len(a.Tied) > 0 {
		lead = fmt.Sprintf("The second vote tied between %s", s.seatList(pool))
	}
	w := s.lot(pool)
	s.Tied = nil
	s.TieColour = w
	s.note(ruleTieLot, "%s: the lot falls on %s, who chooses which of their characters in %s is eaten.", lead, s.Players[w].Label(), s.AttackAt)
	return nil
}

// lot draws one of the seats, each as likely, from the game's stream for
// this victim, so a replay draws the same.
func (s State) lot(seats []int) int {
	r := engine.NewRand(s.seed, fmt.Sprintf("tie/round-%d/location-%d/victim-%d", s.Round, s.AttackAt, s.Eaten+1))
	return seats[r.IntN(len(seats))]
}

// checkAttackCard says why an attack card cannot be played now.
func (s State) checkAttackCard(a PlayCard) error {
	if s.Phase != PhaseAttack || !s.AttackAt.Valid() {
		return engine.Refuse("%s is played during a zombie attack, before the vote", a.Card)
	}
	l := s.AttackAt
	if !s.hasCharacterIn(a.Player, l) {
		return engine.Refuse("only players with a character in %s play cards against its zombies", l)
	}
	switch a.Card {
	case Hardware:
		if l == Parking {
			return engine.Refuse("Hardware cannot be used in the Parking")
		}
		if l == Supermarket && s.Zombies[l] >= SupermarketFalls {
			return engine.Refuse("Hardware cannot stop %d or more zombies from entering the Supermarket", SupermarketFalls)
		}
	case Hidden:
		for _, c := range s.Characters {
			if c.Owner == a.Player && c.Kind == a.Character {
				if !c.Alive() || c.Location != l {
					return engine.Refuse("%s is not in %s", s.charLabel(c.Ref()), l)
				}
				if c.Hidden {
					return engine.Refuse("%s is already hidden", s.charLabel(c.Ref()))
				}
				return nil
			}
		}
		return engine.Refuse("%s has no %s", s.Players[a.Player].Label(), a.Character)
	}
	return nil
}

// attackCard applies a card's effect in an attack and counts the victims
// again; the location waits for its players' other cards.
func (s *State) attackCard(a PlayCard) {
	l := s.AttackAt
	who := s.Players[a.Player].Label()
	switch a.Card {
	case Hardware:
		s.Hardware[l]++
		s.note(ruleHardware, "%s plays Hardware in %s: it holds off one more zombie.", who, l)
	case Weapon1, Weapon2:
		// In the Parking the zombies that already fed stay until the end
		// of the round; a weapon between votes kills hungry ones.
		k := min(a.Card.Kills(), s.Zombies[l]-s.Eaten)
		s.Zombies[l] -= k
		if k < a.Card.Kills() {
			s.note(ruleWeapon, "%s's weapon kills %s in %s (there were no more).", who, plural(k, "zombie"), l)
		} else {
			s.note(ruleWeapon, "%s's weapon kills %s in %s.", who, plural(k, "zombie"), l)
		}
	case Hidden:
		c, _ := s.character(CharRef{Player: a.Player, Kind: a.Character})
		c.Hidden = true
		s.note(ruleHidden, "%s is hidden this round: still defends, cannot be chosen.", s.charLabel(c.Ref()))
	}
	s.recheckAttack()
}
