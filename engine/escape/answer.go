package escape

import "hordekeeper/engine"

// EveryoneElseBack closes the door-slam question of countdown 1 or 2
// (phase 1): every survivor whose die was not taken made it back to the
// church. Until it is recorded, the question of a countdown whose first die
// was taken stays open (State.Answering), so a game closed and resumed in
// between asks it again with the taps already done.
type EveryoneElseBack struct {
	// Countdown is 1 or 2.
	Countdown int `json:"countdown"`
}

// Kind names the action in a journal.
func (EveryoneElseBack) Kind() string { return "everyone-else-back" }

// everyoneElseBack ends the countdown with everyone safe if no die was taken
// for it yet (as MissedReturn with no one does), or closes its open
// question.
func (s *State) everyoneElseBack(a EveryoneElseBack) error {
	if err := checkSlamCountdown(a.Countdown); err != nil {
		return err
	}
	switch {
	case s.CountdownsEnded < a.Countdown:
		return s.missedReturn(MissedReturn{Countdown: a.Countdown})
	case s.Answering != a.Countdown:
		return engine.Refusal(engine.Say("escaperules.answer.answered", "The door slam of countdown {{.Countdown}} is already answered.", engine.Args{"Countdown": a.Countdown}))
	}
	s.Answering = 0
	s.note(ruleCountdown, engine.Say("escaperules.answer.back", "Countdown {{.Countdown}} ended: everyone else made it back to the church.", engine.Args{"Countdown": a.Countdown}))
	s.notePlayersReturn(a.Countdown)
	return nil
}
