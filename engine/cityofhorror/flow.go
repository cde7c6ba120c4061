package cityofhorror

import (
	"slices"

	"hordekeeper/engine"
)

// Decision tells a screen whether the current step has anything to
// decide. When Open is false the screen may pass the step by itself
// (AdvancePhase) and write Log, one line, in the game's log.
type Decision struct {
	Open bool `json:"open"`
	// Why says what is to be decided, or why nothing is.
	Why string `json:"why"`
	// Log is the line for the log when the step passes by itself.
	Log string `json:"log,omitempty"`
	// Words is Why (and Log, when there is one) for the screens to put in
	// the players' language.
	Words engine.Words `json:"-"`
}

// Decisions tells whether the current step has anything to decide. It is
// pure: it never changes the state.
func Decisions(s *State) Decision {
	open := func(why engine.Words) Decision { return Decision{Open: true, Why: why.String(), Words: why} }
	pass := func(why engine.Words) Decision { return Decision{Why: why.String(), Log: why.String(), Words: why} }
	switch s.Phase {
	case PhaseSetup:
		if !s.Deck[0].Applied {
			return open(engine.Say("cohrules.flow.setupcard", "Enter the 00:00 invasion card.", nil))
		}
		return open(engine.Say("cohrules.flow.setup", "Place the characters and deal the cards, then start 1:00.", nil))
	case PhaseSelect:
		return open(engine.Say("cohrules.flow.select", "Everyone chooses a movement card.", nil))
	case PhaseInvasion:
		if !s.Deck[s.Turn].Applied {
			return open(engine.Say("cohrules.flow.invasion", "Reveal and enter the {{.Hour}} invasion card.", engine.Args{"Hour": HourName(s.Turn)}))
		}
		return pass(engine.Say("cohrules.flow.invaded", "The {{.Hour}} card is played: on to movement.", engine.Args{"Hour": HourName(s.Turn)}))
	case PhaseMovement:
		if p := s.NextToMove(); p != "" {
			return open(engine.Say("cohrules.flow.moves", "{{.Player}} moves a character.", engine.Args{"Player": s.LabelWords(p)}))
		}
		if why := s.afterLastMove(); !why.IsZero() {
			return open(why)
		}
		return pass(engine.Say("cohrules.flow.moved", "Everyone has moved: on to the places.", nil))
	case PhaseResolution:
		l := s.ResolvingLoc()
		switch s.Step {
		case StepActivation:
			if us := s.Users(); len(us) > 0 {
				return open(engine.Say("cohrules.flow.mayuse", "{{.Players}} may use {{.Place}}.", engine.Args{"Players": andWords(s.labels(us)), "Place": s.PlaceWords(l)}))
			}
			return pass(noUse(s, l))
		case StepAttack:
			if s.attackPending() {
				if l == CrossroadsLoc {
					return open(engine.Say("cohrules.flow.crossroads", "The zombies attack at the Crossroads: the zombie leader picks the victim.", nil))
				}
				return open(engine.Say("cohrules.flow.attack", "The zombies attack {{.At}}: the players there vote.", engine.Args{"At": s.AtWords(l)}))
			}
			return pass(noAttack(s, l))
		default:
			if s.sharePending() {
				return open(engine.Say("cohrules.flow.share", "Supplies wait {{.At}}: the players there vote on who hands them out.", engine.Args{"At": s.AtWords(l)}))
			}
			return pass(engine.Say("cohrules.flow.noshare", "Nothing to share {{.At}}.", engine.Args{"At": s.AtWords(l)}))
		}
	case PhaseEnded:
		if ps := s.MustChoose(); len(ps) > 0 {
			return open(engine.Say("cohrules.flow.choose", "{{.Players}} must choose who gets their antidotes.", engine.Args{"Players": andWords(s.labels(ps))}))
		}
		over := engine.Say("cohrules.flow.over", "The game is over.", nil)
		return Decision{Why: over.String(), Words: over}
	}
	return open(s.PhaseWords())
}

// ExplosionThreshold is how many explosion markers finish a board: three
// bring the Water Tower down, three burn the Armory (side A), two block
// its door (side B). Other boards take none (0).
func (s *State) ExplosionThreshold(b Building) int {
	switch b {
	case WaterTower:
		return 3
	case Armory:
		if l := s.Where(Armory); l != NoLoc && s.Boards[l].Side == SideB {
			return 2
		}
		return 3
	}
	return 0
}

// ExplosionWords tells a board's explosion markers in a player's words
// ("1 of 3 explosion markers"), or what they did, for a screen to
// translate (zero Words when there is nothing to tell).
func (s *State) ExplosionWords(b Building) engine.Words {
	switch b {
	case WaterTower:
		if s.WaterTowerExploded {
			return engine.Say("cohrules.flow.towerfallen", "The Water Tower has fallen.", nil)
		}
		if s.WaterTowerMarkers > 0 {
			return engine.Say("cohrules.flow.towermarkers", "{{.Markers}} of {{.Of}} explosion markers: the third brings it down.", engine.Args{"Markers": s.WaterTowerMarkers, "Of": 3})
		}
	case Armory:
		switch {
		case s.ArmoryBurned:
			return engine.Say("cohrules.flow.armoryburned", "The Armory has burned down.", nil)
		case s.ArmoryBlocked:
			return engine.Say("cohrules.flow.armoryblocked", "The Armory's door is blocked.", nil)
		}
		n := s.ExplosionThreshold(Armory)
		if s.ArmoryMarkers > 0 {
			if n == 2 {
				return engine.Say("cohrules.flow.armoryb", "{{.Markers}} of {{.Of}} explosion markers: the second blocks its door.", engine.Args{"Markers": s.ArmoryMarkers, "Of": n})
			}
			return engine.Say("cohrules.flow.armorya", "{{.Markers}} of {{.Of}} explosion markers: the third burns it down.", engine.Args{"Markers": s.ArmoryMarkers, "Of": n})
		}
	}
	return engine.Words{}
}

// Reminder is the one line that tells the table what the current step is
// and the rule behind it, with the effect of the side being resolved.
func Reminder(s *State) string { return ReminderWords(s).String() }

// ReminderWords is Reminder in a form a screen can translate.
func ReminderWords(s *State) engine.Words {
	switch s.Phase {
	case PhaseSelect:
		if s.Boards[WaterTowerLoc].Side == SideB {
			return engine.Say("cohrules.flow.remind.selectb", "Everyone picks a movement card in secret; all show them together. Water Tower side B: its players choose after the others have shown theirs.", nil)
		}
		return engine.Say("cohrules.flow.remind.select", "Everyone picks a movement card in secret; all show them together.", nil)
	case PhaseInvasion:
		if s.Deck[s.Turn].Applied {
			return engine.Say("cohrules.flow.remind.played", "The card is played. Next: movement, from the first player clockwise.", nil)
		}
		return engine.Say("cohrules.flow.remind.invasion", "Reveal the card: zombies move first, then arrive (8 at most on a place), supplies fall on the corners, the leader steps.", nil)
	case PhaseMovement:
		if p := s.NextToMove(); p != "" {
			return engine.Say("cohrules.flow.remind.moves", "{{.Player}} moves: a character to the place on their card. A full place sends it to the Crossroads.", engine.Args{"Player": s.LabelWords(p)})
		}
		if why := s.afterLastMove(); !why.IsZero() {
			return why // the turn guide says the moment is there
		}
		return engine.Say("cohrules.flow.remind.moved", "Everyone has moved. Next: the places are resolved in order.", nil)
	case PhaseResolution:
		l := s.ResolvingLoc()
		b := s.Boards[l]
		name := engine.Say("cohrules.flow.remind.side", "{{.Place}}, side {{.Side}}", engine.Args{"Place": s.PlaceWords(l), "Side": string(b.Side)})
		if b.Side == SideRuins {
			name = engine.Say("cohrules.flow.remind.ruins", "{{.Place}}, in ruins", engine.Args{"Place": s.PlaceWords(l)})
		}
		switch s.Step {
		case StepActivation:
			return engine.Say("cohrules.flow.remind.activation", "{{.Name}}: {{.Effect}} Once a player, with a character there.", engine.Args{"Name": name, "Effect": b.EffectWords()})
		case StepAttack:
			ac := s.AttackCondition(l)
			args := engine.Args{"Name": name, "Condition": ac.Words}
			if l == CrossroadsLoc {
				return engine.Say("cohrules.flow.remind.crossroads", "{{.Name}}: {{.Condition}}. The zombie leader picks the victim's colour; that player picks who is eaten.", args)
			}
			if ac.Attacks && !s.AttackDone {
				return engine.Say("cohrules.flow.remind.attack", "{{.Name}}: {{.Condition}}. The players there vote; the first player breaks a tie.", args)
			}
			return engine.Say("cohrules.flow.remind.noattack", "{{.Name}}: {{.Condition}}. No attack is due.", args)
		default:
			it := s.Airdrops[l]
			if it.Cards+it.Antidotes > 0 && !s.Shared {
				return engine.Say("cohrules.flow.remind.share", "{{.Name}}: {{.Cards}} and {{.Antidotes}} wait. The players there vote; the winner hands them out, one a player.", engine.Args{"Name": name, "Cards": cardsW(it.Cards), "Antidotes": antidotesW(it.Antidotes)})
			}
			return engine.Say("cohrules.flow.remind.noshare", "{{.Name}}: nothing to share.", engine.Args{"Name": name})
		}
	}
	return s.PhaseWords()
}

// noUse says why nobody uses the place being activated: nobody is there,
// those there have used it, or it is the Water Tower, whose look at the
// invasion card comes earlier in the turn.
func noUse(s *State, l Loc) engine.Words {
	var there []Colour
	for _, p := range s.TurnOrder() {
		if s.present(p, l) {
			there = append(there, p)
		}
	}
	switch {
	case len(there) == 0:
		return engine.Say("cohrules.flow.nobodythere", "Nobody is {{.At}}: nobody uses it this turn.", engine.Args{"At": s.AtWords(l)})
	case s.Boards[l].Building == WaterTower:
		return engine.Say("cohrules.flow.towerused", "{{.Players}} at the Water Tower: its effect, a look at the invasion card, came before the movement cards; nothing more to do here.", engine.Args{"Players": andWords(s.labels(there))})
	}
	for _, p := range there {
		// Someone there who has not used it and may not: say why, rather
		// than that it was used (a player with no card to discard).
		if why := s.CanUseWords(p, l); !why.IsZero() && !slices.Contains(s.Used, LocationUse{Player: p, At: l}) {
			return engine.Say("cohrules.flow.cannotuse", "{{.Players}} {{.At}}: nobody can use it now ({{.Why}}).", engine.Args{"Players": andWords(s.labels(there)), "At": s.AtWords(l), "Why": why})
		}
	}
	return engine.Say("cohrules.flow.used", "{{.Players}} {{.At}}: its effect is used for this turn.", engine.Args{"Players": andWords(s.labels(there)), "At": s.AtWords(l)})
}

// noAttack says why the place being resolved has no attack to hold.
func noAttack(s *State, l Loc) engine.Words {
	at := s.AtWords(l)
	ac := s.AttackCondition(l)
	switch {
	case s.AttackDone:
		return engine.Say("cohrules.flow.attackover", "The attack {{.At}} is over.", engine.Args{"At": at})
	case ac.Attacks:
		return engine.Say("cohrules.flow.allhidden", "Nobody {{.At}} can be eaten: every character there is hidden.", engine.Args{"At": at})
	case ac.Zombies >= ac.Needs:
		return engine.Say("cohrules.flow.empty", "No attack {{.At}}: nobody is inside.", engine.Args{"At": at})
	}
	return engine.Say("cohrules.flow.few", "No attack {{.At}}: {{.Zombies}}, and it takes {{.Needs}}.", engine.Args{"At": at, "Zombies": zombiesW(ac.Zombies), "Needs": ac.Needs})
}

// afterLastMove says what the table may still do once everyone has moved,
// before the places are resolved, or nothing (zero Words): the Priest's
// "Cancel the character movement which was just made" and a card against a
// Back Door belong to the movement phase, and a rested Blonde draws her
// zombie as it ends unless she is exhausted first. Passing by itself
// would take those moments away.
func (s *State) afterLastMove() engine.Words {
	var may []engine.Words
	if p := s.Character(Priest); p != nil && !p.Dead && !p.Exhausted && s.LastMove.Role != "" {
		if c := s.Character(s.LastMove.Role); c != nil && !c.Dead {
			may = append(may, engine.Say("cohrules.flow.priestmay", "the Priest may cancel the last move", nil))
		}
	}
	if s.lastPlay != nil {
		may = append(may, engine.Say("cohrules.flow.spraymay", "the {{.Card}} may be cancelled", engine.Args{"Card": CardWords(s.lastPlay.card)}))
	}
	if b := s.Character(Blonde); b != nil && !b.Dead && !b.Exhausted {
		may = append(may, engine.Say("cohrules.flow.blondemay", "the Blonde may be exhausted before she draws a zombie {{.To}}", engine.Args{"To": s.ToWords(b.At)}))
	}
	if len(may) == 0 {
		return engine.Words{}
	}
	return engine.Say("cohrules.flow.movedmay", "Everyone has moved; {{.May}}. Next: the places.", engine.Args{"May": andWords(may)})
}
