package mallofhorror

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"testing"

	"hordekeeper/engine"
)

// covered is the part of a state the notation writes: no notices and no
// end sentence; a seat list of all "no" is the same as none.
func covered(s State) State {
	c := s.clone()
	c.Notices = nil
	c.Outcome.Reason, c.Outcome.ReasonWords = "", engine.Words{}
	if !anyTrue(c.Peekers) {
		c.Peekers = nil
	}
	return c
}

func anyTrue(bs []bool) bool {
	for _, b := range bs {
		if b {
			return true
		}
	}
	return false
}

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
		t.Fatalf("printed again as\n%s, want\n%s", again, text)
	}
}

// TestNotationRoundTripsPlayedGames deals games of 3 to 6 players and
// plays them, mostly by the legal next step (the fuzzer's way), checking
// every state reached on the way, to the end of the game.
func TestNotationRoundTripsPlayedGames(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	states, ended := 0, 0
	for g := range 40 {
		o := DefaultOptions(3 + g%4)
		o.Chief = g % len(o.Players)
		o.ParkingAlwaysFeeds = g%3 == 0
		if g%5 == 0 {
			o.Players[0].Name = "Zoë \"Z\" Ng"
		}
		s, err := NewState(o, uint64(g)+1)
		if err != nil {
			t.Fatal(err)
		}
		for range 400 {
			roundTrip(t, s)
			states++
			if s.Outcome.Over {
				ended++
				break
			}
			b := make([]byte, 6)
			for i := range b {
				b[i] = byte(r.IntN(256))
			}
			if r.IntN(3) > 0 {
				b[0] = 15 // the legal step
			}
			if n, err := (Rules{}).Apply(s, fuzzAction(s, b)); err == nil {
				s = n
			}
		}
	}
	t.Logf("%d states round-tripped, %d games played to their end", states, ended)
	if ended == 0 {
		t.Fatal("no game reached its end: the end positions were not checked")
	}
}

func TestNotationReadsTheDocumentedExample(t *testing.T) {
	s, err := ParseNotation(`mall R1"Ann" B0 G2 restroom:0 cachou:closed megatoys:3,RP,BT parking:0,GG hq:1,RT supermarket:0,BP,GP dead:RG.4@1 chief:B round:2 phase:D deck:17 played:sprint=1`)
	if err != nil {
		t.Fatal(err)
	}
	if s.Players[0].Name != "Ann" || s.Chief != 1 || s.Phase != PhaseDestinations || s.Zombies[Megatoys] != 3 || s.Count(Supermarket) != 2 || s.Played[Sprint] != 1 {
		t.Fatalf("read %s", s.Notation())
	}
	c, _ := s.character(CharRef{Player: 0, Kind: Gunman})
	if !c.Dead || c.Location != Parking || c.DiedInRound != 1 {
		t.Fatalf("red gunman %+v", *c)
	}
}

func TestBadNotationIsRefusedWithItsField(t *testing.T) {
	const ok = "mall R1 B1 G1 restroom:0 cachou:closed megatoys:0 parking:0 hq:0 supermarket:0 dead:- chief:R round:1 phase:A"
	if _, err := ParseNotation(ok); err != nil {
		t.Fatalf("the base position: %v", err)
	}
	for _, text := range []string{
		"",
		"escape B5 R5",
		"mall R1 B1",
		"mall R1 R1 G1",
		ok + " deck:3",
		ok + " phase:Q",
		ok + " round:1",
		ok + " restroom:1,RX",
		ok + " restroom:1,RP,RP",
		ok + " dead:RP,RP",
		ok + " restroom:1,YP",
		ok + " parking:condemned",
		ok + " hardware:1,2",
		ok + " dice:1279",
		ok + " played:jokers=2",
		ok + " attack:3",
		ok + " seed:-1",
		ok + " over:yes",
		ok + " flavour:mint",
		ok + " threats:1,0",
		ok + " threats:1,0,9",
		ok + " tied:R",
		ok + " tied:RR",
		ok + " tied:RY",
		ok + " searcher:Y",
		ok + " must-move:yes",
		"mall R1 B1 G1 restroom:0,RP,BP,GP,RT chief:R",
		"mall R1 B1 G1 cachou:1,RP chief:R",
		"mall R1 B1 G1 megatoys:closed",
	} {
		_, err := ParseNotation(text)
		var ne *engine.NotationError
		if !errors.As(err, &ne) {
			t.Errorf("%q: got %v, want a NotationError", text, err)
		}
	}
}

// TestNotationKeepsTheVotesAndSettings: Threats, a tie to vote again on,
// the truck's searcher and the two settings are written and read back.
func TestNotationKeepsTheVotesAndSettings(t *testing.T) {
	text := "mall R1 B1 G1 restroom:0 cachou:closed megatoys:0 parking:0 hq:0 supermarket:0 dead:- chief:R round:1 phase:B deck:18 played:- threats:0,2,0 tied:GB searcher:R must-move zombie-next-round"
	s, err := ParseNotation(text)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(s.Threats, []int{0, 2, 0}) || !reflect.DeepEqual(s.Tied, []int{2, 1}) || s.Searcher != 0 || !s.MustMove || !s.ZombieOnlyNextRound {
		t.Fatalf("read %+v", s)
	}
	if got := s.Notation(); got != text {
		t.Fatalf("printed as\n%s, want\n%s", got, text)
	}
	old, err := ParseNotation("mall R1 B1 G1 restroom:0 cachou:closed megatoys:0 parking:0 hq:0 supermarket:0 dead:- chief:R round:1 phase:A")
	if err != nil || old.Searcher != NoWinner || !reflect.DeepEqual(old.Threats, []int{0, 0, 0}) || old.Tied != nil {
		t.Fatalf("an old line reads as %+v, %v", old, err)
	}
}

// TestTwoZombiesEatTheLoneDefenderFromNotation: the Restroom's lone Gunman
// (strength 1) faces two zombies in phase F; zombies "greater than or equal
// to" the defence get in (rules line 124), so he is eaten.
func TestTwoZombiesEatTheLoneDefenderFromNotation(t *testing.T) {
	s, err := ParseNotation("mall R1 B1 G1 restroom:2,RG cachou:closed megatoys:0,BP parking:0,GT hq:0 supermarket:0 dead:- chief:B round:1 phase:F")
	if err != nil {
		t.Fatal(err)
	}
	s = attackNow(s)
	if s.AttackAt != Restroom {
		t.Fatalf("attack at %v", s.AttackAt)
	}
	s = apply(t, s, Eat{Player: 0, Character: Gunman})
	c, _ := s.character(CharRef{Player: 0, Kind: Gunman})
	if !c.Dead {
		t.Fatal("the Gunman survived two zombies alone")
	}
}

// TestToughGuyHoldsOneZombieFromNotation: a Tough Guy counts for two, so
// one zombie stays outside; against a Gunman the same zombie gets in.
func TestToughGuyHoldsOneZombieFromNotation(t *testing.T) {
	for _, c := range []struct {
		at      string
		attacks bool
	}{{"restroom:1,RT", false}, {"restroom:1,RG", true}} {
		s, err := ParseNotation("mall R1 B1 G1 " + c.at + " cachou:closed megatoys:0,BP parking:0,GT hq:0 supermarket:0 dead:- chief:B round:1 phase:F")
		if err != nil {
			t.Fatal(err)
		}
		if got := attackNow(s).AttackAt == Restroom; got != c.attacks {
			t.Errorf("%s: Restroom attacked = %v, want %v", c.at, got, c.attacks)
		}
	}
}

// FuzzParseNotation: any text is refused with a NotationError or reads as
// a state that prints back to text that reads the same.
func FuzzParseNotation(f *testing.F) {
	f.Add(`mall R1"Ann" B0 G2 restroom:0 cachou:closed megatoys:3,RP,BT parking:0,GG hq:1,RT supermarket:0,BP,GP dead:RG.4@1 chief:B round:2 phase:D deck:17 played:sprint=1`)
	f.Add("mall R1 B1 G1 Y1 K1 W1 restroom:2,RP* cachou:0 megatoys:condemned parking:1 hq:0 supermarket:9 dead:- chief:K round:3 phase:E elected dice:1346/open cameras:RB dest:1,2,0,4,5,6 moved:R hardware:0,1,0,0,0,0 attack:1/2/0 tie:Y seed:99 parking-feeds")
	f.Add("mall R1 B1 G1 restroom:0,RP cachou:closed megatoys:0,BT parking:0 hq:0 supermarket:0,GP dead:- chief:R round:1 phase:B threats:0,2,0 tied:BG searcher:R must-move zombie-next-round")
	f.Add("mall R1 B1 G1 cachou:closed chief:R round:0 phase:setup placed:2 placedice:34 restroom:0,RP megatoys:0,BT")
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
