package coh

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"hordekeeper/engine"
	ch "hordekeeper/engine/cityofhorror"
)

// update rewrites the demo games in testdata: go test ./ui/coh -run TestDemoSaves -update
var update = flag.Bool("update", false, "rewrite the demo games in testdata")

// cohSampleLibrary holds the whole box: four cards for every hour, with
// moves, airdrops and leader steps, so the app draws each hour's card
// itself (Library.Complete) and the demos and tests play without the box.
func cohSampleLibrary() ch.Library {
	drop := func(at ch.Loc, cards, antidotes int) []ch.Airdrop {
		return []ch.Airdrop{{At: at, Cards: cards, Antidotes: antidotes}}
	}
	return ch.Library{Cards: []ch.Card{
		{Hour: 0, Label: "A", Zombies: [6]int{1, 1, 1, 1, 0, 2}},
		{Hour: 0, Label: "B", Zombies: [6]int{2, 1, 0, 1, 0, 2}},
		{Hour: 0, Label: "C", Zombies: [6]int{1, 0, 2, 1, 1, 1}},
		{Hour: 0, Label: "D", Zombies: [6]int{0, 2, 1, 1, 0, 2}},
		{Hour: 1, Label: "A", Zombies: [6]int{2, 1, 0, 1, 1, 2}, Airdrops: drop(ch.Corner1, 1, 1), LeaderSteps: 1},
		{Hour: 1, Label: "B", Zombies: [6]int{1, 2, 1, 0, 1, 2}, Airdrops: drop(ch.Corner2, 1, 1)},
		{Hour: 1, Label: "C", Zombies: [6]int{0, 1, 2, 1, 1, 2}, Airdrops: drop(ch.Corner3, 2, 0), LeaderSteps: 1},
		{Hour: 1, Label: "D", Zombies: [6]int{1, 1, 1, 2, 0, 2}, Airdrops: drop(ch.Corner4, 0, 1)},
		{Hour: 2, Label: "A", Zombies: [6]int{1, 2, 2, 0, 1, 2}, LeaderSteps: 2, Moves: []ch.ZombieMove{{From: ch.Corner1, To: ch.CrossroadsLoc}}, Airdrops: drop(ch.Corner2, 0, 2)},
		{Hour: 2, Label: "B", Zombies: [6]int{2, 1, 1, 2, 1, 1}, Airdrops: drop(ch.Corner1, 1, 1)},
		{Hour: 2, Label: "C", Zombies: [6]int{1, 1, 2, 2, 0, 2}, Moves: []ch.ZombieMove{{From: ch.Corner3, To: ch.Corner4}}, Airdrops: drop(ch.Corner3, 1, 1), LeaderSteps: 1},
		{Hour: 2, Label: "D", Zombies: [6]int{2, 2, 1, 1, 1, 1}, Airdrops: drop(ch.Corner4, 2, 1)},
		ch.RulebookCard(),
		{Hour: 3, Label: "B", Zombies: [6]int{2, 2, 2, 1, 1, 2}, Airdrops: drop(ch.Corner2, 1, 1), LeaderSteps: 1},
		{Hour: 3, Label: "C", Zombies: [6]int{1, 3, 2, 2, 1, 1}, Moves: []ch.ZombieMove{{From: ch.Corner2, To: ch.CrossroadsLoc}}, Airdrops: drop(ch.Corner3, 0, 2)},
		{Hour: 3, Label: "D", Zombies: [6]int{3, 1, 1, 2, 2, 1}, Airdrops: drop(ch.Corner4, 1, 1), LeaderSteps: 2},
		{Hour: 4, Label: "A", Zombies: [6]int{3, 3, 3, 3, 2, 3}, Airdrops: drop(ch.Corner3, 2, 1)},
		{Hour: 4, Label: "B", Zombies: [6]int{3, 2, 3, 3, 2, 3}, Airdrops: drop(ch.Corner1, 1, 1), LeaderSteps: 1},
		{Hour: 4, Label: "C", Zombies: [6]int{2, 3, 3, 3, 2, 3}, Moves: []ch.ZombieMove{{From: ch.Corner4, To: ch.Corner1}}, Airdrops: drop(ch.Corner2, 2, 0)},
		{Hour: 4, Label: "D", Zombies: [6]int{3, 3, 2, 3, 3, 2}, Airdrops: drop(ch.Corner4, 1, 2), LeaderSteps: 1},
	}}
}

// demoGames are the documentation's City of Horror games, each played by
// the autoplay below to where its screenshot stands, and the screen that
// opening it shows.
var demoGames = []struct {
	name, screen string
	until        func(*ch.State) bool
}{
	{"coh-setup", "coh-setup", func(st *ch.State) bool { return true }},
	{"coh-city", "coh-city", func(st *ch.State) bool {
		return st.Turn == 2 && st.Phase == ch.PhaseMovement && st.NextToMove() == ""
	}},
	{"coh-resolve", "coh-city", func(st *ch.State) bool {
		return st.Turn >= 2 && st.Phase == ch.PhaseResolution && st.Step == ch.StepAttack
	}},
	{"coh-wheel", "coh-city", func(st *ch.State) bool {
		return st.ResolvingLoc() == ch.CrossroadsLoc && st.Step == ch.StepAttack && st.CrossroadsSearch().Attack
	}},
	{"coh-end", "coh-end", func(st *ch.State) bool { return st.Phase == ch.PhaseEnded }},
}

// TestDemoSaves opens each demo game as `hordekeeper --open FILE` does and
// checks the screen it lands on; with -update it plays them anew first.
func TestDemoSaves(t *testing.T) {
	for _, d := range demoGames {
		path := filepath.Join("testdata", d.name+".hkj")
		if *update {
			writeDemo(t, path, d.until)
		}
		a := newTable(newHost(t, t.TempDir(), 1))
		if err := OpenFile(a.h, path); err != nil {
			t.Fatalf("%s: %v", d.name, err)
		}
		if got := onCanvas(canvasOf(a)); got != d.screen {
			t.Errorf("%s opens on %s, want %s", d.name, got, d.screen)
		}
	}
}

func writeDemo(t *testing.T, path string, until func(*ch.State) bool) {
	t.Helper()
	o := ch.Options{Library: cohSampleLibrary().Cards, FirstPlayer: ch.Red,
		Players: []ch.PlayerOption{{Colour: ch.Yellow, Name: "Ann"}, {Colour: ch.Red, Name: "Bo"}, {Colour: ch.Green, Name: "Cy"}, {Colour: ch.Blue, Name: "Di"}}}
	raw, err := jsonOf(o)
	if err != nil {
		t.Fatal(err)
	}
	os.Remove(path)
	s, err := engine.CreateSession[*ch.State](ch.Rules{}, engine.Header{Game: ch.Name, Seed: 7, Options: raw}, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	autoUntil(s, until)
	if !until(s.State()) {
		t.Fatalf("%s: the autoplay never got there", path)
	}
}

// autoUntil plays the game on as a simple table would, until done says
// stop: each player moves their first character to the Crossroads, the
// first one there is eaten, supplies go to the players in turn order.
func autoUntil(s autoGame, done func(*ch.State) bool) {
	used := map[int]bool{}
	for i := 0; i < 500 && !done(s.State()); i++ {
		if !autoStep(s, used) {
			return
		}
	}
}

// autoGame is what the autoplay needs of a game: a session of its own or
// the game a screen drives.
type autoGame interface {
	State() *ch.State
	Do(engine.Action) (*ch.State, error)
}

func autoStep(s autoGame, used map[int]bool) bool {
	st := s.State()
	try := func(a engine.Action) bool {
		_, err := s.Do(a)
		return err == nil
	}
	switch st.Phase {
	case ch.PhaseSetup:
		return try(ch.AdvancePhase{})
	case ch.PhaseInvasion:
		if !st.Deck[st.Turn].Applied {
			return try(ch.ApplyInvasion{})
		}
	case ch.PhaseMovement:
		if p := st.NextToMove(); p != "" {
			// Each moves to the quietest place with room, as players would.
			r := st.Movable(p)[0]
			to := ch.NoLoc
			for _, l := range ch.AllLocs {
				if l != st.Character(r).At && !st.Full(l) && (to == ch.NoLoc || st.Zombies[l] < st.Zombies[to]) {
					to = l
				}
			}
			return try(ch.MoveCharacter{Role: r, To: to})
		}
	case ch.PhaseResolution:
		l := st.ResolvingLoc()
		if st.Step == ch.StepActivation && !used[st.Turn*10+int(l)] {
			// Everyone there uses the place: an antidote at the Hospital,
			// food at the Crossroads.
			used[st.Turn*10+int(l)] = true
			for _, c := range st.At(l) {
				switch st.Boards[l].Building {
				case ch.Hospital:
					s.Do(ch.UseLocation{Player: c.Owner, At: l, Role: c.Role})
				case ch.Crossroads:
					// The player says the value the token drawn shows.
					for v := 3; v >= 0; v-- {
						if s.State().Truck[v] > 0 {
							s.Do(ch.UseLocation{Player: c.Owner, At: l, Value: &v})
							break
						}
					}
				}
			}
			// The steps with nothing to decide may have passed by
			// themselves after a use: look at the game again.
			return true
		}
		if st.Step == ch.StepAttack && st.AttackCondition(l).Attacks && !st.AttackDone {
			if l == ch.CrossroadsLoc {
				sr := st.CrossroadsSearch()
				if sr.Victim == "" {
					return try(ch.ResolveCrossroads{})
				}
				return try(ch.ResolveCrossroads{Victim: sr.Candidates[0]})
			}
			for _, c := range st.At(l) {
				if !c.Hidden {
					return try(ch.KillCharacter{Role: c.Role})
				}
			}
		}
		if it := st.Airdrops[l]; st.Step == ch.StepSharing && !st.Shared && it.Cards+it.Antidotes > 0 && cohAnyVote(st) {
			var gs []ch.Gift
			for _, p := range st.TurnOrder() {
				if st.Eliminated(p) || len(gs) == it.Cards+it.Antidotes {
					continue
				}
				k := ch.ItemCard
				if len(gs) < it.Antidotes {
					k = ch.ItemAntidote
				}
				gs = append(gs, ch.Gift{To: p, Item: k})
			}
			return try(ch.Share{At: l, Gifts: gs})
		}
	}
	return try(ch.AdvancePhase{})
}
