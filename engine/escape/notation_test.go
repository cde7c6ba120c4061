package escape

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"testing"
	"time"

	"hordekeeper/engine"
)

// covered is the part of a state the notation writes: no notices, no
// end sentence, no notes on lost dice.
func covered(s State) State {
	c := s.clone()
	c.Notices = nil
	c.Outcome.Reason = ""
	for i := range c.Players {
		for j := range c.Players[i].Losses {
			c.Players[i].Losses[j].Note = ""
		}
		if len(c.Players[i].Losses) == 0 {
			c.Players[i].Losses = nil
		}
	}
	return c
}

// roundTrip checks state -> text -> state (equal where covered) and
// text -> state -> text (identical).
func roundTrip(t *testing.T, s State) {
	t.Helper()
	text := s.Notation()
	back, err := ParseNotation(text)
	if err != nil {
		t.Fatalf("%s does not read back: %v", text, err)
	}
	if !reflect.DeepEqual(covered(back), covered(s)) {
		t.Fatalf("%s reads back as\n%+v, want\n%+v", text, covered(back), covered(s))
	}
	if again := back.Notation(); again != text {
		t.Fatalf("printed again as %s, want %s", again, text)
	}
}

// TestNotationRoundTripsPlayedGames deals games of 2 to 4 survivors and
// plays random actions (the fuzzers' ones), checking every state reached.
func TestNotationRoundTripsPlayedGames(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	states := 0
	for g := range 60 {
		o := DefaultOptions(2 + g%3)
		if g%4 == 0 {
			o.Players[1].Name = "Ann \"the\" Lee"
		}
		s, err := NewState(o)
		if err != nil {
			t.Fatal(err)
		}
		for range 80 {
			roundTrip(t, s)
			states++
			b := make([]byte, 8)
			for i := range b {
				b[i] = byte(r.IntN(256))
			}
			if n, err := (Rules{}).Apply(s, actionFrom(b)); err == nil {
				s = n
			}
		}
	}
	t.Logf("%d states round-tripped", states)
}

func TestNotationReadsTheDocumentedExample(t *testing.T) {
	s, err := ParseNotation("escape B5 R3(d1,o) W5\"Ann\" items:4/6 exit:found church:1 phase:1 countdowns:1")
	if err != nil {
		t.Fatal(err)
	}
	if s.Players[1].Dice != 3 || s.Players[1].Losses[0] != (Loss{Reason: DoorSlam, Countdown: 1}) || s.Players[2].Name != "Ann" || s.Cargo != 4 || !s.ExitRevealed || s.ChurchZombies != 1 || s.CountdownsEnded != 1 {
		t.Fatalf("read %+v", s)
	}
}

func TestBadNotationIsRefusedWithItsField(t *testing.T) {
	for _, text := range []string{
		"",
		"mall B5 R5",
		"escape B5",
		"escape B5 B4",
		"escape X5 R5",
		"escape B9 R5",
		"escape B5 R3(d1) ",
		"escape B5 R4(q)",
		"escape B5 R4(d7)",
		"escape B5 R5 items:4",
		"escape B5 R5 items:30/5",
		"escape B5 R5 exit:maybe",
		"escape B5 R5 church:3",
		"escape B5 R5 phase:2",
		"escape B5 R5 phase:1 phase:1",
		"escape B5 R5 colour:red",
		"escape B5\"Ann R5",
		"escape B5 R5 over:draw",
		"escape B5 R5 track:3",
		"escape B5 R5 track:v01",
		"escape B5 R5 clock:17m",
		"escape B5 R5 clock:-1s",
		"escape B5 R5 clock:soon",
		"escape B5 R5 played:3m",
		"escape B5 R5 church:3 over:lost played:15m1s",
	} {
		_, err := ParseNotation(text)
		var ne *engine.NotationError
		if !errors.As(err, &ne) {
			t.Errorf("%q: got %v, want a NotationError", text, err)
		}
	}
}

// TestThirdChurchZombieFromNotation: with two zombies at the church, the
// third overruns it and the game is lost.
func TestThirdChurchZombieFromNotation(t *testing.T) {
	s, err := ParseNotation("escape B5 R4 items:2/5 exit:hidden church:2 phase:1 countdowns:1")
	if err != nil {
		t.Fatal(err)
	}
	s = apply(t, s, AddChurchZombie{})
	if !s.Outcome.Over || s.Outcome.Won {
		t.Fatalf("outcome %+v", s.Outcome)
	}
}

// TestVanNeedsTheExitFromNotation: the items alone do not let the van
// leave; with the exit found it does.
func TestVanNeedsTheExitFromNotation(t *testing.T) {
	s, err := ParseNotation("escape B5 R5 items:5/5 exit:hidden church:0 phase:1 countdowns:1")
	if err != nil {
		t.Fatal(err)
	}
	refused(t, s, StartPhase2{}, "the van needs the exit found")
	s = apply(t, s, RevealExit{}, StartPhase2{})
	if s.Notation() != "escape B5 R5 items:5/5 exit:found church:0 phase:2 countdowns:1" {
		t.Fatalf("now %s", s.Notation())
	}
}

// FuzzParseNotation: any text either is refused with a NotationError or
// reads as a state that prints back to text that reads the same.
func FuzzParseNotation(f *testing.F) {
	f.Add("escape B5 R3(d1,o) W5\"Ann\" items:4/6 exit:found church:1 phase:1 countdowns:1")
	f.Add("escape G0(v2,v2,d1,d2,o3) R5 items:7/5 exit:found church:3 phase:2 countdowns:3 over:lost")
	f.Add("escape B5 R5 over:won phase:2 items:5/5 exit:found")
	f.Add("escape B5 R2(d1,d2,v3) items:3/5 exit:found church:3 phase:1 countdowns:2 over:lost track:v42 clock:9m30.5s played:8m59s")
	f.Fuzz(func(t *testing.T, text string) {
		s, err := ParseNotation(text)
		if err != nil {
			var ne *engine.NotationError
			if !errors.As(err, &ne) {
				t.Fatalf("%q: %T %v", text, err, err)
			}
			return
		}
		printed := s.Notation()
		back, err := ParseNotation(printed)
		if err != nil {
			t.Fatalf("%q printed as %q, which does not read: %v", text, printed, err)
		}
		if back.Notation() != printed || !reflect.DeepEqual(covered(back), covered(s)) {
			t.Fatalf("%q: %q reads back differently", text, printed)
		}
	})
}

// TestNotationKeepsTheSoundtrackAndTheEnd: the soundtrack, its clock and
// the time of play are written and read back, and a lost game with three
// zombies at the church reads as the church overrun.
func TestNotationKeepsTheSoundtrackAndTheEnd(t *testing.T) {
	text := "escape B5 R4 items:2/5 exit:hidden church:3 phase:1 countdowns:1 over:lost track:v42 clock:6m10s played:5m30s"
	s, err := ParseNotation(text)
	if err != nil {
		t.Fatal(err)
	}
	o := s.Outcome
	if s.Track != "v42" || s.Clock != 370*time.Second || o.Played != 330*time.Second || o.Cause != Overrun || o.DiceLeft != 9 || o.DiceStart != 10 || o.ItemsNeeded != 5 {
		t.Fatalf("read %+v", s)
	}
	if got := s.Notation(); got != text {
		t.Fatalf("printed as %s", got)
	}
	old, err := ParseNotation("escape B5 R5 items:0/5 exit:hidden church:0 phase:1 countdowns:0")
	if err != nil || old.Track != "1" || old.Clock != 0 {
		t.Fatalf("an old line reads as %+v, %v", old, err)
	}
}
