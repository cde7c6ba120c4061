package cityofhorror

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
	// By is the winner of the sharing vote, when the table says; it must
	// match the vote counted with CastVotes.
	By Colour `json:"by,omitempty"`
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
	if s.ShareWinner != "" && a.By != "" && a.By != s.ShareWinner {
		return refuse("%s won the sharing vote: they hand out the supplies", s.Label(s.ShareWinner))
	}
	items := s.Airdrops[a.At]
	total := items.Cards + items.Antidotes
	if total == 0 {
		return refuse("there is nothing to share at %s", s.PlaceName(a.At))
	}
	want := min(total, s.activePlayers())
	if len(a.Gifts) != want {
		return refuse("%s wait at %s and %s still in: hand out %d, one a player at most", count(total, "item", "items"), s.PlaceName(a.At), count(s.activePlayers(), "player is", "players are"), want)
	}
	got := map[Colour]bool{}
	var told []string
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
			p.Cards++
			told = append(told, s.Label(g.To)+" an action card")
		case ItemAntidote:
			if items.Antidotes == 0 {
				return refuse("there are not that many antidotes at %s", s.PlaceName(a.At))
			}
			items.Antidotes--
			p.Antidotes++
			told = append(told, s.Label(g.To)+" an antidote")
		default:
			return refuse("an item is an action card or an antidote, not %q", string(g.Item))
		}
	}
	s.Airdrops[a.At] = items
	s.Shared = true
	by := "Shared"
	if s.ShareWinner != "" {
		by = s.Label(s.ShareWinner) + " hands out the supplies"
	}
	s.note("one item a player in each sharing", "%s at %s: %s.", by, s.PlaceName(a.At), andList(told))
	if left := items.Cards + items.Antidotes; left > 0 {
		s.note("one item a player in each sharing", "Left at %s for a later sharing: %s.", s.PlaceName(a.At), count(left, "item", "items"))
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

// TakeAntidote takes an antidote from the reserve with the Hospital's
// effect: it is UseLocation at the Hospital (Count must be 1; Role is the
// character exhausted on side B).
type TakeAntidote struct {
	Player Colour `json:"player"`
	Count  int    `json:"count"`
	Role   Role   `json:"role,omitempty"`
}

// Kind names the action in a journal.
func (TakeAntidote) Kind() string { return "take-antidote" }

func (a TakeAntidote) apply(s *State) error {
	if _, err := s.playerOrRefuse(a.Player); err != nil {
		return err
	}
	if a.Count != 1 {
		return refuse("the Hospital gives one antidote a player a turn, not %d", a.Count)
	}
	return UseLocation{Player: a.Player, At: s.Where(Hospital), Role: a.Role}.apply(s)
}

// Trade hands antidotes, food tokens and action cards from one player to
// another, as players freely trade while they negotiate. Cards is how
// many action cards change hands (the app counts hands, not names).
type Trade struct {
	From      Colour `json:"from"`
	To        Colour `json:"to"`
	Antidotes int    `json:"antidotes,omitempty"`
	Food      [4]int `json:"food,omitzero"`
	Cards     int    `json:"cards,omitempty"`
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
	if s.Eliminated(a.From) || s.Eliminated(a.To) {
		return refuse("a player who is out of the game trades no more")
	}
	if a.Antidotes < 0 || a.Antidotes > from.Antidotes {
		return refuse("%s has %s to give, not %d", s.Label(a.From), count(from.Antidotes, "antidote", "antidotes"), a.Antidotes)
	}
	if a.Cards < 0 || a.Cards > from.Cards {
		return refuse("%s has %s in hand to give, not %d", s.Label(a.From), count(from.Cards, "action card", "action cards"), a.Cards)
	}
	n := a.Antidotes + a.Cards
	for v, k := range a.Food {
		if k < 0 || k > from.Food[v] {
			return refuse("%s has %s of value %d to give, not %d", s.Label(a.From), count(from.Food[v], "food token", "food tokens"), v, k)
		}
		n += k
	}
	if n == 0 {
		return refuse("a trade needs at least one antidote, food token or action card")
	}
	from.Antidotes -= a.Antidotes
	to.Antidotes += a.Antidotes
	from.Cards -= a.Cards
	to.Cards += a.Cards
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
	if a.Count > p.Cards {
		return refuse("%s holds %s: %d Canned Food cards cannot be among them", s.Label(a.Player), count(p.Cards, "action card", "action cards"), a.Count)
	}
	p.CannedFood = a.Count
	return nil
}
