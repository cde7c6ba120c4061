package cityofhorror

import (
	"testing"

	"hordekeeper/engine"
)

// lastMoveScene: Red moves first, Blue last; the Priest is Blue's.
func lastMoveScene(t *testing.T) *State {
	s := scene(t, Red, PhaseMovement, Red, Blue, Green)
	s.put(Geek, Red, Corner1).put(Priest, Blue, Corner2).put(Teen, Blue, Corner2)
	return mustApply(t, s, MoveCharacter{Role: Geek, To: Corner3})
}

// TestThePriestCancelsTheLastMove: the Priest's card, "Cancel the
// character movement which was just made", holds for the last move of the
// movement phase too: the last move waits for the table instead of
// passing into the resolution.
func TestThePriestCancelsTheLastMove(t *testing.T) {
	last := act(t, lastMoveScene(t), MoveCharacter{Role: Teen, To: Corner4})
	eq(t, "the last move is made", last.Character(Teen).At, Corner4)
	eq(t, "still the movement phase", last.Phase, PhaseMovement)
	d := Decisions(last)
	eq(t, "the table may still act", d.Open, true)
	if d.Why != "Everyone has moved; the Priest may cancel the last move. Next: the places." {
		t.Fatalf("why = %q", d.Why)
	}
	back := mustApply(t, last, UsePower{Role: Priest})
	eq(t, "the Teen goes back", back.Character(Teen).At, Corner2)
	eq(t, "the Priest is exhausted", back.Character(Priest).Exhausted, true)
	eq(t, "nothing left to do: on to the places", Rules{}.Follow(back, []engine.Action{UsePower{Role: Priest}}), nil)
	eq(t, "Next goes on", mustApply(t, back, AdvancePhase{}).Phase, PhaseResolution)
}

// TestTheBlondeIsExhaustedAfterTheLastMove: a rested Blonde draws a zombie
// once everyone has moved ("the Blonde stops drawing zombies" while
// exhausted): the last move leaves the table a moment to exhaust her.
func TestTheBlondeIsExhaustedAfterTheLastMove(t *testing.T) {
	s := scene(t, Red, PhaseMovement, Red, Blue, Green)
	s.put(Blonde, Red, Corner1).put(Teen, Blue, Corner2).put(Geek, Red, Corner3)
	s = mustApply(t, s, MoveCharacter{Role: Geek, To: Corner4})
	last := act(t, s, MoveCharacter{Role: Teen, To: Corner3})
	eq(t, "still the movement phase", last.Phase, PhaseMovement)
	eq(t, "no zombie drawn yet", last.Zombies[Corner1], 0)
	eq(t, "the turn guide says so", Reminder(last), "Everyone has moved; the Blonde may be exhausted before she draws a zombie to the Church (corner 1). Next: the places.")
	tired := mustApply(t, last, UsePower{Role: Blonde})
	on := mustApply(t, tired, AdvancePhase{})
	eq(t, "on to the places", on.Phase, PhaseResolution)
	eq(t, "the exhausted Blonde draws no zombie", on.Zombies[Corner1], 0)
	eq(t, "rested, she draws one", mustApply(t, last, AdvancePhase{}).Zombies[Corner1], 1)
}

// TestTheLastMovePassesWhenNothingIsLost: without a rested Priest or
// Blonde and no card to cancel, the last move goes on to the places.
func TestTheLastMovePassesWhenNothingIsLost(t *testing.T) {
	s := lastMoveScene(t)
	s.Character(Priest).Exhausted = true
	last := act(t, s, MoveCharacter{Role: Teen, To: Corner4})
	eq(t, "on to the places", last.Phase, PhaseResolution)
}

// act applies a player's action and every step that follows by itself,
// as the session does.
func act(t *testing.T, s *State, a engine.Action) *State {
	t.Helper()
	n := mustApply(t, s, a)
	group := []engine.Action{a}
	for f := (Rules{}).Follow(n, group); f != nil; f = (Rules{}).Follow(n, group) {
		n = mustApply(t, n, f)
		group = append(group, f)
	}
	return n
}

// TestCannedFoodIsCancelledAtTheEnd: FAQ "Can a Canned Food card be
// canceled at the end of the game? Yes, all cards can be canceled." A
// Canned Food shown after the helicopter is cancelled by a Pepper Spray
// (or the Punk): the card goes to the discard pile and scores nothing.
func TestCannedFoodIsCancelledAtTheEnd(t *testing.T) {
	s := scene(t, Red, PhaseEnded, Red, Blue, Green)
	s.put(Geek, Red, Corner1).put(Punk, Blue, Corner2)
	s.Players[0].Cards, s.Players[1].Cards = 3, 2
	s.Players[0].Antidotes = 1 // the Geek lives: his player scores
	shown := mustApply(t, s, DeclareCannedFood{Player: Red, Count: 2})
	eq(t, "two shown", shown.Player(Red).CannedFood, 2)
	sprayed := mustApply(t, shown, PlayCard{Player: Blue, Card: CardPepperSpray})
	eq(t, "one Canned Food left", sprayed.Player(Red).CannedFood, 1)
	eq(t, "red discarded it", sprayed.Player(Red).Cards, 2)
	eq(t, "blue paid the spray", sprayed.Player(Blue).Cards, 1)
	eq(t, "both in the pile", sprayed.DiscardPile, s.DiscardPile+2)
	eq(t, "one point", sprayed.Score().Scores[0].CannedFood, 1)
	wantNotice(t, sprayed, "cancels the Canned Food")
	mustRefuse(t, sprayed, DeclareCannedFood{Player: Red, Count: 2}, "does not fit")
	// A Pepper Spray is a card too: Red's own spray brings the can back.
	again := mustApply(t, sprayed, PlayCard{Player: Red, Card: CardPepperSpray})
	eq(t, "two again", again.Player(Red).CannedFood, 2)
	// The Punk cancels it as well; nothing is left to cancel after him.
	punk := mustApply(t, shown, UsePower{Role: Punk})
	eq(t, "the Punk cancels one", punk.Player(Red).CannedFood, 1)
	mustRefuse(t, punk, PlayCard{Player: Red, Card: CardPepperSpray}, "the game is over")
	// Nothing just shown: the game is over for cards.
	mustRefuse(t, s, PlayCard{Player: Blue, Card: CardPepperSpray}, "the game is over")
	fewer := mustApply(t, shown, DeclareCannedFood{Player: Red, Count: 1})
	mustRefuse(t, fewer, PlayCard{Player: Blue, Card: CardPepperSpray}, "the game is over")
}
