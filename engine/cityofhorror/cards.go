package cityofhorror

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
	if _, err := s.playerOrRefuse(a.Player); err != nil {
		return err
	}
	if s.Eliminated(a.Player) {
		return refuse("%s is out of the game and plays no more cards", s.Label(a.Player))
	}
	copies, ok := s.cardCopies(a.Card)
	if !ok {
		return refuse("%q is not an action card of the box", a.Card)
	}
	switch a.Card {
	case CardCannedFood:
		return refuse("Canned Food is kept in the hand and shown at the end of the game for its point")
	case CardBackDoor:
		return refuse("the Back Door is played with a move: choose the character and its full place")
	}
	if s.Played[a.Card] >= copies {
		return refuse("the deck holds %s, and all of them are already in the discard pile", count(copies, a.Card, plural(a.Card)))
	}
	before := s.clone()
	before.Notices, before.lastPlay = nil, nil
	if a.Card == CardPepperSpray {
		return s.cancelLast(a.Player, "Pepper Spray", func(n *State) error { return n.payCard(a.Player, a.Card) })
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

// plural names several copies of a card ("Guns", "Night Vision Goggles").
func plural(name string) string {
	switch name {
	case CardGoggles, CardRunningShoes:
		return name
	}
	return name + "s"
}

// payCard moves a played card from the hand to the discard pile.
func (s *State) payCard(c Colour, name string) error {
	p := s.Player(c)
	if p.Cards == 0 {
		return refuse("%s has no action card in hand to play", s.Label(c))
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
// discard pile, then pay applies the cancelling card's own cost.
func (s *State) cancelLast(c Colour, by string, pay func(*State) error) error {
	lp := s.lastPlay
	if lp == nil {
		return refuse("there is no card to cancel: %s cancels the action card just played, before anything else happens", by)
	}
	n := lp.before.clone()
	if err := n.payCard(lp.player, lp.card); err != nil {
		return err
	}
	if err := pay(n); err != nil {
		return err
	}
	n.note(ruleCancel, "%s cancels the %s just played by %s: its effect is taken back, and the card lies in the discard pile.", by, lp.card, n.Label(lp.player))
	*s = *n
	return nil
}

func (a PlayCard) effect(s *State) error {
	switch a.Card {
	case CardAlarm:
		if err := checkPlace(a.At, "the Alarm's zombies"); err != nil {
			return err
		}
		s.addZombies(a.At, 3)
	case CardEnergyDrink:
		return Rest{Role: a.Role}.apply(s)
	case CardHideout:
		c, err := s.charOrRefuse(a.Role)
		if err != nil {
			return err
		}
		if c.Owner != a.Player {
			return refuse("a Hideout hides one of your own characters; %s is %s's", c.Name(), s.Label(c.Owner))
		}
		return Hide{Role: a.Role}.apply(s)
	case CardGun:
		return s.killZombies(a.At, 1, a.Card)
	case CardShotgun:
		return s.killZombies(a.At, 2, a.Card)
	case CardChainsaw:
		if err := checkPlace(a.At, "the Chainsaw"); err != nil {
			return err
		}
		n := s.Zombies[a.At] / 2
		if n == 0 {
			return refuse("%s has %s: half of it, rounded down, is none", s.PlaceName(a.At), count(s.Zombies[a.At], "zombie", "zombies"))
		}
		return s.killZombies(a.At, n, a.Card)
	case CardGoggles:
		return s.peekNext(a.Player, "the Night Vision Goggles")
	case CardFlashlight:
		return SetLeader{To: a.Target}.apply(s)
	case CardKitten:
		return s.kitten(a.At, a.To)
	case CardMolotov:
		if err := s.killZombies(a.At, 1, a.Card); err != nil {
			return err
		}
		return s.explode(a.Explosion, a.Card)
	case CardBomb:
		if err := s.killZombies(a.At, 2, a.Card); err != nil {
			return err
		}
		return s.explode(a.Explosion, a.Card)
	case CardRescueFlare:
		if err := s.sendZombie(a.At, a.To, a.Card); err != nil {
			return err
		}
		return s.explode(a.Explosion, a.Card)
	case CardPickpocket:
		return s.steal(a.Player, a.Target, a.Card)
	case CardReplica:
		return s.replica(a.Player, a.At)
	case CardRunningShoes:
		s.note("the Running Shoes change a movement card", "%s may change their movement card before moving.", s.Label(a.Player))
	}
	return nil
}

// killZombies kills up to n zombies at a place; none there is a refusal.
func (s *State) killZombies(l Loc, n int, by string) error {
	if err := checkPlace(l, by); err != nil {
		return err
	}
	have := s.Zombies[l]
	if have == 0 {
		return refuse("%s has no zombie to kill", s.PlaceName(l))
	}
	k := min(n, have)
	s.Zombies[l] -= k
	s.note("killed zombies go back to the reserve", "%s %s %s at %s.", by, verb(by, "kills", "kill"), count(k, "zombie", "zombies"), s.PlaceName(l))
	return nil
}

// sendZombie moves one zombie from one place to another.
func (s *State) sendZombie(from, to Loc, by string) error {
	if err := checkPlace(from, "the zombie to start from"); err != nil {
		return err
	}
	if err := checkPlace(to, "the zombie to go to"); err != nil {
		return err
	}
	if from == to {
		return refuse("the zombie must go to another place than %s", s.PlaceName(from))
	}
	if s.Zombies[from] == 0 {
		return refuse("%s has no zombie to send", s.PlaceName(from))
	}
	if s.Zombies[to] >= MaxZombiesPerLoc {
		return refuse("%s already holds 8 zombies, the most a place takes", s.PlaceName(to))
	}
	s.moveZombies(from, to, 1)
	s.note("a zombie is sent to another place", "%s %s a zombie from %s to %s.", by, verb(by, "sends", "send"), s.PlaceName(from), s.PlaceName(to))
	return nil
}

// kitten moves every zombie of a place to the place on a movement card
// drawn at random, as far as room allows; the same place keeps them.
func (s *State) kitten(from, to Loc) error {
	if err := checkPlace(from, "the Kitten to start from"); err != nil {
		return err
	}
	if err := checkPlace(to, "the movement card drawn for the Kitten"); err != nil {
		return err
	}
	if from == to {
		s.note("the Kitten comes back to be petted", "The card drawn shows %s, where the Kitten started: it comes back and the zombies stay.", s.PlaceName(from))
		return nil
	}
	n := s.Zombies[from]
	k := s.moveZombies(from, to, n)
	s.note("the zombies follow the Kitten", "The Kitten leads %s from %s to %s.", count(k, "zombie", "zombies"), s.PlaceName(from), s.PlaceName(to))
	return nil
}

// explode puts the explosion marker a card with the symbol adds; with no
// board left to take it, nothing happens.
func (s *State) explode(on Building, by string) error {
	ts := s.ExplosionTargets()
	if len(ts) == 0 {
		s.note("explosion markers go on the Water Tower or the Armory", "%s adds no marker: the Water Tower has fallen and the Armory is closed.", by)
		return nil
	}
	if on == "" {
		return refuse("the %s has the explosion symbol: choose the Water Tower or the Armory for its marker", by)
	}
	return AddExplosion{On: on}.apply(s)
}

// steal moves a random card from a victim's hand to the thief's.
func (s *State) steal(thief, victim Colour, by string) error {
	v, err := s.playerOrRefuse(victim)
	if err != nil {
		return err
	}
	if victim == thief {
		return refuse("%s steals from another player, not from yourself", by)
	}
	if v.Cards == 0 {
		return refuse("%s has no action card to steal", s.Label(victim))
	}
	v.Cards--
	s.Player(thief).Cards++
	s.note("a stolen card is drawn at random", "%s takes a random card from %s's hand (%s).", s.Label(thief), s.Label(victim), by)
	return nil
}

// peekNext records a secret look at the next invasion card not yet played.
func (s *State) peekNext(c Colour, why string) error {
	h := NextHour(s)
	if h == 0 {
		return refuse("every invasion card has been played: there is nothing left to look at")
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
