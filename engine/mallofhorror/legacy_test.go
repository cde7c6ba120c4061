package mallofhorror

import (
	"testing"

	"hordekeeper/engine"
)

// TestVersionZeroTakesAThreatWithoutAVote: a game saved before headers
// said their rules version (0) takes a Threat from a player with no vote
// where the vote is held, as its engine did; a game of version 1 refuses
// it. Mall saves from before 23 November 16:46 stopped at such a step
// ("step 33 (play-card) no longer applies") before this.
func TestVersionZeroTakesAThreatWithoutAVote(t *testing.T) {
	raw, err := DefaultOptions(3).JSON()
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []int{0, RulesVersion} {
		s, err := Rules{}.New(engine.Header{Game: Name, Seed: 5, Options: raw, Rules: v})
		if err != nil {
			t.Fatal(err)
		}
		// Play simple legal steps to the first vote with a player absent.
		seat := -1
		for i := 0; i < 200 && seat < 0; i++ {
			if vt, ok := s.CurrentVote(); ok {
				for k, w := range vt.Weights {
					if w.Votes == 0 && s.Players[k].Hand > 0 {
						seat = k
					}
				}
				if seat >= 0 {
					break
				}
			}
			n, err := Rules{}.Apply(s, step(s))
			if err != nil {
				t.Fatalf("version %d: %v", v, err)
			}
			s = n
		}
		if seat < 0 {
			t.Skip("no vote with an absent player holding a Threat in this game")
		}
		_, err = Rules{}.Apply(s, PlayCard{Player: seat, Card: Threat})
		if (err == nil) != (v == 0) {
			t.Fatalf("version %d: a Threat without a vote: %v", v, err)
		}
	}
}
