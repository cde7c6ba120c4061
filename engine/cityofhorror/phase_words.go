package cityofhorror

import "hordekeeper/engine"

// Words is the phase's name as the rulebook says it ("movement"), in a
// form a screen can translate; String stays the key saves use.
func (p Phase) Words() engine.Words {
	switch p {
	case PhaseSetup:
		return engine.Say("cohrules.phase.setup", "setup", nil)
	case PhaseSelect:
		return engine.Say("cohrules.phase.select", "movement-card choice", nil)
	case PhaseInvasion:
		return engine.Say("cohrules.phase.invasion", "invasion", nil)
	case PhaseMovement:
		return engine.Say("cohrules.phase.movement", "movement", nil)
	case PhaseResolution:
		return engine.Say("cohrules.phase.resolution", "resolution", nil)
	case PhaseEnded:
		return engine.Say("cohrules.phase.ended", "end of the game", nil)
	}
	return engine.Plain(string(p))
}

// Words is the step's name ("attack"), in a form a screen can translate.
func (st Step) Words() engine.Words {
	switch st {
	case StepActivation:
		return engine.Say("cohrules.phase.activation", "activation", nil)
	case StepAttack:
		return engine.Say("cohrules.phase.attack", "attack", nil)
	case StepSharing:
		return engine.Say("cohrules.phase.sharing", "sharing", nil)
	}
	return engine.Plain(string(st))
}

// Words is the vote's name ("attack", "sharing").
func (k VoteKind) Words() engine.Words {
	switch k {
	case VoteAttack:
		return engine.Say("cohrules.phase.vote.attack", "attack", nil)
	case VoteSharing:
		return engine.Say("cohrules.phase.vote.sharing", "sharing", nil)
	}
	return engine.Plain(string(k))
}
