package mallofhorror

import "hordekeeper/engine"

// condemn closes every empty location (no living character) that holds 8 or
// more zombies, and clears its zombies. The Parking is never condemned.
func (s *State) condemn() {
	for _, l := range Locations() {
		if l == Parking || s.IsClosed(l) || s.Count(l) > 0 || s.Zombies[l] < CondemnAt {
			continue
		}
		s.note(ruleCondemn, engine.Say("mallrules.condemn.condemned", "{{.Location}} is empty with {{.Count}} zombies: it is condemned and closed for the rest of the game, and its zombies are removed.", engine.Args{"Location": l.Words(), "Count": s.Zombies[l]}))
		s.Zombies[l] = 0
		s.Closed[l] = Condemned
	}
}
