package mallofhorror

import "fmt"

// appendUnique adds x to xs unless it is there.
func appendUnique(xs []int, x int) []int {
	for _, y := range xs {
		if y == x {
			return xs
		}
	}
	return append(xs, x)
}

// plural writes "1 zombie" or "3 zombies".
func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// capitalize upper-cases a sentence's first letter.
func capitalize(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// agree picks the verb for a count: "1 zombie gets", "2 zombies get".
func agree(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// defenders says what holds the zombies off at a location, as the rules
// count it: the characters (a Tough Guy counts as 2) and any Hardware.
func (s State) defenders(v AttackView) string {
	people := 0
	for _, c := range s.Characters {
		if c.Alive() && c.Location == v.Location {
			people++
		}
	}
	out := plural(people, "character")
	switch {
	case v.Strength != people && v.Hardware > 0:
		out += fmt.Sprintf(" (worth %d, a Tough Guy counts as 2) and %s", v.Strength, plural(v.Hardware, "Hardware card"))
	case v.Strength != people:
		out += fmt.Sprintf(" (worth %d: a Tough Guy counts as 2)", v.Strength)
	case v.Hardware > 0:
		out += " and " + plural(v.Hardware, "Hardware card")
	}
	return out
}
