package mallofhorror

import (
	"math/rand/v2"
	"testing"

	"hordekeeper/engine"
	"hordekeeper/engine/internal/oldsaves"
)

// TestOldSavesGoOn resumes the Mall of Horror games in progress that every
// earlier engine saved (engine/testdata/versions) and plays each one on.
func TestOldSavesGoOn(t *testing.T) {
	oldsaves.Resume(t, oldsaves.Game[State]{
		Rules: Rules{},
		Next: func(s State, r *rand.Rand) engine.Action {
			return fuzzAction(s, oldsaves.Bytes(r, 12))
		},
		Over: func(s State) bool { return s.Outcome.Over },
		Skip: []string{"Notices"},
	}, 12)
}
