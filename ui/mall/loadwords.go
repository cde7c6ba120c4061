package mall

import (
	"fmt"
	"regexp"
	"strings"
)

// stepRefused is how the journal says that a saved step is refused by the
// rules of this version: "… is damaged: step 29 (count-vote) no longer
// applies: <the rule's sentence>".
var stepRefused = regexp.MustCompile(`step (\d+) \([^)]*\) no longer applies: (.*)$`)

// loadProblemText says in a player's words why a saved game did not load,
// and where the file was set aside (kept, "damaged/…"): a step the rules of
// this version refuse means an earlier version saved it, and the file is
// not broken. Any other problem is the store's own sentence.
func loadProblemText(problem, kept string) string {
	where := fmt.Sprintf("Nothing was deleted: the file was set aside as %s in the games folder, with the reason beside it.", kept)
	m := stepRefused.FindStringSubmatch(strings.TrimSpace(problem))
	if m == nil {
		return fmt.Sprintf("%s\n\nThe file was kept as %s in the games folder, with the reason beside it.", problem, kept)
	}
	why := strings.TrimSuffix(strings.TrimSpace(m[2]), ".")
	return fmt.Sprintf("This game was saved by an earlier version of the app, and the rules it plays by have changed since: "+
		"step %s of that game is no longer allowed (%s).\n\n%s", m[1], why, where)
}
