package escape

import "hordekeeper/engine"

// player returns the seat's player or says that there is no such seat.
func (s *State) player(seat int) (*Player, error) {
	if seat < 0 || seat >= len(s.Players) {
		return nil, engine.Refusal(engine.Say("escaperules.dice.noSeat", "There is no player {{.Seat}} at this table of {{.Players}}.", engine.Args{"Seat": seat + 1, "Players": len(s.Players)}))
	}
	return &s.Players[seat], nil
}

// LostAt tells whether the survivor in seat already lost their die for
// countdown c (a door slam or the van rule): the rules take one die per
// survivor per countdown, never two.
func (s State) LostAt(seat, c int) bool {
	if seat < 0 || seat >= len(s.Players) || c == 0 {
		return false
	}
	for _, l := range s.Players[seat].Losses {
		if l.Countdown == c && (l.Reason == DoorSlam || l.Reason == VanRule) {
			return true
		}
	}
	return false
}

// refuseTwice refuses a second countdown loss for the same survivor.
func (s *State) refuseTwice(seat, c int) error {
	if s.LostAt(seat, c) {
		return engine.Refusal(engine.Say("escaperules.dice.twice", "{{.Player}} already lost a die at the end of countdown {{.Countdown}}; each survivor loses one die per countdown, no more.", engine.Args{"Player": s.Players[seat].LabelWords(), "Countdown": c}))
	}
	return nil
}

// takeDie removes one die from a survivor and explains it in a notice. A
// survivor with no die left loses nothing, and a notice says so.
func (s *State) takeDie(seat int, l Loss, rule engine.Words) {
	p := &s.Players[seat]
	if p.Dice == 0 {
		s.note(ruleNoDice, engine.Say("escaperules.dice.hadNone", "{{.Player}} had no die left to lose ({{.Reason}}).", engine.Args{"Player": p.LabelWords(), "Reason": l.Reason.DescribeWords()}))
		return
	}
	p.Dice--
	p.Losses = append(p.Losses, l)
	s.note(rule, engine.SayN("escaperules.dice.loses", "{{.Player}} loses a die for the rest of the game ({{.Reason}}): {{.Count}} die left.", "{{.Player}} loses a die for the rest of the game ({{.Reason}}): {{.Count}} dice left.", p.Dice, engine.Args{"Player": p.LabelWords(), "Reason": l.Reason.DescribeWords()}))
	if p.Dice == 0 {
		s.note(ruleNoDice, engine.Say("escaperules.dice.noneLeft", "{{.Player}} has no dice left and can no longer roll; the rules say nothing more, so the game goes on.", engine.Args{"Player": p.LabelWords()}))
	}
}

// ruleOf is the rule behind a loss.
func ruleOf(r LossReason) engine.Words {
	switch r {
	case DoorSlam:
		return ruleCountdown
	case VanRule:
		return ruleVan
	}
	return ruleTable
}

// loseDie applies a LoseDie.
func (s *State) loseDie(a LoseDie) error {
	p, err := s.player(a.Player)
	if err != nil {
		return err
	}
	if !a.Reason.Valid() {
		return engine.Refusal(engine.Say("escaperules.dice.reason", "That is not a reason to lose a die: a door slam, the van rule or another reason the table gives.", nil))
	}
	if a.Countdown < 0 || a.Countdown > Countdowns {
		return engine.Refusal(engine.Say("escaperules.dice.noCountdown", "There is no countdown {{.Countdown}}; the soundtrack has {{.Countdowns}}.", engine.Args{"Countdown": a.Countdown, "Countdowns": Countdowns}))
	}
	if a.Reason != OtherReason && s.Rules >= 1 { // version 0 took a second: legacy.go
		if err := s.refuseTwice(a.Player, a.Countdown); err != nil {
			return err
		}
	}
	if p.Dice == 0 {
		return engine.Refusal(engine.Say("escaperules.dice.noDie", "{{.Player}} has no die left to lose.", engine.Args{"Player": p.LabelWords()}))
	}
	s.takeDie(a.Player, Loss{Reason: a.Reason, Countdown: a.Countdown, Note: a.Note}, ruleOf(a.Reason))
	return nil
}

// checkSlamCountdown refuses a countdown at whose end no door slams.
func checkSlamCountdown(c int) error {
	switch {
	case c == Countdowns:
		return engine.Refusal(engine.Say("escaperules.dice.third", "The third countdown ends the game with the zombie cry: say whether the survivors escaped or time is up.", nil))
	case c < 1 || c > 2:
		return engine.Refusal(engine.Say("escaperules.dice.slamOnly", "The door slams only at the end of countdowns 1 and 2, not {{.Countdown}}.", engine.Args{"Countdown": c}))
	}
	return nil
}

// endCountdown marks countdown c as ended, refusing one already past.
func (s *State) endCountdown(c int) error {
	if c <= s.CountdownsEnded {
		return engine.Refusal(engine.Say("escaperules.dice.ended", "Countdown {{.Countdown}} has already ended.", engine.Args{"Countdown": c}))
	}
	s.passCountdown(c)
	return nil
}

// passCountdown marks countdown c as ended if it was not yet, explaining
// any earlier countdown that was never recorded.
func (s *State) passCountdown(c int) {
	for k := s.CountdownsEnded + 1; k < c; k++ {
		s.note(ruleCountdown, engine.Say("escaperules.dice.unrecorded", "Countdown {{.Countdown}} was not recorded; it counts as ended without losses.", engine.Args{"Countdown": k}))
	}
	s.CountdownsEnded = max(s.CountdownsEnded, c)
	if c > s.Answering {
		s.Answering = 0 // a later countdown ended: the old question is moot
	}
}

// missedReturn applies the door-slam rule of the first two countdowns for
// a whole list of survivors at once.
func (s *State) missedReturn(a MissedReturn) error {
	if err := checkSlamCountdown(a.Countdown); err != nil {
		return err
	}
	if s.Phase == Van && len(a.Players) > 0 {
		return engine.Refusal(engine.Say("escaperules.dice.ride", "In phase 2 the survivors ride together: no one misses the door. At the end of the second countdown the van rule applies instead.", nil))
	}
	seen := map[int]bool{}
	for _, seat := range a.Players {
		if _, err := s.player(seat); err != nil {
			return err
		}
		if seen[seat] {
			return engine.Refusal(engine.Say("escaperules.dice.listedTwice", "{{.Player}} is listed twice; each survivor loses one die per countdown.", engine.Args{"Player": s.Players[seat].LabelWords()}))
		}
		seen[seat] = true
		if err := s.refuseTwice(seat, a.Countdown); err != nil {
			return err
		}
	}
	if err := s.endCountdown(a.Countdown); err != nil {
		return err
	}
	if len(a.Players) == 0 {
		s.note(ruleCountdown, engine.Say("escaperules.dice.safe", "Countdown {{.Countdown}} ended with everyone safe.", engine.Args{"Countdown": a.Countdown}))
	}
	for _, seat := range a.Players {
		s.takeDie(seat, Loss{Reason: DoorSlam, Countdown: a.Countdown}, ruleCountdown)
	}
	s.notePlayersReturn(a.Countdown)
	return nil
}

// missedDoor applies the door-slam rule to one survivor: one tap on the
// break screen, once per survivor per countdown.
func (s *State) missedDoor(a MissedDoor) error {
	if err := checkSlamCountdown(a.Countdown); err != nil {
		return err
	}
	p, err := s.player(a.Player)
	if err != nil {
		return err
	}
	if s.Phase == Van {
		return engine.Refusal(engine.Say("escaperules.dice.ride", "In phase 2 the survivors ride together: no one misses the door. At the end of the second countdown the van rule applies instead.", nil))
	}
	if err := s.refuseTwice(a.Player, a.Countdown); err != nil {
		return err
	}
	if p.Dice == 0 {
		return engine.Refusal(engine.Say("escaperules.dice.noDie", "{{.Player}} has no die left to lose.", engine.Args{"Player": p.LabelWords()}))
	}
	first := s.CountdownsEnded < a.Countdown
	s.passCountdown(a.Countdown)
	s.takeDie(a.Player, Loss{Reason: DoorSlam, Countdown: a.Countdown}, ruleCountdown)
	if first {
		// The first tap opens the question; EveryoneElseBack closes it and
		// says what follows (notePlayersReturn): said here, the Log filed it
		// between two die losses (a fresh-eyes game).
		s.Answering = a.Countdown
	}
	return nil
}

// notePlayersReturn reminds the table what follows a countdown in phase 1.
func (s *State) notePlayersReturn(c int) {
	if s.Phase == Collect {
		s.note(ruleCountdown, engine.Say("escaperules.dice.after", "After countdown {{.Countdown}}: every survivor who missed it goes to the church, and each special building without an item gets a new one.", engine.Args{"Countdown": c}))
	}
}

// vanMissed applies the van rule: in phase 2 the van must be back at the
// church by the end of the second countdown, or everyone loses a die.
func (s *State) vanMissed(a VanMissed) error {
	if s.Phase != Van {
		return engine.Refusal(engine.Say("escaperules.dice.vanOnly", "The van rule applies only in phase 2; in phase 1 say who missed the door.", nil))
	}
	switch a.Countdown {
	case 2:
	case 1:
		return engine.Refusal(engine.Say("escaperules.dice.vanFirst", "The van need not be back at the end of the first countdown: the van rule applies only at the end of the second.", nil))
	case Countdowns:
		return engine.Refusal(engine.Say("escaperules.dice.third", "The third countdown ends the game with the zombie cry: say whether the survivors escaped or time is up.", nil))
	default:
		return engine.Refusal(engine.Say("escaperules.dice.vanNoCountdown", "There is no countdown {{.Countdown}}; the van rule applies at the end of the second.", engine.Args{"Countdown": a.Countdown}))
	}
	for seat := range s.Players {
		if err := s.refuseTwice(seat, a.Countdown); err != nil {
			return err
		}
	}
	if err := s.endCountdown(a.Countdown); err != nil {
		return err
	}
	for seat := range s.Players {
		s.takeDie(seat, Loss{Reason: VanRule, Countdown: a.Countdown}, ruleVan)
	}
	return nil
}
