package escape

import (
	"math/rand/v2"
	"testing"

	"hordekeeper/engine"
	"hordekeeper/engine/internal/oldsaves"
)

// TestOldSavesGoOn resumes the Escape games in progress that every earlier
// engine saved (engine/testdata/versions) and plays each one on.
func TestOldSavesGoOn(t *testing.T) {
	oldsaves.Resume(t, oldsaves.Game[State]{
		Rules: Rules{},
		Next: func(_ State, r *rand.Rand) engine.Action {
			return actionFrom(oldsaves.Bytes(r, 8))
		},
		Over: func(s State) bool { return s.Outcome.Over },
		Skip: []string{"Notices", "Outcome.Reason"}, // Reason: legacy.go
	}, 12)
}
