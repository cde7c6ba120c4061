package mallofhorror

import (
	"hordekeeper/engine"
)

// appendUnique adds x to xs unless it is there.
func appendUnique(xs []int, x int) []int {
	for _, y := range xs {
		if y == x {
			return xs
		}
	}
	return append(xs, x)
}

// defenders says what holds the zombies off at a location, as the rules
// count it: the characters (a Tough Guy counts as 2) and any Hardware.
func (s State) defenders(v AttackView) engine.Words {
	people := 0
	for _, c := range s.Characters {
		if c.Alive() && c.Location == v.Location {
			people++
		}
	}
	a := engine.Args{"Strength": v.Strength, "Hardware": engine.SayN("mallrules.words.hardwareCards", "{{.Count}} Hardware card", "{{.Count}} Hardware cards", v.Hardware, nil)}
	switch {
	case v.Strength != people && v.Hardware > 0:
		return engine.SayN("mallrules.words.worthAndHardware", "{{.Count}} character (worth {{.Strength}}, a Tough Guy counts as 2) and {{.Hardware}}", "{{.Count}} characters (worth {{.Strength}}, a Tough Guy counts as 2) and {{.Hardware}}", people, a)
	case v.Strength != people:
		return engine.SayN("mallrules.words.worth", "{{.Count}} character (worth {{.Strength}}: a Tough Guy counts as 2)", "{{.Count}} characters (worth {{.Strength}}: a Tough Guy counts as 2)", people, a)
	case v.Hardware > 0:
		return engine.SayN("mallrules.words.andHardware", "{{.Count}} character and {{.Hardware}}", "{{.Count}} characters and {{.Hardware}}", people, a)
	}
	return engine.SayN("mallrules.words.characters", "{{.Count}} character", "{{.Count}} characters", people, nil)
}
