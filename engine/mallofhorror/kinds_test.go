package mallofhorror

import (
	"testing"

	"hordekeeper/engine"
)

// TestEveryKindHasItsRule: a registered action never reaches Apply without
// its rule.
func TestEveryKindHasItsRule(t *testing.T) {
	if ks := registry.Without(func(a engine.Action) bool { _, ok := a.(rule); return ok }); len(ks) > 0 {
		t.Fatalf("kinds without apply: %v", ks)
	}
}
