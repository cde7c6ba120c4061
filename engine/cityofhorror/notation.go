package cityofhorror

import (
	"fmt"
	"slices"
	"strings"

	"hordekeeper/engine"
)

// Position notation (docs/notation.md): one line that sets up a City of
// Horror situation, for tests, bug reports and fuzzers. An example
// (one line; wrapped here):
//
//	coh Y(a1,f0100)"Ann" R G B(moved) first:R leader:G hour:1 phase:movement
//	  corner1:church/A,0 corner2:hospital/B,1,Ygranny corner3:bank/A,0,Rpunk.ex
//	  corner4:armory/B,2,Bpriest,cards=1 watertower:A,0,Gteen crossroads:A,3,Ymama
//	  dead:Rthief markers:watertower=1,armory=2,box=0 antidotes:19 truck:1451
//	  hours:xx...
//
// After the tag "coh" come the players in seat order: colour letter (Y
// yellow, R red, G green, W white, P purple, B blue), then in brackets what
// the table knows of their hand when it is not nothing: aN antidotes, f and
// four digits for their food tokens of value 0, 1, 2 and 3, cN Canned Food
// cards declared, hN action cards in hand, "moved" once they moved this
// turn, "skipped" when the movement passed them over (nobody able to move),
// saved=granny+punk (the characters they chose to save with antidotes at
// the end; saved=- for none); then the name in double quotes, if any. The fields follow, printed in this order (any
// order is read):
//
//	first:R leader:G     the first player and the zombie leader's wedge
//	hour:1               the turn (0 before the first)
//	phase:movement       setup, select, invasion, movement, resolution, ended
//	resolving:2 step:attack attacked shared
//	                     in the resolution phase: which place (0-5, in
//	                     resolution order), the step (activation, attack,
//	                     sharing), and whether its attack and sharing are done
//	corner1: ... corner4:  a corner: building/side (church, hospital, bank,
//	                     armory; A or B), its zombies, its characters, and
//	                     the supplies waiting there (cards=N, antidotes=N)
//	watertower: crossroads:  the same with the side alone (A, B; the Water
//	                     Tower also "ruins")
//	                     A character is its owner's letter and role key
//	                     (Ygranny), with flags after dots: ex exhausted, hid
//	                     hidden, extra (on a place of its own), born, pN
//	                     (its power used in turn N). Dealing order is kept
//	                     within a place.
//	dead:Rthief          the dead characters, with their flags ("-": none)
//	markers:watertower=1,armory=2,box=0[,exploded][,burned][,blocked]
//	                     explosion markers on the Water Tower, the Armory and
//	                     back in the box, and what they did
//	antidotes:19         the reserve (checked: 20 in all)
//	truck:1451           face-down food tokens by value 0-3
//	hours:xx...          each invasion hour 00:00-4:00: x played, . not yet
//	deck:14              action cards left in the deck (checked: 40 in all
//	                     with the hands, the places and the discard pile;
//	                     left out, it is worked out)
//
// Printed only when they hold something: discard:N (the discard pile),
// played:pepperspray=1,gun=2 (cards played for their effect and still in
// the discard pile, by name without spaces), used:R@corner1 (who used
// which place's effect this turn), sharewinner:R (who won the sharing
// vote being resolved), faceup:2,1,3 (face-up food),
// fooddraws:N, lastmove:granny@corner2[+extra] (for the Priest),
// replicas:R@corner1 (Weapon Replicas), wheel:GPWBRY (a leader wheel other
// than the default), crossroads5 (the Crossroads resolved before the Water
// Tower), summary-cards, seed:N. Not written: which invasion cards the
// library drew, the setup sheet, the secret peeks, and the state before
// the last card or power (for Pepper Spray and the Punk: a position read
// from notation has no last play to take back).

// Tag starts a City of Horror position.
const Tag = "coh"

// Notation prints the state as one line of position notation.
func (s *State) Notation() string {
	var b strings.Builder
	b.WriteString(Tag)
	for _, p := range s.Players {
		b.WriteString(" " + p.Colour.Letter())
		if h := handText(p); h != "" {
			b.WriteString("(" + h + ")")
		}
		if p.Name != "" {
			b.WriteString(engine.QuoteName(p.Name))
		}
	}
	fmt.Fprintf(&b, " first:%s leader:%s hour:%d phase:%s", s.FirstPlayer.Letter(), s.Leader.Letter(), s.Turn, s.Phase)
	if s.Phase == PhaseResolution || s.Resolving != 0 {
		fmt.Fprintf(&b, " resolving:%d", s.Resolving)
	}
	if s.Step != "" {
		fmt.Fprintf(&b, " step:%s", s.Step)
	}
	if s.AttackDone {
		b.WriteString(" attacked")
	}
	if s.Shared {
		b.WriteString(" shared")
	}
	for _, l := range AllLocs {
		b.WriteString(" " + s.placeText(l))
	}
	var dead []string
	for _, c := range s.Characters {
		if c.Dead {
			dead = append(dead, charText(c))
		}
	}
	fmt.Fprintf(&b, " dead:%s markers:%s antidotes:%d truck:%s hours:%s", listOr(dead), s.markersText(), s.AntidoteReserve, digitsText(s.Truck[:]), s.hoursText())
	s.writeCards(&b)
	s.writeExtras(&b)
	return b.String()
}

func (s *State) writeExtras(b *strings.Builder) {
	if len(s.FaceUpFood) > 0 {
		var fs []string
		for _, v := range s.FaceUpFood {
			fs = append(fs, fmt.Sprint(v))
		}
		fmt.Fprintf(b, " faceup:%s", strings.Join(fs, ","))
	}
	if s.FoodDraws != 0 {
		fmt.Fprintf(b, " fooddraws:%d", s.FoodDraws)
	}
	if s.LastMove != (LastMove{}) {
		fmt.Fprintf(b, " lastmove:%s", s.LastMove.Role)
		if s.LastMove.From != NoLoc {
			fmt.Fprintf(b, "@%s", s.LastMove.From)
		}
		if s.LastMove.Extra {
			b.WriteString("+extra")
		}
	}
	if len(s.Replicas) > 0 {
		var rs []string
		for _, r := range s.Replicas {
			rs = append(rs, r.Player.Letter()+"@"+r.At.String())
		}
		fmt.Fprintf(b, " replicas:%s", strings.Join(rs, ","))
	}
	if w := s.Settings.Wheel; len(w) > 0 && !slices.Equal(w, DefaultWheel) {
		b.WriteString(" wheel:")
		for _, c := range w {
			b.WriteString(c.Letter())
		}
	}
	if s.Settings.CrossroadsNumber == 5 {
		b.WriteString(" crossroads5")
	}
	if s.Settings.SummaryCardCounts {
		b.WriteString(" summary-cards")
	}
	if s.Seed != 0 {
		fmt.Fprintf(b, " seed:%d", s.Seed)
	}
}

// handText is what the table knows of a hand, e.g. "a2,f0120,c1,h3,moved".
func handText(p PlayerState) string {
	var hs []string
	if p.Antidotes != 0 {
		hs = append(hs, fmt.Sprintf("a%d", p.Antidotes))
	}
	if p.Food != [4]int{} {
		hs = append(hs, "f"+digitsText(p.Food[:]))
	}
	if p.CannedFood != 0 {
		hs = append(hs, fmt.Sprintf("c%d", p.CannedFood))
	}
	if p.Cards != 0 {
		hs = append(hs, fmt.Sprintf("h%d", p.Cards))
	}
	if p.Moved {
		hs = append(hs, "moved")
	}
	if p.Skipped {
		hs = append(hs, "skipped")
	}
	if p.SavedChosen {
		hs = append(hs, savedText(p))
	}
	return strings.Join(hs, ",")
}

// placeText is one place: "corner4:armory/B,2,Bpriest,cards=1".
func (s *State) placeText(l Loc) string {
	bd := s.Boards[l]
	parts := []string{string(bd.Side)}
	if l.IsCorner() {
		parts[0] = string(bd.Building) + "/" + string(bd.Side)
	}
	parts = append(parts, fmt.Sprint(s.Zombies[l]))
	for _, c := range s.Characters {
		if !c.Dead && c.At == l {
			parts = append(parts, charText(c))
		}
	}
	if n := s.Airdrops[l].Cards; n != 0 {
		parts = append(parts, fmt.Sprintf("cards=%d", n))
	}
	if n := s.Airdrops[l].Antidotes; n != 0 {
		parts = append(parts, fmt.Sprintf("antidotes=%d", n))
	}
	return l.String() + ":" + strings.Join(parts, ",")
}

// charText is a character with its flags, e.g. "Rpunk.ex.p2".
func charText(c Character) string {
	t := c.Owner.Letter() + string(c.Role)
	for _, f := range []struct {
		on   bool
		name string
	}{{c.Exhausted, "ex"}, {c.Hidden, "hid"}, {c.Extra, "extra"}, {c.Born, "born"}} {
		if f.on {
			t += "." + f.name
		}
	}
	if c.PowerTurn != 0 {
		t += fmt.Sprintf(".p%d", c.PowerTurn)
	}
	return t
}

func (s *State) markersText() string {
	t := fmt.Sprintf("watertower=%d,armory=%d,box=%d", s.WaterTowerMarkers, s.ArmoryMarkers, s.MarkersInBox)
	for _, f := range []struct {
		on   bool
		name string
	}{{s.WaterTowerExploded, "exploded"}, {s.ArmoryBurned, "burned"}, {s.ArmoryBlocked, "blocked"}} {
		if f.on {
			t += "," + f.name
		}
	}
	return t
}

func (s *State) hoursText() string {
	var b strings.Builder
	for _, d := range s.Deck {
		if d.Applied {
			b.WriteByte('x')
		} else {
			b.WriteByte('.')
		}
	}
	return b.String()
}

// digitsText writes small counts as digits ("1451"); a count over 9 is
// written in brackets so that it still reads back.
func digitsText(ns []int) string {
	var b strings.Builder
	for _, n := range ns {
		if n >= 0 && n <= 9 {
			fmt.Fprint(&b, n)
		} else {
			fmt.Fprintf(&b, "[%d]", n)
		}
	}
	return b.String()
}

func listOr(xs []string) string {
	if len(xs) == 0 {
		return "-"
	}
	return strings.Join(xs, ",")
}
