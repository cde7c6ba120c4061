package mallofhorror

import (
	"strings"

	"hordekeeper/engine"
)

// location reads "3,RP,BT*", "closed" or "condemned".
func (p *posParser) location(f string, l Location, val string) error {
	switch val {
	case "closed":
		if l != Cachou {
			return engine.BadNotation(f, "only Cachou is closed at setup; a location full of zombies is condemned")
		}
		p.s.Closed[l] = ClosedBySetup
		return nil
	case "condemned":
		p.s.Closed[l] = Condemned
		return nil
	}
	parts := strings.Split(val, ",")
	z, err := engine.NotationInt(f, parts[0], "the zombies at "+l.Name(), 0, 99)
	if err != nil {
		return err
	}
	p.s.Zombies[l] = z
	for _, code := range parts[1:] {
		hidden := strings.HasSuffix(code, "*")
		c, err := p.character(f, strings.TrimSuffix(code, "*"))
		if err != nil {
			return err
		}
		c.Location, c.Hidden = l, hidden
	}
	return nil
}

// dead reads "RG.4@1,BT" or "-".
func (p *posParser) dead(f, val string) error {
	if val == "-" {
		return nil
	}
	for _, code := range strings.Split(val, ",") {
		code, round, hasRound := strings.Cut(code, "@")
		code, at, hasAt := strings.Cut(code, ".")
		c, err := p.character(f, code)
		if err != nil {
			return err
		}
		c.Dead = true
		if hasAt {
			l, err := engine.NotationInt(f, at, "where a character fell", 1, NumLocations)
			if err != nil {
				return err
			}
			c.Location = Location(l)
		}
		if hasRound {
			if c.DiedInRound, err = engine.NotationInt(f, round, "the round a character fell in", 1, 99); err != nil {
				return err
			}
		}
	}
	return nil
}

// character finds the character a code like "RT" names, once.
func (p *posParser) character(f, code string) (*Character, error) {
	if len(code) != 2 || !strings.Contains(colourLetters, code[:1]) || !strings.Contains(kindLetters, code[1:]) {
		return nil, engine.BadNotation(f, "%q is not a character: a colour letter (R, B, G, Y, K, W) and a kind letter (P, T, G, L)", code)
	}
	seat, err := p.seat(f, code[:1])
	if err != nil {
		return nil, err
	}
	k := CharKind(strings.Index(kindLetters, code[1:]))
	for i := range p.s.Characters {
		if c := &p.s.Characters[i]; c.Owner == seat && c.Kind == k {
			if p.placed[i] {
				return nil, engine.BadNotation(f, "%s's %s is written twice", p.s.Players[seat].Label(), k)
			}
			p.placed[i] = true
			return c, nil
		}
	}
	return nil, engine.BadNotation(f, "with %d players nobody has a %s", len(p.s.Players), k)
}

// seat finds the seat of a colour letter.
func (p *posParser) seat(f, letter string) (int, error) {
	c := strings.Index(colourLetters, letter)
	for i, q := range p.s.Players {
		if len(letter) == 1 && int(q.Colour) == c {
			return i, nil
		}
	}
	return 0, engine.BadNotation(f, "%q is not the colour letter of a player at the table", letter)
}

// seatMarks reads colour letters ("RB", or "-" for none) as marks by seat.
func (p *posParser) seatMarks(f, val string) ([]bool, error) {
	marks := make([]bool, len(p.s.Players))
	if val == "-" {
		return marks, nil
	}
	for _, r := range val {
		seat, err := p.seat(f, string(r))
		if err != nil {
			return nil, err
		}
		marks[seat] = true
	}
	return marks, nil
}

func (p *posParser) destinations(f, val string) error {
	p.s.Destinations = []Location{}
	if val == "-" {
		return nil
	}
	for _, d := range strings.Split(val, ",") {
		l, err := engine.NotationInt(f, d, "a destination", 0, NumLocations)
		if err != nil {
			return err
		}
		p.s.Destinations = append(p.s.Destinations, Location(l))
	}
	if len(p.s.Destinations) != len(p.s.Players) {
		return engine.BadNotation(f, "give one destination per player (0 for none)")
	}
	return nil
}

func (p *posParser) dice(f, val string) error {
	ds, open := strings.CutSuffix(val, "/open")
	d, err := digits(f, ds, 4, 1, 6)
	if err != nil {
		return err
	}
	p.s.DiceRolled, p.s.DiceRevealed = true, open
	copy(p.s.secretDice[:], d)
	return nil
}

func (p *posParser) played(f, val string) error {
	if val == "-" {
		return nil
	}
	for _, kv := range strings.Split(val, ",") {
		k, v, _ := strings.Cut(kv, "=")
		c := -1
		for i, name := range cardNames {
			if name == k {
				c = i
			}
		}
		if c < 0 {
			return engine.BadNotation(f, "%q is not an action card (%s)", k, strings.Join(cardNames[:], ", "))
		}
		n, err := engine.NotationInt(f, v, "the "+cardTitles[c]+" cards played", 1, CardsPerKind)
		if err != nil {
			return err
		}
		p.s.Played[c] = n
	}
	return nil
}

// digits reads n digits, each from lo to hi.
func digits(f, val string, n, lo, hi int) ([]int, error) {
	if len(val) != n {
		return nil, engine.BadNotation(f, "write %d digits, each %d to %d", n, lo, hi)
	}
	out := make([]int, n)
	for i := range val {
		d := int(val[i]) - '0'
		if d < lo || d > hi {
			return nil, engine.BadNotation(f, "write %d digits, each %d to %d", n, lo, hi)
		}
		out[i] = d
	}
	return out, nil
}
