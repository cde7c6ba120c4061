package cityofhorror

import (
	"slices"

	"hordekeeper/engine"
)

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
	p, err := s.playerOrRefusal(a.Player)
	if err != nil {
		return err
	}
	if s.Phase != PhaseEnded {
		return engine.Refusal(engine.Say("cohrules.antidotes.when", "antidotes are used when the rescue helicopter lands, at the end of 4:00", nil))
	}
	living := s.Living(a.Player)
	if p.Antidotes >= living {
		return engine.Refusal(engine.Say("cohrules.antidotes.enough", "{{.Player}} has an antidote for each living character: nobody needs to be chosen", engine.Args{"Player": s.LabelWords(a.Player)}))
	}
	if len(a.Roles) != p.Antidotes {
		return engine.Refusal(engine.Say("cohrules.antidotes.choose", "{{.Player}} has {{.Antidotes}}: choose {{.Count}} of their {{.Living}} to save", engine.Args{"Player": s.LabelWords(a.Player), "Antidotes": antidotesW(p.Antidotes), "Count": p.Antidotes, "Living": livingW(living)}))
	}
	for i, r := range a.Roles {
		c, err := s.charOrRefusal(r)
		if err != nil {
			return err
		}
		if c.Owner != a.Player {
			return engine.Refusal(engine.SayN("cohrules.antidotes.owner", "{{.Char}} is {{.Owner}}'s character, not {{.Player}}'s", "{{.Char}} are {{.Owner}}'s character, not {{.Player}}'s", c.Role.number(), engine.Args{"Char": c.Words(), "Owner": s.LabelWords(c.Owner), "Player": s.LabelWords(a.Player)}))
		}
		if slices.Contains(a.Roles[:i], r) {
			return engine.Refusal(engine.SayN("cohrules.antidotes.twice", "{{.Char}} is chosen twice: one antidote a character", "{{.Char}} are chosen twice: one antidote a character", c.Role.number(), engine.Args{"Char": c.Words()}))
		}
	}
	p.Saved = slices.Clone(a.Roles)
	p.SavedChosen = true
	return nil
}
