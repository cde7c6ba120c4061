package store

import (
	"encoding/json"
	"path/filepath"
	"testing"
	"time"

	"hordekeeper/engine"
	coh "hordekeeper/engine/cityofhorror"
	"hordekeeper/engine/escape"
	moh "hordekeeper/engine/mallofhorror"
)

// lifecycle plays one game of any kind through the store: create, a step,
// resume after closing, a damaged tail recovered, finish; the list shows
// it finished, and its file never changes after.
func lifecycle[S any](t *testing.T, rules engine.Rules[S], h engine.Header, step engine.Action) {
	t.Helper()
	st := newStore(t)
	g, err := CreateGame(st, rules, h)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Do(step); err != nil {
		t.Fatalf("%s: %v", step.Kind(), err)
	}
	g.Close()
	appendFile(st, g.Path(), "00000000 {}\nmore\n")
	g2, r, err := ResumeGame(st, rules, g.Path())
	if err != nil || !r.Recovered || r.Kept != 1 || len(g2.Applied()) != 1 {
		t.Fatalf("resume = %+v, %v", r, err)
	}
	p, err := g2.Finish()
	if err != nil {
		t.Fatal(err)
	}
	kept := readFile(st, p)
	es, err := st.List()
	if err != nil || len(es) != 2 {
		t.Fatalf("list %+v %v", es, err)
	}
	for _, e := range es {
		switch e.Status {
		case Finished:
			if e.Path != p || e.Game != rules.Game() || e.Steps != 1 {
				t.Fatalf("finished entry %+v", e)
			}
		case Damaged:
			if e.Problem == "" || filepath.Dir(e.Path) != filepath.Join(st.Dir(), DamagedDir) {
				t.Fatalf("damaged entry %+v", e)
			}
		default:
			t.Fatalf("entry %+v", e)
		}
	}
	if _, ok := st.Latest(rules.Game()); ok {
		t.Fatal("a finished game is offered to resume")
	}
	if after := readFile(st, p); string(after) != string(kept) {
		t.Fatal("the finished file changed")
	}
}

// TestSameLifecycleForTheThreeGames: the store treats every game alike.
func TestSameLifecycleForTheThreeGames(t *testing.T) {
	at := time.Date(2026, 2, 1, 20, 0, 0, 0, time.UTC)
	t.Run("escape", func(t *testing.T) {
		raw, _ := escape.DefaultOptions(2).JSON()
		lifecycle(t, escape.Rules{}, engine.Header{Game: escape.Name, Seed: 1, Options: raw, Created: at}, escape.RevealExit{})
	})
	t.Run("mall", func(t *testing.T) {
		raw, _ := moh.DefaultOptions(4).JSON()
		lifecycle(t, moh.Rules{}, engine.Header{Game: moh.Name, Seed: 1, Options: raw, Created: at}, nextMallStep(t, raw))
	})
	t.Run("cityofhorror", func(t *testing.T) {
		o := coh.Options{FirstGame: true, Players: []coh.PlayerOption{{Colour: coh.Red}, {Colour: coh.Blue}, {Colour: coh.Green}}}
		raw, _ := json.Marshal(o)
		lifecycle(t, coh.Rules{}, engine.Header{Game: coh.Name, Seed: 1, Options: raw, Created: at}, coh.AddZombies{At: coh.Corner1, Count: 1})
	})
}

// nextMallStep finds a placement the rules accept in a new Mall game.
func nextMallStep(t *testing.T, raw json.RawMessage) engine.Action {
	s, err := moh.Rules{}.New(engine.Header{Game: moh.Name, Seed: 1, Options: raw})
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range moh.Locations() {
		a := moh.Place{Player: s.Placer(), Character: moh.PinUp, Location: l}
		if _, err := (moh.Rules{}).Apply(s, a); err == nil {
			return a
		}
	}
	t.Fatal("no placement accepted")
	return nil
}

// TestNewGamesSayTheirRules: a game the store starts carries in its
// header the version of its game's rules, and keeps it when resumed.
func TestNewGamesSayTheirRules(t *testing.T) {
	st := newStore(t)
	g, err := CreateGame(st, moh.Rules{}, engine.Header{Options: rawOf(t, moh.NewGameOptions(3))})
	if err != nil {
		t.Fatal(err)
	}
	g.Close()
	back, _, err := ResumeGame(st, moh.Rules{}, g.Path())
	if err != nil {
		t.Fatal(err)
	}
	defer back.Close()
	if v := back.Header().Rules; v != moh.RulesVersion || v == 0 {
		t.Fatalf("a new game's header says rules version %d, want %d", v, moh.RulesVersion)
	}
}

// rawOf is v as JSON.
func rawOf(t *testing.T, v any) json.RawMessage {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
