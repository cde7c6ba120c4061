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
func (s State) Guide() string { return s.GuideWords().String() }

// GuideWords is Guide for a screen to translate.
func (s State) GuideWords() engine.Words {
	g := PhaseGuideWords(s.Phase)
	a := engine.Args{"Guide": g}
	switch s.Phase {
	case PhaseSetup:
		a["Player"], a["First"], a["Second"] = s.who(s.Placer()), s.PlacementDice[0], s.PlacementDice[1]
		return engine.Say("mallrules.phases.nowPlace", "{{.Guide}} Now: {{.Player}}, dice {{.First}} and {{.Second}}.", a)
	case PhaseArrival:
		if !s.DiceRolled {
			return engine.Say("mallrules.phases.nowRoll", "{{.Guide}} Now: roll the dice.", a)
		}
		return engine.Say("mallrules.phases.nowCameras", "{{.Guide}} Now: play Security Cameras, then go on to destinations.", a)
	case PhaseDestinations:
		if s.ChiefElected && s.Announced == 0 {
			a["Player"] = s.who(s.Chief)
			return engine.Say("mallrules.phases.nowAnnounce", "{{.Guide}} Now: {{.Player}}, the elected Chief, announces a destination.", a)
		}
	case PhaseMovement:
		if m, ok := s.Mover(); ok {
			a["Player"], a["Location"] = s.who(m), s.Destinations[m].Words()
			return engine.Say("mallrules.phases.nowMove", "{{.Guide}} Now: {{.Player}} moves a character to {{.Location}}.", a)
		}
	case PhaseAttack:
		if s.AttackAt.Valid() {
			a["Location"], a["Victim"], a["Due"] = s.AttackAt.Words(), s.Eaten+1, s.VictimsDue
			return engine.Say("mallrules.phases.nowAttack", "{{.Guide}} Now: zombies enter {{.Location}}; vote for victim {{.Victim}} of {{.Due}}.", a)
		}
	case PhaseOver:
		return s.Outcome.Words()
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
	s.Looked = nil
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
		s.note(ruleTruckSkip, engine.Say("mallrules.phases.truckEmpty", "Round {{.Round}}: the truck is empty, so nobody searches it.", engine.Args{"Round": s.Round}))
	case s.Count(Parking) == 0:
		s.note(ruleTruckSkip, engine.Say("mallrules.phases.parkingEmpty", "Round {{.Round}}: nobody is in the Parking, so nobody searches the truck.", engine.Args{"Round": s.Round}))
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
		s.note(ruleElectionSkip, engine.Say("mallrules.phases.hqCondemned", "The Security HQ is condemned, so there is no election: {{.Player}} stays Chief.", engine.Args{"Player": s.who(s.Chief)}))
	case s.Count(SecurityHQ) == 0:
		s.note(ruleElectionSkip, engine.Say("mallrules.phases.hqEmpty", "Nobody is in the Security HQ, so there is no election: {{.Player}} stays Chief.", engine.Args{"Player": s.who(s.Chief)}))
	default:
		return
	}
	s.Phase = PhaseArrival
}

// proceed closes phase C once the dice are rolled and cameras played.
func (s *State) proceed() error {
	if s.Phase != PhaseArrival {
		return engine.Refusal(engine.Say("mallrules.phases.nothing", "there is nothing to go on from in {{.Phase}}: {{.Guide}}", engine.Args{"Phase": s.Phase.Words(), "Guide": PhaseGuideWords(s.Phase)}))
	}
	if !s.DiceRolled {
		return engine.Refusal(engine.Say("mallrules.phases.rollFirst", "roll the zombie dice first", nil))
	}
	s.Phase = PhaseDestinations
	return nil
}
