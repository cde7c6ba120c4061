package translations

import (
	"errors"

	"fyne.io/fyne/v2/lang"

	"hordekeeper/engine"
)

// T is the engine's words in the language in force: their key looked up in
// the translation files, English when a key is missing, every Words among
// their values said first.
func T(w engine.Words) string {
	if w.IsZero() {
		return ""
	}
	if w.Key == "" {
		return w.String()
	}
	args := engine.Resolve(w.Args, T)
	if w.Counted() {
		return lang.XN(w.Key, w.Other, w.Count, args)
	}
	return lang.X(w.Key, w.Other, args)
}

// Arg is words put in a screen's sentence as a value: a noun (a place, a
// character) with its forms, which the sentence's template picks from in
// each language ({{.Location.to}}), else the words said.
func Arg(w engine.Words) any { return engine.SayNoun(w, T) }

// Err is an error in the language in force: a refusal's words when it has
// them, else the error's English.
func Err(err error) string {
	if err == nil {
		return ""
	}
	var re *engine.RuleError
	if errors.As(err, &re) && !re.Words.IsZero() {
		return T(re.Words)
	}
	return err.Error()
}

// Notice is a notice's sentence and its rule in the language in force
// (English for a notice made from text alone).
func Notice(n engine.Notice) (text, rule string) {
	text, rule = n.Text, n.Rule
	if !n.Words.IsZero() {
		text = T(n.Words)
	}
	if !n.RuleWords.IsZero() {
		rule = T(n.RuleWords)
	}
	return text, rule
}
