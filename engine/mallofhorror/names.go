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
			return nil, engine.Refusal(engine.Say("mallrules.names.blank", "player {{.Seat}}'s name is blank: type a name or leave it empty for “{{.Default}}”", engine.Args{"Seat": i + 1, "Default": defaultWords(i)}))
		}
		key := strings.ToLower(n)
		if j, dup := seen[key]; dup {
			return nil, engine.Refusal(engine.Say("mallrules.names.twice", "players {{.First}} and {{.Second}} are both called “{{.Name}}”; give each player a name of their own", engine.Args{"First": j + 1, "Second": i + 1, "Name": n}))
		}
		seen[key] = i
		out[i] = n
	}
	return out, nil
}

// defaultName is what the app calls a player left unnamed.
func defaultName(seat int) string { return fmt.Sprintf("Player %d", seat+1) }

// defaultWords is a seat's name when none is typed, in words a screen can
// translate.
func defaultWords(seat int) engine.Words {
	return engine.Say("mallrules.names.default", "Player {{.Seat}}", engine.Args{"Seat": seat + 1})
}

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
