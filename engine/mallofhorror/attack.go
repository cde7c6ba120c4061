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
	// WhyWords is Why for a screen to translate.
	WhyWords engine.Words
	// Choosable are the characters that can be voted as victims (not
	// hidden).
	Choosable []CharRef
}

// Attack tells whether the zombies at a location get in and why.
func (s State) Attack(l Location) AttackView {
	v := AttackView{Location: l}
	if !l.Valid() {
		v.WhyWords = engine.Say("mallrules.attack.noSuch", "there is no such location", nil)
		v.Why = v.WhyWords.String()
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
	lw := l.Words()
	switch {
	case v.Strength == 0:
		v.WhyWords = engine.Say("mallrules.attack.nobody", "nobody is in {{.Location}}", engine.Args{"Location": lw})
	case v.Zombies == 0:
		v.WhyWords = engine.Say("mallrules.attack.noZombies", "no zombies at {{.Location}}", engine.Args{"Location": lw})
	case l == Supermarket && v.Zombies >= SupermarketFalls:
		v.Enters = true
		v.WhyWords = engine.SayN("mallrules.attack.supermarket", "{{.Count}} zombie gets into the Supermarket: {{.Falls}} zombies are enough there, however many characters are inside",
			"{{.Count}} zombies get into the Supermarket: {{.Falls}} zombies are enough there, however many characters are inside", v.Zombies, engine.Args{"Falls": SupermarketFalls})
	case l == Parking && s.ParkingAlwaysFeeds:
		v.Enters = true
		v.WhyWords = engine.SayN("mallrules.attack.parkingFeeds", "{{.Count}} zombie feeds in the Parking (every single zombie feeds there)",
			"{{.Count}} zombies feed in the Parking (every single zombie feeds there)", v.Zombies, nil)
	case v.Zombies >= v.Strength+v.Hardware:
		v.Enters = true
		v.WhyWords = engine.SayN("mallrules.attack.enter", "{{.Count}} zombie against {{.Defence}} gets into {{.Location}}",
			"{{.Count}} zombies against {{.Defence}} get into {{.Location}}", v.Zombies, engine.Args{"Defence": s.defenders(v), "Location": lw})
	default:
		v.WhyWords = engine.SayN("mallrules.attack.outside", "{{.Count}} zombie against {{.Defence}} stays outside {{.Location}}",
			"{{.Count}} zombies against {{.Defence}} stay outside {{.Location}}", v.Zombies, engine.Args{"Defence": s.defenders(v), "Location": lw})
	}
	v.Why = v.WhyWords.String()
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
			s.note(ruleAttack, engine.Say("mallrules.attack.why", "{{.Why}}.", engine.Args{"Why": v.WhyWords}))
		}
		return false
	}
	due := s.Eaten + min(s.victimsFor(l)-s.Eaten, len(v.Choosable))
	if due > s.Eaten {
		if s.Eaten == 0 && s.VictimsDue != due {
			s.note(ruleAttack, engine.SayN("mallrules.attack.vote", "{{.Why}}: the players there vote for {{.Count}} victim.", "{{.Why}}: the players there vote for {{.Count}} victims.", due, engine.Args{"Why": v.WhyWords}))
		}
		s.VictimsDue = due
		return true
	}
	if s.Eaten == 0 {
		s.note(ruleHidden, engine.Say("mallrules.attack.onlyHidden", "{{.Why}}, but only hidden characters are there: nobody is eaten and the zombies stay outside.", engine.Args{"Why": v.WhyWords}))
	} else if l != Parking {
		s.note(ruleLeave, engine.SayN("mallrules.attack.leave", "The {{.Count}} zombie that ate at {{.Location}} leaves.", "The {{.Count}} zombies that ate at {{.Location}} leave.", s.Zombies[l], engine.Args{"Location": l.Words()}))
		s.Zombies[l] = 0
	}
	s.VictimsDue = 0
	return false
}

// eat applies a victim chosen by vote.
func (s *State) eat(a Eat) error {
	if s.Phase != PhaseAttack || !s.AttackAt.Valid() {
		return engine.Refusal(engine.Say("mallrules.attack.notAttack", "victims are chosen only during a zombie attack", nil))
	}
	c, err := s.character(CharRef{Player: a.Player, Kind: a.Character})
	if err != nil {
		return err
	}
	name := s.charWords(c.Ref())
	switch {
	case !c.Alive():
		return engine.Refusal(engine.Say("mallrules.attack.dead", "{{.Character}} is already dead", engine.Args{"Character": name}))
	case c.Location != s.AttackAt:
		return engine.Refusal(engine.Say("mallrules.attack.elsewhere", "{{.Character}} is not in {{.Location}}, where the zombies attack", engine.Args{"Character": name, "Location": s.AttackAt.Words()}))
	case c.Hidden:
		return engine.Refusal(engine.Say("mallrules.attack.hidden", "{{.Character}} is hidden and cannot be chosen", engine.Args{"Character": name}))
	case s.AwaitsResolve():
		return engine.Refusal(s.noVictimLeft())
	case s.TieColour >= 0 && a.Player != s.TieColour:
		return engine.Refusal(engine.Say("mallrules.attack.fellOn", "the vote fell on {{.Player}}: the victim is one of their characters", engine.Args{"Player": s.who(s.TieColour)}))
	case s.Tied != nil && !contains(s.Tied, a.Player):
		return engine.Refusal(engine.Say("mallrules.attack.revoteFor", "the re-vote is only for {{.Players}}", engine.Args{"Players": s.seatList(s.Tied)}))
	}
	c.Dead = true
	c.DiedInRound = s.Round
	s.Eaten++
	s.TieColour = -1
	s.closeVote()
	s.note(ruleEat, engine.Say("mallrules.attack.eat", "The zombies eat {{.Character}} in {{.Location}}.", engine.Args{"Character": name, "Location": s.AttackAt.Words()}))
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
		return engine.Refusal(engine.Say("mallrules.attack.lotWhen", "a tie is broken by lot only in a vote for a zombie's victim", nil))
	}
	if s.TieColour >= 0 {
		return engine.Refusal(engine.Say("mallrules.attack.lotFell", "the lot already fell on {{.Player}}", engine.Args{"Player": s.who(s.TieColour)}))
	}
	if s.AwaitsResolve() {
		return engine.Refusal(s.noVictimLeft())
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
				return engine.Refusal(engine.Say("mallrules.attack.notInTie", "{{.Player}} has no character to choose in {{.Location}}, so cannot be in the tie", engine.Args{"Player": s.seatName(seat), "Location": s.AttackAt.Words()}))
			case contains(pool, seat):
				return engine.Refusal(engine.Say("mallrules.attack.twice", "{{.Player}} is named twice in the tie", engine.Args{"Player": s.seatName(seat)}))
			case s.Tied != nil && !contains(s.Tied, seat):
				return engine.Refusal(engine.Say("mallrules.attack.revoteWas", "the re-vote was only for {{.Players}}", engine.Args{"Players": s.seatList(s.Tied)}))
			}
			pool = append(pool, seat)
		}
		if len(pool) < 2 {
			return engine.Refusal(engine.Say("mallrules.attack.tieTwo", "a tie needs at least two colours", nil))
		}
		sort.Ints(pool)
	case s.Tied != nil:
		pool = s.Tied
	}
	w := s.lot(pool)
	s.Tied = nil
	s.TieColour = w
	s.drew(pool, w)
	args := engine.Args{"Players": s.seatList(pool), "Player": s.who(w), "Location": s.AttackAt.Words()}
	if len(pool) < len(choosable) || len(a.Tied) > 0 {
		s.note(ruleTieLot, engine.Say("mallrules.attack.lotBetween", "The second vote tied between {{.Players}}: the lot falls on {{.Player}}, who chooses which of their characters in {{.Location}} is eaten.", args))
	} else {
		s.note(ruleTieLot, engine.Say("mallrules.attack.lot", "The second vote tied: the lot falls on {{.Player}}, who chooses which of their characters in {{.Location}} is eaten.", args))
	}
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
		return engine.Refusal(engine.Say("mallrules.attack.cardWhen", "{{.Card}} is played during a zombie attack, before the vote", engine.Args{"Card": a.Card.Words()}))
	}
	l := s.AttackAt
	if !s.hasCharacterIn(a.Player, l) {
		return engine.Refusal(engine.Say("mallrules.attack.cardWho", "only players with a character in {{.Location}} play cards against its zombies", engine.Args{"Location": l.Words()}))
	}
	switch a.Card {
	case Hardware:
		if l == Parking {
			return engine.Refusal(engine.Say("mallrules.attack.hardwareParking", "Hardware cannot be used in the Parking", nil))
		}
		if l == Supermarket && s.Zombies[l] >= SupermarketFalls {
			return engine.Refusal(engine.Say("mallrules.attack.hardwareSupermarket", "Hardware cannot stop {{.Count}} or more zombies from entering the Supermarket", engine.Args{"Count": SupermarketFalls}))
		}
	case Hidden:
		for _, c := range s.Characters {
			if c.Owner == a.Player && c.Kind == a.Character {
				if !c.Alive() || c.Location != l {
					return engine.Refusal(engine.Say("mallrules.attack.notIn", "{{.Character}} is not in {{.Location}}", engine.Args{"Character": s.charWords(c.Ref()), "Location": l.Words()}))
				}
				if c.Hidden {
					return engine.Refusal(engine.Say("mallrules.attack.alreadyHidden", "{{.Character}} is already hidden", engine.Args{"Character": s.charWords(c.Ref())}))
				}
				return nil
			}
		}
		return engine.Refusal(engine.Say("mallrules.attack.noSuchCharacter", "{{.Player}} has no {{.Kind}}", engine.Args{"Player": s.who(a.Player), "Kind": a.Character.Words()}))
	}
	return nil
}

// attackCard applies a card's effect in an attack and counts the victims
// again; the location waits for its players' other cards.
func (s *State) attackCard(a PlayCard) {
	l := s.AttackAt
	who := s.who(a.Player)
	switch a.Card {
	case Hardware:
		s.Hardware[l]++
		s.note(ruleHardware, engine.Say("mallrules.attack.hardware", "{{.Player}} plays Hardware in {{.Location}}: it holds off one more zombie.", engine.Args{"Player": who, "Location": l.Words()}))
	case Weapon1, Weapon2:
		// In the Parking the zombies that already fed stay until the end
		// of the round; a weapon between votes kills hungry ones.
		k := min(a.Card.Kills(), s.Zombies[l]-s.Eaten)
		s.Zombies[l] -= k
		if k < a.Card.Kills() {
			s.note(ruleWeapon, engine.SayN("mallrules.attack.weaponShort", "{{.Player}}'s weapon kills {{.Count}} zombie in {{.Location}} (there were no more).", "{{.Player}}'s weapon kills {{.Count}} zombies in {{.Location}} (there were no more).", k, engine.Args{"Player": who, "Location": l.Words()}))
		} else {
			s.note(ruleWeapon, engine.SayN("mallrules.attack.weapon", "{{.Player}}'s weapon kills {{.Count}} zombie in {{.Location}}.", "{{.Player}}'s weapon kills {{.Count}} zombies in {{.Location}}.", k, engine.Args{"Player": who, "Location": l.Words()}))
		}
	case Hidden:
		c, _ := s.character(CharRef{Player: a.Player, Kind: a.Character})
		c.Hidden = true
		s.note(ruleHidden, engine.Say("mallrules.attack.hides", "{{.Character}} is hidden this round: still defends, cannot be chosen.", engine.Args{"Character": s.charWords(c.Ref())}))
	}
	s.recheckAttack()
}
