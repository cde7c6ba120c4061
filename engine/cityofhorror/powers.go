package cityofhorror

import "hordekeeper/engine"

// UsePower uses a rested character's power and exhausts it; the power
// does what its card says. What each power needs:
//   - Geek, Rocker: To, where the zombie from their place goes;
//   - Secret Agent: Leader, the wedge the zombie leader goes to;
//   - Thief: From, the player robbed of a random card;
//   - Businessman, Businesswoman: Card, optionally, the card taken from the
//     discard pile (one card from the hand is discarded for it);
//   - Housewife, Guard and Rex: nothing; they kill two zombies where they
//     stand. Sushi Chef draws a card, Rasta looks at the next invasion
//     card, Priest cancels the move just made, Punk cancels the card just
//     played, Student takes the first-player token; the Granny may move and
//     the Grandpa votes this turn; the Little Boy and Little Girl are out of
//     reach; the Pregnant Woman gives birth; the Blonde stops drawing
//     zombies; the Teen lets a movement card be changed.
//
// The Mama's power is used while moving (MoveCharacter with Mama).
type UsePower struct {
	Role   Role   `json:"role"`
	To     Loc    `json:"to,omitempty"`
	Leader Colour `json:"leader,omitempty"`
	From   Colour `json:"from,omitempty"`
	Card   string `json:"card,omitempty"`
}

// Kind names the action in a journal.
func (UsePower) Kind() string { return "use-power" }

func (a UsePower) apply(s *State) error {
	c, err := s.charOrRefusal(a.Role)
	if err != nil {
		return err
	}
	if c.Exhausted {
		return engine.Refusal(engine.SayN("cohrules.powers.exhausted", "{{.Char}} is exhausted: a power needs its character rested", "{{.Char}} are exhausted: a power needs its character rested", c.Role.number(), engine.Args{"Char": c.Words()}))
	}
	owner := c.Owner
	switch a.Role {
	case Mama:
		return engine.Refusal(engine.Say("cohrules.powers.mama", "the Mama's power is used while she moves: move her into the full place with her power", nil))
	case Priest:
		return CancelMove{}.apply(s)
	case Punk:
		return s.cancelLast(owner, "", Punk.Words(), func(n *State) error {
			p := n.Character(Punk)
			if p == nil || p.Dead || p.Exhausted {
				return engine.Refusal(engine.Say("cohrules.powers.punk", "the Punk was not ready when the card was played", nil))
			}
			p.Exhausted, p.PowerTurn = true, max(n.Turn, 1)
			return nil
		})
	case Geek, Rocker:
		if err := s.sendZombie(c.At, a.To, c.Words(), c.Role.number()); err != nil {
			return err
		}
	case Housewife, GuardAndRex:
		if err := s.killZombies(c.At, 2, c.Words(), c.Role.number()); err != nil {
			return err
		}
	case SushiChef:
		if s.DeckLeft == 0 {
			return engine.Refusal(engine.Say("cohrules.powers.sushichef", "the action deck is empty: the Sushi Chef has nothing to draw", nil))
		}
		s.drawCards(owner, 1)
	case SecretAgent:
		if err := (SetLeader{To: a.Leader}).apply(s); err != nil {
			return err
		}
		s.tell(engine.Say("cohrules.powers.rule.secretagent", "the Secret Agent moves the zombie leader", nil),
			engine.Say("cohrules.powers.secretagent", "The Secret Agent puts the zombie leader on {{.Colour}}.", engine.Args{"Colour": a.Leader.Words()}))
	case Thief:
		if err := s.steal(owner, a.From, Thief.Words()); err != nil {
			return err
		}
	case Businessman, Businesswoman:
		if err := s.discardFromHand(owner, forWords(c.Words())); err != nil {
			return err
		}
		if err := s.takeFromDiscard(owner, a.Card); err != nil {
			return err
		}
	case Rasta:
		if err := s.peekNext(owner, "the Rasta's power"); err != nil {
			return err
		}
	case Teen:
		s.tell(engine.Say("cohrules.powers.rule.teen", "the Teen changes a movement card", nil),
			engine.Say("cohrules.powers.teen", "{{.Player}} may change their movement card before the move.", engine.Args{"Player": s.LabelWords(owner)}))
	}
	return Exhaust{Role: a.Role, Power: true}.flip(s)
}

// LeaderMover is a way a player moves the zombie leader by hand.
type LeaderMover string

// The ways to move the zombie leader by hand.
const (
	// LeaderAnyWedge: the Flashlight, the Secret Agent, the Bank (side A).
	LeaderAnyWedge LeaderMover = "any"
	// LeaderOneWedge: the Bank (side B), one wedge either way, or stay.
	LeaderOneWedge LeaderMover = "one"
)

// LeaderWedges lists the wedges of the wheel a player may tap to move the
// zombie leader that way, clockwise from green; caches are never among them.
func (s *State) LeaderWedges(m LeaderMover) []Colour {
	if m == LeaderOneWedge {
		var out []Colour
		for _, c := range s.InPlay() {
			if c == s.Leader || c == s.leaderAfter(s.Leader, 1) || c == s.leaderAfter(s.Leader, -1) {
				out = append(out, c)
			}
		}
		return out
	}
	return s.InPlay()
}

// The reasons a player may move the zombie leader by tapping a wedge.
const (
	ByFlashlight  = "flashlight"
	BySecretAgent = "secret-agent"
	ByBank        = "bank"
)

// MoveLeader is a tap on a wedge of the wheel: Player moves the zombie
// leader to To for a reason the rules allow (By): a Flashlight played from
// their hand, their rested Secret Agent, or the Bank they use in its
// activation (side A: any wedge; side B: one wedge either way, or stay).
// It does what PlayCard, UsePower or UseLocation does for that reason.
type MoveLeader struct {
	Player Colour `json:"player"`
	To     Colour `json:"to"`
	By     string `json:"by"`
}

// Kind names the action in a journal.
func (MoveLeader) Kind() string { return "move-leader" }

func (a MoveLeader) apply(s *State) error {
	if _, err := s.playerOrRefusal(a.Player); err != nil {
		return err
	}
	if a.By != ByFlashlight {
		// Only a card played can be cancelled next.
		s.lastPlay = nil
	}
	switch a.By {
	case ByFlashlight:
		return PlayCard{Player: a.Player, Card: CardFlashlight, Target: a.To}.apply(s)
	case BySecretAgent:
		c := s.Character(SecretAgent)
		if c == nil || c.Owner != a.Player {
			return engine.Refusal(engine.Say("cohrules.powers.noagent", "{{.Player}} has no Secret Agent to move the zombie leader", engine.Args{"Player": s.LabelWords(a.Player)}))
		}
		return UsePower{Role: SecretAgent, Leader: a.To}.apply(s)
	case ByBank:
		return UseLocation{Player: a.Player, At: s.Where(Bank), Leader: a.To}.apply(s)
	}
	return engine.Refusal(engine.Say("cohrules.powers.by", "the zombie leader moves by a Flashlight, the Secret Agent or the Bank, not by \"{{.By}}\"", engine.Args{"By": a.By}))
}
