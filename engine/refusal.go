package engine

import "fmt"

// RuleError is a refusal: the action breaks a rule, and Text says which in a
// player's words. Every game's Apply refuses with one; tests check refusals
// with errors.As, never by their wording.
type RuleError struct {
	// Text is the player's sentence for the rule that refused the action.
	Text string
}

// Error is the refusal in a player's words.
func (e *RuleError) Error() string { return e.Text }

// Refuse builds a RuleError from a format and its arguments.
func Refuse(format string, args ...any) error {
	return &RuleError{Text: fmt.Sprintf(format, args...)}
}

// Notice is one automatic consequence of the last action, told in one
// sentence, with the rule behind it in brief, so the screen can show both.
type Notice struct {
	// Text says what happened.
	Text string `json:"text"`
	// Rule says, briefly, which rule made it happen.
	Rule string `json:"rule,omitempty"`
}
