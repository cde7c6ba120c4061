package mallofhorror

import "testing"

// TestWhoLookedIsInTheState: a look is recorded only for a seat entitled
// to it, once a round, after the roll; it is in the notation, and a new
// round forgets it.
func TestWhoLookedIsInTheState(t *testing.T) {
	s := arrival(t, true) // seat 0 elected Chief
	refuse(t, s, LookAtDice{Player: 0})
	s = apply(t, s, RollZombieDice{})
	refuse(t, s, LookAtDice{Player: 1})
	refuse(t, s, LookAtDice{Player: 9})
	s = apply(t, s, LookAtDice{Player: 0})
	if !s.HasLooked(0) || s.HasLooked(1) {
		t.Fatalf("looked %v", s.Looked)
	}
	mustNotice(t, s, "Player 1 (R) looked at the zombie dice.")
	refuse(t, s, LookAtDice{Player: 0})
	s = apply(t, s, PlayCard{Player: 1, Card: SecurityCamera}, LookAtDice{Player: 1})
	if !s.HasLooked(1) {
		t.Fatal("the Camera player's look is not kept")
	}
	back, err := ParseNotation(s.Notation())
	if err != nil || !back.HasLooked(0) || !back.HasLooked(1) || back.HasLooked(2) {
		t.Fatalf("notation %q gives %v, %v", s.Notation(), back.Looked, err)
	}
	s = apply(t, s, Proceed{})
	refuse(t, s, LookAtDice{Player: 2})
	n := s.clone()
	n.startRound()
	if n.Looked != nil || n.HasLooked(0) {
		t.Fatalf("round %d starts with %v looked", n.Round, n.Looked)
	}
}
