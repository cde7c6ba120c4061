package cityofhorror

import "testing"

// TestACancelIsCancelled: FAQ "Can a Canned Food card be canceled at the
// end of the game? Yes, all cards can be canceled." A Pepper Spray is a
// card: a second Pepper Spray, or the Punk, cancels it and the card it
// cancelled stands again; a third Pepper Spray cancels the second. The
// Punk's power is not a card: nothing is left to cancel after it.
func TestACancelIsCancelled(t *testing.T) {
	base := scene(t, Red, PhaseResolution, Red, Blue, Green)
	base.put(Geek, Red, Corner1).put(Punk, Blue, Corner2).put(Rasta, Green, Corner3)
	base.Zombies[Corner1] = 4
	shot := mustApply(t, base, PlayCard{Player: Red, Card: CardShotgun, At: Corner1})
	sprayed := mustApply(t, shot, PlayCard{Player: Green, Card: CardPepperSpray})
	eq(t, "the Shotgun cancelled", sprayed.Zombies[Corner1], 4)

	back := mustApply(t, sprayed, PlayCard{Player: Red, Card: CardPepperSpray})
	eq(t, "the Shotgun stands again", back.Zombies[Corner1], 2)
	wantNotice(t, back, "cancels the Pepper Spray")
	eq(t, "red paid both", back.Player(Red).Cards, base.Player(Red).Cards-2)
	eq(t, "green paid", back.Player(Green).Cards, base.Player(Green).Cards-1)
	eq(t, "three cards in the pile", back.DiscardPile, base.DiscardPile+3)
	eq(t, "two sprays played", back.Played[CardPepperSpray], 2)

	again := mustApply(t, back, PlayCard{Player: Blue, Card: CardPepperSpray})
	eq(t, "the Shotgun cancelled once more", again.Zombies[Corner1], 4)
	eq(t, "four cards in the pile", again.DiscardPile, base.DiscardPile+4)

	punk := mustApply(t, sprayed, UsePower{Role: Punk})
	eq(t, "the Punk answers the spray", punk.Zombies[Corner1], 2)
	eq(t, "punk exhausted", punk.Character(Punk).Exhausted, true)
	mustRefuse(t, punk, PlayCard{Player: Red, Card: CardPepperSpray}, "no card to cancel")
}

// TestABackDoorIsCancelled: the Back Door is an Action card like the
// others ("all cards can be canceled"): a Pepper Spray right after the
// move cancels it, and the move is made without it, so the character finds
// the place full and goes to the Crossroads; the Back Door lies in the
// discard pile.
func TestABackDoorIsCancelled(t *testing.T) {
	s := scene(t, Blue, PhaseMovement, Blue, Green, Red)
	s.put(Geek, Green, Corner2).put(Teen, Green, Corner2).put(Punk, Red, Corner2) // the Hospital: 3 places, full
	s.put(Rocker, Blue, Corner3)
	in := mustApply(t, s, MoveCharacter{Role: Rocker, To: Corner2, BackDoor: true})
	eq(t, "through the Back Door", in.Character(Rocker).At, Corner2)
	n := mustApply(t, in, PlayCard{Player: Green, Card: CardPepperSpray})
	eq(t, "to the Crossroads", [2]any{n.Character(Rocker).At, n.Character(Rocker).Extra}, [2]any{CrossroadsLoc, false})
	eq(t, "blue has moved", n.Player(Blue).Moved, true)
	eq(t, "the Back Door spent", n.Played[CardBackDoor], 1)
	eq(t, "blue paid it", n.Player(Blue).Cards, s.Player(Blue).Cards-1)
	eq(t, "green paid the spray", n.Player(Green).Cards, s.Player(Green).Cards-1)
	wantNotice(t, n, "cancels the Back Door")
	// A move without the card is no card to cancel.
	plain := mustApply(t, s, MoveCharacter{Role: Rocker, To: Corner1})
	mustRefuse(t, plain, PlayCard{Player: Green, Card: CardPepperSpray}, "no card to cancel")
}
