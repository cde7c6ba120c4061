package mallofhorror

import (
	"fmt"
	"strings"
)

// phaseShorts are the phase bar's steps in few words.
var phaseShorts = [...]string{"Setup", "A Truck", "B Chief", "C Dice", "D Wheels", "E Move", "F Attack", "End"}

// Short is the phase in few words for a phase bar, e.g. "C Dice".
func (p Phase) Short() string {
	if p < 0 || int(p) >= len(phaseShorts) {
		return p.String()
	}
	return phaseShorts[p]
}

// Reminders are the rule reminders for this moment, one sentence each, for
// the screen to show beside the inputs of the phase.
func (s State) Reminders() []string {
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
	return []string{s.Outcome.Reason}
}

// setupReminders: where the placer may put a character.
func (s State) setupReminders() []string {
	d := s.PlacementDice
	c := s.PlacementChoices()
	if len(c) > 0 && (c[0] == Location(d[0]) || c[0] == Location(d[1])) {
		return []string{fmt.Sprintf("%s rolled %d and %d: place one character in %s.", s.Players[s.Placer()].Label(), d[0], d[1], listLocations(c))}
	}
	return []string{fmt.Sprintf("%s rolled %d and %d, %s: any location with room will do.", s.Players[s.Placer()].Label(), d[0], d[1], s.noRoomWhy(d))}
}

// voteReminders: the truck and the election.
func (s State) voteReminders() []string {
	if s.Phase == PhaseTruck && s.Searcher != NoWinner {
		return []string{fmt.Sprintf("%s looks at three cards, keeps one, gives one to another player and slides the third under the deck: say who gets the card.", s.Players[s.Searcher].Label())}
	}
	where := "the Parking"
	if s.Phase == PhaseElection {
		where = "the Security HQ"
	}
	return s.ballotReminders(where)
}

// ballotReminders: the cards before a vote, the weights, the re-vote.
func (s State) ballotReminders(where string) []string {
	if s.Tied != nil {
		return []string{
			fmt.Sprintf("The vote tied between %s: vote again, for them only.", s.seatList(s.Tied)),
			fmt.Sprintf("Players without a character in %s have one vote; Threats still count; no card may be played now.", where),
		}
	}
	return []string{
		"Before the vote, from the Chief clockwise, each player may play cards: a Threat adds a vote.",
		fmt.Sprintf("Each character in %s is one vote, a Gunman one more; a tie means a re-vote among the tied colours.", where),
	}
}

// arrivalReminders: the secret dice and who may look.
func (s State) arrivalReminders() []string {
	if !s.DiceRolled {
		return []string{"The Chief rolls the four zombie dice in secret."}
	}
	look := "The Chief was not elected this round: only a Security Camera lets someone look."
	if s.ChiefElected {
		look = fmt.Sprintf("%s, elected this round, may look at the dice.", s.Players[s.Chief].Label())
	}
	return []string{look, "In turn from the Chief, anyone may play a Security Camera to look, then go on to destinations."}
}

// destinationReminders: the wheels.
func (s State) destinationReminders() []string {
	var out []string
	if s.ChiefElected && s.Announced == 0 {
		out = append(out, fmt.Sprintf("%s, the elected Chief, announces a destination first.", s.Players[s.Chief].Label()))
	}
	out = append(out, "A closed location cannot be chosen; a full one can, and a character that cannot get in goes to the Parking.")
	if s.MustMove {
		out = append(out, "Each player must move a character: a wheel cannot show the location where all of their characters stand.")
	}
	for seat := range s.Players {
		if s.ReturnsAsZombie(seat) {
			out = append(out, fmt.Sprintf("%s has no characters left and places a zombie where they choose (or none).", s.Players[seat].Label()))
		}
	}
	return out
}

// movementReminders: whose move, full locations, Sprints.
func (s State) movementReminders() []string {
	m, ok := s.Mover()
	if !ok {
		return nil
	}
	return []string{
		fmt.Sprintf("%s moves one character to %s; if it is full, the character goes to the Parking.", s.Players[m].Label(), s.Destinations[m]),
		"A Sprint card changes the destination, even back to where the character was.",
	}
}

// attackReminders: the vote for the victim and the cards before it.
func (s State) attackReminders() []string {
	l := s.AttackAt
	if !l.Valid() {
		return nil
	}
	if s.TieColour >= 0 {
		return []string{fmt.Sprintf("The vote fell on %s: which of their characters in %s is eaten?", s.Players[s.TieColour].Label(), l)}
	}
	first := fmt.Sprintf("The zombies get into %s: vote for the victim.", l)
	if l == Parking {
		first = fmt.Sprintf("In the Parking every zombie feeds: vote for victim %d of %d.", s.Eaten+1, s.VictimsDue)
	}
	if s.Tied != nil {
		return append([]string{first}, s.ballotReminders(l.String())...)
	}
	return []string{first,
		fmt.Sprintf("Before the vote, from the Chief clockwise: players in %s may play Hardware, a weapon or Hidden, and anyone a Threat (one more vote).", l),
		fmt.Sprintf("Each character in %s not hidden is one vote, a Gunman one more; a tie means a re-vote among the tied colours, then the lot.", l)}
}

// SetupHint is the one-line reminder for seating n players.
func SetupHint(n int) string {
	h := "Seat the players clockwise; the oldest is the first Chief of Security."
	if CachouClosedFor(n) {
		h += fmt.Sprintf(" Cachou is closed at %d players.", n)
	}
	if n == 3 {
		h += " Each player also gets the Little Girl."
	}
	return h
}

// noRoomWhy says why neither rolled location takes a character: closed
// (Cachou at 3 or 4 players) or full, in the table's words.
func (s State) noRoomWhy(d [2]int) string {
	var parts []string
	for i, n := range d {
		l := Location(n)
		if !l.Valid() || (i == 1 && d[1] == d[0]) {
			continue
		}
		if s.IsClosed(l) {
			parts = append(parts, fmt.Sprintf("%s is closed", l))
		} else {
			parts = append(parts, fmt.Sprintf("%s is full", l))
		}
	}
	if len(parts) == 0 {
		return "no room there"
	}
	return strings.Join(parts, " and ")
}
