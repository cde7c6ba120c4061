package mallofhorror

import "hordekeeper/engine"

// Words is the phase's title, e.g. "A. Search the truck".
func (p Phase) Words() engine.Words {
	switch p {
	case PhaseSetup:
		return engine.Say("mallrules.phasewords.setup", "Setup: place the characters", nil)
	case PhaseTruck:
		return engine.Say("mallrules.phasewords.truck", "A. Search the truck", nil)
	case PhaseElection:
		return engine.Say("mallrules.phasewords.election", "B. Elect the Chief of Security", nil)
	case PhaseArrival:
		return engine.Say("mallrules.phasewords.arrival", "C. Zombies arrive", nil)
	case PhaseDestinations:
		return engine.Say("mallrules.phasewords.destinations", "D. Choose destinations", nil)
	case PhaseMovement:
		return engine.Say("mallrules.phasewords.movement", "E. Move characters", nil)
	case PhaseAttack:
		return engine.Say("mallrules.phasewords.attack", "F. Zombies attack", nil)
	case PhaseOver:
		return engine.Say("mallrules.phasewords.over", "Game over", nil)
	}
	return engine.Say("mallrules.phasewords.none", "phase {{.Number}}", engine.Args{"Number": int(p)})
}

// ShortWords is the phase's short name for the phase bar, e.g. "A Truck".
func (p Phase) ShortWords() engine.Words {
	switch p {
	case PhaseSetup:
		return engine.Say("mallrules.phasewords.shortSetup", "Setup", nil)
	case PhaseTruck:
		return engine.Say("mallrules.phasewords.shortTruck", "A Truck", nil)
	case PhaseElection:
		return engine.Say("mallrules.phasewords.shortElection", "B Chief", nil)
	case PhaseArrival:
		return engine.Say("mallrules.phasewords.shortArrival", "C Dice", nil)
	case PhaseDestinations:
		return engine.Say("mallrules.phasewords.shortDestinations", "D Wheels", nil)
	case PhaseMovement:
		return engine.Say("mallrules.phasewords.shortMovement", "E Move", nil)
	case PhaseAttack:
		return engine.Say("mallrules.phasewords.shortAttack", "F Attack", nil)
	case PhaseOver:
		return engine.Say("mallrules.phasewords.shortOver", "End", nil)
	}
	return p.Words()
}

// PhaseGuideWords is PhaseGuide for a screen to translate.
func PhaseGuideWords(p Phase) engine.Words {
	switch p {
	case PhaseSetup:
		return engine.Say("mallrules.phasewords.guideSetup", "In turn from the Chief, roll two dice and put one of your characters in a location a die shows; if both are full, pick any location with room.", nil)
	case PhaseTruck:
		return engine.Say("mallrules.phasewords.guideTruck", "Everyone in the Parking votes; the winner looks at three cards, keeps one, hands one to another player and slides one under the deck.", nil)
	case PhaseElection:
		return engine.Say("mallrules.phasewords.guideElection", "Everyone in the Security HQ votes for the new Chief; a tie leaves the badge where it is.", nil)
	case PhaseArrival:
		return engine.Say("mallrules.phasewords.guideArrival", "The Chief rolls the four zombie dice in secret; only an elected Chief and Security Camera players may look.", nil)
	case PhaseDestinations:
		return engine.Say("mallrules.phasewords.guideDestinations", "Each player secretly sets a destination on their wheel; an elected Chief announces theirs first.", nil)
	case PhaseMovement:
		return engine.Say("mallrules.phasewords.guideMovement", "Zombies arrive where the dice say; then, from the Chief clockwise, each player moves one character (a full location sends it to the Parking; a Sprint changes the destination).", nil)
	case PhaseAttack:
		return engine.Say("mallrules.phasewords.guideAttack", "Bonus zombies go to the most crowded location and to the one with the most Pin-Ups; then locations 1 to 6 are attacked where zombies match the defenders.", nil)
	case PhaseOver:
		return engine.Say("mallrules.phasewords.guideOver", "The game has ended: surviving characters score their points.", nil)
	}
	return engine.Words{}
}
