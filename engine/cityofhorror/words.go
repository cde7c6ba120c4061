package cityofhorror

import (
	"fmt"
	"strings"
)

// count says a number with its noun in the right form: "1 zombie",
// "3 zombies", "0 cards".
func count(n int, one, many string) string {
	if n == 1 || n == -1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}

// andList joins words as a sentence does: "a", "a and b", "a, b and c".
func andList(xs []string) string {
	switch len(xs) {
	case 0:
		return "nobody"
	case 1:
		return xs[0]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " and " + xs[len(xs)-1]
}

// Title is a place's name as a player says it when the building there is
// not known: "corner 1", "the Water Tower", "the Crossroads".
func (l Loc) Title() string {
	switch {
	case l.IsCorner():
		return fmt.Sprintf("corner %d", int(l))
	case l == WaterTowerLoc:
		return "the Water Tower"
	case l == CrossroadsLoc:
		return "the Crossroads"
	}
	return "no place"
}
