package escape

import (
	"fmt"
	"strings"

	"hordekeeper/engine"
)

// Notice is one automatic consequence of the last action and the rule
// behind it (the core's type, shared by every game).
type Notice = engine.Notice

// RuleError is a refusal in a player's words (the core's type).
type RuleError = engine.RuleError

// The rules a notice names, in the rulebook's own headings, so the screen
// can say which rule made something happen.
const (
	ruleCountdown = "Soundtrack: the end of a countdown"
	ruleVan       = "Soundtrack: the van rule in phase 2"
	ruleCargo     = "Phase 1: collect items"
	ruleExit      = "Phase 1: the exit"
	rulePhase2    = "Phase 2: escape by van"
	ruleZombies   = "The zombies: the church"
	ruleEnd       = "End of the game"
	ruleNoDice    = "Not in the rules: a survivor with no dice"
	ruleTable     = "Recorded by the table"
)

// refuse is engine.Refuse, short for this package's many refusals.
func refuse(format string, args ...any) error { return engine.Refuse(format, args...) }

// notef adds a notice under the given rule.
func (s *State) notef(rule, format string, args ...any) {
	s.Notices = append(s.Notices, Notice{Text: fmt.Sprintf(format, args...), Rule: rule})
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

// NoticeLine is every notice of the last action in one line.
func (s State) NoticeLine() string { return strings.Join(s.NoticeTexts(), " ") }

// plural writes a count with its noun, singular or plural as English wants:
// "1 die", "3 dice", "0 items".
func plural(n int, one, many string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}
