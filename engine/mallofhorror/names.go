package mallofhorror

import (
	"fmt"
	"strings"

	"hordekeeper/engine"
)

// checkNames trims each name and refuses a blank one or two alike (ignoring
// case). It stands in for a shared engine.CheckNames until the core has one.
func checkNames(names []string) ([]string, error) {
	out := make([]string, len(names))
	seen := map[string]int{}
	for i, n := range names {
		n = strings.TrimSpace(n)
		if n == "" {
			return nil, engine.Refuse("player %d's name is blank: type a name or leave it empty for %q", i+1, defaultName(i))
		}
		key := strings.ToLower(n)
		if j, dup := seen[key]; dup {
			return nil, engine.Refuse("players %d and %d are both called %q; give each player a name of their own", j+1, i+1, n)
		}
		seen[key] = i
		out[i] = n
	}
	return out, nil
}

// defaultName is what the app calls a player left unnamed.
func defaultName(seat int) string { return fmt.Sprintf("Player %d", seat+1) }

// shownNames are the names a game shows: those of Names, or, for a game
// saved before names were checked, each trimmed and a blank one "Player N".
func (o Options) shownNames() []string {
	if names, err := o.Names(); err == nil {
		return names
	}
	names := make([]string, len(o.Players))
	for i, p := range o.Players {
		names[i] = strings.TrimSpace(p.Name)
		if names[i] == "" {
			names[i] = defaultName(i)
		}
	}
	return names
}

// Names are the players' names as the game shows them: trimmed, a name
// left empty becoming "Player N"; an error when one is only spaces or two
// are alike.
func (o Options) Names() ([]string, error) {
	names := make([]string, len(o.Players))
	for i, p := range o.Players {
		names[i] = p.Name
		if p.Name == "" {
			names[i] = defaultName(i)
		}
	}
	return checkNames(names)
}
