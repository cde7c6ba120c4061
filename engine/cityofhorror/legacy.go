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
//   - TakeAntidote is the Hospital's effect, one antidote a player a turn
//     (from 23 November 12:34); version 0's first engines took any number
//     from the reserve.
//   - PlayWeaponReplica is an action card from a counted deck and hand
//     (23 November 12:34); version 0's first engines only laid the votes.
//   - Exhaust with the power of the Housewife, the Guard and Rex, the
//     Priest or the Sushi Chef does what the power says (12:35); before,
//     it only turned the card.
//   - TakeFood is the Crossroads' effect, at its moment (12:34); before,
//     a token was taken at any time.
//
// Each is taken the old way only where today's rule refuses it, so a game
// of version 0 that today's rule accepted replays exactly as it did.

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
	s.Notices[n] = engine.NewNotice(engine.SayN("cohrules.legacy.killed", "{{.Char}} of {{.Player}} is killed.", "{{.Char}} of {{.Player}} are killed.", role.number(),
		engine.Args{"Player": s.LabelWords(owner), "Char": role.SubjectWords()}), ruleDeathToken)
	return nil
}

// legacyTakeAntidote is TakeAntidote as the first engines took it: any
// number of antidotes from the reserve to a player.
func (s *State) legacyTakeAntidote(a TakeAntidote) error {
	p, err := s.playerOrRefusal(a.Player)
	if err != nil {
		return err
	}
	if a.Count < 1 || a.Count > s.AntidoteReserve {
		return engine.Refusal(engine.Say("cohrules.items.hospital", "the Hospital gives one antidote a player a turn, not {{.Count}}", engine.Args{"Count": a.Count}))
	}
	s.AntidoteReserve -= a.Count
	p.Antidotes += a.Count
	return nil
}

// legacyReplica is PlayWeaponReplica as the first engines took it: the
// two votes laid at a place, no card counted.
func (s *State) legacyReplica(a PlayWeaponReplica) error {
	if _, err := s.playerOrRefusal(a.Player); err != nil {
		return err
	}
	if s.Eliminated(a.Player) {
		return engine.Refusal(engine.Say("cohrules.cards.out", "{{.Player}} is out of the game and plays no more cards", engine.Args{"Player": s.LabelWords(a.Player)}))
	}
	if err := checkPlace(a.At, engine.Say("cohrules.votes.for.replica", "the Weapon Replica", nil)); err != nil {
		return err
	}
	s.Replicas = append(s.Replicas, Replica(a))
	return nil
}
