package cityofhorror

import (
	"slices"

	"hordekeeper/engine"
)

// canMove tells whether a character may be chosen to move, and why not.
func (s *State) canMove(c *Character) (bool, engine.Words) {
	if c.Dead {
		return false, engine.SayN("cohrules.movement.dead", "{{.Char}} is dead", "{{.Char}} are dead", c.Role.number(), engine.Args{"Char": c.Words()})
	}
	if c.Role == Granny && c.PowerTurn != s.Turn {
		return false, engine.Say("cohrules.movement.granny", "the Granny never moves unless her power was used this turn", nil)
	}
	if s.ArmoryBlocked && c.At == s.Where(Armory) {
		return false, engine.SayN("cohrules.movement.shut", "{{.Char}} is shut in the Armory: its door is blocked", "{{.Char}} are shut in the Armory: its door is blocked", c.Role.number(), engine.Args{"Char": c.Words()})
	}
	return true, engine.Words{}
}

// Movable lists a player's characters that may be chosen to move now.
func (s *State) Movable(p Colour) []Role {
	var out []Role
	for i := range s.Characters {
		c := &s.Characters[i]
		if c.Owner == p {
			if ok, _ := s.canMove(c); ok {
				out = append(out, c.Role)
			}
		}
	}
	return out
}

// NextToMove is the player who moves next in the movement phase: from the
// first player clockwise, skipping players who have moved or have nobody
// able to move. It is empty when the movement phase is over.
func (s *State) NextToMove() Colour {
	if s.Phase != PhaseMovement {
		return ""
	}
	for _, p := range s.TurnOrder() {
		if !s.Player(p).Moved && len(s.Movable(p)) > 0 {
			return p
		}
	}
	return ""
}

// closedReason says why nobody may enter a place, or nothing (zero Words)
// if they may.
func (s *State) closedReason(l Loc) engine.Words {
	if s.Boards[l].Building != Armory {
		return engine.Words{}
	}
	if s.ArmoryBurned {
		return engine.Say("cohrules.movement.burned", "the Armory has burned down and fire fills its places", nil)
	}
	if s.ArmoryBlocked {
		return engine.Say("cohrules.movement.blocked", "the Armory's door is blocked", nil)
	}
	return engine.Words{}
}

// MoveCharacter moves a character to the place on its player's movement
// card. A full place sends it to the Crossroads instead. BackDoor (the
// card) or Mama (her power, which exhausts her) let it squeeze into a full
// place on a temporary extra place.
type MoveCharacter struct {
	Role     Role `json:"role"`
	To       Loc  `json:"to"`
	BackDoor bool `json:"backDoor,omitempty"`
	Mama     bool `json:"mama,omitempty"`
}

// Kind names the action in a journal.
func (MoveCharacter) Kind() string { return "move-character" }

func (a MoveCharacter) apply(s *State) error {
	if s.Phase != PhaseMovement {
		return engine.Refusal(engine.Say("cohrules.movement.phase", "characters move in the movement phase; this is the {{.Phase}} phase", engine.Args{"Phase": s.Phase.Words()}))
	}
	c, err := s.charOrRefusal(a.Role)
	if err != nil {
		return err
	}
	if err := checkPlace(a.To, engine.Say("cohrules.movement.for.character", "the character to go to", nil)); err != nil {
		return err
	}
	if next := s.NextToMove(); next != c.Owner {
		if s.Player(c.Owner).Moved {
			return engine.Refusal(engine.Say("cohrules.movement.moved", "{{.Player}} has already moved a character this turn", engine.Args{"Player": s.LabelWords(c.Owner)}))
		}
		return engine.Refusal(engine.Say("cohrules.movement.turn", "it is {{.Player}}'s move: players move from the first player, clockwise", engine.Args{"Player": s.LabelWords(next)}))
	}
	if ok, why := s.canMove(c); !ok {
		return engine.Refusal(engine.Say("cohrules.movement.another", "{{.Why}}: choose another character", engine.Args{"Why": why}))
	}
	if c.At == a.To {
		return engine.Refusal(engine.SayN("cohrules.movement.already", "{{.Char}} is already {{.At}}: a moving character must leave its place, so choose another one", "{{.Char}} are already {{.At}}: a moving character must leave its place, so choose another one", c.Role.number(), engine.Args{"Char": c.Words(), "At": s.AtWords(a.To)}))
	}
	if a.BackDoor && a.Mama {
		return engine.Refusal(engine.Say("cohrules.movement.both", "use either the Back Door or the Mama's power, not both", nil))
	}
	if a.Mama {
		if c.Role != Mama {
			return engine.Refusal(engine.Say("cohrules.movement.onlymama", "only the Mama herself uses her power to squeeze in", nil))
		}
		if c.Exhausted {
			return engine.Refusal(engine.Say("cohrules.movement.mamatired", "the Mama is exhausted: her power needs her rested", nil))
		}
	}
	if a.BackDoor {
		// The Back Door is a card like the others: cancelled, the move is
		// made without it (FAQ: "all cards can be canceled").
		before := s.clone()
		before.Notices, before.lastPlay = nil, nil
		if err := s.payBackDoor(c.Owner); err != nil {
			return err
		}
		s.lastPlay = &cardPlay{before: before, player: c.Owner, card: CardBackDoor, without: MoveCharacter{Role: a.Role, To: a.To}}
	}
	s.LastMove = LastMove{Role: c.Role, From: c.At, Extra: c.Extra}
	s.Player(c.Owner).Moved = true
	dest := a.To
	extra := false
	squeeze := a.BackDoor || a.Mama
	closed := s.closedReason(dest)
	switch {
	case squeeze && !closed.IsZero():
		return engine.Refusal(engine.Say("cohrules.movement.noway", "{{.Why}}: not even a back door leads in", engine.Args{"Why": closed}))
	case squeeze && !s.Full(dest):
		return engine.Refusal(engine.Say("cohrules.movement.notfull", "{{.Place}} has a free place: squeezing in is only for a full place", engine.Args{"Place": s.PlaceWords(dest)}))
	case squeeze:
		extra = true
		if a.Mama {
			c.Exhausted = true
			c.PowerTurn = s.Turn
		}
		s.tell(engine.Say("cohrules.movement.rule.squeeze", "a squeezed-in character has a place of its own", nil),
			engine.SayN("cohrules.movement.squeeze", "{{.Char}} squeezes into full {{.Place}} on a temporary place of its own.", "{{.Char}} squeeze into full {{.Place}} on a temporary place of their own.", c.Role.number(), engine.Args{"Char": c.Words(), "Place": s.PlaceWords(dest)}))
	case !closed.IsZero():
		dest = CrossroadsLoc
		s.tell(ruleFull, engine.SayN("cohrules.movement.closed", "{{.Char}} cannot go in because {{.Why}}, so it goes to the Crossroads.", "{{.Char}} cannot go in because {{.Why}}, so they go to the Crossroads.", c.Role.number(), engine.Args{"Char": c.Words(), "Why": closed}))
	case s.Full(dest):
		s.tell(ruleFull, engine.SayN("cohrules.movement.full", "{{.Place}} is full ({{.Taken}} of {{.Places}} places taken), so {{.Char}} goes to the Crossroads.", "{{.Place}} is full ({{.Taken}} of {{.Places}} places taken), so {{.Char}} go to the Crossroads.", c.Role.number(), engine.Args{"Place": s.PlaceWords(dest), "Taken": s.Occupied(dest), "Places": s.Capacity(dest), "Char": c.Words()}))
		dest = CrossroadsLoc
	}
	if dest == c.At {
		s.tell(ruleFull, engine.SayN("cohrules.movement.stays", "{{.Char}} was already at the Crossroads and stays there.", "{{.Char}} were already at the Crossroads and stay there.", c.Role.number(), engine.Args{"Char": c.Words()}))
	}
	c.At, c.Extra = dest, extra
	s.skipStuck()
	return nil
}

// CancelMove is the Priest's power: the character move just made is
// cancelled and the character goes back to where it stood; its player has
// still moved. The Priest must be rested, and is exhausted by it.
type CancelMove struct{}

// Kind names the action in a journal.
func (CancelMove) Kind() string { return "cancel-move" }

func (CancelMove) apply(s *State) error {
	if s.Rules == rulesFirstDay {
		return s.firstDayCancelMove() // legacy_firstday.go
	}
	p := s.Character(Priest)
	switch {
	case p == nil:
		return engine.Refusal(engine.Say("cohrules.movement.nopriest", "only the Priest cancels a move, and he was not dealt in this game", nil))
	case p.Dead:
		return engine.Refusal(engine.Say("cohrules.movement.priestdead", "the Priest is dead: nobody can cancel the move", nil))
	case p.Exhausted:
		return engine.Refusal(engine.Say("cohrules.movement.priesttired", "the Priest is exhausted: his power needs him rested", nil))
	}
	if s.Phase != PhaseMovement || s.LastMove.Role == "" {
		return engine.Refusal(engine.Say("cohrules.movement.nomove", "there is no character move to cancel: only the move just made can be cancelled", nil))
	}
	c := s.Character(s.LastMove.Role)
	if c == nil || c.Dead {
		return engine.Refusal(engine.Say("cohrules.movement.gone", "the character who just moved is no longer in the game", nil))
	}
	p.Exhausted, p.PowerTurn = true, s.Turn
	back, extra := s.LastMove.From, s.LastMove.Extra
	c.At = CrossroadsLoc // out of the count while its old place is checked
	s.LastMove = LastMove{}
	// Between the move and the cancel a card may have burned the Armory or
	// brought the Water Tower down: a place that can no longer take the
	// character sends it to the Crossroads, as a full place does.
	if closed := s.closedReason(back); !closed.IsZero() || !extra && s.Full(back) || s.Capacity(back) == 0 {
		if closed.IsZero() {
			closed = engine.Say("cohrules.movement.nofree", "{{.Place}} has no free place any more", engine.Args{"Place": s.PlaceWords(back)})
		}
		s.tell(ruleFull, engine.SayN("cohrules.movement.cantgoback", "The Priest is exhausted: {{.Char}} cannot go back because {{.Why}}, so it goes to the Crossroads.", "The Priest is exhausted: {{.Char}} cannot go back because {{.Why}}, so they go to the Crossroads.", c.Role.number(), engine.Args{"Char": c.Words(), "Why": closed}))
		c.Extra = false
		return nil
	}
	c.At, c.Extra = back, extra
	s.tell(engine.Say("cohrules.movement.rule.priest", "the Priest cancels the move just made", nil),
		engine.SayN("cohrules.movement.goesback", "The Priest is exhausted: {{.Char}} goes back {{.To}}.", "The Priest is exhausted: {{.Char}} go back {{.To}}.", c.Role.number(), engine.Args{"Char": c.Words(), "To": s.ToWords(c.At)}))
	return nil
}

// Stay is a player's turn to move when no character of theirs can go to
// the place on their movement card because every one that may move
// already stands there (Card): the player moves nobody, and the next
// player moves.
type Stay struct {
	Player Colour `json:"player"`
	Card   Loc    `json:"card"`
}

// Kind names the action in a journal.
func (Stay) Kind() string { return "stay" }

func (a Stay) apply(s *State) error {
	if s.Phase != PhaseMovement {
		return engine.Refusal(engine.Say("cohrules.movement.stayphase", "only in the movement phase does a player move, or stay", nil))
	}
	if _, err := s.playerOrRefusal(a.Player); err != nil {
		return err
	}
	if err := checkPlace(a.Card, engine.Say("cohrules.movement.for.card", "the movement card", nil)); err != nil {
		return err
	}
	if next := s.NextToMove(); next != a.Player {
		if s.Player(a.Player).Moved {
			return engine.Refusal(engine.Say("cohrules.movement.movedstay", "{{.Player}} has already moved this turn", engine.Args{"Player": s.LabelWords(a.Player)}))
		}
		return engine.Refusal(engine.Say("cohrules.movement.turn", "it is {{.Player}}'s move: players move from the first player, clockwise", engine.Args{"Player": s.LabelWords(next)}))
	}
	for _, r := range s.Movable(a.Player) {
		if c := s.Character(r); c.At != a.Card {
			return engine.Refusal(engine.SayN("cohrules.movement.canmove", "{{.Char}} stands {{.At}} and can go {{.To}}: a player must move a character who can move", "{{.Char}} stand {{.At}} and can go {{.To}}: a player must move a character who can move", c.Role.number(), engine.Args{"Char": c.Words(), "At": s.AtWords(c.At), "To": s.ToWords(a.Card)}))
		}
	}
	s.Player(a.Player).Moved = true
	s.LastMove = LastMove{}
	s.tell(ruleNobodyMoves, engine.Say("cohrules.movement.stay", "Every character of {{.Player}} that may move already stands {{.At}}, the place on their card: nobody moves.", engine.Args{"Player": s.LabelWords(a.Player), "At": s.AtWords(a.Card)}))
	s.skipStuck()
	return nil
}

// skipStuck passes over the players next in turn who have no character
// able to move at all (the Granny without her power, a blocked Armory):
// they move nobody, and a notice says so.
func (s *State) skipStuck() {
	for _, p := range s.TurnOrder() {
		ps := s.Player(p)
		if ps.Moved {
			continue
		}
		if len(s.Movable(p)) > 0 {
			return
		}
		ps.Moved, ps.Skipped = true, true
		if !s.Eliminated(p) {
			s.tell(ruleNobodyMoves, engine.Say("cohrules.movement.stuck", "{{.Player}} has no character able to move this turn and moves nobody.", engine.Args{"Player": s.LabelWords(p)}))
		}
	}
}

// SwapStart swaps the starting places of two characters of the same player
// during setup: the movement cards fix the places, the player chooses who
// stands where.
type SwapStart struct {
	A Role `json:"a"`
	B Role `json:"b"`
}

// Kind names the action in a journal.
func (SwapStart) Kind() string { return "swap-start" }

func (a SwapStart) apply(s *State) error {
	if s.Phase != PhaseSetup {
		return engine.Refusal(engine.Say("cohrules.movement.swapsetup", "starting places can only be swapped during setup", nil))
	}
	x, err := s.charOrRefusal(a.A)
	if err != nil {
		return err
	}
	y, err := s.charOrRefusal(a.B)
	if err != nil {
		return err
	}
	if x.Owner != y.Owner {
		return engine.Refusal(engine.Say("cohrules.movement.swapowners", "{{.A}} and {{.B}} belong to different players; a player only arranges their own characters", engine.Args{"A": x.Words(), "B": y.Words()}))
	}
	if x.Role == y.Role {
		return engine.Refusal(engine.Say("cohrules.movement.swapsame", "choose two different characters to swap", nil))
	}
	if s.Setup != nil && s.Rules != rulesFirstDay { // legacy_firstday.go
		i := slices.IndexFunc(s.Setup.Placements, func(p Placement) bool { return p.Role == a.A })
		j := slices.IndexFunc(s.Setup.Placements, func(p Placement) bool { return p.Role == a.B })
		if i >= 0 && j >= 0 {
			s.swapPlacements(i, j)
			return nil
		}
	}
	x.At, y.At = y.At, x.At
	x.Extra, y.Extra = y.Extra, x.Extra
	return nil
}

// payBackDoor plays a Back Door from the mover's hand.
func (s *State) payBackDoor(p Colour) error {
	if n, _ := s.cardCopies(CardBackDoor); s.Played[CardBackDoor] >= n {
		return engine.Refusal(engine.Say("cohrules.movement.backdoors", "the deck holds {{.Copies}}, and both are already in the discard pile", engine.Args{"Copies": cardsOfW(CardBackDoor, n)}))
	}
	return s.payCard(p, CardBackDoor)
}

// ruleNobodyMoves is the rule behind a player who moves nobody.
var ruleNobodyMoves = engine.Say("cohrules.movement.rule.nobody", "a player with nobody able to move moves nobody", nil)
