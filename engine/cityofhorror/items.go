package cityofhorror

import "hordekeeper/engine"

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
		return engine.Refusal(engine.Say("cohrules.items.step", "supplies are shared in the sharing step of the place that holds them", nil))
	}
	if s.Shared {
		return engine.Refusal(engine.Say("cohrules.items.over", "the sharing of {{.Place}} is over for this turn", engine.Args{"Place": s.PlaceWords(a.At)}))
	}
	if s.ShareWinner != "" && a.By != "" && a.By != s.ShareWinner {
		return engine.Refusal(engine.Say("cohrules.items.winner", "{{.Player}} won the sharing vote: they hand out the supplies", engine.Args{"Player": s.LabelWords(s.ShareWinner)}))
	}
	items := s.Airdrops[a.At]
	total := items.Cards + items.Antidotes
	if total == 0 {
		return engine.Refusal(engine.Say("cohrules.items.nothing", "there is nothing to share {{.At}}", engine.Args{"At": s.AtWords(a.At)}))
	}
	want := min(total, s.activePlayers())
	if len(a.Gifts) != want {
		return engine.Refusal(engine.SayN("cohrules.items.count", "{{.Items}} waits {{.At}} and {{.Players}} still in: hand out {{.Want}}, one a player at most", "{{.Items}} wait {{.At}} and {{.Players}} still in: hand out {{.Want}}, one a player at most", total, engine.Args{"Items": itemsW(total), "At": s.AtWords(a.At), "Players": engine.SayN("cohrules.items.players", "1 player is", "{{.Count}} players are", s.activePlayers(), nil), "Want": want}))
	}
	got := map[Colour]bool{}
	var told []engine.Words
	for _, g := range a.Gifts {
		p := s.Player(g.To)
		if p == nil {
			return engine.Refusal(engine.Say("cohrules.items.nottable", "{{.Colour}} is not at the table", engine.Args{"Colour": g.To.Words()}))
		}
		if s.Eliminated(g.To) {
			return engine.Refusal(engine.Say("cohrules.items.out", "{{.Player}} is out of the game and receives nothing", engine.Args{"Player": s.LabelWords(g.To)}))
		}
		if got[g.To] {
			return engine.Refusal(engine.Say("cohrules.items.twice", "{{.Player}} already gets an item: one a player in each sharing", engine.Args{"Player": s.LabelWords(g.To)}))
		}
		got[g.To] = true
		switch g.Item {
		case ItemCard:
			if items.Cards == 0 {
				return engine.Refusal(engine.Say("cohrules.items.fewcards", "there are not that many action cards {{.At}}", engine.Args{"At": s.AtWords(a.At)}))
			}
			items.Cards--
			p.Cards++
			told = append(told, engine.Say("cohrules.items.gotcard", "{{.Player}} an action card", engine.Args{"Player": s.LabelWords(g.To)}))
		case ItemAntidote:
			if items.Antidotes == 0 {
				return engine.Refusal(engine.Say("cohrules.items.fewantidotes", "there are not that many antidotes {{.At}}", engine.Args{"At": s.AtWords(a.At)}))
			}
			items.Antidotes--
			p.Antidotes++
			told = append(told, engine.Say("cohrules.items.gotantidote", "{{.Player}} an antidote", engine.Args{"Player": s.LabelWords(g.To)}))
		default:
			return engine.Refusal(engine.Say("cohrules.items.kind", "an item is an action card or an antidote, not \"{{.Item}}\"", engine.Args{"Item": string(g.Item)}))
		}
	}
	s.Airdrops[a.At] = items
	s.Shared = true
	if s.ShareWinner != "" {
		s.tell(ruleOneItem, engine.Say("cohrules.items.handed", "{{.Player}} hands out the supplies {{.At}}: {{.Gifts}}.", engine.Args{"Player": s.LabelWords(s.ShareWinner), "At": s.AtWords(a.At), "Gifts": andWords(told)}))
	} else {
		s.tell(ruleOneItem, engine.Say("cohrules.items.shared", "Shared {{.At}}: {{.Gifts}}.", engine.Args{"At": s.AtWords(a.At), "Gifts": andWords(told)}))
	}
	if left := items.Cards + items.Antidotes; left > 0 {
		s.tell(ruleOneItem, engine.Say("cohrules.items.left", "Left {{.At}} for a later sharing: {{.Items}}.", engine.Args{"At": s.AtWords(a.At), "Items": itemsW(left)}))
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

func (s *State) playerOrRefusal(c Colour) (*PlayerState, error) {
	p := s.Player(c)
	if p == nil {
		return nil, engine.Refusal(engine.Say("cohrules.items.nottable", "{{.Colour}} is not at the table", engine.Args{"Colour": c.Words()}))
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
	if _, err := s.playerOrRefusal(a.Player); err != nil {
		return err
	}
	var err error
	if a.Count != 1 {
		err = engine.Refusal(engine.Say("cohrules.items.hospital", "the Hospital gives one antidote a player a turn, not {{.Count}}", engine.Args{"Count": a.Count}))
	} else {
		err = UseLocation{Player: a.Player, At: s.Where(Hospital), Role: a.Role}.apply(s)
	}
	if err != nil && s.Rules < 1 {
		return s.legacyTakeAntidote(a)
	}
	return err
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
	from, err := s.playerOrRefusal(a.From)
	if err != nil {
		return err
	}
	to, err := s.playerOrRefusal(a.To)
	if err != nil {
		return err
	}
	if a.From == a.To {
		return engine.Refusal(engine.Say("cohrules.items.tradeself", "a trade goes between two different players", nil))
	}
	if s.Eliminated(a.From) || s.Eliminated(a.To) {
		return engine.Refusal(engine.Say("cohrules.items.tradeout", "a player who is out of the game trades no more", nil))
	}
	if a.Antidotes < 0 || a.Antidotes > from.Antidotes {
		return engine.Refusal(engine.Say("cohrules.items.tradeantidotes", "{{.Player}} has {{.Have}} to give, not {{.Count}}", engine.Args{"Player": s.LabelWords(a.From), "Have": antidotesW(from.Antidotes), "Count": a.Antidotes}))
	}
	if a.Cards < 0 || a.Cards > from.Cards {
		return engine.Refusal(engine.Say("cohrules.items.tradecards", "{{.Player}} has {{.Have}} in hand to give, not {{.Count}}", engine.Args{"Player": s.LabelWords(a.From), "Have": actionCardsW(from.Cards), "Count": a.Cards}))
	}
	n := a.Antidotes + a.Cards
	for v, k := range a.Food {
		if k < 0 || k > from.Food[v] {
			return engine.Refusal(engine.Say("cohrules.items.tradefood", "{{.Player}} has {{.Have}} of value {{.Value}} to give, not {{.Count}}", engine.Args{"Player": s.LabelWords(a.From), "Have": foodTokensW(from.Food[v]), "Value": v, "Count": k}))
		}
		n += k
	}
	if n == 0 {
		return engine.Refusal(engine.Say("cohrules.items.tradeempty", "a trade needs at least one antidote, food token or action card", nil))
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
	p, err := s.playerOrRefusal(a.Player)
	if err != nil {
		return err
	}
	others := 0
	for _, q := range s.Players {
		if q.Colour != a.Player {
			others += q.CannedFood
		}
	}
	// A Canned Food cancelled at the end lies in the discard pile: it no
	// longer fits in anyone's hand.
	if deck := CannedFoodCards - s.Played[CardCannedFood]; a.Count < 0 || a.Count+others > deck {
		return engine.Refusal(engine.Say("cohrules.items.cannedfit", "the deck holds {{.Deck}} Canned Food cards and others declared {{.Others}}; {{.Count}} does not fit", engine.Args{"Deck": deck, "Others": others, "Count": a.Count}))
	}
	if a.Count > p.Cards {
		return engine.Refusal(engine.Say("cohrules.items.cannedhand", "{{.Player}} holds {{.Cards}}: {{.Count}} Canned Food cards cannot be among them", engine.Args{"Player": s.LabelWords(a.Player), "Cards": actionCardsW(p.Cards), "Count": a.Count}))
	}
	// A card shown is a card played: FAQ "Can a Canned Food card be
	// canceled at the end of the game? Yes, all cards can be canceled."
	// Cancelled, the card goes to the discard pile and one fewer counts.
	s.lastPlay = nil
	if a.Count > p.CannedFood {
		before := s.clone()
		before.Notices, before.lastPlay = nil, nil
		s.lastPlay = &cardPlay{before: before, player: a.Player, card: CardCannedFood, without: DeclareCannedFood{Player: a.Player, Count: a.Count - 1}}
	}
	p.CannedFood = a.Count
	return nil
}

// ruleOneItem is the rule of a sharing.
var ruleOneItem = engine.Say("cohrules.items.rule.one", "one item a player in each sharing", nil)
