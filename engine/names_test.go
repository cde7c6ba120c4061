package engine

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

func TestCheckNames(t *testing.T) {
	for _, c := range []struct {
		name  string
		in    []string
		want  []string
		error string // part of the refusal; "" when accepted
	}{
		{"trimmed", []string{" Ann ", "Bob\t", "Cy"}, []string{"Ann", "Bob", "Cy"}, ""},
		{"none", nil, []string{}, ""},
		{"blank", []string{"Ann", ""}, nil, "seat 2 is blank"},
		{"spaces only", []string{"   ", "Bob"}, nil, "seat 1 is only spaces"},
		{"duplicate", []string{"Ann", "Bob", "Ann"}, nil, "seats 1 and 3"},
		{"duplicate whatever the case", []string{"ann", " ANN"}, nil, "both called"},
		{"too long", []string{strings.Repeat("x", MaxNameLength+1)}, nil, "keep it to 40"},
		{"long but fits", []string{strings.Repeat("é", MaxNameLength)}, []string{strings.Repeat("é", MaxNameLength)}, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := CheckNames(c.in)
			if c.error == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				if !reflect.DeepEqual(got, c.want) {
					t.Fatalf("got %q, want %q", got, c.want)
				}
				return
			}
			var re *RuleError
			if !errors.As(err, &re) {
				t.Fatalf("want a *RuleError, got %v", err)
			}
			if !strings.Contains(re.Text, c.error) {
				t.Fatalf("refusal %q does not say %q", re.Text, c.error)
			}
		})
	}
}
