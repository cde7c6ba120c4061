package cityofhorror

import "hordekeeper/engine"

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
	// Words is Text for the screens to put in the players' language.
	Words engine.Words `json:"-"`
}

// AttackCondition evaluates the attack condition of a place's current side.
func (s *State) AttackCondition(l Loc) AttackCheck {
	out := AttackCheck{At: l}
	if !l.Valid() {
		out.Words = engine.Say("cohrules.attack.noplace", "not a place", nil)
		out.Text = out.Words.String()
		return out
	}
	r := s.Boards[l].Rules()
	out.Zombies = s.Zombies[l]
	out.Characters = len(s.At(l))
	more := r.Attack == AttackMoreThanCharacters
	if more {
		out.Needs = out.Characters + 1
	} else {
		out.Needs = r.Threshold
	}
	met := out.Zombies >= out.Needs
	out.Attacks = met && out.Characters > 0
	args := engine.Args{"Zombies": zombiesW(out.Zombies), "Needs": out.Needs, "Characters": charactersW(out.Characters)}
	switch {
	case out.Attacks && more:
		out.Words = engine.Say("cohrules.attack.yesmore", "attack: {{.Zombies}}, needs {{.Needs}} (more than the {{.Characters}} inside)", args)
	case out.Attacks:
		out.Words = engine.Say("cohrules.attack.yes", "attack: {{.Zombies}}, needs {{.Needs}}", args)
	case met && more:
		out.Words = engine.Say("cohrules.attack.emptymore", "no attack: {{.Zombies}}, needs {{.Needs}} (more than the {{.Characters}} inside), but nobody is inside", args)
	case met:
		out.Words = engine.Say("cohrules.attack.empty", "no attack: {{.Zombies}}, needs {{.Needs}}, but nobody is inside", args)
	case more:
		out.Words = engine.Say("cohrules.attack.nomore", "no attack: {{.Zombies}}, needs {{.Needs}} (more than the {{.Characters}} inside)", args)
	default:
		out.Words = engine.Say("cohrules.attack.no", "no attack: {{.Zombies}}, needs {{.Needs}}", args)
	}
	out.Text = out.Words.String()
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
