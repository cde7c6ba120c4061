package cityofhorror

import "hordekeeper/engine"

// SoleChooser tells whether a vote at a place is no vote at all: only one
// player has a vote there and, for an attack, only that player can lose a
// character there (a Grandpa without his power cannot vote but can be
// eaten, so his owner still makes it a choice). That player then chooses
// (in an attack, which of their characters is eaten) without a show of
// hands: a table holds no vote for the only player present.
func (s *State) SoleChooser(l Loc, kind VoteKind) (Colour, bool) {
	if !l.Valid() {
		return "", false
	}
	votes := s.VotesAt(l)
	if len(votes) != 1 {
		return "", false
	}
	var p Colour
	for c := range votes {
		p = c
	}
	for _, c := range s.At(l) {
		if c.Owner != p && (kind == VoteSharing || !c.Hidden) {
			return "", false
		}
	}
	return p, true
}

// soleBallot fills the lone chooser's ballot when the table gave none:
// the player points at themselves, as they are the only one to pick.
func (s *State) soleBallot(l Loc, kind VoteKind, ballots map[Colour]Colour) map[Colour]Colour {
	if len(ballots) > 0 {
		return ballots
	}
	if p, ok := s.SoleChooser(l, kind); ok {
		return map[Colour]Colour{p: p}
	}
	return ballots
}

// soleWords says what happens without a vote, in a player's words.
func (s *State) soleWords(p Colour, l Loc, kind VoteKind) engine.Words {
	args := engine.Args{"Player": s.LabelWords(p), "At": s.AtWords(l)}
	if kind == VoteSharing {
		return engine.Say("cohrules.alone.shares", "{{.Player}} is the only player {{.At}}: no vote, {{.Player}} hands out the supplies.", args)
	}
	return engine.Say("cohrules.alone.eaten", "{{.Player}} is the only player {{.At}}: no vote, {{.Player}} chooses which of their characters is eaten.", args)
}
