package cityofhorror

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"hordekeeper/engine"
)

func header(t testing.TB, o Options, seed uint64) engine.Header {
	t.Helper()
	b, err := json.Marshal(o)
	if err != nil {
		t.Fatal(err)
	}
	return engine.Header{Game: Name, Format: engine.FormatVersion, Seed: seed, Options: b}
}

func seats(cs ...Colour) []PlayerOption {
	var out []PlayerOption
	for _, c := range cs {
		out = append(out, PlayerOption{Colour: c})
	}
	return out
}

func newGame(t testing.TB, o Options, seed uint64) *State {
	t.Helper()
	s, err := NewGame(header(t, o, seed))
	if err != nil {
		t.Fatalf("NewGame: %v", err)
	}
	return s
}

// scene is a hand-made city: side A everywhere, Church, Hospital, Bank and
// Armory in corners 1-4, no character, no zombie, turn 1 in the given phase.
func scene(t testing.TB, first Colour, phase Phase, cs ...Colour) *State {
	t.Helper()
	s := newGame(t, Options{Players: seats(cs...), FirstPlayer: first, FirstGame: true}, 1)
	for i, b := range CornerBuildings {
		s.Boards[Corners[i]] = Board{Building: b, Side: SideA}
	}
	s.Characters = nil
	s.Zombies = [7]int{}
	s.FaceUpFood = nil
	s.Turn = 1
	s.Phase = phase
	s.Deck[0].Applied = true
	if phase == PhaseResolution {
		s.Step = StepActivation
	}
	return s
}

func (s *State) put(r Role, owner Colour, at Loc) *State {
	s.Characters = append(s.Characters, Character{Role: r, Owner: owner, At: at})
	return s
}

func mustApply(t testing.TB, s *State, a engine.Action) *State {
	t.Helper()
	n, err := Rules{}.Apply(s, a)
	if err != nil {
		t.Fatalf("%s refused: %v", a.Kind(), err)
	}
	return n
}

func mustRefuse(t testing.TB, s *State, a engine.Action, want string) {
	t.Helper()
	before, _ := json.Marshal(s)
	n, err := Rules{}.Apply(s, a)
	if err == nil {
		t.Fatalf("%s %+v was accepted; want refusal containing %q", a.Kind(), a, want)
	}
	var re *RuleError
	if !errors.As(err, &re) {
		t.Fatalf("refusal is %T, want *RuleError: %v", err, err)
	}
	if !strings.Contains(err.Error(), want) {
		t.Fatalf("refusal %q does not contain %q", err, want)
	}
	if n != s {
		t.Fatalf("a refusal must hand back the same state")
	}
	after, _ := json.Marshal(s)
	if string(before) != string(after) {
		t.Fatalf("a refused action changed its input")
	}
}

func hasNotice(s *State, part string) bool {
	for _, n := range s.Notices {
		if strings.Contains(n.Text, part) {
			return true
		}
	}
	return false
}

func wantNotice(t testing.TB, s *State, part string) {
	t.Helper()
	if !hasNotice(s, part) {
		t.Fatalf("no notice contains %q; notices: %+v", part, s.Notices)
	}
}

func eq(t testing.TB, what string, got, want any) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("%s = %v, want %v", what, got, want)
	}
}
