package cityofhorror

import (
	"errors"
	"strings"
	"testing"
)

// Player names are checked with the core's rule: trimmed, not blank, not
// twice; a table with no names plays by colours.
func TestOptionNames(t *testing.T) {
	for _, tc := range []struct {
		name  string
		names []string
		err   string
	}{
		{"no names at all", []string{"", "", ""}, ""},
		{"names", []string{"Ann", "Bob", "Cy"}, ""},
		{"one blank", []string{"Ann", "", "Cy"}, "seat 2 is blank"},
		{"spaces only", []string{"Ann", "  ", "Cy"}, "only spaces"},
		{"twice", []string{"Ann", "Bob", " ann"}, "both called"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := Options{Players: seats(Red, Blue, Green)}
			for i, n := range tc.names {
				o.Players[i].Name = n
			}
			err := o.Validate()
			if tc.err == "" {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			var re *RuleError
			if !errors.As(err, &re) || !strings.Contains(err.Error(), tc.err) {
				t.Fatalf("got %v, want a refusal saying %q", err, tc.err)
			}
		})
	}
	o := Options{Players: seats(Red, Blue, Green)}
	o.Players[0].Name = "  Ann "
	eq(t, "trimmed", o.Normalized().Players[0].Name, "Ann")
}
