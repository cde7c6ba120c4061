package escape

import "hordekeeper/engine"

// Notice is one automatic consequence of the last action and the rule
// behind it (the core's type, shared by every game).
type Notice = engine.Notice

// RuleError is a refusal in a player's words (the core's type).
type RuleError = engine.RuleError

// The rules a notice names, in the rulebook's own headings, so the screen
// can say which rule made something happen.
var (
	ruleCountdown = engine.Say("escaperules.refusal.ruleCountdown", "Soundtrack: the end of a countdown", nil)
	ruleVan       = engine.Say("escaperules.refusal.ruleVan", "Soundtrack: the van rule in phase 2", nil)
	ruleCargo     = engine.Say("escaperules.refusal.ruleCargo", "Phase 1: collect items", nil)
	ruleExit      = engine.Say("escaperules.refusal.ruleExit", "Phase 1: the exit", nil)
	rulePhase2    = engine.Say("escaperules.refusal.rulePhase2", "Phase 2: escape by van", nil)
	ruleZombies   = engine.Say("escaperules.refusal.ruleZombies", "The zombies: the church", nil)
	ruleEnd       = engine.Say("escaperules.refusal.ruleEnd", "End of the game", nil)
	ruleNoDice    = engine.Say("escaperules.refusal.ruleNoDice", "Not in the rules: a survivor with no dice", nil)
	ruleTable     = engine.Say("escaperules.refusal.ruleTable", "Recorded by the table", nil)
)

// note adds a notice under the given rule.
func (s *State) note(rule, what engine.Words) {
	s.Notices = append(s.Notices, engine.NewNotice(what, rule))
}

// NoticeTexts lists the notices' sentences, for a screen that shows only
// the text.
func (s State) NoticeTexts() []string {
	out := make([]string, len(s.Notices))
	for i, n := range s.Notices {
		out[i] = n.Text
	}
	return out
}
