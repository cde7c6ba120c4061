package cityofhorror

import (
	"fmt"
	"slices"
)

// canMove tells whether a character may be chosen to move, and why not.
func (s *State) canMove(c *Character) (bool, string) {
	if c.Dead {
		return false, c.Name() + " " + c.Role.Verb("is", "are") + " dead"
	}
	if c.Role == Granny && c.PowerTurn != s.Turn {
		return false, "the Granny never moves unless her power was used this turn"
	}
	if s.ArmoryBlocked && c.At == s.Where(Armory) {
		return false, c.Name() + " " + c.Role.Verb("is", "are") + " shut in the Armory: its door is blocked"
	}
	return true, ""
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

// closedReason says why nobody may enter a place, or "" if they may.
func (s *State) closedReason(l Loc) string {
	if s.Boards[l].Building != Armory {
		return ""
	}
	if s.ArmoryBurned {
		return "the Armory has burned down and fire fills its places"
	}
	if s.ArmoryBlocked {
		return "the Armory's door is blocked"
	}
	return ""
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
		return refuse("characters move in the movement phase; this is the %s phase", s.Phase)
	}
	c, err := s.charOrRefuse(a.Role)
	if err != nil {
		return err
	}
	if err := checkPlace(a.To, "the character to go to"); err != nil {
		return err
	}
	if next := s.NextToMove(); next != c.Owner {
		if s.Player(c.Owner).Moved {
			return refuse("%s has already moved a character this turn", s.Label(c.Owner))
		}
		return refuse("it is %s's move: players move from the first player, clockwise", s.Label(next))
	}
	if ok, why := s.canMove(c); !ok {
		return refuse("%s: choose another character", why)
	}
	if c.At == a.To {
		return refuse("%s %s already at %s: a moving character must leave its place, so choose another one", c.Name(), c.Role.Verb("is", "are"), s.PlaceName(a.To))
	}
	if a.BackDoor && a.Mama {
		return refuse("use either the Back Door or the Mama's power, not both")
	}
	if a.Mama {
		if c.Role != Mama {
			return refuse("only the Mama herself uses her power to squeeze in")
		}
		if c.Exhausted {
			return refuse("the Mama is exhausted: her power needs her rested")
		}
	}
	if a.BackDoor {
		if err := s.payBackDoor(c.Owner); err != nil {
			return err
		}
	}
	s.LastMove = LastMove{Role: c.Role, From: c.At, Extra: c.Extra}
	s.Player(c.Owner).Moved = true
	dest := a.To
	extra := false
	squeeze := a.BackDoor || a.Mama
	closed := s.closedReason(dest)
	switch {
	case squeeze && closed != "":
		return refuse("%s: not even a back door leads in", closed)
	case squeeze && !s.Full(dest):
		return refuse("%s has a free place: squeezing in is only for a full place", s.PlaceName(dest))
	case squeeze:
		extra = true
		if a.Mama {
			c.Exhausted = true
			c.PowerTurn = s.Turn
		}
		s.note("a squeezed-in character has a place of its own", "%s %s into full %s on a temporary place of %s own.", c.Name(), c.Role.Verb("squeezes", "squeeze"), s.PlaceName(dest), c.Role.Verb("its", "their"))
	case closed != "":
		dest = CrossroadsLoc
		s.note(ruleFull, "%s cannot go in because %s, so %s to the Crossroads.", c.Name(), closed, c.Role.Verb("it goes", "they go"))
	case s.Full(dest):
		s.note(ruleFull, "%s is full (%d of %d places taken), so %s %s to the Crossroads.", s.PlaceName(dest), s.Occupied(dest), s.Capacity(dest), c.Name(), c.Role.Verb("goes", "go"))
		dest = CrossroadsLoc
	}
	if dest == c.At {
		s.note(ruleFull, "%s %s already at the Crossroads and %s there.", c.Name(), c.Role.Verb("was", "were"), c.Role.Verb("stays", "stay"))
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
	p := s.Character(Priest)
	switch {
	case p == nil:
		return refuse("only the Priest cancels a move, and he was not dealt in this game")
	case p.Dead:
		return refuse("the Priest is dead: nobody can cancel the move")
	case p.Exhausted:
		return refuse("the Priest is exhausted: his power needs him rested")
	}
	if s.Phase != PhaseMovement || s.LastMove.Role == "" {
		return refuse("there is no character move to cancel: only the move just made can be cancelled")
	}
	c := s.Character(s.LastMove.Role)
	if c == nil || c.Dead {
		return refuse("the character who just moved is no longer in the game")
	}
	p.Exhausted, p.PowerTurn = true, s.Turn
	back, extra := s.LastMove.From, s.LastMove.Extra
	c.At = CrossroadsLoc // out of the count while its old place is checked
	s.LastMove = LastMove{}
	// Between the move and the cancel a card may have burned the Armory or
	// brought the Water Tower down: a place that can no longer take the
	// character sends it to the Crossroads, as a full place does.
	if closed := s.closedReason(back); closed != "" || !extra && s.Full(back) || s.Capacity(back) == 0 {
		if closed == "" {
			closed = fmt.Sprintf("%s has no free place any more", s.PlaceName(back))
		}
		s.note(ruleFull, "The Priest is exhausted: %s cannot go back because %s, so %s to the Crossroads.", c.Name(), closed, c.Role.Verb("it goes", "they go"))
		c.Extra = false
		return nil
	}
	c.At, c.Extra = back, extra
	s.note("the Priest cancels the move just made", "The Priest is exhausted: %s %s back to %s.", c.Name(), c.Role.Verb("goes", "go"), s.PlaceName(c.At))
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
		return refuse("only in the movement phase does a player move, or stay")
	}
	if _, err := s.playerOrRefuse(a.Player); err != nil {
		return err
	}
	if err := checkPlace(a.Card, "the movement card"); err != nil {
		return err
	}
	if next := s.NextToMove(); next != a.Player {
		if s.Player(a.Player).Moved {
			return refuse("%s has already moved this turn", s.Label(a.Player))
		}
		return refuse("it is %s's move: players move from the first player, clockwise", s.Label(next))
	}
	for _, r := range s.Movable(a.Player) {
		if c := s.Character(r); c.At != a.Card {
			return refuse("%s %s at %s and can go to %s: a player must move a character who can move", c.Name(), c.Role.Verb("stands", "stand"), s.PlaceName(c.At), s.PlaceName(a.Card))
		}
	}
	s.Player(a.Player).Moved = true
	s.LastMove = LastMove{}
	s.note("a player with nobody able to move moves nobody", "Every character of %s that may move already stands at %s, the place on their card: nobody moves.", s.Label(a.Player), s.PlaceName(a.Card))
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
			s.note("a player with nobody able to move moves nobody", "%s has no character able to move this turn and moves nobody.", s.Label(p))
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
		return refuse("starting places can only be swapped during setup")
	}
	x, err := s.charOrRefuse(a.A)
	if err != nil {
		return err
	}
	y, err := s.charOrRefuse(a.B)
	if err != nil {
		return err
	}
	if x.Owner != y.Owner {
		return refuse("%s and %s belong to different players; a player only arranges their own characters", x.Name(), y.Name())
	}
	if x.Role == y.Role {
		return refuse("choose two different characters to swap")
	}
	if s.Setup != nil {
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
		return refuse("the deck holds %s, and both are already in the discard pile", count(n, CardBackDoor, "Back Doors"))
	}
	return s.payCard(p, CardBackDoor)
}
