package mallofhorror

import "hordekeeper/engine"

// BonusTarget is the location that draws one bonus zombie by a count
// (characters or Pin-Ups), or 0 when no location has a single highest
// count above zero.
func (s State) BonusTarget(count func(Character) bool) Location {
	best, bestN, tied := Location(0), 0, false
	for _, l := range Locations() {
		n := 0
		for _, c := range s.Characters {
			if c.Alive() && c.Location == l && count(c) {
				n++
			}
		}
		switch {
		case n > bestN:
			best, bestN, tied = l, n, false
		case n == bestN && n > 0:
			tied = true
		}
	}
	if tied {
		return 0
	}
	return best
}

// anyCharacter counts every character.
func anyCharacter(Character) bool { return true }

// pinUp counts Pin-Ups.
func pinUp(c Character) bool { return c.Kind == PinUp }

// bonusZombies adds, at the start of phase F, one zombie to the location
// with the most characters and one to the location with the most Pin-Ups;
// a tied highest count draws none.
func (s *State) bonusZombies() {
	if l := s.BonusTarget(anyCharacter); l != 0 {
		s.Zombies[l]++
		s.note(ruleBonus, engine.Say("mallrules.bonus.crowd", "{{.Location}} has the most characters: one more zombie comes.", engine.Args{"Location": l.Words()}))
	} else {
		s.note(ruleBonus, engine.Say("mallrules.bonus.noCrowd", "No single location has the most characters: no bonus zombie for crowds.", nil))
	}
	if l := s.BonusTarget(pinUp); l != 0 {
		s.Zombies[l]++
		s.note(ruleBonus, engine.Say("mallrules.bonus.pinUps", "{{.Location}} has the most Pin-Ups: one more zombie comes.", engine.Args{"Location": l.Words()}))
	} else {
		s.note(ruleBonus, engine.Say("mallrules.bonus.noPinUps", "No single location has the most Pin-Ups: no bonus zombie for Pin-Ups.", nil))
	}
}
