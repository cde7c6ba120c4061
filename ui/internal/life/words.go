package life

import (
	"regexp"
	"strings"

	"fyne.io/fyne/v2/lang"

	"hordekeeper/engine"
	"hordekeeper/ui/translations"
)

// stepRefused is how the journal says that a saved step is refused by the
// rules of this version: "… is damaged: step 29 (count-vote) no longer
// applies: <the rule's sentence>".
var stepRefused = regexp.MustCompile(`step (\d+) \([^)]*\) no longer applies: (.*)$`)

// keptText says in a player's words why a saved game did not load, and
// where the file was set aside (kept, "damaged/…"): a step the rules of
// this version refuse means an earlier version saved it, and the file is
// not broken. Any other problem is the store's own sentence.
func keptText(problem string, words engine.Words, kept string) string {
	m := stepRefused.FindStringSubmatch(strings.TrimSpace(problem))
	if m == nil {
		return lang.X("life.kept", "{{.Problem}}\n\nThe file was kept as {{.File}} in the games folder, with the reason beside it.", map[string]any{"Problem": problemText(problem, words), "File": kept})
	}
	why := strings.TrimSuffix(strings.TrimSpace(m[2]), ".")
	return lang.X("life.changed", "This game was saved by an earlier version of the app, and the rules it plays by have changed since: step {{.Step}} of that game is no longer allowed ({{.Why}}).\n\nNothing was deleted: the file was set aside as {{.File}} in the games folder, with the reason beside it.",
		map[string]any{"Step": m[1], "Why": why, "File": kept})
}

// problemText is why a file did not load, in the language in force when
// its words are known.
func problemText(problem string, words engine.Words) string {
	if words.IsZero() {
		return problem
	}
	return translations.T(words)
}
