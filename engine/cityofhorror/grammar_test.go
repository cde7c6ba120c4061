package cityofhorror

import (
	"strings"
	"testing"
)

// TestGuardAndRexArePlural: the Guard and Rex are two on one card, and the
// sentences that name them take a plural verb: "the Guard and Rex kill",
// "are eaten", "are exhausted"; a single character keeps the singular.
func TestGuardAndRexArePlural(t *testing.T) {
	base := scene(t, Red, PhaseResolution, Red, Blue, Green)
	base.put(GuardAndRex, Red, Corner1).put(Housewife, Blue, Corner1).put(Teen, Green, Corner2)
	base.Zombies[Corner1] = 5
	base.Resolving, base.Step = resolvingIndex(base, Corner1), StepAttack
	used := mustApply(t, base, UsePower{Role: GuardAndRex})
	eaten := mustApply(t, base, KillCharacter{Role: GuardAndRex})
	housewife := mustApply(t, base, UsePower{Role: Housewife})
	_, tired := Rules{}.Apply(used, UsePower{Role: GuardAndRex})
	_, gone := Rules{}.Apply(eaten, UsePower{Role: GuardAndRex})
	_, far := Rules{}.Apply(base, KillCharacter{Role: Teen})
	for _, tc := range []struct {
		name, said, want, never string
	}{
		{"their power", notices(used), "the Guard and Rex kill 2 zombies", "Rex kills"},
		{"eaten", notices(eaten), "The Guard and Rex of Red are eaten", "Rex of Red is"},
		{"exhausted", errText(tired), "the Guard and Rex are exhausted", "Rex is"},
		{"dead", errText(gone), "the Guard and Rex are dead", "Rex is"},
		{"told", Describe(UsePower{Role: GuardAndRex}), "the Guard and Rex use their power", "Rex uses"},
		{"one person", notices(housewife), "the Housewife kills 2 zombies", "Housewife kill "},
		{"one person refused", errText(far), "the Teen is at", "Teen are"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if !strings.Contains(strings.ToLower(tc.said), strings.ToLower(tc.want)) || strings.Contains(tc.said, tc.never) {
				t.Fatalf("%q: want %q, never %q", tc.said, tc.want, tc.never)
			}
		})
	}
}

// notices joins a state's notices, for a test to read.
func notices(s *State) string {
	var out []string
	for _, n := range s.Notices {
		out = append(out, n.Text)
	}
	return strings.Join(out, " ")
}

// errText is an error's sentence, or "" for none.
func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
