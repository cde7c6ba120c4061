package games

import (
	"testing"

	"hordekeeper/engine"
)

// TestAll checks the list (names usable in file names, codes apart, rules
// under their own names) and that each game starts from its default
// header and reads its own notation only.
func TestAll(t *testing.T) {
	gs := All()
	if err := gs.Check(); err != nil {
		t.Fatal(err)
	}
	if len(gs) != 3 {
		t.Fatalf("%d games", len(gs))
	}
	for _, g := range gs {
		if g.Notation == nil {
			t.Fatalf("%s: no notation", g.Name)
		}
		if _, err := g.Notation(g.Name + " nonsense:field"); err == nil {
			t.Errorf("%s: nonsense read as a position", g.Name)
		}
		for _, o := range gs {
			if o.Name != g.Name {
				if _, err := g.Notation(o.Name); err == nil {
					t.Errorf("%s read a %s position", g.Name, o.Name)
				}
			}
		}
		if _, err := g.Rules.Decode("no-such-kind", nil); err == nil {
			t.Errorf("%s decoded an unknown kind", g.Name)
		}
	}
	// Each call is a list of its own: changing one changes no other.
	a := All()
	a[0].Title = "changed"
	if All()[0].Title == "changed" {
		t.Fatal("All shares its list")
	}
	if _, err := gs.ForCode(engine.SetupCode{Game: 7}); err == nil {
		t.Fatal("code 7 is no game's")
	}
}
