package mallofhorror

import (
	"fmt"
	"math/rand/v2"

	"hordekeeper/engine"
)

// rollDie rolls one six-sided die.
func rollDie(r *rand.Rand) int { return r.IntN(6) + 1 }

// DiceView is what the shared screen may show of the zombie dice.
type DiceView struct {
	// Rolled is true once this round's dice are rolled.
	Rolled bool
	// Revealed is true once the dice are placed in the open (phase E).
	Revealed bool
	// Dice are the four dice, only when Revealed; zeros otherwise.
	Dice [4]int
	// Text says it in words: "not rolled", "rolled (secret)" or the values.
	Text string
}

// PublicDice is the zombie dice as the shared screen may show them: only
// that they are rolled, until they are placed in phase E.
func (s State) PublicDice() DiceView {
	switch {
	case !s.DiceRolled:
		return DiceView{Text: "not rolled"}
	case !s.DiceRevealed:
		return DiceView{Rolled: true, Text: "rolled (secret)"}
	}
	d := s.secretDice
	return DiceView{Rolled: true, Revealed: true, Dice: d, Text: fmt.Sprintf("%d %d %d %d", d[0], d[1], d[2], d[3])}
}

// MaySeeDice tells whether a seat may look at this round's secret dice: the
// Chief if elected this round, and whoever played a Security Camera.
func (s State) MaySeeDice(seat int) bool {
	if seat < 0 || seat >= len(s.Players) {
		return false
	}
	return (s.ChiefElected && seat == s.Chief) || (seat < len(s.Peekers) && s.Peekers[seat])
}

// SecretDice returns this round's zombie dice for the private reveal (a QR
// code or behind a hand-over curtain) to the seat entitled to see them, and
// an error for anyone else. Never show its result on the shared screen.
func (s State) SecretDice(viewer int) ([4]int, error) {
	if err := s.checkSeat(viewer); err != nil {
		return [4]int{}, err
	}
	if !s.DiceRolled {
		return [4]int{}, engine.Refuse("the zombie dice are not rolled yet")
	}
	if s.DiceRevealed {
		return s.secretDice, nil
	}
	if !s.MaySeeDice(viewer) {
		if viewer == s.Chief {
			return [4]int{}, engine.Refuse("%s is Chief but was not elected this round, so may not look at the dice without a Security Camera", s.Players[viewer].Label())
		}
		return [4]int{}, engine.Refuse("%s may not look at the dice without a Security Camera", s.Players[viewer].Label())
	}
	return s.secretDice, nil
}

// rollZombieDice rolls this round's four dice in secret (phase C).
func (s *State) rollZombieDice(seed uint64) error {
	if s.Phase != PhaseArrival {
		return engine.Refuse("the zombie dice are rolled in phase C, not in %s", s.Phase)
	}
	if s.DiceRolled {
		return engine.Refuse("the zombie dice are already rolled this round")
	}
	r := engine.NewRand(seed, fmt.Sprintf("dice/round-%d", s.Round))
	for i := range s.secretDice {
		s.secretDice[i] = rollDie(r)
	}
	s.DiceRolled = true
	if s.ChiefElected {
		s.note(ruleDiceLook, "The zombie dice are rolled in secret; %s, the elected Chief, may look.", s.Players[s.Chief].Label())
	} else {
		s.note(ruleDiceLook, "The zombie dice are rolled in secret; the Chief was not elected this round, so only a Security Camera lets someone look.")
	}
	return nil
}

// placeZombiesByDice puts one zombie where each die points, ignoring closed
// locations, and reveals the dice.
func (s *State) placeZombiesByDice(dice [4]int, who string) {
	for _, d := range dice {
		l := Location(d)
		if s.IsClosed(l) {
			s.note(ruleClosedDie, "A die shows %s, which is closed: that zombie does not come.", l)
			continue
		}
		s.Zombies[l]++
	}
	s.note(ruleDice, "%s places zombies by the dice %d %d %d %d.", who, dice[0], dice[1], dice[2], dice[3])
}
