package cityofhorror

import "slices"

// Vaccinate is a player's choice at the end of the game, when they hold
// fewer antidotes than living characters: Roles are the characters who get
// an antidote; the others die. The player chooses, not the app.
type Vaccinate struct {
	Player Colour `json:"player"`
	Roles  []Role `json:"roles"`
}

// Kind names the action in a journal.
func (Vaccinate) Kind() string { return "vaccinate" }

// MustChoose lists, in turn order, the players who hold fewer antidotes
// than living characters and have not yet said who gets them.
func (s *State) MustChoose() []Colour {
	var out []Colour
	for _, c := range s.TurnOrder() {
		p := s.Player(c)
		if !p.SavedChosen && p.Antidotes < s.Living(c) && p.Antidotes > 0 {
			out = append(out, c)
		}
	}
	return out
}

func (a Vaccinate) apply(s *State) error {
	p, err := s.playerOrRefuse(a.Player)
	if err != nil {
		return err
	}
	if s.Phase != PhaseEnded {
		return refuse("antidotes are used when the rescue helicopter lands, at the end of 4:00")
	}
	living := s.Living(a.Player)
	if p.Antidotes >= living {
		return refuse("%s has an antidote for each living character: nobody needs to be chosen", s.Label(a.Player))
	}
	if len(a.Roles) != p.Antidotes {
		return refuse("%s has %s: choose %d of their %s to save", s.Label(a.Player), count(p.Antidotes, "antidote", "antidotes"), p.Antidotes, count(living, "living character", "living characters"))
	}
	for i, r := range a.Roles {
		c, err := s.charOrRefuse(r)
		if err != nil {
			return err
		}
		if c.Owner != a.Player {
			return refuse("%s %s %s's character, not %s's", c.Name(), c.Role.Verb("is", "are"), s.Label(c.Owner), s.Label(a.Player))
		}
		if slices.Contains(a.Roles[:i], r) {
			return refuse("%s %s chosen twice: one antidote a character", c.Name(), c.Role.Verb("is", "are"))
		}
	}
	p.Saved = slices.Clone(a.Roles)
	p.SavedChosen = true
	return nil
}
