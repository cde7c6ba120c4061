package escape

import (
	"encoding/json"
	"testing"

	"hordekeeper/engine"
)

// TestVersionZeroTakesASecondDie: a game saved before headers said their
// rules version (0) takes a second door-slam die from a survivor in one
// countdown, as the first day's engine did (legacy.go); a game of version
// 1, and one made in code, refuse it. Before this, 3 of 40 games of
// e13cca0 stopped at that step ("no longer applies").
func TestVersionZeroTakesASecondDie(t *testing.T) {
	raw, err := json.Marshal(DefaultOptions(3))
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []int{0, RulesVersion} {
		s, err := Rules{}.New(engine.Header{Game: Name, Rules: v, Options: raw})
		if err != nil {
			t.Fatal(err)
		}
		slam := LoseDie{Player: 1, Reason: DoorSlam, Countdown: 1}
		if s, err = (Rules{}).Apply(s, slam); err != nil {
			t.Fatal(err)
		}
		s, err = Rules{}.Apply(s, slam)
		switch {
		case v == 0 && (err != nil || s.Players[1].Dice != StartingDice-2):
			t.Fatalf("version 0: %v, %d dice", err, s.Players[1].Dice)
		case v == RulesVersion && err == nil:
			t.Fatal("version 1 took a second die in one countdown")
		}
	}
	if s, _ := NewState(DefaultOptions(2)); s.Rules != RulesVersion {
		t.Fatalf("a game made in code plays version %d", s.Rules)
	}
}
