package engine

import "errors"

// ErrorWords is an error in words a screen can translate: a refusal's
// Words (found anywhere in its chain), else its text said as it is.
func ErrorWords(err error) Words {
	if err == nil {
		return Words{}
	}
	var re *RuleError
	if errors.As(err, &re) && !re.Words.IsZero() {
		return re.Words
	}
	return Plain(err.Error())
}
