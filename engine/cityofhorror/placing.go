package cityofhorror

import (
	"slices"

	"hordekeeper/engine"
)

// PlaceStart puts a character, during setup, on the place of one of the
// movement cards drawn for its player: the player draws as many cards as
// characters and chooses which character goes on each place shown. The
// character that stood there takes the first one's place, so each card
// still holds one character (a card whose place was full still sends its
// character to the Crossroads).
type PlaceStart struct {
	Role Role     `json:"role"`
	Card Building `json:"card"`
}

// Kind names the action in a journal.
func (PlaceStart) Kind() string { return "place-start" }

func (a PlaceStart) apply(s *State) error {
	if s.Phase != PhaseSetup || s.Setup == nil {
		return engine.Refusal(engine.Say("cohrules.placing.setup", "characters are placed on their starting places during setup", nil))
	}
	c, err := s.charOrRefusal(a.Role)
	if err != nil {
		return err
	}
	ps := s.Setup.Placements
	i := slices.IndexFunc(ps, func(p Placement) bool { return p.Role == a.Role })
	j := slices.IndexFunc(ps, func(p Placement) bool { return p.Player == c.Owner && p.Card == a.Card })
	if i < 0 {
		return engine.Refusal(engine.SayN("cohrules.placing.none", "{{.Char}} has no starting place to change", "{{.Char}} have no starting place to change", c.Role.number(), engine.Args{"Char": c.Words()}))
	}
	if j < 0 {
		var cards []engine.Words
		for _, p := range ps {
			if p.Player == c.Owner {
				cards = append(cards, p.Card.Words())
			}
		}
		return engine.Refusal(engine.Say("cohrules.placing.nocard", "{{.Player}} drew no movement card for {{.Place}}: their cards show {{.Cards}}", engine.Args{"Player": s.LabelWords(c.Owner), "Place": a.Card.Words(), "Cards": andWords(cards)}))
	}
	if i == j {
		return engine.Refusal(engine.SayN("cohrules.placing.already", "{{.Char}} already stands on the place of that card", "{{.Char}} already stand on the place of that card", c.Role.number(), engine.Args{"Char": c.Words()}))
	}
	if _, err := s.charOrRefusal(ps[j].Role); err != nil {
		return err
	}
	s.swapPlacements(i, j)
	return nil
}

// swapPlacements swaps the characters of two placements of one player and
// stands them on their new places. The setup sheet is copied first: an
// earlier state shares it.
func (s *State) swapPlacements(i, j int) {
	su := *s.Setup
	su.Placements = slices.Clone(s.Setup.Placements)
	su.Seats = slices.Clone(s.Setup.Seats)
	su.Caches = slices.Clone(s.Setup.Caches)
	su.FaceUpFood = slices.Clone(s.Setup.FaceUpFood)
	s.Setup = &su
	ps := su.Placements
	ps[i].Role, ps[j].Role = ps[j].Role, ps[i].Role
	for _, k := range []int{i, j} {
		c := s.Character(ps[k].Role)
		c.At, c.Extra = ps[k].At, false
	}
}
