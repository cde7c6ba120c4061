package engine

import "strings"

// MaxNameLength bounds a player's name, in characters.
const MaxNameLength = 40

// CheckNames checks the players' names a table typed: each is trimmed of
// spaces, and a blank name, a name of spaces only, a name longer than
// MaxNameLength or the same name twice (whatever the case) is refused with
// a *RuleError naming the seat and the problem. It returns the trimmed
// names in the same order.
func CheckNames(names []string) ([]string, error) {
	out := make([]string, len(names))
	seen := map[string]int{}
	for i, n := range names {
		t := strings.TrimSpace(n)
		switch {
		case t == "" && n == "":
			return nil, Refuse("the name in seat %d is blank: type a name", i+1)
		case t == "":
			return nil, Refuse("the name in seat %d is only spaces: type a name", i+1)
		case len([]rune(t)) > MaxNameLength:
			return nil, Refuse("the name in seat %d is %d characters long: keep it to %d", i+1, len([]rune(t)), MaxNameLength)
		}
		k := strings.ToLower(t)
		if j, dup := seen[k]; dup {
			return nil, Refuse("seats %d and %d are both called %q: give each player a name of their own", j+1, i+1, t)
		}
		seen[k] = i
		out[i] = t
	}
	return out, nil
}
