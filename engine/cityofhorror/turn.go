package cityofhorror

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
			return refuse("play the 00:00 invasion card first: its zombies go out before the first turn")
		}
		s.startTurn(1)
	case PhaseSelect:
		s.Phase = PhaseInvasion
	case PhaseInvasion:
		if !s.Deck[s.Turn].Applied {
			return refuse("play the %s invasion card before anyone moves", HourName(s.Turn))
		}
		s.Phase = PhaseMovement
		s.LastMove = LastMove{}
		s.skipStuck()
	case PhaseMovement:
		if p := s.NextToMove(); p != "" {
			return refuse("%s has not moved yet: every player who can must move a character", s.Label(p))
		}
		for _, c := range s.Characters {
			if c.Role == Blonde && !c.Dead && !c.Exhausted {
				s.note(ruleBlonde, "The Blonde draws a zombie to %s.", s.PlaceName(c.At))
				s.addZombies(c.At, 1)
			}
		}
		s.Phase = PhaseResolution
		s.Resolving = 0
		s.startStep(StepActivation)
	case PhaseResolution:
		return s.advanceResolution()
	case PhaseEnded:
		return refuse("the game is over: the rescue helicopter has landed")
	default:
		return refuse("the game is in an unknown phase %q", s.Phase)
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
				return refuse("the Crossroads attack must happen (%s): let the zombie leader pick the victim", s.AttackCondition(l).Text)
			}
			return refuse("the attack at %s must happen (%s): record who is eaten", s.PlaceName(l), s.AttackCondition(l).Text)
		}
		s.startStep(StepSharing)
		return nil
	}
	if s.sharePending() {
		return refuse("supplies wait at %s: hold the sharing vote and hand them out", s.PlaceName(l))
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
		s.note(ruleTurnEnd, "Hidden characters stand up again: %s.", count(n, "character", "characters"))
	}
	s.Replicas = nil
	if s.Turn >= Turns {
		s.Phase = PhaseEnded
		s.Step = ""
		s.note("the game lasts four hours", "4:00 is over: the rescue helicopter lands. Each living character needs an antidote; then count the points.")
		return
	}
	s.startTurn(s.Turn + 1)
}

// PhaseText tells where the game stands, for a turn guide.
func (s *State) PhaseText() string {
	switch s.Phase {
	case PhaseSetup:
		return "Setup: place the characters, deal the cards and put out the 00:00 zombies."
	case PhaseSelect:
		return HourName(s.Turn) + ": every player secretly chooses a movement card, then all show them together."
	case PhaseInvasion:
		return HourName(s.Turn) + ": reveal the invasion card and play it."
	case PhaseMovement:
		if p := s.NextToMove(); p != "" {
			return HourName(s.Turn) + ": movement; " + s.Label(p) + " moves a character."
		}
		return HourName(s.Turn) + ": movement is over."
	case PhaseResolution:
		l := s.ResolvingLoc()
		return HourName(s.Turn) + ": " + s.PlaceName(l) + ", " + string(s.Step) + "."
	}
	return "The game is over: count the points."
}
