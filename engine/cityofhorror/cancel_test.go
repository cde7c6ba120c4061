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
