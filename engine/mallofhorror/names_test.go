package mallofhorror

import (
	"errors"
	"testing"

	"hordekeeper/engine"
)

// TestNames: names are trimmed, unique (ignoring case) and never blank; a
// name left empty is "Player N".
func TestPlayerNames(t *testing.T) {
	for _, tc := range []struct {
		name  string
		given []string
		want  []string // nil: refused
	}{
		{"trimmed", []string{"  Ann ", "Bob", "Cy\t"}, []string{"Ann", "Bob", "Cy"}},
		{"empty means Player N", []string{"Ann", "", "Cy"}, []string{"Ann", "Player 2", "Cy"}},
		{"spaces only", []string{"Ann", "   ", "Cy"}, nil},
		{"the same name", []string{"Ann", "Bob", "Ann"}, nil},
		{"the same once trimmed, in other case", []string{"Ann", "Bob", " ann "}, nil},
		{"a name taken by a default", []string{"", "Player 1", "Cy"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := DefaultOptions(len(tc.given))
			for i, n := range tc.given {
				o.Players[i].Name = n
			}
			err := o.Validate()
			if tc.want == nil {
				var re *engine.RuleError
				if !errors.As(err, &re) {
					t.Fatalf("accepted: %v", err)
				}
				if _, err := o.JSON(); err == nil {
					t.Fatal("a new game would start")
				}
				return
			}
			s, err := NewState(o, 1)
			if err != nil {
				t.Fatal(err)
			}
			for i, p := range s.Players {
				if p.Name != tc.want[i] {
					t.Errorf("seat %d is %q, want %q", i, p.Name, tc.want[i])
				}
			}
		})
	}
}

// TestOldGamesWithOddNamesLoad: a game saved before names were checked
// still loads, its names trimmed and a blank one named by its seat.
func TestOldGamesWithOddNamesLoad(t *testing.T) {
	raw := []byte(`{"players":[{"name":"Ann","colour":"red"},{"name":"  ","colour":"blue"},{"name":"Ann ","colour":"green"}],"chief":0}`)
	s, err := Rules{}.New(engine.Header{Game: Name, Seed: 3, Options: raw})
	if err != nil {
		t.Fatal(err)
	}
	if s.Players[0].Name != "Ann" || s.Players[1].Name != "Player 2" || s.Players[2].Name != "Ann" {
		t.Fatalf("names %+v", s.Players)
	}
}
