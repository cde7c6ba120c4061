package engine

import "fmt"

// RuleError is a refusal: the action breaks a rule, and Text says which in a
// player's words. Every game's Apply refuses with one; tests check refusals
// with errors.As, never by their wording.
type RuleError struct {
	// Text is the player's sentence for the rule that refused the action, in
	// English.
	Text string
	// Words is the same sentence for the screens to put in the players'
	// language; zero for a refusal made by Refuse.
	Words Words
}

// Error is the refusal in a player's words (English).
func (e *RuleError) Error() string { return e.Text }

// Refuse builds a RuleError from a format and its arguments, in English only.
// Refusals a player can meet use Refusal, which a screen can translate.
func Refuse(format string, args ...any) error {
	return &RuleError{Text: fmt.Sprintf(format, args...)}
}

// Refusal builds a RuleError from words a screen can put in the players'
// language.
func Refusal(w Words) error {
	return &RuleError{Text: w.String(), Words: w}
}

// Notice is one automatic consequence of the last action, told in one
// sentence, with the rule behind it in brief, so the screen can show both.
type Notice struct {
	// Text says what happened (English).
	Text string `json:"text"`
	// Rule says, briefly, which rule made it happen (English).
	Rule string `json:"rule,omitempty"`
	// Words and RuleWords are Text and Rule for the screens to put in the
	// players' language; zero in a notice made from text alone.
	Words     Words `json:"-"`
	RuleWords Words `json:"-"`
}

// NewNotice builds a Notice from words a screen can translate: what happened and
// the rule behind it (RuleWords may be zero).
func NewNotice(what, rule Words) Notice {
	return Notice{Text: what.String(), Rule: rule.String(), Words: what, RuleWords: rule}
}
