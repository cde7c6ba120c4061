package mallofhorror

import "hordekeeper/engine"

// LookAtDice records that a player entitled to it looked at this round's
// secret zombie dice (phase C), never what they saw: the table's one
// record of who looked, which an undo takes back like any step.
type LookAtDice struct {
	// Player is the seat that looked.
	Player int `json:"player"`
}

// Kind names the action in a journal.
func (LookAtDice) Kind() string { return "look-at-dice" }

// HasLooked tells whether a seat looked at this round's secret dice.
func (s State) HasLooked(seat int) bool {
	return seat >= 0 && seat < len(s.Looked) && s.Looked[seat]
}

// lookAtDice applies a LookAtDice.
func (s *State) lookAtDice(a LookAtDice) error {
	if err := s.checkSeat(a.Player); err != nil {
		return err
	}
	if s.Phase != PhaseArrival {
		return engine.Refusal(engine.Say("mallrules.look.phase", "the zombie dice are looked at in phase C, not in {{.Phase}}", engine.Args{"Phase": s.Phase.Words()}))
	}
	if _, err := s.SecretDice(a.Player); err != nil {
		return err
	}
	if s.HasLooked(a.Player) {
		return engine.Refusal(engine.Say("mallrules.look.already", "{{.Player}} has already looked at the dice this round", engine.Args{"Player": s.who(a.Player)}))
	}
	if len(s.Looked) != len(s.Players) {
		s.Looked = make([]bool, len(s.Players))
	}
	s.Looked[a.Player] = true
	s.note(ruleDiceLook, engine.Say("mallrules.look.looked", "{{.Player}} looked at the zombie dice.", engine.Args{"Player": s.who(a.Player)}))
	return nil
}
