package coh

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/internal/uitest"
)

// tableScript plays a game through the screens as a table would, counting
// each tap by the hour it falls in (0 is the setup).
type tableScript struct {
	t    *testing.T
	a    *table
	taps [ch.Turns + 1]int
	next [ch.Turns + 1]int
	// What the script met, for the test to check it was all walked.
	trades, stays, cancels, votes, uses, choices int
	// byLabel counts the taps by what was tapped, for the usability notes.
	byLabel map[string]int
	// nextBy counts the taps on Next by the kind of step they leave.
	nextBy map[string]int
}

func (s *tableScript) hour() int {
	if s.a.view == nil {
		return 0
	}
	return s.a.view.state().CurrentHour()
}

func (s *tableScript) count(h int, label string) {
	s.taps[h]++
	if s.byLabel == nil {
		s.byLabel = map[string]int{}
	}
	s.byLabel[label]++
}

func (s *tableScript) tap(label string) {
	s.t.Helper()
	h := s.hour()
	if label == "Next" {
		s.next[h]++
		s.countNext()
	}
	tapLabel(s.t, s.a, label)
	s.count(h, label)
	noRefusal(s.t, s.a)
}

func (s *tableScript) tapIn(scope, label string) {
	s.t.Helper()
	h := s.hour()
	tapIn(s.t, s.a, scope, label)
	s.count(h, label)
	noRefusal(s.t, s.a)
}

// TestWholeGameAtTheTable plays a 4-player game from 00:00 to the end of
// 4:00 through the screens: the 00:00 to 2:00 packs are in the library
// (the app draws and names the card), the 3:00 and 4:00 cards are entered
// on their pictures; there are trades, a stuck mover, a Priest's cancel,
// votes, places used and the antidote choice at the end. It asserts the
// final scores and logs the taps an hour (docs/usability.md).
func TestWholeGameAtTheTable(t *testing.T) {
	a, _ := newCohTestApp(t, wholeGameSeed)
	var lib []ch.Card
	for _, c := range cohSampleLibrary().Cards {
		if c.Hour <= 2 {
			lib = append(lib, c)
		}
	}
	a.lib = ch.Library{Cards: lib}
	s := &tableScript{t: t, a: a}
	s.tap("4 players")
	for i, n := range []string{"Ann", "Bo", "Cy", "Di"} {
		test.Type(uitest.Entries(canvasOf(a), "name (optional)")[i], n)
	}
	s.tap("Set up the city")
	st := cohState(t, a)
	if st.Character(ch.Priest) == nil {
		t.Fatal("this seed must deal the Priest")
	}
	if !cohState(t, a).Deck[0].Applied {
		t.Fatal("the whole 00:00 pack is in the library: the app plays its card")
	}
	s.tap("Start 1:00")
	for turn := 1; turn <= ch.Turns; turn++ {
		s.playHour(turn)
	}
	st = cohState(t, a)
	if st.Phase != ch.PhaseEnded || on(a) != "coh-end" {
		t.Fatalf("after 4:00: %s on %s", st.Phase, on(a))
	}
	for _, p := range st.MustChoose() {
		n := st.Player(p).Antidotes
		for _, r := range ownCharacters(st, p, ch.NoLoc, nil)[:n] {
			s.tap(cohRole(r))
		}
		s.tap("Use the antidotes")
		s.choices++
		st = cohState(t, a)
	}
	r := st.Score()
	if !r.Final {
		t.Fatal("every choice is made: the result is final")
	}
	var got []string
	for _, sc := range r.Ranked {
		if sc.Total != sc.Characters+sc.Antidotes+sc.Food+sc.CannedFood {
			t.Fatalf("%s: the parts do not add up: %+v", sc.Label, sc)
		}
		head := fmt.Sprintf("%s. %s", cohOrdinal(sc.Rank), sc.Label)
		if sc.Winner {
			head = "🏆 " + head + " wins"
		}
		if !shows(a, head) {
			t.Fatalf("the end screen ranks %q", head)
		}
		got = append(got, fmt.Sprintf("%s %d", sc.Label, sc.Total))
	}
	shown := strings.Join(uitest.Texts(canvasOf(a)), " ")
	for _, tb := range r.TieBreaks {
		if !strings.Contains(shown, tb) {
			t.Fatalf("the end screen says why a tie broke: %q", tb)
		}
	}
	t.Logf("final scores, ranked: %v; %v", got, r.TieBreaks)
	for _, p := range st.Players {
		t.Logf("%s: %d alive, %s", st.Label(p.Colour), st.Living(p.Colour), count(p.Antidotes, "antidote"))
	}
	t.Logf("trades %d, stays %d, Priest cancels %d, votes %d, places used %d, antidote choices %d", s.trades, s.stays, s.cancels, s.votes, s.uses, s.choices)
	for h := 0; h <= ch.Turns; h++ {
		t.Logf("hour %s: %d taps, %d on Next", ch.HourName(h), s.taps[h], s.next[h])
	}
	t.Logf("taps by label: %v", s.byLabel)
	t.Logf("taps on Next by step: %v", s.nextBy)
	if s.trades < 4 || s.stays == 0 || s.cancels != 1 || s.votes == 0 || s.uses == 0 || s.choices == 0 {
		t.Fatal("the game must walk trades, a stuck mover, the Priest's cancel, votes, places used and the antidote choice")
	}
	want := wholeGameScores
	if fmt.Sprint(got) != want {
		t.Fatalf("final scores %v, want %s", got, want)
	}
}

// wholeGameScores are the ranked scores the script above leads to with
// wholeGameSeed: a change in the rules or the screens that moves them shows here.
const wholeGameScores = "[Bo (Red) 13 Ann (Yellow) 9 Di (White) 9 Cy (Green) 0]"

// wholeGameSeed deals the Priest to a player (the first seed that does).
const wholeGameSeed = 6
