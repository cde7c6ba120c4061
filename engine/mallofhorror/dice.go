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
		return [4]int{}, engine.Refusal(engine.Say("mallrules.dice.notRolled", "the zombie dice are not rolled yet", nil))
	}
	if s.DiceRevealed {
		return s.secretDice, nil
	}
	if !s.MaySeeDice(viewer) {
		if viewer == s.Chief {
			return [4]int{}, engine.Refusal(engine.Say("mallrules.dice.notElected", "{{.Player}} is Chief but was not elected this round, so may not look at the dice without a Security Camera", engine.Args{"Player": s.who(viewer)}))
		}
		return [4]int{}, engine.Refusal(engine.Say("mallrules.dice.noCamera", "{{.Player}} may not look at the dice without a Security Camera", engine.Args{"Player": s.who(viewer)}))
	}
	return s.secretDice, nil
}

// rollZombieDice rolls this round's four dice in secret (phase C), or
// takes the table's own (own non-nil).
func (s *State) rollZombieDice(seed uint64, own *[4]int) error {
	if s.Phase != PhaseArrival {
		return engine.Refusal(engine.Say("mallrules.dice.phase", "the zombie dice are rolled in phase C, not in {{.Phase}}", engine.Args{"Phase": s.Phase.Words()}))
	}
	if s.DiceRolled {
		return engine.Refusal(engine.Say("mallrules.dice.rolled", "the zombie dice are already rolled this round", nil))
	}
	if own != nil {
		for _, d := range own {
			if d < 1 || d > 6 {
				return engine.Refusal(engine.Say("mallrules.tabledice.die", "a die shows 1 to 6, not {{.Number}}", engine.Args{"Number": d}))
			}
		}
		s.secretDice = *own
	} else {
		r := engine.NewRand(seed, fmt.Sprintf("dice/round-%d", s.Round))
		for i := range s.secretDice {
			s.secretDice[i] = rollDie(r)
		}
	}
	s.DiceRolled = true
	if s.ChiefElected {
		s.note(ruleDiceLook, engine.Say("mallrules.dice.chiefLooks", "The zombie dice are rolled in secret; {{.Player}}, the elected Chief, may look.", engine.Args{"Player": s.who(s.Chief)}))
	} else {
		s.note(ruleDiceLook, engine.Say("mallrules.dice.cameraLooks", "The zombie dice are rolled in secret; the Chief was not elected this round, so only a Security Camera lets someone look.", nil))
	}
	return nil
}

// placeZombiesByDice puts one zombie where each die points, ignoring closed
// locations, and reveals the dice.
func (s *State) placeZombiesByDice(dice [4]int, setup bool) {
	for _, d := range dice {
		l := Location(d)
		if s.IsClosed(l) {
			s.note(ruleClosedDie, engine.Say("mallrules.dice.closed", "A die shows {{.Location}}, which is closed: that zombie does not come.", engine.Args{"Location": l.Words()}))
			continue
		}
		s.Zombies[l]++
	}
	a := engine.Args{"A": dice[0], "B": dice[1], "C": dice[2], "D": dice[3]}
	if setup {
		s.note(ruleDice, engine.Say("mallrules.dice.setupZombies", "Every character is placed: the Chief places zombies by the dice {{.A}} {{.B}} {{.C}} {{.D}}.", a))
		return
	}
	s.note(ruleDice, engine.Say("mallrules.dice.zombies", "The Chief places zombies by the dice {{.A}} {{.B}} {{.C}} {{.D}}.", a))
}
