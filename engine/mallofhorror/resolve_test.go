package mallofhorror

import "testing"

// TestCardsWaitForResolve: "Before the vote, each player present in this
// location may discard one or more Action cards which may reduce the
// zombies to a safe number": a card that makes the zombies too few does not
// settle the location, so the next player there may still play theirs; the
// table then resolves the attack explicitly.
func TestCardsWaitForResolve(t *testing.T) {
	s := fixture(t, 4, placing{0, PinUp, Megatoys}, placing{1, Gunman, Megatoys}, placing{2, PinUp, Parking}, placing{3, PinUp, Restroom})
	s.Zombies[Megatoys] = 2
	s = attackNow(s)
	if s.AttackAt != Megatoys || s.AwaitsResolve() {
		t.Fatalf("at %v, awaits %v", s.AttackAt, s.AwaitsResolve())
	}
	refuse(t, s, ResolveAttack{}) // the zombies still get in: vote
	s = apply(t, s, PlayCard{Player: 0, Card: Weapon1})
	if s.AttackAt != Megatoys || !s.AwaitsResolve() {
		t.Fatalf("the card settled %v by itself", s.AttackAt)
	}
	if _, voting := s.CurrentVote(); voting {
		t.Fatal("a vote is open with no victim due")
	}
	refuse(t, s, Eat{Player: 1, Character: Gunman})
	refuse(t, s, TieBreak{})
	// The other player there still plays a card.
	s = apply(t, s, PlayCard{Player: 1, Card: Hardware})
	if s.AttackAt != Megatoys || s.Hardware[Megatoys] != 1 {
		t.Fatalf("at %v, zombies %v", s.AttackAt, s.Zombies)
	}
	s = apply(t, s, ResolveAttack{})
	mustNotice(t, s, "1 zombie against 2 characters and 1 Hardware card stays outside 3 Megatoys")
	if s.AttackAt == Megatoys {
		t.Fatal("the attack did not move on")
	}
	for _, a := range s.Legal() {
		if _, ok := a.(ResolveAttack); ok && !s.AwaitsResolve() {
			t.Fatal("Legal offers a resolve with a vote due")
		}
	}
}
