package cityofhorror

import (
	"strings"
	"testing"
)

// Every action of the game is told in a player's words.
func TestTellEveryAction(t *testing.T) {
	for _, k := range Kinds() {
		a, err := registry.Decode(k, nil) // an empty action of that kind
		if err != nil {
			t.Fatal(err)
		}
		text := Describe(a)
		if text == "" || text == "an action of another game" || strings.Contains(text, k) && strings.Contains(k, "-") {
			t.Fatalf("%s is told as %q", k, text)
		}
		checkWords(t, k, text)
	}
	eq(t, "plural", Describe(AddZombies{At: Corner3, Count: 1}), "1 zombie added at corner 3")
	eq(t, "plural", Describe(&AddZombies{At: WaterTowerLoc, Count: 3}), "3 zombies added at the Water Tower")
	eq(t, "other", Describe(foreign{}), "an action of another game")
}
