package cityofhorror

import (
	"slices"

	"hordekeeper/engine"
)

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

// CanUseWords says whether a player may use the effect of a place now, and
// if not, why, in words a screen can translate: zero Words when the player
// may use the place.
func (s *State) CanUseWords(p Colour, l Loc) engine.Words {
	if s.Player(p) == nil {
		return engine.Say("cohrules.locuse.nottable", "{{.Colour}} is not at the table", engine.Args{"Colour": p.Words()})
	}
	if !l.Valid() {
		return engine.Say("cohrules.locuse.noplace", "choose a place: a corner, the Water Tower or the Crossroads", nil)
	}
	if s.Phase != PhaseResolution || s.Step != StepActivation || s.ResolvingLoc() != l {
		return engine.Say("cohrules.locuse.when", "a place's effect is used when that place is activated, in the resolution phase", nil)
	}
	if !s.present(p, l) {
		return engine.Say("cohrules.locuse.absent", "{{.Player}} has no character {{.At}}: only players with a character there use its effect", engine.Args{"Player": s.LabelWords(p), "At": s.AtWords(l)})
	}
	if slices.Contains(s.Used, LocationUse{Player: p, At: l}) {
		return engine.Say("cohrules.locuse.used", "{{.Player}} has already used {{.Place}} this turn: each player uses a place once a turn", engine.Args{"Player": s.LabelWords(p), "Place": s.PlaceWords(l)})
	}
	b := s.Boards[l]
	if b.Building == WaterTower {
		return engine.Say("cohrules.locuse.watertower", "the Water Tower's effect is used at another moment (a look at the invasion card, or a late movement card)", nil)
	}
	if b.Building == Armory && s.ArmoryBurned {
		return engine.Say("cohrules.locuse.burned", "the Armory has burned down and has no effect any more", nil)
	}
	if costsACard(b) && s.Player(p).Cards == 0 {
		return engine.Say("cohrules.locuse.nocard", "{{.Player}} has no action card to discard {{.For}}", engine.Args{"Player": s.LabelWords(p), "For": forWords(b.Building.Words())})
	}
	return engine.Words{}
}

// costsACard reports whether a board's effect is paid with an action card
// from the hand: the Church and the Hospital on side A, the Bank on side
// A, the Armory and the Crossroads on both.
func costsACard(b Board) bool {
	switch b.Building {
	case Armory, Crossroads:
		return true
	case Church, Hospital, Bank:
		return b.Side == SideA
	}
	return false
}

// Users lists the players who may still use the place being activated, in
// turn order.
func (s *State) Users() []Colour {
	var out []Colour
	l := s.ResolvingLoc()
	for _, p := range s.TurnOrder() {
		if l != NoLoc && s.CanUseWords(p, l).IsZero() {
			out = append(out, p)
		}
	}
	return out
}

func (a UseLocation) apply(s *State) error {
	if why := s.CanUseWords(a.Player, a.At); !why.IsZero() {
		return engine.Refusal(why)
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
	c, err := s.charOrRefusal(a.Role)
	if err != nil {
		return err
	}
	if c.Owner != a.Player {
		return engine.Refusal(engine.Say("cohrules.locuse.church", "the Church rests one of your own characters; {{.Char}} is {{.Owner}}'s", engine.Args{"Char": c.Words(), "Owner": s.LabelWords(c.Owner)}))
	}
	if side == SideB {
		if a.Food < 0 || a.Food > 3 {
			return engine.Refusal(engine.Say("cohrules.food.value", "food tokens are worth 0 to 3, not {{.Value}}", engine.Args{"Value": a.Food}))
		}
		if s.Player(a.Player).Food[a.Food] == 0 {
			return engine.Refusal(engine.Say("cohrules.locuse.nofood", "{{.Player}} has no food token of value {{.Value}} to give up", engine.Args{"Player": s.LabelWords(a.Player), "Value": a.Food}))
		}
	}
	if err := (Rest{Role: a.Role}).apply(s); err != nil {
		return err
	}
	if side == SideB {
		s.Player(a.Player).Food[a.Food]--
		s.tell(engine.Say("cohrules.locuse.rule.food", "a food token given up leaves the game", nil),
			engine.SayN("cohrules.locuse.churchb", "{{.Player}} gives up a food token of value {{.Value}}, which leaves the game, and {{.Char}} rests.", "{{.Player}} gives up a food token of value {{.Value}}, which leaves the game, and {{.Char}} rest.", c.Role.number(), engine.Args{"Player": s.LabelWords(a.Player), "Value": a.Food, "Char": c.Words()}))
		return nil
	}
	return s.discardFromHand(a.Player, forWords(Church.Words()))
}

func (s *State) useHospital(a UseLocation, side Side) error {
	if s.AntidoteReserve == 0 {
		return engine.Refusal(engine.Say("cohrules.locuse.ambulance", "the ambulance has no antidote left", nil))
	}
	if side == SideB {
		c, err := s.charOrRefusal(a.Role)
		if err != nil {
			return err
		}
		if c.Owner != a.Player || c.At != a.At {
			return engine.Refusal(engine.SayN("cohrules.locuse.hospitalb", "the Hospital (side B) exhausts one of your characters in the Hospital; {{.Char}} is not one", "the Hospital (side B) exhausts one of your characters in the Hospital; {{.Char}} are not one", c.Role.number(), engine.Args{"Char": c.Words()}))
		}
		if err := (Exhaust{Role: a.Role}).apply(s); err != nil {
			return err
		}
	} else if err := s.discardFromHand(a.Player, forWords(Hospital.Words())); err != nil {
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
				return engine.Refusal(engine.Say("cohrules.locuse.bankfar", "the Bank (side B) moves the zombie leader one wedge at most: {{.Colour}} is farther from {{.Leader}}", engine.Args{"Colour": a.Leader.Words(), "Leader": s.Leader.Words()}))
			}
		}
		if a.Steps < -1 || a.Steps > 1 {
			return engine.Refusal(engine.Say("cohrules.locuse.banksteps", "the Bank (side B) moves the zombie leader one wedge at most, not {{.Count}}", engine.Args{"Count": a.Steps}))
		}
		if a.Steps != 0 {
			s.stepLeader(a.Steps, Bank.Words())
		}
		return nil
	}
	if err := (SetLeader{To: a.Leader}).apply(s); err != nil {
		return err
	}
	return s.discardFromHand(a.Player, forWords(Bank.Words()))
}

func (s *State) useArmory(a UseLocation, side Side) error {
	if err := s.discardFromHand(a.Player, forWords(Armory.Words())); err != nil {
		return err
	}
	if side == SideB {
		// The card just discarded lies in the pile and may be taken back.
		return s.takeFromDiscard(a.Player, a.Card)
	}
	if s.DeckLeft == 0 {
		return engine.Refusal(engine.Say("cohrules.locuse.armoryempty", "the action deck is empty: the Armory has no card to give", nil))
	}
	s.drawCards(a.Player, 1)
	return nil
}

func (s *State) useCrossroads(a UseLocation, side Side) error {
	if side != SideB && a.Slot != 0 {
		return engine.Refusal(engine.Say("cohrules.locuse.crossroadsa", "the Crossroads (side A) has no face-up food tokens: draw one from the truck", nil))
	}
	if err := (TakeFood{Player: a.Player, Slot: a.Slot, Value: a.Value, Refill: a.Refill}).take(s); err != nil {
		return err
	}
	return s.discardFromHand(a.Player, forWords(Crossroads.Words()))
}
