package cityofhorror

import (
	"slices"

	"hordekeeper/engine"
)

// The rules that games saved before headers said their rules version
// (version 0, State.Rules) were played under, where version 1 changed
// them. Such a game replays and goes on under them to its end: its file
// holds steps version 1 refuses, and before this a resumed game stopped
// at the first one ("step 2 (kill-character) no longer applies").
//
// Version 1 changed, from the engines of 23 November 2026 on:
//   - KillCharacter records a character eaten only at the attack step of
//     its place while its attack is due (eatMoment); version 0 took any
//     character at any time, "killed" outside that attack.
//   - Hide is refused outside the turns (setup, the end); version 0 took it.
//   - AddExplosion is refused during setup; version 0 took it.

// legacyKill is KillCharacter under version 0: at the attack step of the
// character's place the character is eaten there and the attack is done
// (except at the Crossroads, where the leader picks); at any other moment
// the character is killed.
func (s *State) legacyKill(c *Character) error {
	i := slices.IndexFunc(s.Characters, func(x Character) bool { return x.Role == c.Role })
	if s.Phase == PhaseResolution && s.Step == StepAttack && c.At == s.ResolvingLoc() {
		if c.At == CrossroadsLoc {
			return engine.Refusal(engine.Say("cohrules.moments.crossroads", "at the Crossroads the zombie leader picks the victim: resolve the Crossroads attack instead", nil))
		}
		s.AttackDone = true
		s.kill([]int{i}, c.At)
		return nil
	}
	n := len(s.Notices)
	owner, role := c.Owner, c.Role
	s.kill([]int{i}, c.At)
	// kill says "eaten" first; this one was not eaten, it was killed.
	s.Notices[n] = engine.Tell(engine.SayN("cohrules.legacy.killed", "{{.Char}} of {{.Player}} is killed.", "{{.Char}} of {{.Player}} are killed.", role.number(),
		engine.Args{"Player": s.LabelWords(owner), "Char": role.SubjectWords()}), ruleDeathToken)
	return nil
}
