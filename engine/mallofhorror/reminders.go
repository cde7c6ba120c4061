package mallofhorror

import "hordekeeper/engine"

// phaseShorts are the phase bar's steps in few words.
var phaseShorts = [...]string{"Setup", "A Truck", "B Chief", "C Dice", "D Wheels", "E Move", "F Attack", "End"}

// Short is the phase in few words for a phase bar, e.g. "C Dice".
//
// ShortWords (phasewords.go) gives the same for a screen to translate.
func (p Phase) Short() string {
	if p < 0 || int(p) >= len(phaseShorts) {
		return p.String()
	}
	return phaseShorts[p]
}

// Reminders are the rule reminders for this moment, one sentence each, for
// the screen to show beside the inputs of the phase.
func (s State) Reminders() []string {
	ws := s.ReminderWords()
	if ws == nil {
		return nil
	}
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = w.String()
	}
	return out
}

// ReminderWords are the Reminders for a screen to translate.
func (s State) ReminderWords() []engine.Words {
	if len(s.Players) == 0 {
		return nil
	}
	switch s.Phase {
	case PhaseSetup:
		return s.setupReminders()
	case PhaseTruck, PhaseElection:
		return s.voteReminders()
	case PhaseArrival:
		return s.arrivalReminders()
	case PhaseDestinations:
		return s.destinationReminders()
	case PhaseMovement:
		return s.movementReminders()
	case PhaseAttack:
		return s.attackReminders()
	}
	return []engine.Words{s.Outcome.Words()}
}

// setupReminders: where the placer may put a character.
func (s State) setupReminders() []engine.Words {
	d := s.PlacementDice
	c := s.PlacementChoices()
	a := engine.Args{"Player": s.who(s.Placer()), "First": d[0], "Second": d[1]}
	if len(c) > 0 && (c[0] == Location(d[0]) || c[0] == Location(d[1])) {
		a["Choices"] = locationList(c)
		return []engine.Words{engine.Say("mallrules.reminders.place", "{{.Player}} rolled {{.First}} and {{.Second}}: place one character in {{.Choices}}.", a)}
	}
	a["Why"] = s.noRoomWhy(d)
	return []engine.Words{engine.Say("mallrules.reminders.anyRoom", "{{.Player}} rolled {{.First}} and {{.Second}}, {{.Why}}: any location with room will do.", a)}
}

// voteReminders: the truck and the election.
func (s State) voteReminders() []engine.Words {
	if s.Phase == PhaseTruck && s.Searcher != NoWinner {
		return []engine.Words{engine.Say("mallrules.reminders.searcher", "{{.Player}} looks at three cards, keeps one, gives one to another player and slides the third under the deck: say who gets the card.", engine.Args{"Player": s.who(s.Searcher)})}
	}
	where := engine.Say("mallrules.reminders.theParking", "the Parking", nil)
	if s.Phase == PhaseElection {
		where = engine.Say("mallrules.reminders.theHQ", "the Security HQ", nil)
	}
	return s.ballotReminders(where)
}

// ballotReminders: the cards before a vote, the weights, the re-vote.
func (s State) ballotReminders(where engine.Words) []engine.Words {
	a := engine.Args{"Where": where, "Players": s.seatList(s.Tied)}
	if s.Tied != nil {
		return []engine.Words{
			engine.Say("mallrules.reminders.tied", "The vote tied between {{.Players}}: vote again, for them only.", a),
			engine.Say("mallrules.reminders.tiedHow", "Players without a character in {{.Where}} have one vote; Threats still count; no card may be played now.", a),
		}
	}
	return []engine.Words{
		engine.Say("mallrules.reminders.beforeVote", "Before the vote, from the Chief clockwise, each player may play cards: a Threat adds a vote.", nil),
		engine.Say("mallrules.reminders.votes", "Each character in {{.Where}} is one vote, a Gunman one more; a tie means a re-vote among the tied colours.", a),
	}
}

// arrivalReminders: the secret dice and who may look.
func (s State) arrivalReminders() []engine.Words {
	if !s.DiceRolled {
		return []engine.Words{engine.Say("mallrules.reminders.roll", "The Chief rolls the four zombie dice in secret.", nil)}
	}
	look := engine.Say("mallrules.reminders.notElected", "The Chief was not elected this round: only a Security Camera lets someone look.", nil)
	if s.ChiefElected {
		look = engine.Say("mallrules.reminders.elected", "{{.Player}}, elected this round, may look at the dice.", engine.Args{"Player": s.who(s.Chief)})
	}
	return []engine.Words{look, engine.Say("mallrules.reminders.cameras", "In turn from the Chief, anyone may play a Security Camera to look, then go on to destinations.", nil)}
}

// destinationReminders: the wheels.
func (s State) destinationReminders() []engine.Words {
	var out []engine.Words
	if s.ChiefElected && s.Announced == 0 {
		out = append(out, engine.Say("mallrules.reminders.announce", "{{.Player}}, the elected Chief, announces a destination first.", engine.Args{"Player": s.who(s.Chief)}))
	}
	out = append(out, engine.Say("mallrules.reminders.closedFull", "A closed location cannot be chosen; a full one can, and a character that cannot get in goes to the Parking.", nil))
	if s.MustMove {
		out = append(out, engine.Say("mallrules.reminders.mustMove", "Each player must move a character: a wheel cannot show the location where all of their characters stand.", nil))
	}
	for seat := range s.Players {
		if s.ReturnsAsZombie(seat) {
			out = append(out, engine.Say("mallrules.reminders.zombie", "{{.Player}} has no characters left and places a zombie where they choose (or none).", engine.Args{"Player": s.who(seat)}))
		}
	}
	return out
}

// movementReminders: whose move, full locations, Sprints.
func (s State) movementReminders() []engine.Words {
	m, ok := s.Mover()
	if !ok {
		return nil
	}
	return []engine.Words{
		engine.Say("mallrules.reminders.move", "{{.Player}} moves one character to {{.Location}}; if it is full, the character goes to the Parking.", engine.Args{"Player": s.who(m), "Location": s.Destinations[m].Words()}),
		engine.Say("mallrules.reminders.sprint", "A Sprint card changes the destination, even back to where the character was.", nil),
	}
}

// attackReminders: the vote for the victim and the cards before it.
func (s State) attackReminders() []engine.Words {
	l := s.AttackAt
	if !l.Valid() {
		return nil
	}
	a := engine.Args{"Location": l.Words()}
	if s.TieColour >= 0 {
		a["Player"] = s.who(s.TieColour)
		return []engine.Words{engine.Say("mallrules.reminders.fellOn", "The vote fell on {{.Player}}: which of their characters in {{.Location}} is eaten?", a)}
	}
	first := engine.Say("mallrules.reminders.getIn", "The zombies get into {{.Location}}: vote for the victim.", a)
	if l == Parking {
		first = engine.Say("mallrules.reminders.parking", "In the Parking every zombie feeds: vote for victim {{.Victim}} of {{.Due}}.", engine.Args{"Victim": s.Eaten + 1, "Due": s.VictimsDue})
	}
	if s.Tied != nil {
		return append([]engine.Words{first}, s.ballotReminders(l.Words())...)
	}
	return []engine.Words{first,
		engine.Say("mallrules.reminders.attackCards", "Before the vote, from the Chief clockwise: players in {{.Location}} may play Hardware, a weapon or Hidden, and anyone a Threat (one more vote).", a),
		engine.Say("mallrules.reminders.attackVotes", "Each character in {{.Location}} not hidden is one vote, a Gunman one more; a tie means a re-vote among the tied colours, then the lot.", a)}
}

// SetupHintWords is the one-line reminder for seating n players, for a
// screen to translate.
func SetupHintWords(n int) engine.Words {
	a := engine.Args{"Count": n}
	switch {
	case n == 3:
		return engine.Say("mallrules.reminders.hint3", "Seat the players clockwise; the oldest is the first Chief of Security. Cachou is closed at {{.Count}} players. Each player also gets the Little Girl.", a)
	case CachouClosedFor(n):
		return engine.Say("mallrules.reminders.hintCachou", "Seat the players clockwise; the oldest is the first Chief of Security. Cachou is closed at {{.Count}} players.", a)
	}
	return engine.Say("mallrules.reminders.hint", "Seat the players clockwise; the oldest is the first Chief of Security.", nil)
}

// noRoomWhy says why neither rolled location takes a character: closed
// (Cachou at 3 or 4 players) or full, in the table's words.
func (s State) noRoomWhy(d [2]int) engine.Words {
	var parts []engine.Words
	for i, n := range d {
		l := Location(n)
		if !l.Valid() || (i == 1 && d[1] == d[0]) {
			continue
		}
		if s.IsClosed(l) {
			parts = append(parts, engine.Say("mallrules.reminders.closed", "{{.Location}} is closed", engine.Args{"Location": l.Words()}))
		} else {
			parts = append(parts, engine.Say("mallrules.reminders.full", "{{.Location}} is full", engine.Args{"Location": l.Words()}))
		}
	}
	if len(parts) == 0 {
		return engine.Say("mallrules.reminders.noRoom", "no room there", nil)
	}
	return andList(parts)
}
