package cityofhorror

import "hordekeeper/engine"

// The action cards by name, as the box prints them.
const (
	CardAlarm        = "Alarm"
	CardEnergyDrink  = "Energy Drink"
	CardCannedFood   = "Canned Food"
	CardPepperSpray  = "Pepper Spray"
	CardHideout      = "Hideout"
	CardBackDoor     = "Back Door"
	CardGun          = "Gun"
	CardGoggles      = "Night Vision Goggles"
	CardChainsaw     = "Chainsaw"
	CardFlashlight   = "Flashlight"
	CardKitten       = "Kitten"
	CardMolotov      = "Molotov Cocktail"
	CardRescueFlare  = "Rescue Flare"
	CardBomb         = "Makeshift Bomb"
	CardPickpocket   = "Pickpocket"
	CardReplica      = "Weapon Replica"
	CardShotgun      = "Shotgun"
	CardRunningShoes = "Running Shoes"
)

// PlayCard plays an action card from a player's hand for its effect; the
// card goes to the discard pile. The fields the card needs:
//   - At: the place (Alarm, Gun, Chainsaw, Molotov Cocktail, Makeshift
//     Bomb, Shotgun, Weapon Replica; the Kitten's and the Rescue Flare's
//     starting place);
//   - To: where the zombies go (Rescue Flare; Kitten: the place on the
//     movement card drawn at random);
//   - Role: the character (Energy Drink, Hideout);
//   - Target: the colour (Flashlight: the wedge; Pickpocket: the player
//     robbed);
//   - Explosion: the board that takes the marker of a card with the
//     explosion symbol (the Water Tower or the Armory).
//
// Pepper Spray cancels the card just played: that card's effect is taken
// back, and both cards lie in the discard pile. Back Door is played with
// MoveCharacter, Canned Food is shown at the end, Running Shoes only
// changes a movement card.
type PlayCard struct {
	Player    Colour   `json:"player"`
	Card      string   `json:"card"`
	At        Loc      `json:"at,omitempty"`
	To        Loc      `json:"to,omitempty"`
	Role      Role     `json:"role,omitempty"`
	Target    Colour   `json:"target,omitempty"`
	Explosion Building `json:"explosion,omitempty"`
}

// Kind names the action in a journal.
func (PlayCard) Kind() string { return "play-card" }

func (a PlayCard) apply(s *State) error {
	if _, err := s.playerOrRefusal(a.Player); err != nil {
		return err
	}
	if s.Eliminated(a.Player) {
		return engine.Refusal(engine.Say("cohrules.cards.out", "{{.Player}} is out of the game and plays no more cards", engine.Args{"Player": s.LabelWords(a.Player)}))
	}
	copies, ok := s.cardCopies(a.Card)
	if !ok {
		return engine.Refusal(engine.Say("cohrules.cards.unknown", "\"{{.Card}}\" is not an action card of the box", engine.Args{"Card": a.Card}))
	}
	switch a.Card {
	case CardCannedFood:
		return engine.Refusal(engine.Say("cohrules.cards.canned", "Canned Food is kept in the hand and shown at the end of the game for its point", nil))
	case CardBackDoor:
		return engine.Refusal(engine.Say("cohrules.cards.backdoor", "the Back Door is played with a move: choose the character and its full place", nil))
	}
	if s.Played[a.Card] >= copies {
		return engine.Refusal(engine.Say("cohrules.cards.alldiscarded", "the deck holds {{.Copies}}, and all of them are already in the discard pile", engine.Args{"Copies": cardsOfW(a.Card, copies)}))
	}
	before := s.clone()
	before.Notices, before.lastPlay = nil, nil
	if a.Card == CardPepperSpray {
		return s.cancelLast(a.Player, a.Card, CardWords(CardPepperSpray), func(n *State) error { return n.payCard(a.Player, a.Card) })
	}
	if err := s.payCard(a.Player, a.Card); err != nil {
		return err
	}
	if err := a.effect(s); err != nil {
		return err
	}
	s.lastPlay = &cardPlay{before: before, player: a.Player, card: a.Card}
	return nil
}

// payCard moves a played card from the hand to the discard pile.
func (s *State) payCard(c Colour, name string) error {
	p := s.Player(c)
	if p.Cards == 0 {
		return engine.Refusal(engine.Say("cohrules.cards.nocard", "{{.Player}} has no action card in hand to play", engine.Args{"Player": s.LabelWords(c)}))
	}
	p.Cards--
	s.DiscardPile++
	if s.Played == nil {
		s.Played = map[string]int{}
	}
	s.Played[name]++
	return nil
}

// cancelLast takes back the last card played (Pepper Spray, the Punk):
// the state goes back to before it, the cancelled card still lies in the
// discard pile, then pay applies the cancelling card's own cost. A Pepper
// Spray (card) is itself the card just played and may be cancelled in turn
// (FAQ: "all cards can be canceled"): cancelling it brings back the state it
// took back, with the card it cancelled standing. The Punk's power is not a
// card: nothing is left to cancel after it.
func (s *State) cancelLast(c Colour, card string, by engine.Words, pay func(*State) error) error {
	lp := s.lastPlay
	if lp == nil {
		return engine.Refusal(engine.Say("cohrules.cards.nocancel", "there is no card to cancel: {{.By}} cancels the action card just played, before anything else happens", engine.Args{"By": by}))
	}
	before := s.clone()
	before.Notices, before.lastPlay = nil, lp
	n := lp.before.clone()
	if err := n.payCard(lp.player, lp.card); err != nil {
		return err
	}
	if lp.without != nil {
		if err := lp.without.apply(n); err != nil {
			return err
		}
	}
	if err := pay(n); err != nil {
		return err
	}
	n.tell(ruleCancel, engine.Say("cohrules.cards.cancelled", "{{.By}} cancels the {{.Card}} just played by {{.Player}}: its effect is taken back, and the card lies in the discard pile.", engine.Args{"By": by, "Card": CardWords(lp.card), "Player": n.LabelWords(lp.player)}))
	n.lastPlay = nil
	if card != "" {
		n.lastPlay = &cardPlay{before: before, player: c, card: card}
	}
	*s = *n
	return nil
}

func (a PlayCard) effect(s *State) error {
	switch a.Card {
	case CardAlarm:
		if err := checkPlace(a.At, engine.Say("cohrules.cards.for.alarm", "the Alarm's zombies", nil)); err != nil {
			return err
		}
		s.addZombies(a.At, 3)
	case CardEnergyDrink:
		return Rest{Role: a.Role}.apply(s)
	case CardHideout:
		c, err := s.charOrRefusal(a.Role)
		if err != nil {
			return err
		}
		if c.Owner != a.Player {
			return engine.Refusal(engine.Say("cohrules.cards.hideout", "a Hideout hides one of your own characters; {{.Char}} is {{.Owner}}'s", engine.Args{"Char": c.Words(), "Owner": s.LabelWords(c.Owner)}))
		}
		return Hide{Role: a.Role}.apply(s)
	case CardGun:
		return s.killZombies(a.At, 1, CardWords(a.Card), 1)
	case CardShotgun:
		return s.killZombies(a.At, 2, CardWords(a.Card), 1)
	case CardChainsaw:
		if err := checkPlace(a.At, engine.Say("cohrules.cards.for.chainsaw", "the Chainsaw", nil)); err != nil {
			return err
		}
		n := s.Zombies[a.At] / 2
		if n == 0 {
			return engine.Refusal(engine.Say("cohrules.cards.chainsaw", "{{.Place}} has {{.Zombies}}: half of it, rounded down, is none", engine.Args{"Place": s.PlaceWords(a.At), "Zombies": zombiesW(s.Zombies[a.At])}))
		}
		return s.killZombies(a.At, n, CardWords(a.Card), 1)
	case CardGoggles:
		return s.peekNext(a.Player, "the Night Vision Goggles")
	case CardFlashlight:
		return SetLeader{To: a.Target}.apply(s)
	case CardKitten:
		return s.kitten(a.At, a.To)
	case CardMolotov:
		if err := s.killZombies(a.At, 1, CardWords(a.Card), 1); err != nil {
			return err
		}
		return s.explode(a.Explosion, CardWords(a.Card))
	case CardBomb:
		if err := s.killZombies(a.At, 2, CardWords(a.Card), 1); err != nil {
			return err
		}
		return s.explode(a.Explosion, CardWords(a.Card))
	case CardRescueFlare:
		if err := s.sendZombie(a.At, a.To, CardWords(a.Card), 1); err != nil {
			return err
		}
		return s.explode(a.Explosion, CardWords(a.Card))
	case CardPickpocket:
		return s.steal(a.Player, a.Target, CardWords(a.Card))
	case CardReplica:
		return s.replica(a.Player, a.At)
	case CardRunningShoes:
		s.tell(engine.Say("cohrules.cards.rule.shoes", "the Running Shoes change a movement card", nil),
			engine.Say("cohrules.cards.shoes", "{{.Player}} may change their movement card before moving.", engine.Args{"Player": s.LabelWords(a.Player)}))
	}
	return nil
}

// killZombies kills up to n zombies at a place; none there is a refusal.
// by is the card or the character that kills, byN its grammatical number
// (2 for the Guard and Rex).
func (s *State) killZombies(l Loc, n int, by engine.Words, byN int) error {
	if err := checkPlace(l, by); err != nil {
		return err
	}
	have := s.Zombies[l]
	if have == 0 {
		return engine.Refusal(engine.Say("cohrules.cards.nozombie", "{{.Place}} has no zombie to kill", engine.Args{"Place": s.PlaceWords(l)}))
	}
	k := min(n, have)
	s.Zombies[l] -= k
	s.tell(engine.Say("cohrules.cards.rule.killed", "killed zombies go back to the reserve", nil),
		engine.SayN("cohrules.cards.killed", "{{.By}} kills {{.Zombies}} {{.At}}.", "{{.By}} kill {{.Zombies}} {{.At}}.", byN, engine.Args{"By": by, "Zombies": zombiesW(k), "At": s.AtWords(l)}))
	return nil
}

// sendZombie moves one zombie from one place to another (by and byN as
// for killZombies).
func (s *State) sendZombie(from, to Loc, by engine.Words, byN int) error {
	if err := checkPlace(from, engine.Say("cohrules.cards.for.zombiefrom", "the zombie to start from", nil)); err != nil {
		return err
	}
	if err := checkPlace(to, engine.Say("cohrules.cards.for.zombieto", "the zombie to go to", nil)); err != nil {
		return err
	}
	if from == to {
		return engine.Refusal(engine.Say("cohrules.cards.sendsame", "the zombie must go to another place than {{.Place}}", engine.Args{"Place": s.PlaceWords(from)}))
	}
	if s.Zombies[from] == 0 {
		return engine.Refusal(engine.Say("cohrules.cards.nosend", "{{.Place}} has no zombie to send", engine.Args{"Place": s.PlaceWords(from)}))
	}
	if s.Zombies[to] >= MaxZombiesPerLoc {
		return engine.Refusal(engine.Say("cohrules.cards.sendfull", "{{.Place}} already holds 8 zombies, the most a place takes", engine.Args{"Place": s.PlaceWords(to)}))
	}
	s.moveZombies(from, to, 1)
	s.tell(engine.Say("cohrules.cards.rule.sent", "a zombie is sent to another place", nil),
		engine.SayN("cohrules.cards.sent", "{{.By}} sends a zombie {{.From}} {{.To}}.", "{{.By}} send a zombie {{.From}} {{.To}}.", byN, engine.Args{"By": by, "From": s.FromWords(from), "To": s.ToWords(to)}))
	return nil
}

// kitten moves every zombie of a place to the place on a movement card
// drawn at random, as far as room allows; the same place keeps them.
func (s *State) kitten(from, to Loc) error {
	if err := checkPlace(from, engine.Say("cohrules.cards.for.kittenfrom", "the Kitten to start from", nil)); err != nil {
		return err
	}
	if err := checkPlace(to, engine.Say("cohrules.cards.for.kittento", "the movement card drawn for the Kitten", nil)); err != nil {
		return err
	}
	if from == to {
		s.tell(engine.Say("cohrules.cards.rule.kittenback", "the Kitten comes back to be petted", nil),
			engine.Say("cohrules.cards.kittenback", "The card drawn shows {{.Place}}, where the Kitten started: it comes back and the zombies stay.", engine.Args{"Place": s.PlaceWords(from)}))
		return nil
	}
	n := s.Zombies[from]
	k := s.moveZombies(from, to, n)
	s.tell(engine.Say("cohrules.cards.rule.kitten", "the zombies follow the Kitten", nil),
		engine.Say("cohrules.cards.kitten", "The Kitten leads {{.Zombies}} {{.From}} {{.To}}.", engine.Args{"Zombies": zombiesW(k), "From": s.FromWords(from), "To": s.ToWords(to)}))
	return nil
}

// explode puts the explosion marker a card with the symbol adds; with no
// board left to take it, nothing happens.
func (s *State) explode(on Building, by engine.Words) error {
	ts := s.ExplosionTargets()
	if len(ts) == 0 {
		s.tell(engine.Say("cohrules.cards.rule.nomarker", "explosion markers go on the Water Tower or the Armory", nil),
			engine.Say("cohrules.cards.nomarker", "{{.By}} adds no marker: the Water Tower has fallen and the Armory is closed.", engine.Args{"By": by}))
		return nil
	}
	if on == "" {
		return engine.Refusal(engine.Say("cohrules.cards.explosion", "the {{.By}} has the explosion symbol: choose the Water Tower or the Armory for its marker", engine.Args{"By": by}))
	}
	return AddExplosion{On: on}.apply(s)
}

// steal moves a random card from a victim's hand to the thief's.
func (s *State) steal(thief, victim Colour, by engine.Words) error {
	v, err := s.playerOrRefusal(victim)
	if err != nil {
		return err
	}
	if victim == thief {
		return engine.Refusal(engine.Say("cohrules.cards.stealself", "{{.By}} steals from another player, not from yourself", engine.Args{"By": by}))
	}
	if v.Cards == 0 {
		return engine.Refusal(engine.Say("cohrules.cards.nosteal", "{{.Player}} has no action card to steal", engine.Args{"Player": s.LabelWords(victim)}))
	}
	v.Cards--
	s.Player(thief).Cards++
	s.tell(engine.Say("cohrules.cards.rule.stolen", "a stolen card is drawn at random", nil),
		engine.Say("cohrules.cards.stolen", "{{.Thief}} takes a random card from {{.Victim}}'s hand ({{.By}}).", engine.Args{"Thief": s.LabelWords(thief), "Victim": s.LabelWords(victim), "By": by}))
	return nil
}

// peekNext records a secret look at the next invasion card not yet played.
func (s *State) peekNext(c Colour, why string) error {
	h := NextHour(s)
	if h == 0 {
		return engine.Refusal(engine.Say("cohrules.cards.nopeek", "every invasion card has been played: there is nothing left to look at", nil))
	}
	return Peek{Player: c, Hour: h, Why: why}.apply(s)
}

// NextHour is the hour of the next invasion card not yet played (the one
// the Goggles and the Rasta look at), or 0 when none is left.
func NextHour(s *State) int {
	for h := max(s.Turn, 1); h <= Turns; h++ {
		if !s.Deck[h].Applied {
			return h
		}
	}
	return 0
}
