package escape

import "testing"

// TestDoorSlamQuestionStaysOpenUntilAnswered: the first die taken at a door
// slam opens the question; a second tap keeps it open; "everyone else made
// it back" closes it, once. Undo (the state before) reopens it.
func TestDoorSlamQuestionStaysOpenUntilAnswered(t *testing.T) {
	s := apply(t, game(t, 3), MissedDoor{Player: 1, Countdown: 1})
	if s.Answering != 1 || s.CountdownsEnded != 1 {
		t.Fatalf("after a die: answering %d, countdowns %d", s.Answering, s.CountdownsEnded)
	}
	s = apply(t, s, MissedDoor{Player: 2, Countdown: 1})
	if s.Answering != 1 {
		t.Fatalf("a second die closed the question: %d", s.Answering)
	}
	closed := apply(t, s, EveryoneElseBack{Countdown: 1})
	if closed.Answering != 0 || closed.CountdownsEnded != 1 || !equalInts(dice(closed), []int{5, 4, 4}) {
		t.Fatalf("closed: %s", closed.Notation())
	}
	if !hasNotice(closed, "everyone else made it back") {
		t.Fatalf("notices: %+v", closed.Notices)
	}
	refused(t, closed, EveryoneElseBack{Countdown: 1}, "already answered")
	// A die taken late for a closed countdown does not reopen it.
	if late := apply(t, closed, MissedDoor{Player: 0, Countdown: 1}); late.Answering != 0 {
		t.Fatalf("a late tap reopened the question")
	}
}

// TestEveryoneElseBackWithNoDieTaken: with no die taken, the answer ends
// the countdown with everyone safe, as MissedReturn with no one does.
func TestEveryoneElseBackWithNoDieTaken(t *testing.T) {
	s := apply(t, game(t, 2), EveryoneElseBack{Countdown: 1})
	want := apply(t, game(t, 2), MissedReturn{Countdown: 1})
	if s.Notation() != want.Notation() || s.Answering != 0 {
		t.Fatalf("%s, want %s", s.Notation(), want.Notation())
	}
}

// TestLaterEventsCloseTheQuestion: the next countdown's end, phase 2 (all
// gather in the church) and the end of the game close an open question.
func TestLaterEventsCloseTheQuestion(t *testing.T) {
	open := apply(t, game(t, 2), MissedDoor{Player: 0, Countdown: 1})
	if s := apply(t, open, MissedReturn{Countdown: 2}); s.Answering != 0 {
		t.Error("the second door slam left the first question open")
	}
	if s := apply(t, open, MissedDoor{Player: 1, Countdown: 2}); s.Answering != 2 {
		t.Errorf("a die at the second slam opens its question, not %d", s.Answering)
	}
	if s := apply(t, open, TimeUp{}); s.Answering != 0 {
		t.Error("the end of the game left the question open")
	}
	r := apply(t, ready(t, 2), MissedDoor{Player: 0, Countdown: 1})
	if s := apply(t, r, StartPhase2{}); s.Answering != 0 {
		t.Error("phase 2 left the question open")
	}
}

// TestEveryoneElseBackRefusals: only countdowns 1 and 2 have a door slam.
func TestEveryoneElseBackRefusals(t *testing.T) {
	for _, c := range []int{-1, 0, 3, 4} {
		refused(t, game(t, 2), EveryoneElseBack{Countdown: c}, "no door slam")
	}
}

// TestTheAfterWordsComeWithTheAnswer: "After countdown 1: every survivor
// who missed it goes to the church…" came with the first die taken, so the
// Log filed it between two die losses (a fresh-eyes game): it comes with
// the answer that closes the question, after every die.
func TestTheAfterWordsComeWithTheAnswer(t *testing.T) {
	s := apply(t, game(t, 3), MissedDoor{Player: 1, Countdown: 1})
	if hasNotice(s, "After countdown 1") {
		t.Fatalf("the first die says what follows the countdown: %+v", s.Notices)
	}
	s = apply(t, apply(t, s, MissedDoor{Player: 2, Countdown: 1}), EveryoneElseBack{Countdown: 1})
	if !hasNotice(s, "After countdown 1") || !hasNotice(s, "everyone else made it back") {
		t.Fatalf("the answer's notices: %+v", s.Notices)
	}
}
