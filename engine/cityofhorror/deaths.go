package cityofhorror

import (
	"slices"

	"hordekeeper/engine"
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
	c, err := s.charOrRefusal(a.Role)
	if err != nil {
		return err
	}
	if c.Hidden {
		return engine.Refusal(engine.SayN("cohrules.deaths.hidden", "{{.Char}} is hidden this turn and cannot be picked or eaten", "{{.Char}} are hidden this turn and cannot be picked or eaten", c.Role.number(), engine.Args{"Char": c.Words()}))
	}
	if err := s.eatMoment(c); err != nil {
		if s.Rules < 1 {
			return s.legacyKill(c)
		}
		return err
	}
	i := slices.IndexFunc(s.Characters, func(x Character) bool { return x.Role == a.Role })
	s.AttackDone = true
	s.kill([]int{i}, c.At)
	return nil
}

// kill lets several characters die at once (indexes into Characters):
// eaten at a place, or crushed by the falling Water Tower (eatenAt NoLoc).
// The first victim's owner in turn order takes the first-player token.
func (s *State) kill(idxs []int, eatenAt Loc) {
	if len(idxs) == 0 {
		return
	}
	order := s.TurnOrder()
	owners := map[Colour]bool{}
	for _, i := range idxs {
		c := &s.Characters[i]
		c.Dead, c.At, c.Hidden, c.Extra = true, NoLoc, false, false
		owners[c.Owner] = true
		if eatenAt == NoLoc {
			s.tell(ruleDeathToken, engine.SayN("cohrules.deaths.crushed", "{{.Char}} of {{.Player}} is crushed: the Water Tower fell.", "{{.Char}} of {{.Player}} are crushed: the Water Tower fell.", c.Role.number(), engine.Args{"Player": s.LabelWords(c.Owner), "Char": c.Role.SubjectWords()}))
		} else {
			s.tell(ruleDeathToken, engine.SayN("cohrules.deaths.eaten", "{{.Char}} of {{.Player}} is eaten {{.At}}.", "{{.Char}} of {{.Player}} are eaten {{.At}}.", c.Role.number(), engine.Args{"Player": s.LabelWords(c.Owner), "Char": c.Role.SubjectWords(), "At": s.AtWords(eatenAt)}))
		}
	}
	var taker Colour
	for _, o := range order {
		if owners[o] {
			taker = o
			break
		}
	}
	if len(owners) > 1 {
		s.tell(ruleDeathToken, engine.Say("cohrules.deaths.several", "Several players lost characters at once: {{.Player}}, the first of them in turn order, is the one who takes the first-player token.", engine.Args{"Player": s.LabelWords(taker)}))
	}
	for _, o := range order {
		if owners[o] && s.Eliminated(o) {
			s.tell(ruleElimination, engine.Say("cohrules.deaths.out", "{{.Player}} has no character left and is out of the game.", engine.Args{"Player": s.LabelWords(o)}))
		}
	}
	if !s.Eliminated(taker) {
		if s.FirstPlayer != taker {
			s.tell(ruleDeathToken, engine.Say("cohrules.deaths.token", "{{.Player}} takes the first-player token for losing a character.", engine.Args{"Player": s.LabelWords(taker)}))
		}
		s.FirstPlayer = taker
		return
	}
	k := s.playerIndex(taker)
	for step := 1; step < len(s.Players); step++ {
		p := s.Players[(k+step)%len(s.Players)].Colour
		if !s.Eliminated(p) {
			s.FirstPlayer = p
			s.tell(ruleElimination, engine.Say("cohrules.deaths.tokennext", "The first-player token would go to {{.Taker}}, who is out, so it goes to {{.Player}}, next clockwise.", engine.Args{"Taker": s.LabelWords(taker), "Player": s.LabelWords(p)}))
			return
		}
	}
	s.tell(ruleElimination, engine.Say("cohrules.deaths.nobodyleft", "No player has a character left; the first-player token stays with {{.Player}}.", engine.Args{"Player": s.LabelWords(s.FirstPlayer)}))
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
	if a.Power && s.Rules != rulesFirstDay { // the first day's only turned the card
		switch a.Role {
		case Housewife, GuardAndRex, Priest, SushiChef:
			// These powers need no choice: using them does what they say.
			err := UsePower{Role: a.Role}.apply(s)
			if err != nil && s.Rules < 1 {
				return a.flip(s) // version 0 only turned the card: legacy.go
			}
			return err
		}
	}
	return a.flip(s)
}

// flip turns the card and applies the power's lasting effects.
func (a Exhaust) flip(s *State) error {
	c, err := s.charOrRefusal(a.Role)
	if err != nil {
		return err
	}
	if c.Exhausted {
		return engine.Refusal(engine.SayN("cohrules.deaths.alreadyexhausted", "{{.Char}} is already exhausted; only a rested character turns over", "{{.Char}} are already exhausted; only a rested character turns over", c.Role.number(), engine.Args{"Char": c.Words()}))
	}
	if c.Role == PregnantWoman && !a.Power {
		return engine.Refusal(engine.Say("cohrules.deaths.pregnant", "the Pregnant Woman's card never turns for a place or an action card, only for her own power", nil))
	}
	c.Exhausted = true
	if !a.Power {
		return nil
	}
	c.PowerTurn = max(s.Turn, 1)
	owner := s.LabelWords(c.Owner)
	switch c.Role {
	case Granny:
		s.tell(engine.Say("cohrules.deaths.rule.granny", "the Granny moves only the turn she uses her power", nil), engine.Say("cohrules.deaths.granny", "The Granny may move this turn.", nil))
		if p := s.Player(c.Owner); p.Skipped && s.Phase == PhaseMovement {
			p.Moved, p.Skipped = false, false
		}
	case Grandpa:
		s.tell(engine.Say("cohrules.deaths.rule.grandpa", "the Grandpa votes only the turn he uses his power", nil), engine.Say("cohrules.deaths.grandpa", "The Grandpa votes this turn, in attacks and sharing.", nil))
	case LittleBoy, LittleGirl:
		c.Hidden = true
		s.tell(engine.Say("cohrules.deaths.rule.reach", "out of reach for the turn", nil), engine.Say("cohrules.deaths.reach", "{{.Char}} cannot vote, be picked or be eaten for the rest of the turn.", engine.Args{"Char": c.Words()}))
	case PregnantWoman:
		c.Born = true
		s.tell(engine.Say("cohrules.deaths.rule.birth", "two votes after the birth", nil), engine.Say("cohrules.deaths.birth", "The Pregnant Woman gives birth: she has two votes for the rest of the game and never rests again.", nil))
	case Student:
		s.FirstPlayer = c.Owner
		s.tell(engine.Say("cohrules.deaths.rule.student", "the Student takes the first-player token", nil), engine.Say("cohrules.deaths.student", "{{.Player}} takes the first-player token with the Student.", engine.Args{"Player": owner}))
	case Blonde:
		s.tell(ruleBlonde, engine.Say("cohrules.deaths.blonde", "The Blonde no longer draws zombies while she is exhausted.", nil))
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
	c, err := s.charOrRefusal(a.Role)
	if err != nil {
		return err
	}
	if c.Role == PregnantWoman && c.Born {
		return engine.Refusal(engine.Say("cohrules.deaths.born", "the Pregnant Woman has given birth and never returns to her rested side", nil))
	}
	if !c.Exhausted {
		return engine.Refusal(engine.SayN("cohrules.deaths.alreadyrested", "{{.Char}} is already rested", "{{.Char}} are already rested", c.Role.number(), engine.Args{"Char": c.Words()}))
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
	c, err := s.charOrRefusal(a.Role)
	if err != nil {
		return err
	}
	if c.Hidden {
		return engine.Refusal(engine.SayN("cohrules.deaths.alreadyhidden", "{{.Char}} is already hidden this turn", "{{.Char}} are already hidden this turn", c.Role.number(), engine.Args{"Char": c.Words()}))
	}
	if err := s.hideMoment(c); err != nil && s.Rules >= 1 { // version 0 took it: legacy.go
		return err
	}
	c.Hidden = true
	return nil
}

// DeathNotice reports whether a notice tells a character's death (eaten
// or crushed), whatever the language it is shown in.
func DeathNotice(n Notice) bool {
	switch n.Words.Key {
	case "cohrules.deaths.eaten", "cohrules.deaths.crushed":
		return true
	}
	return false
}
