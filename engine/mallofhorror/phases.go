package mallofhorror

import (
	"fmt"
	"hordekeeper/engine"
)

// Phase is the part of the game being played.
type Phase int

// The phases: setup, the six phases A to F of a round, and the end.
const (
	PhaseSetup        Phase = iota // place the characters
	PhaseTruck                     // A: search the truck
	PhaseElection                  // B: elect the Chief of Security
	PhaseArrival                   // C: zombie arrival (secret dice)
	PhaseDestinations              // D: choose destinations
	PhaseMovement                  // E: zombies placed, characters move
	PhaseAttack                    // F: bonus zombies and attacks
	PhaseOver                      // the game has ended
)

var phaseTitles = [...]string{
	"Setup: place the characters",
	"A. Search the truck",
	"B. Elect the Chief of Security",
	"C. Zombies arrive",
	"D. Choose destinations",
	"E. Move characters",
	"F. Zombies attack",
	"Game over",
}

// phaseGuides are the one-line reminders, in our own words.
var phaseGuides = [...]string{
	"In turn from the Chief, roll two dice and put one of your characters in a location a die shows; if both are full, pick any location with room.",
	"Everyone in the Parking votes; the winner looks at three cards, keeps one, hands one to another player and slides one under the deck.",
	"Everyone in the Security HQ votes for the new Chief; a tie leaves the badge where it is.",
	"The Chief rolls the four zombie dice in secret; only an elected Chief and Security Camera players may look.",
	"Each player secretly sets a destination on their wheel; an elected Chief announces theirs first.",
	"Zombies arrive where the dice say; then, from the Chief clockwise, each player moves one character (a full location sends it to the Parking; a Sprint changes the destination).",
	"Bonus zombies go to the most crowded location and to the one with the most Pin-Ups; then locations 1 to 6 are attacked where zombies match the defenders.",
	"The game has ended: surviving characters score their points.",
}

// String is the phase's title, e.g. "C. Zombies arrive".
func (p Phase) String() string {
	if p < 0 || int(p) >= len(phaseTitles) {
		return fmt.Sprintf("phase %d", int(p))
	}
	return phaseTitles[p]
}

// PhaseGuide is the phase's one-line reminder for the table.
func PhaseGuide(p Phase) string {
	if p < 0 || int(p) >= len(phaseGuides) {
		return ""
	}
	return phaseGuides[p]
}

// Guide is the reminder for what the table does next, with the details of
// this moment (whose turn, which location).
func (s State) Guide() string {
	g := PhaseGuide(s.Phase)
	switch s.Phase {
	case PhaseSetup:
		return fmt.Sprintf("%s Now: %s, dice %d and %d.", g, s.Players[s.Placer()].Label(), s.PlacementDice[0], s.PlacementDice[1])
	case PhaseArrival:
		if !s.DiceRolled {
			return g + " Now: roll the dice."
		}
		return g + " Now: play Security Cameras, then go on to destinations."
	case PhaseDestinations:
		if s.ChiefElected && s.Announced == 0 {
			return fmt.Sprintf("%s Now: %s, the elected Chief, announces a destination.", g, s.Players[s.Chief].Label())
		}
	case PhaseMovement:
		if m, ok := s.Mover(); ok {
			return fmt.Sprintf("%s Now: %s moves a character to %s.", g, s.Players[m].Label(), s.Destinations[m])
		}
	case PhaseAttack:
		if s.AttackAt.Valid() {
			return fmt.Sprintf("%s Now: zombies enter %s; vote for victim %d of %d.", g, s.AttackAt, s.Eaten+1, s.VictimsDue)
		}
	case PhaseOver:
		return s.Outcome.Reason
	}
	return g
}

// startRound begins a new round at phase A.
func (s *State) startRound() {
	s.Round++
	s.ChiefElected = false
	s.DiceRolled, s.DiceRevealed = false, false
	s.secretDice = [4]int{}
	s.Peekers = make([]bool, len(s.Players))
	s.Threats = make([]int, len(s.Players))
	s.Tied, s.Searcher = nil, NoWinner
	s.Announced = 0
	s.Destinations = nil
	s.Moved = nil
	s.Hardware = [NumLocations + 1]int{}
	s.AttackAt, s.VictimsDue, s.Eaten, s.TieColour = 0, 0, 0, -1
	for i := range s.Characters {
		s.Characters[i].Hidden = false
	}
	s.enterTruck()
}

// enterTruck opens phase A, skipping it when there is nothing to search or
// nobody to search.
func (s *State) enterTruck() {
	s.Phase = PhaseTruck
	switch {
	case s.Deck == 0:
		s.note(ruleTruckSkip, "Round %d: the truck is empty, so nobody searches it.", s.Round)
	case s.Count(Parking) == 0:
		s.note(ruleTruckSkip, "Round %d: nobody is in the Parking, so nobody searches the truck.", s.Round)
	default:
		return
	}
	s.enterElection()
}

// enterElection opens phase B, skipping it when the Security HQ is
// condemned or empty: the Chief stays.
func (s *State) enterElection() {
	s.closeVote()
	s.Searcher = NoWinner
	s.Phase = PhaseElection
	switch {
	case s.IsClosed(SecurityHQ):
		s.note(ruleElectionSkip, "The Security HQ is condemned, so there is no election: %s stays Chief.", s.Players[s.Chief].Label())
	case s.Count(SecurityHQ) == 0:
		s.note(ruleElectionSkip, "Nobody is in the Security HQ, so there is no election: %s stays Chief.", s.Players[s.Chief].Label())
	default:
		return
	}
	s.Phase = PhaseArrival
}

// proceed closes phase C once the dice are rolled and cameras played.
func (s *State) proceed() error {
	if s.Phase != PhaseArrival {
		return engine.Refuse("there is nothing to go on from in %s: %s", s.Phase, PhaseGuide(s.Phase))
	}
	if !s.DiceRolled {
		return engine.Refuse("roll the zombie dice first")
	}
	s.Phase = PhaseDestinations
	return nil
}
