package mallofhorror

import (
	"fmt"
	"strings"

	"hordekeeper/engine"
)

// The votes and the two table settings in position notation (see
// notation.go): threats:, tied:, searcher:, must-move, zombie-next-round,
// each printed only when it holds something.

// writeVotes writes the vote in progress and the settings.
func (s State) writeVotes(b *strings.Builder) {
	if anyThreat(s.Threats) {
		var ts []string
		for _, t := range s.Threats {
			ts = append(ts, fmt.Sprint(t))
		}
		fmt.Fprintf(b, " threats:%s", strings.Join(ts, ","))
	}
	if s.Tied != nil {
		var t strings.Builder
		for _, seat := range s.Tied {
			t.WriteString(s.seatLetter(seat))
		}
		fmt.Fprintf(b, " tied:%s", t.String())
	}
	if s.Searcher != NoWinner {
		fmt.Fprintf(b, " searcher:%s", s.seatLetter(s.Searcher))
	}
	if s.MustMove {
		b.WriteString(" must-move")
	}
	if s.ZombieOnlyNextRound {
		b.WriteString(" zombie-next-round")
	}
}

// voteField reads threats:, tied: or searcher:.
func (p *posParser) voteField(f, key, val string) error {
	s := &p.s
	var err error
	switch key {
	case "threats":
		ts := strings.Split(val, ",")
		if len(ts) != len(s.Players) {
			return engine.BadNotation(f, "write the Threat cards played by each player in seat order, like 0,1,0")
		}
		s.Threats = make([]int, len(ts))
		for i, t := range ts {
			if s.Threats[i], err = engine.NotationInt(f, t, "the Threat cards a player played", 0, CardsPerKind); err != nil {
				return err
			}
		}
	case "tied":
		s.Tied = []int{}
		for _, r := range val {
			seat, err := p.seat(f, string(r))
			if err != nil {
				return err
			}
			if contains(s.Tied, seat) {
				return engine.BadNotation(f, "%s is written twice", s.Players[seat].Label())
			}
			s.Tied = append(s.Tied, seat)
		}
		if len(s.Tied) < 2 {
			return engine.BadNotation(f, "a tie is between two colours or more, like tied:RB")
		}
	case "searcher":
		s.Searcher, err = p.seat(f, val)
	}
	return err
}

// anyThreat tells whether any seat played a Threat card.
func anyThreat(ts []int) bool {
	for _, n := range ts {
		if n != 0 {
			return true
		}
	}
	return false
}
