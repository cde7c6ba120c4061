package mallofhorror

import (
	"fmt"
	"strings"

	"hordekeeper/engine"
)

// Position notation (docs/notation.md): one line that sets up a Mall of
// Horror situation, for tests, bug reports and fuzzers. An example:
//
//	mall R1"Ann" B0 G2 restroom:0 cachou:closed megatoys:3,RP,BT parking:0,GG hq:1,RT supermarket:0,BP,GP
//	  dead:RG.4@1 chief:B round:2 phase:D deck:17 played:sprint=1
//
// (one line; wrapped here). After the tag "mall" come the players in seat
// order: colour letter (R red, B blue, G green, Y yellow, K black, W white),
// the number of action cards in hand, and the name in double quotes unless
// it is "Player N". Then the fields, printed in this order (any order is
// read):
//
//	restroom: cachou: megatoys: parking: hq: supermarket:
//	               each location: its zombies, then its living characters
//	               as colour and kind letters (P Pin-Up, T Tough Guy,
//	               G Gunman, L Little Girl), "*" after one that is hidden;
//	               or "closed" (Cachou at 3-4 players) or "condemned"
//	dead:RG.4@1    the eaten characters: who, ".location" where they fell,
//	               "@round" when; "dead:-" for none. A character written
//	               nowhere is not placed yet (setup).
//	chief:B        the Chief of Security's colour
//	round:2        the round (0 in setup)
//	phase:D        setup, A to F (the round's phases) or over
//	deck:17        cards left in the truck (read: must add up to 21 with
//	               the hands and the played cards; left out, it is worked out)
//	played:...     cards played, kind=count, comma separated; "-" for none
//
// Printed only when they hold something: elected (the Chief was elected
// this round), placed:N and placedice:34 (setup), dice:1346 (the zombie
// dice, once rolled; "dice:1346/open" once revealed), cameras:RB (Security
// Camera players), looked:RB (who looked at the secret dice),
// announced:3, dest:3,4,0 (destinations by seat),
// moved:RB (or moved:-), hardware:0,0,1,0,0,0, attack:3/2/1 (location,
// victims due, eaten), tie:R, seed:N (the dice's seed), parking-feeds,
// threats:0,1,0 (Threat cards played for the coming vote, by seat),
// tied:RB (the colours a first vote tied, to vote again among), searcher:R
// (the seat a counted truck vote chose), must-move and zombie-next-round
// (the settings of those names), over. The end's sentence and scores are
// not written: they are made again from the position. A line without
// threats: after setup reads as no Threat played.

// Tag starts a Mall of Horror position.
const Tag = "mall"

const (
	colourLetters = "RBGYKW"
	kindLetters   = "PTGL"
)

var locationKeys = [...]string{"", "restroom", "cachou", "megatoys", "parking", "hq", "supermarket"}

var phaseKeys = [...]string{"setup", "A", "B", "C", "D", "E", "F", "over"}

// Notation prints the state as one line of position notation.
func (s State) Notation() string {
	var b strings.Builder
	b.WriteString(Tag)
	for i, p := range s.Players {
		fmt.Fprintf(&b, " %s%d", letterOf(colourLetters, int(p.Colour)), p.Hand)
		if p.Name != fmt.Sprintf("Player %d", i+1) {
			b.WriteString(engine.QuoteName(p.Name))
		}
	}
	for _, l := range Locations() {
		fmt.Fprintf(&b, " %s:", locationKeys[l])
		switch s.Closed[l] {
		case ClosedBySetup:
			b.WriteString("closed")
			continue
		case Condemned:
			b.WriteString("condemned")
			continue
		}
		fmt.Fprint(&b, s.Zombies[l])
		for _, c := range s.Characters {
			if c.Alive() && c.Location == l {
				b.WriteString("," + s.charCode(c))
				if c.Hidden {
					b.WriteString("*")
				}
			}
		}
	}
	var dead []string
	for _, c := range s.Characters {
		if c.Dead {
			t := s.charCode(c)
			if c.Location != 0 {
				t += fmt.Sprintf(".%d", int(c.Location))
			}
			if c.DiedInRound != 0 {
				t += fmt.Sprintf("@%d", c.DiedInRound)
			}
			dead = append(dead, t)
		}
	}
	fmt.Fprintf(&b, " dead:%s chief:%s round:%d phase:%s deck:%d played:", listOr(dead), s.seatLetter(s.Chief), s.Round, phaseKey(s.Phase), s.Deck)
	var played []string
	for _, c := range Cards() {
		if n := s.Played[c]; n != 0 {
			played = append(played, fmt.Sprintf("%s=%d", cardNames[c], n))
		}
	}
	b.WriteString(listOr(played))
	s.writeExtras(&b)
	return b.String()
}

// writeExtras writes the fields printed only when they hold something.
func (s State) writeExtras(b *strings.Builder) {
	if s.ChiefElected {
		b.WriteString(" elected")
	}
	if s.Placed != 0 {
		fmt.Fprintf(b, " placed:%d", s.Placed)
	}
	if s.PlacementDice != [2]int{} {
		fmt.Fprintf(b, " placedice:%d%d", s.PlacementDice[0], s.PlacementDice[1])
	}
	if s.DiceRolled {
		fmt.Fprintf(b, " dice:%d%d%d%d", s.secretDice[0], s.secretDice[1], s.secretDice[2], s.secretDice[3])
		if s.DiceRevealed {
			b.WriteString("/open")
		}
	}
	if cams := s.seats(s.Peekers); cams != "" {
		fmt.Fprintf(b, " cameras:%s", cams)
	}
	if looked := s.seats(s.Looked); looked != "" {
		fmt.Fprintf(b, " looked:%s", looked)
	}
	if s.Announced != 0 {
		fmt.Fprintf(b, " announced:%d", int(s.Announced))
	}
	if s.Destinations != nil {
		var ds []string
		for _, d := range s.Destinations {
			ds = append(ds, fmt.Sprint(int(d)))
		}
		fmt.Fprintf(b, " dest:%s", listOr(ds))
	}
	if s.Moved != nil {
		m := s.seats(s.Moved)
		if m == "" {
			m = "-"
		}
		fmt.Fprintf(b, " moved:%s", m)
	}
	if s.Hardware != [NumLocations + 1]int{} {
		var hs []string
		for _, l := range Locations() {
			hs = append(hs, fmt.Sprint(s.Hardware[l]))
		}
		fmt.Fprintf(b, " hardware:%s", strings.Join(hs, ","))
	}
	if s.AttackAt != 0 || s.VictimsDue != 0 || s.Eaten != 0 {
		fmt.Fprintf(b, " attack:%d/%d/%d", int(s.AttackAt), s.VictimsDue, s.Eaten)
	}
	if s.TieColour >= 0 {
		fmt.Fprintf(b, " tie:%s", s.seatLetter(s.TieColour))
	}
	if s.seed != 0 {
		fmt.Fprintf(b, " seed:%d", s.seed)
	}
	if s.ParkingAlwaysFeeds {
		b.WriteString(" parking-feeds")
	}
	s.writeVotes(b)
	if s.Outcome.Over {
		b.WriteString(" over")
	}
}

func phaseKey(p Phase) string {
	if p < 0 || int(p) >= len(phaseKeys) {
		return fmt.Sprint(int(p))
	}
	return phaseKeys[p]
}

// letterOf is the i-th letter of letters, or "?" out of range.
func letterOf(letters string, i int) string {
	if i < 0 || i >= len(letters) {
		return "?"
	}
	return letters[i : i+1]
}

func listOr(xs []string) string {
	if len(xs) == 0 {
		return "-"
	}
	return strings.Join(xs, ",")
}

// seatLetter is a seat's colour letter.
func (s State) seatLetter(seat int) string {
	if seat < 0 || seat >= len(s.Players) {
		return "?"
	}
	return letterOf(colourLetters, int(s.Players[seat].Colour))
}

// charCode is a character's colour and kind letters, e.g. "RT".
func (s State) charCode(c Character) string {
	return s.seatLetter(c.Owner) + letterOf(kindLetters, int(c.Kind))
}

// seats lists the colour letters of the seats marked true.
func (s State) seats(marks []bool) string {
	var b strings.Builder
	for seat, m := range marks {
		if m {
			b.WriteString(s.seatLetter(seat))
		}
	}
	return b.String()
}
