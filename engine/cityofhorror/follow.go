package cityofhorror

import "hordekeeper/engine"

// Follow is the step that passes by itself after the steps of group (the
// player's action first): the next phase (AdvancePhase) while the step on
// hand has nothing to decide (Decisions), once the player's action moved
// the game on (MovesOn). An attack step with no attack due passes too:
// nobody there, too few zombies, every character hidden, or the attack
// over. An attack that must happen waits, as the rulebook's "Once no one
// wants to act anymore, we then proceed to the zombie attack" says (place resolution,
// B Zombie attack): the table says when no one wants to act (the vote, the
// Crossroads search or Next). Setup and the end wait for the table too.
// One Undo takes back the player's action with every step that followed.
func (Rules) Follow(s *State, group []engine.Action) engine.Action {
	if len(group) == 1 && !MovesOn(s, group[0]) {
		return nil
	}
	if s.Phase == PhaseSetup || s.Phase == PhaseEnded || Decisions(s).Open {
		return nil
	}
	return AdvancePhase{}
}

// MovesOn tells the actions after which the steps with nothing to decide
// pass by themselves (s is the state after act): Next, the invasion card,
// a move, the attack's outcome (a vote, the Crossroads victim, the
// character eaten: nobody may act right after it), the supplies handed
// out, and a place's use that leaves nobody else to use it. A zombie
// count, a power or a card never moves the game on: the players may still
// be acting.
func MovesOn(s *State, act engine.Action) bool {
	switch engine.Deref(act).(type) {
	case AdvancePhase, ApplyInvasion, MoveCharacter, Stay, CancelMove,
		CastVotes, ResolveCrossroads, KillCharacter, Share:
		return true
	case UseLocation:
		return s.Phase == PhaseResolution && s.Step == StepActivation && len(s.Users()) == 0
	}
	return false
}
