package cityofhorror

import (
	"math/rand/v2"
	"testing"

	"hordekeeper/engine"
	"hordekeeper/engine/internal/oldsaves"
)

// TestOldSavesGoOn resumes the City of Horror games in progress that every
// earlier engine saved (engine/testdata/versions) and plays each one on.
func TestOldSavesGoOn(t *testing.T) {
	oldsaves.Resume(t, oldsaves.Game[*State]{
		Rules: Rules{},
		Next: func(s *State, r *rand.Rand) engine.Action {
			return genAction(&bytesIn{b: oldsaves.Bytes(r, 24)}, s)
		},
		Over: func(s *State) bool { return s.Phase == PhaseEnded },
		Skip: []string{"notices"},
	}, 12)
}
