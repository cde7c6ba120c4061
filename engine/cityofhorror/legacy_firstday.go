package cityofhorror

import (
	"fmt"
	"time"

	"hordekeeper/engine"
)

// The migration of games saved by the first day's engines (22 November
// 2026, up to 00d02c4 of 23 November 12:34 UTC). Their headers say no
// rules version, like every game saved before version 1, but those
// engines played three steps otherwise than the later engines of version
// 0, and no rule of today refuses the later way, so a rule that changed
// cannot be taken the old way only where today's refuses it (legacy.go):
// the game must be known. A header carries when the game was created, and
// a game created before the day's last engine was replaced was saved by
// it. Such a game replays and goes on under those engines' rules:
//   - Setup turns three food tokens face up at a Crossroads on side B,
//     drawn from the truck by the game's seed (later engines: the table
//     turns them and says their values, RevealFood).
//   - TakeFood without a value draws the token from the truck by the seed,
//     and a face-up token taken is replaced the same way (later: the
//     table says each value, or the step is refused).
//   - Exhaust with a power that acts (the Housewife, the Guard and Rex,
//     the Priest, the Sushi Chef) only turns the card, as version 0 does
//     where today's rule refuses it; CancelMove needs no Priest rested
//     and exhausts nobody.
//   - A card with the explosion symbol played during setup adds its
//     marker (legacy_setupmarkers.go, until 23 November 15:24).
//   - SwapStart moves two characters of one player between their places
//     and leaves the setup sheet as it was drawn (later: the sheet's
//     placements are swapped too, as PlaceStart does).
//
// rulesFirstDay is the rules version such a game plays under: below 0,
// so that every rule of version 0 (State.Rules < 1) holds for it too, and
// below rulesSetupMarkers, whose rule it had as well
// (legacy_setupmarkers.go).
const rulesFirstDay = -2

// firstDayEnd is when the first day's last engine (7f03933) was replaced
// by 00d02c4's.
var firstDayEnd = time.Date(2026, 11, 23, 12, 34, 6, 0, time.UTC)

// firstDay tells whether a game of version 0 was created by the first
// day's engines.
func firstDay(h engine.Header) bool {
	return h.Rules == 0 && !h.Created.IsZero() && h.Created.Before(firstDayEnd)
}

// legacyVersion is the rules version a game of version 0 plays under,
// by when it was created: rulesFirstDay, rulesSetupMarkers or 0.
func legacyVersion(h engine.Header) int {
	switch {
	case firstDay(h):
		return rulesFirstDay
	case h.Rules == 0 && !h.Created.IsZero() && h.Created.Before(setupMarkersEnd):
		return rulesSetupMarkers
	}
	return 0
}

// migrateFirstDay makes the first state of a game of the first day's
// engines what those engines made: its rules version, the face-up food
// tokens they drew, and a notice saying what the game keeps.
func (s *State) migrateFirstDay() {
	s.Rules = rulesFirstDay
	if s.Boards[CrossroadsLoc].Side == SideB {
		for range 3 {
			if v, ok := s.drawFoodBySeed(); ok {
				s.FaceUpFood = append(s.FaceUpFood, v)
			}
		}
		if s.Setup != nil {
			su := *s.Setup
			su.FaceUpFood = append([]int(nil), s.FaceUpFood...)
			s.Setup = &su
		}
	}
	s.tell(engine.Say("cohrules.legacy.firstday.rule", "a game keeps the rules it was started under", nil),
		engine.Say("cohrules.legacy.firstday", "This game was saved by the app of 22 November: it goes on as then, the app drawing the food tokens from the truck and a swap of starting places leaving the setup sheet as drawn.", nil))
}

// drawFoodBySeed draws a face-down token from the truck by the game's
// seed, as the first day's engines did; false when the truck is empty.
func (s *State) drawFoodBySeed() (int, bool) {
	n := s.FaceDownFood()
	if n == 0 {
		return 0, false
	}
	r := engine.NewRand(s.Seed, fmt.Sprintf("food/%d", s.FoodDraws)).IntN(n)
	s.FoodDraws++
	for v, k := range s.Truck {
		if r < k {
			s.Truck[v]--
			return v, true
		}
		r -= k
	}
	return 0, false
}

// firstDayTakeFood is TakeFood as the first day's engines took it: a
// face-up token's gap refilled by the seed, a token from the truck the
// one named or else one drawn by the seed; at any moment.
func (s *State) firstDayTakeFood(a TakeFood) error {
	p, err := s.foodTaker(a)
	if err != nil {
		return err
	}
	if a.Slot > 0 {
		if a.Value != nil || a.Refill != nil {
			return engine.Refusal(engine.Say("cohrules.food.known", "a face-up token's value is known: leave the value out", nil))
		}
		s.takeFaceUp(p, a.Slot)
		if v, ok := s.drawFoodBySeed(); ok {
			s.FaceUpFood = append(s.FaceUpFood, v)
			s.tell(ruleFaceUp, engine.Say("cohrules.food.refilled", "A food token of value {{.Value}} is turned face up to refill the row.", engine.Args{"Value": v}))
		}
		return nil
	}
	if a.Refill != nil {
		return engine.Refusal(engine.Say("cohrules.food.nogap", "a token drawn from the truck leaves no gap in the face-up row: leave the refill out", nil))
	}
	if a.Value != nil {
		if err := s.checkFoodLeft(*a.Value); err != nil {
			return err
		}
		s.Truck[*a.Value]--
		p.Food[*a.Value]++
		return nil
	}
	v, ok := s.drawFoodBySeed()
	if !ok {
		return engine.Refusal(engine.Say("cohrules.legacy.truckempty", "the truck has no food token left", nil))
	}
	p.Food[v]++
	return nil
}

// firstDayCancelMove is CancelMove as the first day's engines took it:
// the move just made is cancelled, whoever the characters dealt; no
// Priest is exhausted.
func (s *State) firstDayCancelMove() error {
	if s.Phase != PhaseMovement || s.LastMove.Role == "" {
		return engine.Refusal(engine.Say("cohrules.movement.nomove", "there is no character move to cancel: only the move just made can be cancelled", nil))
	}
	c := s.Character(s.LastMove.Role)
	if c == nil || c.Dead {
		return engine.Refusal(engine.Say("cohrules.movement.gone", "the character who just moved is no longer in the game", nil))
	}
	c.At, c.Extra = s.LastMove.From, s.LastMove.Extra
	s.LastMove = LastMove{}
	s.tell(engine.Say("cohrules.movement.rule.priest", "the Priest cancels the move just made", nil),
		engine.SayN("cohrules.legacy.goesback", "{{.Char}} goes back {{.To}}.", "{{.Char}} go back {{.To}}.", c.Role.number(), engine.Args{"Char": c.Words(), "To": s.ToWords(c.At)}))
	return nil
}
