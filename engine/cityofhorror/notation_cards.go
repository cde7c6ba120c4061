package cityofhorror

import (
	"fmt"
	"slices"
	"strings"

	"hordekeeper/engine"
)

// The action deck, the places' effects used this turn and the sharing
// vote's winner in position notation (see notation.go): deck:, discard:,
// played:, used: and sharewinner:.

// writeCards writes the action deck and this turn's uses.
func (s *State) writeCards(b *strings.Builder) {
	fmt.Fprintf(b, " deck:%d", s.DeckLeft)
	if s.DiscardPile != 0 {
		fmt.Fprintf(b, " discard:%d", s.DiscardPile)
	}
	var played []string
	for _, c := range s.Settings.ActionDeck() {
		if n := s.Played[c.Name]; n != 0 {
			played = append(played, fmt.Sprintf("%s=%d", cardKey(c.Name), n))
		}
	}
	if len(played) > 0 {
		fmt.Fprintf(b, " played:%s", strings.Join(played, ","))
	}
	if len(s.Used) > 0 {
		var us []string
		for _, u := range s.Used {
			us = append(us, u.Player.Letter()+"@"+u.At.String())
		}
		fmt.Fprintf(b, " used:%s", strings.Join(us, ","))
	}
	if s.ShareWinner != "" {
		fmt.Fprintf(b, " sharewinner:%s", s.ShareWinner.Letter())
	}
}

// cardKey is a card's name as notation writes it: "Weapon Replica" is
// weaponreplica.
func cardKey(name string) string {
	return strings.ToLower(strings.ReplaceAll(name, " ", ""))
}

// cardField reads deck:, discard:, played:, used: or sharewinner:.
func (p *cohParser) cardField(f, key, val string) error {
	s := p.s
	var err error
	switch key {
	case "deck":
		p.deck, err = engine.NotationInt(f, val, "the cards left in the deck", 0, TotalActionCards)
	case "discard":
		s.DiscardPile, err = engine.NotationInt(f, val, "the cards in the discard pile", 0, TotalActionCards)
	case "played":
		return p.played(f, val)
	case "used":
		for _, u := range strings.Split(val, ",") {
			who, at, _ := strings.Cut(u, "@")
			c := colourOf(who)
			var l Loc
			if c == "" || s.Player(c) == nil || l.UnmarshalText([]byte(at)) != nil || !l.Valid() {
				return engine.BadNotation(f, "a place's effect used is a player and a place, like R@corner1")
			}
			lu := LocationUse{Player: c, At: l}
			if slices.Contains(s.Used, lu) {
				return engine.BadNotation(f, "%s uses a place's effect once a turn: %s is written twice", s.Label(c), u)
			}
			s.Used = append(s.Used, lu)
		}
	case "sharewinner":
		c := colourOf(val)
		if c == "" || s.Player(c) == nil {
			return engine.BadNotation(f, "%q is not the colour letter of a player at the table", val)
		}
		s.ShareWinner = c
	}
	return err
}

// played reads "pepperspray=1,gun=2".
func (p *cohParser) played(f, val string) error {
	s := p.s
	for _, kv := range strings.Split(val, ",") {
		k, v, _ := strings.Cut(kv, "=")
		deck := s.Settings.ActionDeck()
		i := slices.IndexFunc(deck, func(c ActionCardCount) bool { return cardKey(c.Name) == k })
		if i < 0 {
			return engine.BadNotation(f, "%q is not an action card (written like pepperspray or weaponreplica)", k)
		}
		if s.Played[deck[i].Name] != 0 {
			return engine.BadNotation(f, "%s is written twice", deck[i].Name)
		}
		n, err := engine.NotationInt(f, v, "the "+deck[i].Name+" cards played", 1, deck[i].Count)
		if err != nil {
			return err
		}
		if s.Played == nil {
			s.Played = map[string]int{}
		}
		s.Played[deck[i].Name] = n
	}
	return nil
}

// checkCards works out the deck (40 cards in all) and checks the cards
// played against the discard pile.
func (p *cohParser) checkCards() error {
	s := p.s
	out := s.DiscardPile
	for _, q := range s.Players {
		out += q.Cards
	}
	for _, it := range s.Airdrops {
		out += it.Cards
	}
	if out > TotalActionCards {
		return engine.BadNotation("", "the box has %d action cards, not %d", TotalActionCards, out)
	}
	s.DeckLeft = TotalActionCards - out
	if p.seen["deck"] && p.deck != s.DeckLeft {
		return engine.BadNotation(fmt.Sprintf("deck:%d", p.deck), "the box has %d action cards: %d in hands, on places and in the discard pile leave %d in the deck", TotalActionCards, out, s.DeckLeft)
	}
	played := 0
	for _, n := range s.Played {
		played += n
	}
	if played > s.DiscardPile {
		return engine.BadNotation("played:", "%d cards played for their effect, but the discard pile holds %d", played, s.DiscardPile)
	}
	return nil
}

// savedText is the characters a player chose to save: "saved=granny+punk",
// or "saved=-" when they chose none.
func savedText(p PlayerState) string {
	if len(p.Saved) == 0 {
		return "saved=-"
	}
	var rs []string
	for _, r := range p.Saved {
		rs = append(rs, string(r))
	}
	return "saved=" + strings.Join(rs, "+")
}

// parseSaved reads the part of a hand after "saved=".
func parseSaved(f, v string, p *PlayerState) error {
	p.SavedChosen = true
	if v == "-" {
		return nil
	}
	for _, r := range strings.Split(v, "+") {
		role := Role(r)
		if _, ok := role.Info(); !ok {
			return engine.BadNotation(f, "%q is not a character of the box (like granny, punk, guardandrex)", r)
		}
		if slices.Contains(p.Saved, role) {
			return engine.BadNotation(f, "%s is saved twice", role.Name())
		}
		p.Saved = append(p.Saved, role)
	}
	return nil
}

// checkNotationNames refuses a name with spaces around it, a blank one or the same
// name twice; a player may go without a name (by colour).
func checkNotationNames(players []PlayerState) error {
	var named []string
	for _, q := range players {
		if q.Name != "" {
			if strings.TrimSpace(q.Name) != q.Name {
				return engine.BadNotation(engine.QuoteName(q.Name), "a name has no spaces around it")
			}
			named = append(named, q.Name)
		}
	}
	if _, err := engine.CheckNames(named); err != nil {
		return engine.BadNotation("", "%v", err)
	}
	return nil
}
