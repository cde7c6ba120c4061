package cityofhorror

import "hordekeeper/engine"

// TakeFood takes a food token with the Crossroads' effect: it is
// UseLocation at the Crossroads. Slot 1-3 takes a face-up token (side B)
// and Refill is the value of the token turned face up to replace it; Slot
// 0 draws a face-down token from the truck, and Value is what the player
// says it shows: the app never makes a value up.
type TakeFood struct {
	Player Colour `json:"player"`
	Slot   int    `json:"slot,omitempty"`
	Value  *int   `json:"value,omitempty"`
	Refill *int   `json:"refill,omitempty"`
}

// Kind names the action in a journal.
func (TakeFood) Kind() string { return "take-food" }

func (a TakeFood) apply(s *State) error {
	if s.Rules == rulesFirstDay {
		return s.firstDayTakeFood(a) // legacy_firstday.go
	}
	if _, err := s.playerOrRefusal(a.Player); err != nil {
		return err
	}
	err := UseLocation{Player: a.Player, At: CrossroadsLoc, Slot: a.Slot, Value: a.Value, Refill: a.Refill}.apply(s)
	if err != nil && s.Rules < 1 {
		return a.take(s) // version 0 took a token at any time: legacy.go
	}
	return err
}

// take moves the token to the player, without the Crossroads' rules.
func (a TakeFood) take(s *State) error {
	p, err := s.foodTaker(a)
	if err != nil {
		return err
	}
	if a.Slot > 0 {
		if a.Value != nil {
			return engine.Refusal(engine.Say("cohrules.food.known", "a face-up token's value is known: leave the value out", nil))
		}
		if a.Refill != nil {
			if err := s.checkFoodLeft(*a.Refill); err != nil {
				return err
			}
		}
		s.takeFaceUp(p, a.Slot)
		switch {
		case a.Refill != nil:
			s.Truck[*a.Refill]--
			s.FaceUpFood = append(s.FaceUpFood, *a.Refill)
			s.tell(ruleFaceUp, engine.Say("cohrules.food.refilled", "A food token of value {{.Value}} is turned face up to refill the row.", engine.Args{"Value": *a.Refill}))
		case s.FaceDownFood() > 0:
			s.tell(ruleFaceUp, engine.Say("cohrules.food.refill", "Turn a food token face up from the truck to refill the row, and tell the app its value.", nil))
		}
		return nil
	}
	if a.Refill != nil {
		return engine.Refusal(engine.Say("cohrules.food.nogap", "a token drawn from the truck leaves no gap in the face-up row: leave the refill out", nil))
	}
	if a.Value == nil {
		return engine.Refusal(engine.Say("cohrules.food.say", "say which value the food token drawn shows (0, 1, 2 or 3): the app does not make it up", nil))
	}
	if err := s.checkFoodLeft(*a.Value); err != nil {
		return err
	}
	s.Truck[*a.Value]--
	p.Food[*a.Value]++
	return nil
}

// foodTaker is the player who takes a food token, once the slot named is
// one there is (0: the truck; 1 to 3: the face-up row).
func (s *State) foodTaker(a TakeFood) (*PlayerState, error) {
	p, err := s.playerOrRefusal(a.Player)
	if err != nil {
		return nil, err
	}
	if a.Slot < 0 || a.Slot > len(s.FaceUpFood) {
		if len(s.FaceUpFood) == 0 {
			return nil, engine.Refusal(engine.Say("cohrules.food.nofaceup", "there are no face-up food tokens: take one from the truck", nil))
		}
		return nil, engine.Refusal(engine.Say("cohrules.food.slot", "the face-up food tokens are numbers 1 to {{.Max}}; 0 is a face-down one from the truck", engine.Args{"Max": len(s.FaceUpFood)}))
	}
	return p, nil
}

// takeFaceUp gives the player the face-up token in slot (from 1) and
// closes the gap in the row.
func (s *State) takeFaceUp(p *PlayerState, slot int) {
	p.Food[s.FaceUpFood[slot-1]]++
	s.FaceUpFood = append(s.FaceUpFood[:slot-1:slot-1], s.FaceUpFood[slot:]...)
}

// checkFoodLeft refuses a food value that is not a token's, or of which no
// token is left face down in the truck.
func (s *State) checkFoodLeft(v int) error {
	if v < 0 || v > 3 {
		return engine.Refusal(engine.Say("cohrules.food.values", "food tokens are worth 0, 1, 2 or 3, not {{.Value}}", engine.Args{"Value": v}))
	}
	if s.Truck[v] == 0 {
		return engine.Refusal(engine.SayN("cohrules.food.noneleft", "no food token of value {{.Value}} is left face down in the truck (the box has {{.Count}} token of value {{.Value}})", "no food token of value {{.Value}} is left face down in the truck (the box has {{.Count}} tokens of value {{.Value}})", FoodValues[v], engine.Args{"Value": v}))
	}
	return nil
}

// FaceDownFood is how many food tokens are left face down in the truck.
func (s *State) FaceDownFood() int {
	n := 0
	for _, k := range s.Truck {
		n += k
	}
	return n
}

// RevealFood turns a food token from the truck face up at the Crossroads
// (side B), as the table did: Value is what it shows. The row holds three.
type RevealFood struct {
	Value int `json:"value"`
}

// Kind names the action in a journal.
func (RevealFood) Kind() string { return "reveal-food" }

func (a RevealFood) apply(s *State) error {
	if s.Boards[CrossroadsLoc].Side != SideB {
		return engine.Refusal(engine.Say("cohrules.food.sideb", "only the Crossroads' side B has face-up food tokens", nil))
	}
	if len(s.FaceUpFood) >= 3 {
		return engine.Refusal(engine.Say("cohrules.food.three", "three food tokens already lie face up at the Crossroads", nil))
	}
	if err := s.checkFoodLeft(a.Value); err != nil {
		return err
	}
	s.Truck[a.Value]--
	s.FaceUpFood = append(s.FaceUpFood, a.Value)
	return nil
}

// DiscardFood removes one of a player's food tokens from the game (the
// Church, side B).
type DiscardFood struct {
	Player Colour `json:"player"`
	Value  int    `json:"value"`
}

// Kind names the action in a journal.
func (DiscardFood) Kind() string { return "discard-food" }

func (a DiscardFood) apply(s *State) error {
	p, err := s.playerOrRefusal(a.Player)
	if err != nil {
		return err
	}
	if a.Value < 0 || a.Value > 3 {
		return engine.Refusal(engine.Say("cohrules.food.value", "food tokens are worth 0 to 3, not {{.Value}}", engine.Args{"Value": a.Value}))
	}
	if p.Food[a.Value] == 0 {
		return engine.Refusal(engine.Say("cohrules.food.none", "{{.Player}} has no food token of value {{.Value}}", engine.Args{"Player": s.LabelWords(a.Player), "Value": a.Value}))
	}
	p.Food[a.Value]--
	return nil
}

// ruleFaceUp is the rule behind refilling the Crossroads' face-up row.
var ruleFaceUp = engine.Say("cohrules.food.rule.faceup", "three face-up food tokens at the Crossroads", nil)
