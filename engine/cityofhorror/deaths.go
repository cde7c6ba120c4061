package cityofhorror

import (
	"slices"
	"strings"
)

// KillCharacter records the character eaten in a zombie attack, as the
// table chose it without the app's vote: only at the attack step of its
// place while the attack is due (not at the Crossroads, where the leader
// picks). Its owner takes the first-player token; a player who loses
// their last character is out, and the token goes on clockwise.
type KillCharacter struct {
	Role Role `json:"role"`
}

// Kind names the action in a journal.
func (KillCharacter) Kind() string { return "kill-character" }

func (a KillCharacter) apply(s *State) error {
	c, err := s.charOrRefuse(a.Role)
	if err != nil {
		return err
	}
	if c.Hidden {
		return refuse("%s %s hidden this turn and cannot be picked or eaten", c.Name(), c.Role.Verb("is", "are"))
	}
	if err := s.eatMoment(c); err != nil {
		return err
	}
	i := slices.IndexFunc(s.Characters, func(x Character) bool { return x.Role == a.Role })
	s.AttackDone = true
	s.kill([]int{i}, "is eaten at "+s.PlaceName(c.At))
	return nil
}

// kill lets several characters die at once (indexes into Characters);
// how ends the sentence: "is eaten at the Bank".
// The first victim's owner in turn order takes the first-player token.
func (s *State) kill(idxs []int, how string) {
	if len(idxs) == 0 {
		return
	}
	order := s.TurnOrder()
	owners := map[Colour]bool{}
	for _, i := range idxs {
		c := &s.Characters[i]
		c.Dead, c.At, c.Hidden, c.Extra = true, NoLoc, false, false
		owners[c.Owner] = true
		said := how
		if c.Role.Plural() {
			said = strings.Replace(how, "is ", "are ", 1)
		}
		s.note(ruleDeathToken, "%s of %s %s.", capital(c.Name()), s.Label(c.Owner), said)
	}
	var taker Colour
	for _, o := range order {
		if owners[o] {
			taker = o
			break
		}
	}
	if len(owners) > 1 {
		s.note(ruleDeathToken, "Several players lost characters at once: %s, the first of them in turn order, is the one who takes the first-player token.", s.Label(taker))
	}
	for _, o := range order {
		if owners[o] && s.Eliminated(o) {
			s.note(ruleElimination, "%s has no character left and is out of the game.", s.Label(o))
		}
	}
	if !s.Eliminated(taker) {
		if s.FirstPlayer != taker {
			s.note(ruleDeathToken, "%s takes the first-player token for losing a character.", s.Label(taker))
		}
		s.FirstPlayer = taker
		return
	}
	k := s.playerIndex(taker)
	for step := 1; step < len(s.Players); step++ {
		p := s.Players[(k+step)%len(s.Players)].Colour
		if !s.Eliminated(p) {
			s.FirstPlayer = p
			s.note(ruleElimination, "The first-player token would go to %s, who is out, so it goes to %s, next clockwise.", s.Label(taker), s.Label(p))
			return
		}
	}
	s.note(ruleElimination, "No player has a character left; the first-player token stays with %s.", s.Label(s.FirstPlayer))
}

// Exhaust turns a rested character to its exhausted side. With Power, its
// power is used: the Granny may move and the Grandpa may vote this turn,
// the Little Boy and Little Girl are out of reach for the turn, the
// Pregnant Woman gives birth, the Student takes the first-player token.
// Other powers are played with the matching actions (zombies, leader...).
type Exhaust struct {
	Role  Role `json:"role"`
	Power bool `json:"power,omitempty"`
}

// Kind names the action in a journal.
func (Exhaust) Kind() string { return "exhaust" }

func (a Exhaust) apply(s *State) error {
	if a.Power {
		switch a.Role {
		case Housewife, GuardAndRex, Priest, SushiChef:
			// These powers need no choice: using them does what they say.
			return UsePower{Role: a.Role}.apply(s)
		}
	}
	return a.flip(s)
}

// flip turns the card and applies the power's lasting effects.
func (a Exhaust) flip(s *State) error {
	c, err := s.charOrRefuse(a.Role)
	if err != nil {
		return err
	}
	if c.Exhausted {
		return refuse("%s %s already exhausted; only a rested character turns over", c.Name(), c.Role.Verb("is", "are"))
	}
	if c.Role == PregnantWoman && !a.Power {
		return refuse("the Pregnant Woman's card never turns for a place or an action card, only for her own power")
	}
	c.Exhausted = true
	if !a.Power {
		return nil
	}
	c.PowerTurn = max(s.Turn, 1)
	owner := s.Label(c.Owner)
	switch c.Role {
	case Granny:
		s.note("the Granny moves only the turn she uses her power", "The Granny may move this turn.")
		if p := s.Player(c.Owner); p.Skipped && s.Phase == PhaseMovement {
			p.Moved, p.Skipped = false, false
		}
	case Grandpa:
		s.note("the Grandpa votes only the turn he uses his power", "The Grandpa votes this turn, in attacks and sharing.")
	case LittleBoy, LittleGirl:
		c.Hidden = true
		s.note("out of reach for the turn", "%s cannot vote, be picked or be eaten for the rest of the turn.", c.Name())
	case PregnantWoman:
		c.Born = true
		s.note("two votes after the birth", "The Pregnant Woman gives birth: she has two votes for the rest of the game and never rests again.")
	case Student:
		s.FirstPlayer = c.Owner
		s.note("the Student takes the first-player token", "%s takes the first-player token with the Student.", owner)
	case Blonde:
		s.note(ruleBlonde, "The Blonde no longer draws zombies while she is exhausted.")
	}
	return nil
}

// Rest turns an exhausted character back to its rested side (the Church,
// an Energy Drink). The Pregnant Woman never rests after the birth.
type Rest struct {
	Role Role `json:"role"`
}

// Kind names the action in a journal.
func (Rest) Kind() string { return "rest" }

func (a Rest) apply(s *State) error {
	c, err := s.charOrRefuse(a.Role)
	if err != nil {
		return err
	}
	if c.Role == PregnantWoman && c.Born {
		return refuse("the Pregnant Woman has given birth and never returns to her rested side")
	}
	if !c.Exhausted {
		return refuse("%s %s already rested", c.Name(), c.Role.Verb("is", "are"))
	}
	c.Exhausted = false
	return nil
}

// Hide lays a character down for the rest of the turn (a Hideout card): it
// cannot vote or be eaten, but still counts for attack conditions. It is
// refused outside the turns (setup, the end).
type Hide struct {
	Role Role `json:"role"`
}

// Kind names the action in a journal.
func (Hide) Kind() string { return "hide" }

func (a Hide) apply(s *State) error {
	c, err := s.charOrRefuse(a.Role)
	if err != nil {
		return err
	}
	if c.Hidden {
		return refuse("%s %s already hidden this turn", c.Name(), c.Role.Verb("is", "are"))
	}
	if err := s.hideMoment(c); err != nil {
		return err
	}
	c.Hidden = true
	return nil
}

// capital starts a sentence with a capital: "the Rasta" becomes "The Rasta".
func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
