package cityofhorror

import "slices"

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
	if _, err := s.playerOrRefuse(a.Player); err != nil {
		return err
	}
	if s.Eliminated(a.Player) {
		return refuse("%s is out of the game and looks at no card", s.Label(a.Player))
	}
	if a.Hour < 1 || a.Hour > Turns {
		return refuse("only the 1:00 to 4:00 invasion cards can be looked at, not hour %d", a.Hour)
	}
	if s.Deck[a.Hour].Applied {
		return refuse("the %s card has already been played for all to see", HourName(a.Hour))
	}
	if a.Why == "" || len(a.Why) > maxWhy {
		return refuse("say in a few words why %s may look (the Water Tower, the Goggles, the Rasta)", s.Label(a.Player))
	}
	s.Peeks = append(slices.Clone(s.Peeks), PeekRecord{Player: a.Player, Hour: a.Hour, Why: a.Why, Turn: s.Turn})
	s.note("who looks may not show the card, but may tell about it", "%s looked at the %s invasion card (%s).", s.Label(a.Player), HourName(a.Hour), a.Why)
	return nil
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
