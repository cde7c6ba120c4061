package cityofhorror

import (
	"slices"

	"hordekeeper/engine"
)

// Peek records that a player looked at an invasion card in secret: a
// character on a side-A Water Tower at the start of a turn, the Night
// Vision Goggles, or the Rasta's power. The journal keeps who looked, at
// which hour and why, never what the card shows: the card stays a secret
// of that player.
type Peek struct {
	Player Colour `json:"player"`
	Hour   int    `json:"hour"`
	Why    string `json:"why"`
}

// Kind names the action in a journal.
func (Peek) Kind() string { return "peek" }

// PeekRecord is one secret look, as the state remembers it.
type PeekRecord struct {
	Player Colour `json:"player"`
	Hour   int    `json:"hour"`
	Why    string `json:"why"`
	Turn   int    `json:"turn"`
}

// maxWhy bounds the reason given for a peek; it is a short label.
const maxWhy = 60

func (a Peek) apply(s *State) error {
	if _, err := s.playerOrRefusal(a.Player); err != nil {
		return err
	}
	if s.Eliminated(a.Player) {
		return engine.Refusal(engine.Say("cohrules.peek.out", "{{.Player}} is out of the game and looks at no card", engine.Args{"Player": s.LabelWords(a.Player)}))
	}
	if a.Hour < 1 || a.Hour > Turns {
		return engine.Refusal(engine.Say("cohrules.peek.hour", "only the 1:00 to 4:00 invasion cards can be looked at, not hour {{.Hour}}", engine.Args{"Hour": a.Hour}))
	}
	if s.Deck[a.Hour].Applied {
		return engine.Refusal(engine.Say("cohrules.peek.played", "the {{.Hour}} card has already been played for all to see", engine.Args{"Hour": HourName(a.Hour)}))
	}
	if a.Why == "" || len(a.Why) > maxWhy {
		return engine.Refusal(engine.Say("cohrules.peek.why", "say in a few words why {{.Player}} may look (the Water Tower, the Goggles, the Rasta)", engine.Args{"Player": s.LabelWords(a.Player)}))
	}
	s.Peeks = append(slices.Clone(s.Peeks), PeekRecord{Player: a.Player, Hour: a.Hour, Why: a.Why, Turn: s.Turn})
	s.tell(engine.Say("cohrules.peek.rule", "who looks may not show the card, but may tell about it", nil),
		engine.Say("cohrules.peek.looked", "{{.Player}} looked at the {{.Hour}} invasion card ({{.Why}}).", engine.Args{"Player": s.LabelWords(a.Player), "Hour": HourName(a.Hour), "Why": PeekWhyWords(a.Why)}))
	return nil
}

// PeekWhyWords is the reason of a peek as the screens and the engine give
// it ("the Water Tower", "the Night Vision Goggles", "the Rasta's power")
// in a form a screen can translate; another reason is said as it is.
func PeekWhyWords(why string) engine.Words {
	switch why {
	case "the Water Tower":
		return engine.Say("cohrules.peek.bywatertower", "the Water Tower", nil)
	case "the Night Vision Goggles":
		return engine.Say("cohrules.peek.bygoggles", "the Night Vision Goggles", nil)
	case "the Rasta's power":
		return engine.Say("cohrules.peek.byrasta", "the Rasta's power", nil)
	}
	return engine.Plain(why)
}

// Peeked reports whether a player has already looked at an hour's card.
func (s *State) Peeked(p Colour, hour int) bool {
	return slices.ContainsFunc(s.Peeks, func(r PeekRecord) bool { return r.Player == p && r.Hour == hour })
}

// WaterTowerPeekers lists the players who may look at the coming hour's
// card at the start of a turn: those with a living character on a side-A
// Water Tower (the ruins and side B show nothing).
func (s *State) WaterTowerPeekers() []Colour {
	if s.Boards[WaterTowerLoc].Side != SideA {
		return nil
	}
	var out []Colour
	for _, p := range s.TurnOrder() {
		for _, c := range s.At(WaterTowerLoc) {
			if c.Owner == p {
				out = append(out, p)
				break
			}
		}
	}
	return out
}
