package cityofhorror

import "hordekeeper/engine"

// AdvancePhase moves the game on: from setup to the first turn, then
// through each turn's phases (select, invasion, movement, resolution) and,
// in resolution, through the activation, attack and sharing steps of each
// place in resolution order. It refuses to leave a step whose duty is not
// done: the invasion card, a player's move, an attack, a sharing.
type AdvancePhase struct{}

// Kind names the action in a journal.
func (AdvancePhase) Kind() string { return "advance-phase" }

func (AdvancePhase) apply(s *State) error {
	switch s.Phase {
	case PhaseSetup:
		if !s.Deck[0].Applied {
			return engine.Refusal(engine.Say("cohrules.turn.setupcard", "play the 00:00 invasion card first: its zombies go out before the first turn", nil))
		}
		s.startTurn(1)
	case PhaseSelect:
		s.Phase = PhaseInvasion
	case PhaseInvasion:
		if !s.Deck[s.Turn].Applied {
			return engine.Refusal(engine.Say("cohrules.turn.card", "play the {{.Hour}} invasion card before anyone moves", engine.Args{"Hour": HourName(s.Turn)}))
		}
		s.Phase = PhaseMovement
		s.LastMove = LastMove{}
		s.skipStuck()
	case PhaseMovement:
		if p := s.NextToMove(); p != "" {
			return engine.Refusal(engine.Say("cohrules.turn.notmoved", "{{.Player}} has not moved yet: every player who can must move a character", engine.Args{"Player": s.LabelWords(p)}))
		}
		for _, c := range s.Characters {
			if c.Role == Blonde && !c.Dead && !c.Exhausted {
				s.tell(ruleBlonde, engine.Say("cohrules.turn.blonde", "The Blonde draws a zombie {{.To}}.", engine.Args{"To": s.ToWords(c.At)}))
				s.addZombies(c.At, 1)
			}
		}
		s.Phase = PhaseResolution
		s.Resolving = 0
		s.startStep(StepActivation)
	case PhaseResolution:
		return s.advanceResolution()
	case PhaseEnded:
		return engine.Refusal(engine.Say("cohrules.turn.over", "the game is over: the rescue helicopter has landed", nil))
	default:
		return engine.Refusal(engine.Say("cohrules.turn.unknown", "the game is in an unknown phase \"{{.Phase}}\"", engine.Args{"Phase": string(s.Phase)}))
	}
	return nil
}

func (s *State) startStep(st Step) {
	s.Step = st
	s.AttackDone = false
	s.Shared = false
	s.ShareWinner = ""
}

func (s *State) advanceResolution() error {
	l := s.ResolvingLoc()
	switch s.Step {
	case StepActivation:
		s.startStep(StepAttack)
		s.AttackDone = false
		return nil
	case StepAttack:
		if s.attackPending() {
			if l == CrossroadsLoc {
				return engine.Refusal(engine.Say("cohrules.turn.crossroads", "the Crossroads attack must happen ({{.Condition}}): let the zombie leader pick the victim", engine.Args{"Condition": s.AttackCondition(l).Words}))
			}
			return engine.Refusal(engine.Say("cohrules.turn.attack", "the attack {{.At}} must happen ({{.Condition}}): record who is eaten", engine.Args{"At": s.AtWords(l), "Condition": s.AttackCondition(l).Words}))
		}
		s.startStep(StepSharing)
		return nil
	}
	if s.sharePending() {
		return engine.Refusal(engine.Say("cohrules.turn.share", "supplies wait {{.At}}: hold the sharing vote and hand them out", engine.Args{"At": s.AtWords(l)}))
	}
	if s.Resolving+1 < len(AllLocs) {
		s.Resolving++
		s.startStep(StepActivation)
		return nil
	}
	s.endTurn()
	return nil
}

func (s *State) startTurn(t int) {
	s.Turn = t
	s.Phase = PhaseSelect
	s.Step = ""
	s.Resolving = 0
	for i := range s.Players {
		s.Players[i].Moved, s.Players[i].Skipped = false, false
	}
	s.LastMove = LastMove{}
	s.Used = nil
}

func (s *State) endTurn() {
	n := 0
	for i := range s.Characters {
		if s.Characters[i].Hidden {
			s.Characters[i].Hidden = false
			n++
		}
	}
	if n > 0 {
		s.tell(ruleTurnEnd, engine.Say("cohrules.turn.standup", "Hidden characters stand up again: {{.Characters}}.", engine.Args{"Characters": charactersW(n)}))
	}
	s.Replicas = nil
	if s.Turn >= Turns {
		s.Phase = PhaseEnded
		s.Step = ""
		s.tell(engine.Say("cohrules.turn.rule.hours", "the game lasts four hours", nil),
			engine.Say("cohrules.turn.end", "4:00 is over: the rescue helicopter lands. Each living character needs an antidote; then count the points.", nil))
		return
	}
	s.startTurn(s.Turn + 1)
}

// PhaseWords tells where the game stands, for a turn guide, in words a
// screen can translate.
func (s *State) PhaseWords() engine.Words {
	hour := HourName(s.Turn)
	switch s.Phase {
	case PhaseSetup:
		return engine.Say("cohrules.turn.text.setup", "Setup: place the characters, deal the cards and put out the 00:00 zombies.", nil)
	case PhaseSelect:
		return engine.Say("cohrules.turn.text.select", "{{.Hour}}: every player secretly chooses a movement card, then all show them together.", engine.Args{"Hour": hour})
	case PhaseInvasion:
		return engine.Say("cohrules.turn.text.invasion", "{{.Hour}}: reveal the invasion card and play it.", engine.Args{"Hour": hour})
	case PhaseMovement:
		if p := s.NextToMove(); p != "" {
			return engine.Say("cohrules.turn.text.movement", "{{.Hour}}: movement; {{.Player}} moves a character.", engine.Args{"Hour": hour, "Player": s.LabelWords(p)})
		}
		return engine.Say("cohrules.turn.text.moved", "{{.Hour}}: movement is over.", engine.Args{"Hour": hour})
	case PhaseResolution:
		l := s.ResolvingLoc()
		return engine.Say("cohrules.turn.text.resolution", "{{.Hour}}: {{.Place}}, {{.Step}}.", engine.Args{"Hour": hour, "Place": s.PlaceWords(l), "Step": s.Step.Words()})
	}
	return engine.Say("cohrules.turn.text.over", "The game is over: count the points.", nil)
}
