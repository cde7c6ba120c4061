package translations_test

import (
	"regexp"
	"sort"
	"strings"
	"testing"
)

// stumbles are what a native reader trips on in a line as the files
// write it, before any value is said: a capital article after a comma
// ("gewürfelt, Das Cachou") or a sentence's start form there, a capital
// after a French colon ("face A : Défaussez"), French without its space
// before « ; », « ! », « ? » or « : » ("sans la regarder;"), and a French
// ordinal with a period ("1er."), and a backslash written for a line break.
var stumbles = map[string]map[string]*regexp.Regexp{
	"fr": {
		"capital after a comma":        regexp.MustCompile(`, (Le|La|Les|Un|Une|Des|Il|Elle|Vous|Ce|Cette|Chaque) `),
		"start form after comma":       regexp.MustCompile(`, \{\{\.\w+\.start\}\}`),
		"capital after a colon":        regexp.MustCompile(` : (Le|La|Les|Un|Une|Des|Il|Elle|Ce|Cette|Chaque|[A-ZÉ][a-zé]+ez)\b`),
		"no space before":              regexp.MustCompile(`[^\s\x{a0}\x{202f}{][;!?]|[^\s\x{a0}\x{202f}{\d]:[^\d/]|[^\s\x{a0}\x{202f}{\d]:$`),
		"ordinal with a period":        regexp.MustCompile(`\b\d+(er|re|e|es|ers)\.`),
		"a backslash for a line break": regexp.MustCompile(`\\n`),
	},
	"de": {
		"capital after a comma":        regexp.MustCompile(`, (Der|Die|Das|Den|Dem|Des|Ein|Eine|Einen|Jeder|Jede|Jedes|Wählt|Stellt) `),
		"start form after comma":       regexp.MustCompile(`, \{\{\.\w+\.start\}\}`),
		"a backslash for a line break": regexp.MustCompile(`\\n`),
	},
}

// tmplActions are a template's {{...}}, whose colons and semicolons are no
// punctuation.
var tmplActions = regexp.MustCompile(`\{\{[^}]*\}\}`)

// colons counts a sentence's colons that end a clause: French " : ",
// German ": ", never a time's ("1:00").
func colons(sentence, l string) int {
	s := tmplActions.ReplaceAllString(sentence, "X")
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] != ':' || (i+1 < len(s) && s[i+1] != ' ' && s[i+1] != '\n') {
			continue
		}
		if l == "fr" && (i == 0 || s[i-1] != ' ') {
			continue
		}
		if l == "de" && i > 0 && s[i-1] >= '0' && s[i-1] <= '9' {
			continue
		}
		n++
	}
	return n
}

// sentenceEnd splits a line into its sentences.
var sentenceEnd = regexp.MustCompile(`[.!?]\s|\n`)

// TestEveryLineReadsWithoutAStumble reads every French and German line as
// the files write it (each plural form too) and fails on a stumble, and on
// two clause colons in one sentence ("Commencer 1:00 attend : jouez
// d'abord la carte 00:00 : ses zombies…"), which a reader takes for a
// list.
func TestEveryLineReadsWithoutAStumble(t *testing.T) {
	read := 0
	for _, l := range []string{"fr", "de"} {
		file := language(t, l)
		keys := make([]string, 0, len(file))
		for k := range file {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, key := range keys {
			e := file[key]
			texts := []string{e.text}
			if e.forms != nil {
				texts = texts[:0]
				for _, f := range e.forms {
					texts = append(texts, f)
				}
			}
			for _, text := range texts {
				read++
				plain := tmplActions.ReplaceAllStringFunc(text, func(a string) string {
					return strings.NewReplacer(":", "", ";", "", "?", "", "!", "").Replace(a)
				})
				for what, re := range stumbles[l] {
					if g := re.FindString(plain); g != "" {
						t.Errorf("%s %s: %s, %q in %q", l, key, what, g, text)
					}
				}
				for _, s := range sentenceEnd.Split(text, -1) {
					if colons(s, l) > 1 {
						t.Errorf("%s %s: two colons in one sentence: %q", l, key, s)
					}
				}
			}
		}
	}
	if read < 2000 {
		t.Errorf("only %d lines read: the walk found too few", read)
	}
}
