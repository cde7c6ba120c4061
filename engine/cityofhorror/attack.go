package cityofhorror

import "fmt"

// AttackCheck is a place's attack condition measured on the state, for a
// screen to show "attack: 4 zombies, needs 3".
type AttackCheck struct {
	At      Loc `json:"at"`
	Zombies int `json:"zombies"`
	// Characters counts everyone inside, hidden characters included.
	Characters int `json:"characters"`
	// Needs is how many zombies make an attack.
	Needs int `json:"needs"`
	// Attacks is true when the condition is met and someone is inside.
	Attacks bool   `json:"attacks"`
	Text    string `json:"text"`
}

// AttackCondition evaluates the attack condition of a place's current side.
func (s *State) AttackCondition(l Loc) AttackCheck {
	out := AttackCheck{At: l}
	if !l.Valid() {
		out.Text = "not a place"
		return out
	}
	r := s.Boards[l].Rules()
	out.Zombies = s.Zombies[l]
	out.Characters = len(s.At(l))
	why := ""
	if r.Attack == AttackMoreThanCharacters {
		out.Needs = out.Characters + 1
		why = fmt.Sprintf(" (more than the %s inside)", count(out.Characters, "character", "characters"))
	} else {
		out.Needs = r.Threshold
	}
	met := out.Zombies >= out.Needs
	out.Attacks = met && out.Characters > 0
	switch {
	case out.Attacks:
		out.Text = fmt.Sprintf("attack: %s, needs %d%s", count(out.Zombies, "zombie", "zombies"), out.Needs, why)
	case met:
		out.Text = fmt.Sprintf("no attack: %s, needs %d%s, but nobody is inside", count(out.Zombies, "zombie", "zombies"), out.Needs, why)
	default:
		out.Text = fmt.Sprintf("no attack: %s, needs %d%s", count(out.Zombies, "zombie", "zombies"), out.Needs, why)
	}
	return out
}

// attackPending reports whether the place being resolved must still have
// its attack: the condition holds and someone could be eaten.
func (s *State) attackPending() bool {
	l := s.ResolvingLoc()
	if s.AttackDone || !s.AttackCondition(l).Attacks {
		return false
	}
	if l == CrossroadsLoc {
		return s.CrossroadsSearch().Victim != ""
	}
	for _, c := range s.At(l) {
		if !c.Hidden {
			return true
		}
	}
	return false
}
