package cityofhorror

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"hordekeeper/engine"
)

// covered is the part of a state the notation writes: not the notices,
// the setup sheet, the peeks, which card each hour drew or the last play
// (for Pepper Spray); no card of a name played is none; characters in
// place order (dealing order kept within a place, the dead last).
func covered(s *State) *State {
	c := s.clone()
	c.Setup, c.Peeks, c.lastPlay = nil, nil, nil
	for i := range c.Players {
		if len(c.Players[i].Saved) == 0 {
			c.Players[i].Saved = nil
		}
	}
	for name, n := range c.Played {
		if n == 0 {
			delete(c.Played, name)
		}
	}
	if len(c.Played) == 0 {
		c.Played = nil
	}
	if len(c.Used) == 0 {
		c.Used = nil
	}
	for i := range c.Deck {
		c.Deck[i] = HourDraw{Hour: i, FromPack: true, Applied: s.Deck[i].Applied}
	}
	rank := func(ch Character) int {
		if ch.Dead {
			return 99
		}
		return int(ch.At)
	}
	slices.SortStableFunc(c.Characters, func(a, b Character) int { return rank(a) - rank(b) })
	if len(c.FaceUpFood) == 0 {
		c.FaceUpFood = nil
	}
	if len(c.Replicas) == 0 {
		c.Replicas = nil
	}
	return c
}

func roundTrip(t *testing.T, s *State) {
	t.Helper()
	text := s.Notation()
	back, err := ParseNotation(text)
	if err != nil {
		t.Fatalf("%s does not read back: %v", text, err)
	}
	if !reflect.DeepEqual(covered(back), covered(s)) {
		t.Fatalf("%s reads back as\n%+v, want\n%+v", text, *covered(back), *covered(s))
	}
	if again := back.Notation(); again != text {
		t.Fatalf("printed again as\n%s, want\n%s", again, text)
	}
}

// TestNotationRoundTripsPlayedGames deals games of 3 to 6 players with the
// fuzzer's options (libraries, board sides, resolution order) and plays
// them with the fuzzer's actions, checking every state reached.
func TestNotationRoundTripsPlayedGames(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	states, ended, hour := 0, 0, 0
	for g := range 12 {
		n := 3 + g%4
		o := Options{Players: seats(AllColours[:n]...), FirstGame: g%2 == 0}
		if g%3 == 0 {
			o.Library = []Card{{Hour: 0, Zombies: [6]int{2, 2, 2, 2, 2, 2}}, RulebookCard()}
			o.Settings.WaterTowerNumber, o.Settings.CrossroadsNumber = 6, 5
		}
		if g%5 == 0 {
			for i := range o.Players { // names are all given or none
				o.Players[i].Name = fmt.Sprintf("Zoë %d", i+1)
			}
			o.Players[0].Name = "Ann \"A\" Lee"
			o.Settings.Wheel = []Colour{Green, White, Purple, Blue, Red, Yellow}
			o.Settings.SummaryCardCounts = true
		}
		s := newGame(t, o, uint64(g)+1)
		data := make([]byte, 3000)
		for i := range data {
			data[i] = byte(r.IntN(256))
		}
		in := &bytesIn{b: data}
		for range 250 {
			roundTrip(t, s)
			states++
			hour = max(hour, s.Turn)
			if s.Phase == PhaseEnded {
				ended++
				break
			}
			if next, err := (Rules{}).Apply(s, genAction(in, s)); err == nil {
				s = next
			}
		}
	}
	t.Logf("%d states round-tripped, up to hour %d, %d games played to their end", states, hour, ended)
}

// TestNotationRoundTripsAWholeGame walks a game from setup to the end
// (the full-game walk of game_test.go) and, from each hour, wanders off
// with random actions, checking every state on the way.
func TestNotationRoundTripsAWholeGame(t *testing.T) {
	o := Options{Players: seats(Red, Blue, Green, White), Library: DefaultLibrary().Cards}
	s := newGame(t, o, 7)
	s = mustApply(t, s, ApplyInvasion{Card: &Card{Hour: 0, Zombies: [6]int{2, 2, 2, 2, 2, 2}}})
	s = mustApply(t, s, AdvancePhase{})
	r := rand.New(rand.NewPCG(11, 12))
	states := 0
	for turn := 1; turn <= Turns; turn++ {
		data := make([]byte, 2000)
		for i := range data {
			data[i] = byte(r.IntN(256))
		}
		in, w := &bytesIn{b: data}, s
		for range 120 {
			roundTrip(t, w)
			states++
			if next, err := (Rules{}).Apply(w, genAction(in, w)); err == nil {
				w = next
			}
		}
		s = playTurn(t, s)
		roundTrip(t, s)
		states++
	}
	eq(t, "ended", s.Phase, PhaseEnded)
	t.Logf("%d states round-tripped", states)
}

func TestNotationReadsTheDocumentedExample(t *testing.T) {
	s, err := ParseNotation(`coh Y(a1,f0100)"Ann" R G B(moved) first:R leader:G hour:1 phase:movement corner1:church/A,0 corner2:hospital/B,1,Ygranny corner3:bank/A,0,Rpunk.ex corner4:armory/B,2,Bpriest,cards=1 watertower:A,0,Gteen crossroads:A,3,Ymama dead:Rthief markers:watertower=1,armory=2,box=0 antidotes:19 truck:1451 hours:xx...`)
	if err != nil {
		t.Fatal(err)
	}
	if s.Players[0].Name != "Ann" || s.Players[0].Antidotes != 1 || !s.Players[3].Moved || s.Leader != Green || s.Zombies[Corner4] != 2 {
		t.Fatalf("read %s", s.Notation())
	}
	if c := s.Character(Punk); !c.Exhausted || c.At != Corner3 || !s.Character(Thief).Dead || s.Airdrops[Corner4].Cards != 1 || s.ArmoryMarkers != 2 {
		t.Fatalf("read %s", s.Notation())
	}
}

func TestBadNotationIsRefusedWithItsField(t *testing.T) {
	const base = "coh Y R G first:Y leader:R hour:1 phase:movement corner1:church/A,0 corner2:hospital/A,0 corner3:bank/A,0 crossroads:A,0 watertower:A,0"
	if _, err := ParseNotation(base + " corner4:armory/A,0"); err != nil {
		t.Fatalf("the base position: %v", err)
	}
	for _, tail := range []string{
		"",
		" corner4:church/A,0",
		" corner4:armory/C,0",
		" corner4:armory/A,9",
		" corner4:armory/A,1,Ygranny,Rgranny",
		" corner4:armory/A,1,Wgranny",
		" corner4:armory/A,1,Ynobody",
		" corner4:armory/A,1,Ygranny.sleepy",
		" corner4:armory/A,1,Ypregnantwoman.born",
		" corner4:armory/A,0,Ya,Yb,Yc,Yd,Ye",
		" corner4:armory/A,1,Ygranny,Ypunk,Ypriest,Yteen,Ymama",
		" corner4:armory/A,0,cards=x",
		" corner4:armory/A,0 markers:watertower=3",
		" corner4:armory/A,0 markers:box=7",
		" corner4:armory/A,0 antidotes:3",
		" corner4:armory/A,0 truck:9999",
		" corner4:armory/A,0 hours:xx",
		" corner4:armory/A,0 phase:lunch",
		" corner4:armory/A,0 step:nap",
		" corner4:armory/A,0 wheel:GGGGGG",
		" corner4:armory/A,0 lastmove:granny@moon",
		" corner4:armory/A,0 replicas:W@corner1",
		" corner4:armory/A,0 crossroads5:yes",
		" corner4:armory/A,0 seed:x",
		" corner4:armory/A,0 pizza:1",
		" corner4:armory/A,0 deck:3",
		" corner4:armory/A,0 deck:41",
		" corner4:armory/A,0 discard:2 played:pizza=1",
		" corner4:armory/A,0 discard:2 played:chainsaw=2",
		" corner4:armory/A,0 discard:1 played:gun=2",
		" corner4:armory/A,0 used:Y@corner1,Y@corner1",
		" corner4:armory/A,0 used:W@corner1",
		" corner4:armory/A,0 sharewinner:W",
	} {
		_, err := ParseNotation(base + tail)
		var ne *engine.NotationError
		if !errors.As(err, &ne) {
			t.Errorf("%q: got %v, want a NotationError", tail, err)
		}
	}
	for _, text := range []string{"", "mall R1", "coh", "coh Y R", "coh Y(a99) R G", "coh Y\"unclosed R G", "coh Y(h41) R G", "coh Y(saved=nobody) R G", "coh Y(saved=punk+punk) R G", "coh Y\"Ann\" R\"ann\" G", "coh Y\" Ann\" R G"} {
		var ne *engine.NotationError
		if _, err := ParseNotation(text); !errors.As(err, &ne) {
			t.Errorf("%q: got %v, want a NotationError", text, err)
		}
	}
}

// TestNotationKeepsTheDeckAndTheTurn: the cards in hand, the deck, the
// discard pile and the cards played from it, the places' effects used this
// turn, the sharing vote's winner, a player passed over and the characters
// saved are written and read back; an old line works the deck out.
func TestNotationKeepsTheDeckAndTheTurn(t *testing.T) {
	text := `coh Y(h3,skipped,saved=granny+teen)"Ann" R(h6,moved,saved=-)"Bo" G"Cy" first:R leader:G hour:2 phase:resolution resolving:1 step:activation corner1:church/A,0 corner2:hospital/B,1,Ygranny corner3:bank/A,0,Rpunk.ex corner4:armory/B,2,Gpriest,cards=2 watertower:A,0,Gteen crossroads:A,3 dead:- markers:watertower=0,armory=0,box=0 antidotes:20 truck:1551 hours:xx... deck:23 discard:6 played:pepperspray=2,weaponreplica=1 used:Y@corner2,R@corner3 sharewinner:R`
	s, err := ParseNotation(text)
	if err != nil {
		t.Fatal(err)
	}
	y, r := s.Player(Yellow), s.Player(Red)
	if y.Cards != 3 || !y.Skipped || !y.SavedChosen || !slices.Equal(y.Saved, []Role{Granny, Teen}) || r.Cards != 6 || !r.SavedChosen || len(r.Saved) != 0 {
		t.Fatalf("players %+v", s.Players)
	}
	if s.DeckLeft != 23 || s.DiscardPile != 6 || s.Played[CardPepperSpray] != 2 || s.Played["Weapon Replica"] != 1 || len(s.Used) != 2 || s.ShareWinner != Red {
		t.Fatalf("read %+v", *s)
	}
	if got := s.Notation(); got != text {
		t.Fatalf("printed as\n%s, want\n%s", got, text)
	}
	unused, err := ParseNotation(strings.Replace(text, " used:Y@corner2,R@corner3", "", 1))
	if err != nil {
		t.Fatal(err)
	}
	if l := s.ResolvingLoc(); l != Corner2 || s.CanUseWords(Yellow, l).String() == "" || unused.CanUseWords(Yellow, l).String() != "" {
		t.Fatalf("at %s Yellow may use the Hospital: %q with its use written, %q without", l, s.CanUseWords(Yellow, l).String(), unused.CanUseWords(Yellow, l).String())
	}
	old, err := ParseNotation("coh Y(a1) R G first:R leader:G hour:1 phase:movement corner1:church/A,0 corner2:hospital/B,1,Ygranny corner3:bank/A,0 corner4:armory/B,2 watertower:A,0 crossroads:A,3 dead:- markers:watertower=0,armory=0,box=0 antidotes:19 truck:1451 hours:xx...")
	if err != nil || old.DeckLeft != TotalActionCards || old.Players[0].Cards != 0 {
		t.Fatalf("an old line reads as %+v, %v", old, err)
	}
}

// TestArmoryBWithTwoMarkersFromNotation is the issue's own example:
// "Armory B with 2 markers and a blue character inside". The door is
// blocked: the Blue Priest cannot leave (Blue's move is skipped), and no third marker goes on.
func TestArmoryBWithTwoMarkersFromNotation(t *testing.T) {
	s, err := ParseNotation("coh R B G first:B leader:R hour:1 phase:movement corner1:church/A,0,Rrocker corner2:hospital/A,0,Gpunk corner3:bank/A,0 corner4:armory/B,3,Bpriest watertower:A,0 crossroads:A,0 markers:watertower=0,armory=2,box=0,blocked")
	if err != nil {
		t.Fatal(err)
	}
	if m := s.Movable(Blue); len(m) != 0 {
		t.Fatalf("Blue can move %v out of a blocked Armory", m)
	}
	eq(t, "next to move", s.NextToMove(), Green)
	mustRefuse(t, s, AddExplosion{On: Armory}, "had its door blocked")
	eq(t, "attack", s.AttackCondition(Corner4).Attacks, true)
}

// TestThirdMarkerBringsTheWaterTowerDownFromNotation: with two markers on
// the tower, the third brings it down on the Yellow Teen standing there.
func TestThirdMarkerBringsTheWaterTowerDownFromNotation(t *testing.T) {
	s, err := ParseNotation("coh Y R G first:Y leader:Y hour:2 phase:movement corner1:church/A,0,Rpunk corner2:hospital/A,0,Gmama corner3:bank/A,0 corner4:armory/A,0 watertower:A,2,Yteen crossroads:A,0,Ygranny markers:watertower=2,armory=0,box=0 hours:xx...")
	if err != nil {
		t.Fatal(err)
	}
	n := mustApply(t, s, AddExplosion{On: WaterTower})
	eq(t, "exploded", n.WaterTowerExploded, true)
	eq(t, "teen dead", n.Character(Teen).Dead, true)
	eq(t, "side", n.Boards[WaterTowerLoc].Side, SideRuins)
	roundTrip(t, n)
}

// FuzzParseNotation: any text is refused with a NotationError or reads as
// a state that prints back to text that reads the same.
func FuzzParseNotation(f *testing.F) {
	f.Add(`coh Y(a1,f0100)"Ann" R G B(moved) first:R leader:G hour:1 phase:movement corner1:church/A,0 corner2:hospital/B,1,Ygranny corner3:bank/A,0,Rpunk.ex corner4:armory/B,2,Bpriest,cards=1 watertower:A,0,Gteen crossroads:A,3,Ymama dead:Rthief markers:watertower=1,armory=2,box=0 antidotes:19 truck:1451 hours:xx...`)
	f.Add("coh Y R G P W B first:B leader:P hour:3 phase:resolution resolving:4 step:sharing attacked shared corner1:armory/A,8 corner2:bank/B,0 corner3:church/B,1 corner4:hospital/A,0 watertower:ruins,0,Wgeek.extra.p2 crossroads:B,1,Pblonde.hid,antidotes=2 dead:- markers:watertower=0,armory=3,box=3,exploded,burned antidotes:18 truck:1331 hours:xxxx. faceup:0,3 fooddraws:4 lastmove:geek@corner2+extra replicas:Y@corner1 wheel:GWPBRY crossroads5 summary-cards seed:12")
	f.Add(`coh Y(h3,skipped,saved=granny+punk)"Ann" R(h6,moved,saved=-) G first:R leader:G hour:4 phase:resolution resolving:1 step:sharing corner1:church/A,0 corner2:hospital/B,1,Ygranny corner3:bank/A,0,Rpunk.ex corner4:armory/B,2,Bpriest watertower:A,0,Gteen crossroads:A,3 dead:- markers:watertower=0,armory=0,box=0 antidotes:20 truck:1551 hours:xxxx. deck:25 discard:6 played:pepperspray=2,weaponreplica=1 used:Y@corner2,R@corner3 sharewinner:R`)
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
