package cityofhorror

import "slices"

// LocationUse records that a player used a place's effect this turn.
type LocationUse struct {
	Player Colour `json:"player"`
	At     Loc    `json:"at"`
}

// UseLocation uses the effect of the place being activated, for one player
// with a character there, once a turn. What it needs depends on the board:
//   - Church A: discard an action card; Role is the character to rest.
//   - Church B: give up the food token of value Food; Role is rested.
//   - Hospital A: discard an action card to take an antidote.
//   - Hospital B: Role, one of the player's characters here, is exhausted
//     to take an antidote.
//   - Bank A: discard an action card; Leader is the colour the zombie
//     leader goes to.
//   - Bank B: Steps moves the leader one wedge (1 clockwise, -1
//     counter-clockwise) or leaves it (0).
//   - Armory A: discard an action card to draw the top card of the deck.
//   - Armory B: discard an action card to take one from the discard pile
//     (Card names it, when the table says which).
//   - Crossroads A: discard an action card; Value is the food token drawn.
//   - Crossroads B: discard an action card; Slot 1-3 takes a face-up token
//     (Refill is the value of the token turned up to replace it), Slot 0 a
//     face-down one whose value the player says in Value.
//
// The Water Tower acts at other moments (a look at the invasion card, a
// late movement card), so it has nothing to use here.
type UseLocation struct {
	Player Colour `json:"player"`
	At     Loc    `json:"at"`
	Role   Role   `json:"role,omitempty"`
	Food   int    `json:"food,omitempty"`
	Leader Colour `json:"leader,omitempty"`
	Steps  int    `json:"steps,omitempty"`
	Card   string `json:"card,omitempty"`
	Slot   int    `json:"slot,omitempty"`
	Value  *int   `json:"value,omitempty"`
	Refill *int   `json:"refill,omitempty"`
}

// Kind names the action in a journal.
func (UseLocation) Kind() string { return "use-location" }

// CanUse says whether a player may use the effect of a place now, and if
// not, why, in a player's words ("" when they may).
func (s *State) CanUse(p Colour, l Loc) string {
	if s.Player(p) == nil {
		return p.Name() + " is not at the table"
	}
	if !l.Valid() {
		return "choose a place: a corner, the Water Tower or the Crossroads"
	}
	if s.Phase != PhaseResolution || s.Step != StepActivation || s.ResolvingLoc() != l {
		return "a place's effect is used when that place is activated, in the resolution phase"
	}
	if !s.present(p, l) {
		return s.Label(p) + " has no character at " + s.PlaceName(l) + ": only players with a character there use its effect"
	}
	if slices.Contains(s.Used, LocationUse{Player: p, At: l}) {
		return s.Label(p) + " has already used " + s.PlaceName(l) + " this turn: each player uses a place once a turn"
	}
	b := s.Boards[l]
	if b.Building == WaterTower {
		return "the Water Tower's effect is used at another moment (a look at the invasion card, or a late movement card)"
	}
	if b.Building == Armory && s.ArmoryBurned {
		return "the Armory has burned down and has no effect any more"
	}
	return ""
}

// Users lists the players who may still use the place being activated, in
// turn order.
func (s *State) Users() []Colour {
	var out []Colour
	l := s.ResolvingLoc()
	for _, p := range s.TurnOrder() {
		if l != NoLoc && s.CanUse(p, l) == "" {
			out = append(out, p)
		}
	}
	return out
}

func (a UseLocation) apply(s *State) error {
	if why := s.CanUse(a.Player, a.At); why != "" {
		return refuse("%s", why)
	}
	b := s.Boards[a.At]
	var err error
	switch b.Building {
	case Church:
		err = s.useChurch(a, b.Side)
	case Hospital:
		err = s.useHospital(a, b.Side)
	case Bank:
		err = s.useBank(a, b.Side)
	case Armory:
		err = s.useArmory(a, b.Side)
	case Crossroads:
		err = s.useCrossroads(a, b.Side)
	}
	if err != nil {
		return err
	}
	s.Used = append(s.Used, LocationUse{Player: a.Player, At: a.At})
	return nil
}

func (s *State) useChurch(a UseLocation, side Side) error {
	c, err := s.charOrRefuse(a.Role)
	if err != nil {
		return err
	}
	if c.Owner != a.Player {
		return refuse("the Church rests one of your own characters; %s is %s's", c.Name(), s.Label(c.Owner))
	}
	if side == SideB {
		if a.Food < 0 || a.Food > 3 {
			return refuse("food tokens are worth 0 to 3, not %d", a.Food)
		}
		if s.Player(a.Player).Food[a.Food] == 0 {
			return refuse("%s has no food token of value %d to give up", s.Label(a.Player), a.Food)
		}
	}
	if err := (Rest{Role: a.Role}).apply(s); err != nil {
		return err
	}
	if side == SideB {
		s.Player(a.Player).Food[a.Food]--
		s.note("a food token given up leaves the game", "%s gives up a food token of value %d, which leaves the game, and %s %s.", s.Label(a.Player), a.Food, c.Name(), c.Role.Verb("rests", "rest"))
		return nil
	}
	return s.discardFromHand(a.Player, "for the Church")
}

func (s *State) useHospital(a UseLocation, side Side) error {
	if s.AntidoteReserve == 0 {
		return refuse("the ambulance has no antidote left")
	}
	if side == SideB {
		c, err := s.charOrRefuse(a.Role)
		if err != nil {
			return err
		}
		if c.Owner != a.Player || c.At != a.At {
			return refuse("the Hospital (side B) exhausts one of your characters in the Hospital; %s %s not one", c.Name(), c.Role.Verb("is", "are"))
		}
		if err := (Exhaust{Role: a.Role}).apply(s); err != nil {
			return err
		}
	} else if err := s.discardFromHand(a.Player, "for the Hospital"); err != nil {
		return err
	}
	s.AntidoteReserve--
	s.Player(a.Player).Antidotes++
	return nil
}

func (s *State) useBank(a UseLocation, side Side) error {
	if side == SideB {
		if a.Leader != "" {
			switch a.Leader {
			case s.Leader:
				a.Steps = 0
			case s.leaderAfter(s.Leader, 1):
				a.Steps = 1
			case s.leaderAfter(s.Leader, -1):
				a.Steps = -1
			default:
				return refuse("the Bank (side B) moves the zombie leader one wedge at most: %s is farther from %s", a.Leader.Name(), s.Leader.Name())
			}
		}
		if a.Steps < -1 || a.Steps > 1 {
			return refuse("the Bank (side B) moves the zombie leader one wedge at most, not %d", a.Steps)
		}
		if a.Steps != 0 {
			s.stepLeader(a.Steps, "the Bank")
		}
		return nil
	}
	if err := (SetLeader{To: a.Leader}).apply(s); err != nil {
		return err
	}
	return s.discardFromHand(a.Player, "for the Bank")
}

func (s *State) useArmory(a UseLocation, side Side) error {
	if err := s.discardFromHand(a.Player, "for the Armory"); err != nil {
		return err
	}
	if side == SideB {
		// The card just discarded lies in the pile and may be taken back.
		return s.takeFromDiscard(a.Player, a.Card)
	}
	if s.DeckLeft == 0 {
		return refuse("the action deck is empty: the Armory has no card to give")
	}
	s.drawCards(a.Player, 1)
	return nil
}

func (s *State) useCrossroads(a UseLocation, side Side) error {
	if side != SideB && a.Slot != 0 {
		return refuse("the Crossroads (side A) has no face-up food tokens: draw one from the truck")
	}
	if err := (TakeFood{Player: a.Player, Slot: a.Slot, Value: a.Value, Refill: a.Refill}).take(s); err != nil {
		return err
	}
	return s.discardFromHand(a.Player, "for the Crossroads")
}
