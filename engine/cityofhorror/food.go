package cityofhorror

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
	if _, err := s.playerOrRefuse(a.Player); err != nil {
		return err
	}
	return UseLocation{Player: a.Player, At: CrossroadsLoc, Slot: a.Slot, Value: a.Value, Refill: a.Refill}.apply(s)
}

// take moves the token to the player, without the Crossroads' rules.
func (a TakeFood) take(s *State) error {
	p, err := s.playerOrRefuse(a.Player)
	if err != nil {
		return err
	}
	if a.Slot < 0 || a.Slot > len(s.FaceUpFood) {
		if len(s.FaceUpFood) == 0 {
			return refuse("there are no face-up food tokens: take one from the truck")
		}
		return refuse("the face-up food tokens are numbers 1 to %d; 0 is a face-down one from the truck", len(s.FaceUpFood))
	}
	if a.Slot > 0 {
		if a.Value != nil {
			return refuse("a face-up token's value is known: leave the value out")
		}
		if a.Refill != nil {
			if err := s.checkFoodLeft(*a.Refill); err != nil {
				return err
			}
		}
		v := s.FaceUpFood[a.Slot-1]
		p.Food[v]++
		s.FaceUpFood = append(s.FaceUpFood[:a.Slot-1:a.Slot-1], s.FaceUpFood[a.Slot:]...)
		switch {
		case a.Refill != nil:
			s.Truck[*a.Refill]--
			s.FaceUpFood = append(s.FaceUpFood, *a.Refill)
			s.note("three face-up food tokens at the Crossroads", "A food token of value %d is turned face up to refill the row.", *a.Refill)
		case s.FaceDownFood() > 0:
			s.note("three face-up food tokens at the Crossroads", "Turn a food token face up from the truck to refill the row, and tell the app its value.")
		}
		return nil
	}
	if a.Refill != nil {
		return refuse("a token drawn from the truck leaves no gap in the face-up row: leave the refill out")
	}
	if a.Value == nil {
		return refuse("say which value the food token drawn shows (0, 1, 2 or 3): the app does not make it up")
	}
	if err := s.checkFoodLeft(*a.Value); err != nil {
		return err
	}
	s.Truck[*a.Value]--
	p.Food[*a.Value]++
	return nil
}

// checkFoodLeft refuses a food value that is not a token's, or of which no
// token is left face down in the truck.
func (s *State) checkFoodLeft(v int) error {
	if v < 0 || v > 3 {
		return refuse("food tokens are worth 0, 1, 2 or 3, not %d", v)
	}
	if s.Truck[v] == 0 {
		return refuse("no food token of value %d is left face down in the truck (the box has %s of value %d)", v, count(FoodValues[v], "token", "tokens"), v)
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
		return refuse("only the Crossroads' side B has face-up food tokens")
	}
	if len(s.FaceUpFood) >= 3 {
		return refuse("three food tokens already lie face up at the Crossroads")
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
	p, err := s.playerOrRefuse(a.Player)
	if err != nil {
		return err
	}
	if a.Value < 0 || a.Value > 3 {
		return refuse("food tokens are worth 0 to 3, not %d", a.Value)
	}
	if p.Food[a.Value] == 0 {
		return refuse("%s has no food token of value %d", s.Label(a.Player), a.Value)
	}
	p.Food[a.Value]--
	return nil
}
