package mallofhorror

import (
	"testing"

	"hordekeeper/engine"
)

func arrival(t *testing.T, elected bool) State {
	s := fixture(t, 4, placing{0, PinUp, SecurityHQ}, placing{1, PinUp, Restroom}, placing{2, PinUp, Megatoys}, placing{3, PinUp, Supermarket})
	if elected {
		s = apply(t, s, ElectChief{Winner: 0})
	} else {
		s = apply(t, s, ElectChief{Winner: NoWinner})
	}
	return s
}

// TestZombieDiceAreSecret: the shared view shows only "rolled"; the values
// go to the elected Chief and Security Camera players, and to everyone once
// placed.
func TestZombieDiceAreSecret(t *testing.T) {
	s := arrival(t, false)
	if v := s.PublicDice(); v.Rolled || v.Text != "not rolled" {
		t.Fatalf("%+v", v)
	}
	if _, err := s.SecretDice(0); err == nil {
		t.Fatal("dice before the roll")
	}
	refuse(t, s, Proceed{})
	refuse(t, s, PlayCard{Player: 1, Card: SecurityCamera})
	s = apply(t, s, RollZombieDice{})
	refuse(t, s, RollZombieDice{})
	v := s.PublicDice()
	if !v.Rolled || v.Revealed || v.Dice != [4]int{} || v.Text != "rolled (secret)" {
		t.Fatalf("public view leaks: %+v", v)
	}
	if _, err := s.SecretDice(0); err == nil {
		t.Fatal("a Chief who was not elected saw the dice")
	}
	if _, err := s.SecretDice(1); err == nil {
		t.Fatal("a player without a camera saw the dice")
	}
	if _, err := s.SecretDice(9); err == nil {
		t.Fatal("no such seat")
	}
	s = apply(t, s, PlayCard{Player: 1, Card: SecurityCamera})
	refuse(t, s, PlayCard{Player: 1, Card: SecurityCamera})
	d, err := s.SecretDice(1)
	r := engine.NewRand(7, "dice/round-1")
	want := [4]int{rollDie(r), rollDie(r), rollDie(r), rollDie(r)}
	if err != nil || d != want {
		t.Fatalf("camera player: %v %v want %v", d, err, want)
	}
	s = apply(t, s, Proceed{})
	s = apply(t, s, RevealDestinations{To: []Location{SecurityHQ, Restroom, Megatoys, Supermarket}})
	if v := s.PublicDice(); !v.Revealed || v.Dice != want {
		t.Fatalf("after placement %+v", v)
	}
	if d, err := s.SecretDice(3); err != nil || d != want {
		t.Fatal("revealed dice hidden")
	}
}

func TestElectedChiefSeesTheDice(t *testing.T) {
	s := apply(t, arrival(t, true), RollZombieDice{})
	if _, err := s.SecretDice(0); err != nil {
		t.Fatal(err)
	}
	refuse(t, s, PlayCard{Player: 0, Card: SecurityCamera})
	mustNotice(t, s, "elected Chief, may look")
}

func TestDiceDifferByRound(t *testing.T) {
	a := engine.NewRand(7, "dice/round-1").Uint64()
	b := engine.NewRand(7, "dice/round-2").Uint64()
	if a == b {
		t.Fatal("rounds share dice")
	}
}
