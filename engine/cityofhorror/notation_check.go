package cityofhorror

import (
	"fmt"
	"strings"

	"hordekeeper/engine"
)

// place reads "armory/B,2,Bpriest.ex,cards=1" (a corner) or "A,3,Ymama"
// (the Water Tower or the Crossroads).
func (p *cohParser) place(f string, l Loc, val string) error {
	s := p.s
	parts := strings.Split(val, ",")
	board := Board{Building: WaterTower, Side: Side(parts[0])}
	if l == CrossroadsLoc {
		board.Building = Crossroads
	}
	if l.IsCorner() {
		b, side, ok := strings.Cut(parts[0], "/")
		board = Board{Building: Building(b), Side: Side(side)}
		if !ok || !contains(CornerBuildings, board.Building) {
			return engine.BadNotation(f, "a corner starts with its building and side, like armory/B (church, hospital, bank, armory)")
		}
	}
	if board.Side != SideA && board.Side != SideB && (board.Side != SideRuins || l != WaterTowerLoc) {
		return engine.BadNotation(f, "%q is not a side of %s (A or B%s)", string(board.Side), board.Building.Title(), map[bool]string{true: ", or ruins"}[l == WaterTowerLoc])
	}
	s.Boards[l] = board
	if len(parts) < 2 {
		return engine.BadNotation(f, "write the zombies after the board, like %s:A,0", l)
	}
	z, err := engine.NotationInt(f, parts[1], "the zombies at "+s.PlaceName(l), 0, MaxZombiesPerLoc)
	if err != nil {
		return err
	}
	s.Zombies[l] = z
	for _, part := range parts[2:] {
		if k, v, ok := strings.Cut(part, "="); ok {
			n, err := engine.NotationInt(f, v, "the "+k+" waiting at "+s.PlaceName(l), 1, TotalAntidotes)
			switch {
			case err != nil:
				return err
			case k == "cards":
				s.Airdrops[l].Cards = n
			case k == "antidotes":
				s.Airdrops[l].Antidotes = n
			default:
				return engine.BadNotation(f, "%q is not a supply (cards=N or antidotes=N)", k)
			}
			continue
		}
		c, err := p.character(f, part)
		if err != nil {
			return err
		}
		c.At = l
		s.Characters = append(s.Characters, c)
	}
	return nil
}

func contains[T comparable](xs []T, x T) bool {
	for _, y := range xs {
		if x == y {
			return true
		}
	}
	return false
}

// character reads "Rpunk.ex.p2": the owner, the role, the flags.
func (p *cohParser) character(f, t string) (Character, error) {
	parts := strings.Split(t, ".")
	var c Character
	if len(parts[0]) < 2 {
		return c, engine.BadNotation(f, "%q is not a character: write the owner's letter and the role, like Ygranny", t)
	}
	c.Owner, c.Role = colourOf(parts[0][:1]), Role(parts[0][1:])
	if c.Owner == "" || p.s.Player(c.Owner) == nil {
		return c, engine.BadNotation(f, "%q does not start with the colour letter of a player at the table", t)
	}
	if _, ok := c.Role.Info(); !ok {
		return c, engine.BadNotation(f, "%q is not a character of the box (like granny, punk, guardandrex)", string(c.Role))
	}
	if p.roles[c.Role] {
		return c, engine.BadNotation(f, "%s is in the game twice", c.Role.Name())
	}
	p.roles[c.Role] = true
	for _, fl := range parts[1:] {
		switch {
		case fl == "ex":
			c.Exhausted = true
		case fl == "hid":
			c.Hidden = true
		case fl == "extra":
			c.Extra = true
		case fl == "born":
			c.Born = true
		case strings.HasPrefix(fl, "p"):
			n, err := engine.NotationInt(f, fl[1:], "the turn of a power", 1, Turns)
			if err != nil {
				return c, err
			}
			c.PowerTurn = n
		default:
			return c, engine.BadNotation(f, "%q is not a character's flag (ex, hid, extra, born, pN)", fl)
		}
	}
	if c.Born && !c.Exhausted {
		return c, engine.BadNotation(f, "after the birth the Pregnant Woman stays exhausted: write .ex.born")
	}
	return c, nil
}

// markers reads "watertower=1,armory=2,box=0,exploded".
func (p *cohParser) markers(f, val string) error {
	s := p.s
	for _, m := range strings.Split(val, ",") {
		k, v, ok := strings.Cut(m, "=")
		var n int
		var err error
		if ok {
			if n, err = engine.NotationInt(f, v, "the markers "+k, 0, TotalMarkers); err != nil {
				return err
			}
		}
		switch {
		case ok && k == "watertower":
			s.WaterTowerMarkers = n
		case ok && k == "armory":
			s.ArmoryMarkers = n
		case ok && k == "box":
			s.MarkersInBox = n
		case m == "exploded":
			s.WaterTowerExploded = true
		case m == "burned":
			s.ArmoryBurned = true
		case m == "blocked":
			s.ArmoryBlocked = true
		default:
			return engine.BadNotation(f, "%q is not part of the markers (watertower=N, armory=N, box=N, exploded, burned, blocked)", m)
		}
	}
	return nil
}

func (p *cohParser) lastMove(f, val string) error {
	v, extra := strings.CutSuffix(val, "+extra")
	role, from, hasFrom := strings.Cut(v, "@")
	lm := LastMove{Role: Role(role), Extra: extra}
	if _, ok := lm.Role.Info(); !ok {
		return engine.BadNotation(f, "%q is not a character of the box", role)
	}
	if hasFrom {
		if err := lm.From.UnmarshalText([]byte(from)); err != nil || !lm.From.Valid() {
			return engine.BadNotation(f, "%q is not a place (corner1-corner4, watertower, crossroads)", from)
		}
	}
	p.s.LastMove = lm
	return nil
}

// check refuses a position that no game reaches, and works out the
// antidote reserve.
func (p *cohParser) check() error {
	s := p.s
	for _, need := range []string{"first", "leader", "hour", "phase", "corner1", "corner2", "corner3", "corner4", "watertower", "crossroads"} {
		if !p.seen[need] {
			return engine.BadNotation("", "the field %q is missing", need+":")
		}
	}
	corners := map[Building]bool{}
	zombies := 0
	for _, l := range AllLocs {
		if l.IsCorner() {
			if corners[s.Boards[l].Building] {
				return engine.BadNotation(l.String()+":", "%s stands in two corners", s.Boards[l].Building.Title())
			}
			corners[s.Boards[l].Building] = true
		}
		zombies += s.Zombies[l]
		// During setup PlaceStart stands characters on the setup sheet's
		// places even when a correction has since burned the Armory, so
		// only a game under way is held to the places' sizes.
		if c := s.Capacity(l); c != Unlimited && s.Occupied(l) > c && s.Phase != PhaseSetup {
			return engine.BadNotation(l.String()+":", "%s holds %d characters, not %d", s.PlaceName(l), c, s.Occupied(l))
		}
	}
	if zombies > TotalZombies {
		return engine.BadNotation("", "the box has %d zombies, not %d", TotalZombies, zombies)
	}
	held := 0
	food := len(s.FaceUpFood)
	for _, q := range s.Players {
		held += q.Antidotes
		for v, n := range q.Food {
			food += n
			if n+s.Truck[v] > FoodValues[v] {
				return engine.BadNotation("", "the box has %d food tokens of value %d; more are in play", FoodValues[v], v)
			}
		}
	}
	for _, n := range s.Truck {
		food += n
	}
	for _, it := range s.Airdrops {
		held += it.Antidotes
	}
	if held > TotalAntidotes {
		return engine.BadNotation("", "the box has %d antidotes, not %d", TotalAntidotes, held)
	}
	s.AntidoteReserve = TotalAntidotes - held
	if p.seen["antidotes"] && p.reserve != s.AntidoteReserve {
		return engine.BadNotation(fmt.Sprintf("antidotes:%d", p.reserve), "the box has %d antidotes: %d in play leave %d in the reserve", TotalAntidotes, held, s.AntidoteReserve)
	}
	if food > 12 {
		return engine.BadNotation("", "the box has 12 food tokens, not %d", food)
	}
	if s.WaterTowerMarkers+s.ArmoryMarkers+s.MarkersInBox > TotalMarkers || s.WaterTowerMarkers > 2 && !s.WaterTowerExploded {
		return engine.BadNotation("markers:"+s.markersText(), "the box has %d explosion markers, and 3 on the Water Tower bring it down", TotalMarkers)
	}
	if s.Player(s.Leader) == nil || s.Player(s.FirstPlayer) == nil {
		return engine.BadNotation("", "the leader and the first player must be players at the table")
	}
	return p.checkCards()
}
