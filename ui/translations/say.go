package translations

import (
	"errors"
	"strings"

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
		return contracted(lang.XN(w.Key, w.Other, w.Count, args))
	}
	return contracted(lang.X(w.Key, w.Other, args))
}

// language is the language of the words in force, as their own tables say
// (Use loads a language's files where Fyne's lang looks; English before
// any Use). The package keeps no copy of it, which could disagree.
func language() string {
	return lang.X("translations.language", "en")
}

// contracted is s with the contractions of the language in force; the
// language is looked up only for a sentence that may need one.
func contracted(s string) string {
	if !strings.Contains(s, " le") {
		return s
	}
	return contract(language(), s)
}

// frenchArticles are French's contractions of "de" and "à" with the
// articles "le" and "les": a name said with its article ("le Rasta") put
// after "de" in a sentence reads "du Rasta".
var frenchArticles = strings.NewReplacer(
	" de le ", " du ", " de les ", " des ", " à le ", " au ", " à les ", " aux ",
	"(de le ", "(du ", "(à le ", "(au ",
)

// contract applies the contractions of language l to a sentence whose
// values were put in it whole. French's are made on the finished sentence
// because a value ("le Rasta") is put in whole; making them in the message
// format would need a form of every name after "de" and "à".
func contract(l, s string) string {
	if l != "fr" || !strings.Contains(s, " le") {
		return s
	}
	if strings.HasPrefix(s, "De le ") {
		s = "Du " + s[len("De le "):]
	} else if strings.HasPrefix(s, "À le ") {
		s = "Au " + s[len("À le "):]
	}
	return frenchArticles.Replace(s)
}

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
