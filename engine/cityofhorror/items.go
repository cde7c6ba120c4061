package cityofhorror

import (
	"fmt"

	"hordekeeper/engine"
)

// ItemKind is a kind of airdropped supply.
type ItemKind string

// The two kinds of airdropped supplies.
const (
	ItemCard     ItemKind = "card"
	ItemAntidote ItemKind = "antidote"
)

// Gift is one item handed out in a sharing.
type Gift struct {
	To   Colour   `json:"to"`
	Item ItemKind `json:"item"`
}

// Share hands out the supplies waiting on the place being resolved, as the
// winner of the sharing vote decides: one item a player at most; what is
// left over stays for a later turn.
type Share struct {
	At    Loc    `json:"at"`
	Gifts []Gift `json:"gifts"`
}

// Kind names the action in a journal.
func (Share) Kind() string { return "share" }

func (s *State) activePlayers() int {
	n := 0
	for _, p := range s.Players {
		if !s.Eliminated(p.Colour) {
			n++
		}
	}
	return n
}

func (a Share) apply(s *State) error {
	if s.ResolvingLoc() != a.At || s.Step != StepSharing {
		return refuse("supplies are shared in the sharing step of the place that holds them")
	}
	if s.Shared {
		return refuse("the sharing of %s is over for this turn", s.PlaceName(a.At))
	}
	items := s.Airdrops[a.At]
	total := items.Cards + items.Antidotes
	if total == 0 {
		return refuse("there is nothing to share at %s", s.PlaceName(a.At))
	}
	want := min(total, s.activePlayers())
	if len(a.Gifts) != want {
		return refuse("%d item(s) wait at %s and %d player(s) are still in: hand out %d, one a player at most", total, s.PlaceName(a.At), s.activePlayers(), want)
	}
	got := map[Colour]bool{}
	for _, g := range a.Gifts {
		p := s.Player(g.To)
		if p == nil {
			return refuse("%s is not at the table", g.To.Name())
		}
		if s.Eliminated(g.To) {
			return refuse("%s is out of the game and receives nothing", s.Label(g.To))
		}
		if got[g.To] {
			return refuse("%s already gets an item: one a player in each sharing", s.Label(g.To))
		}
		got[g.To] = true
		switch g.Item {
		case ItemCard:
			if items.Cards == 0 {
				return refuse("there are not that many action cards at %s", s.PlaceName(a.At))
			}
			items.Cards--
		case ItemAntidote:
			if items.Antidotes == 0 {
				return refuse("there are not that many antidotes at %s", s.PlaceName(a.At))
			}
			items.Antidotes--
			p.Antidotes++
		default:
			return refuse("an item is an action card or an antidote, not %q", string(g.Item))
		}
	}
	s.Airdrops[a.At] = items
	s.Shared = true
	if left := items.Cards + items.Antidotes; left > 0 {
		s.note("one item a player in each sharing", "%d item(s) stay at %s for a later sharing.", left, s.PlaceName(a.At))
	}
	return nil
}

// sharePending reports whether the place being resolved must still have
// its sharing vote: supplies wait there and someone has a vote.
func (s *State) sharePending() bool {
	l := s.ResolvingLoc()
	it := s.Airdrops[l]
	if s.Shared || it.Cards+it.Antidotes == 0 {
		return false
	}
	for _, v := range s.VotesAt(l) {
		if v > 0 {
			return true
		}
	}
	return false
}

func (s *State) playerOrRefuse(c Colour) (*PlayerState, error) {
	p := s.Player(c)
	if p == nil {
		return nil, refuse("%s is not at the table", c.Name())
	}
	return p, nil
}

// TakeAntidote gives a player antidotes from the reserve (the Hospital).
type TakeAntidote struct {
	Player Colour `json:"player"`
	Count  int    `json:"count"`
}

// Kind names the action in a journal.
func (TakeAntidote) Kind() string { return "take-antidote" }

func (a TakeAntidote) apply(s *State) error {
	p, err := s.playerOrRefuse(a.Player)
	if err != nil {
		return err
	}
	if a.Count < 1 || a.Count > TotalAntidotes {
		return refuse("take between 1 and %d antidotes, not %d", TotalAntidotes, a.Count)
	}
	if a.Count > s.AntidoteReserve {
		return refuse("only %d antidote(s) are left in the reserve", s.AntidoteReserve)
	}
	s.AntidoteReserve -= a.Count
	p.Antidotes += a.Count
	return nil
}

// TakeFood gives a player a food token at the Crossroads: Slot 1-3 takes a
// face-up token (side B; the row is refilled from the truck), Slot 0 takes
// a face-down one from the truck. Value, when given, is the token the
// player drew by hand; otherwise the app draws it.
type TakeFood struct {
	Player Colour `json:"player"`
	Slot   int    `json:"slot,omitempty"`
	Value  *int   `json:"value,omitempty"`
}

// Kind names the action in a journal.
func (TakeFood) Kind() string { return "take-food" }

func (a TakeFood) apply(s *State) error {
	p, err := s.playerOrRefuse(a.Player)
	if err != nil {
		return err
	}
	if a.Slot < 0 || a.Slot > len(s.FaceUpFood) {
		if len(s.FaceUpFood) == 0 {
			return refuse("there are no face-up food tokens: take one from the truck (slot 0)")
		}
		return refuse("face-up food tokens are in slots 1 to %d; slot 0 is the truck", len(s.FaceUpFood))
	}
	if a.Slot > 0 {
		if a.Value != nil {
			return refuse("a face-up token's value is known: leave the value out")
		}
		v := s.FaceUpFood[a.Slot-1]
		p.Food[v]++
		s.FaceUpFood = append(s.FaceUpFood[:a.Slot-1:a.Slot-1], s.FaceUpFood[a.Slot:]...)
		if v, ok := s.drawFood(nil); ok {
			s.FaceUpFood = append(s.FaceUpFood, v)
			s.note("three face-up food tokens at the Crossroads", "A food token of value %d is turned face up to refill the row.", v)
		}
		return nil
	}
	if a.Value != nil && (*a.Value < 0 || *a.Value > 3) {
		return refuse("food tokens are worth 0 to 3, not %d", *a.Value)
	}
	v, ok := s.drawFood(a.Value)
	if !ok {
		if a.Value != nil {
			return refuse("no food token of value %d is left in the truck", *a.Value)
		}
		return refuse("the truck has no food token left")
	}
	p.Food[v]++
	return nil
}

// drawFood takes a token from the truck: the given value, or a random one.
func (s *State) drawFood(value *int) (int, bool) {
	if value != nil {
		if s.Truck[*value] == 0 {
			return 0, false
		}
		s.Truck[*value]--
		return *value, true
	}
	n := 0
	for _, k := range s.Truck {
		n += k
	}
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

// Trade moves antidotes and food tokens from one player to another, as
// players freely trade.
type Trade struct {
	From      Colour `json:"from"`
	To        Colour `json:"to"`
	Antidotes int    `json:"antidotes,omitempty"`
	Food      [4]int `json:"food,omitzero"`
}

// Kind names the action in a journal.
func (Trade) Kind() string { return "trade" }

func (a Trade) apply(s *State) error {
	from, err := s.playerOrRefuse(a.From)
	if err != nil {
		return err
	}
	to, err := s.playerOrRefuse(a.To)
	if err != nil {
		return err
	}
	if a.From == a.To {
		return refuse("a trade goes between two different players")
	}
	if a.Antidotes < 0 || a.Antidotes > from.Antidotes {
		return refuse("%s has %d antidote(s) to give, not %d", s.Label(a.From), from.Antidotes, a.Antidotes)
	}
	n := a.Antidotes
	for v, k := range a.Food {
		if k < 0 || k > from.Food[v] {
			return refuse("%s has %d food token(s) of value %d to give, not %d", s.Label(a.From), from.Food[v], v, k)
		}
		n += k
	}
	if n == 0 {
		return refuse("a trade needs at least one antidote or food token")
	}
	from.Antidotes -= a.Antidotes
	to.Antidotes += a.Antidotes
	for v, k := range a.Food {
		from.Food[v] -= k
		to.Food[v] += k
	}
	return nil
}

// CannedFoodCards is how many Canned Food cards the deck holds.
const CannedFoodCards = 2

// DeclareCannedFood records how many Canned Food cards a player shows at
// the end of the game (each is worth a point).
type DeclareCannedFood struct {
	Player Colour `json:"player"`
	Count  int    `json:"count"`
}

// Kind names the action in a journal.
func (DeclareCannedFood) Kind() string { return "declare-canned-food" }

func (a DeclareCannedFood) apply(s *State) error {
	p, err := s.playerOrRefuse(a.Player)
	if err != nil {
		return err
	}
	others := 0
	for _, q := range s.Players {
		if q.Colour != a.Player {
			others += q.CannedFood
		}
	}
	if a.Count < 0 || a.Count+others > CannedFoodCards {
		return refuse("the deck holds %d Canned Food cards and others declared %d; %d does not fit", CannedFoodCards, others, a.Count)
	}
	p.CannedFood = a.Count
	return nil
}
