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
			return nil, Refusal(Say("engine.names.blank", "the name in seat {{.Seat}} is blank: type a name", Args{"Seat": i + 1}))
		case t == "":
			return nil, Refusal(Say("engine.names.spaces", "the name in seat {{.Seat}} is only spaces: type a name", Args{"Seat": i + 1}))
		case len([]rune(t)) > MaxNameLength:
			return nil, Refusal(Say("engine.names.long", "the name in seat {{.Seat}} is {{.Length}} characters long: keep it to {{.Max}}", Args{"Seat": i + 1, "Length": len([]rune(t)), "Max": MaxNameLength}))
		}
		k := strings.ToLower(t)
		if j, dup := seen[k]; dup {
			return nil, Refusal(Say("engine.names.twice", "seats {{.First}} and {{.Second}} are both called “{{.Name}}”: give each player a name of their own", Args{"First": j + 1, "Second": i + 1, "Name": t}))
		}
		seen[k] = i
		out[i] = t
	}
	return out, nil
}
