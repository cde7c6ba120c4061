package cityofhorror

import (
	"encoding/json"
	"path/filepath"
	"reflect"
	"testing"

	"hordekeeper/engine"
)

func sampleActions() []engine.Action {
	return []engine.Action{
		ApplyInvasion{Card: &Card{Hour: 0, Zombies: [6]int{1, 2, 3, 1, 2, 1}}},
		AdvancePhase{},
		AddZombies{At: Corner2, Count: 3},
		MoveZombies{From: Corner2, To: Corner3, Count: 2},
		RemoveZombies{At: Corner3, Count: 1},
		AddExplosion{On: WaterTower},
		StepLeader{Steps: 1},
		Trade{From: Red, To: Blue, Cards: 1},
		DrawCards{Player: Blue, Count: 1},
		AdvancePhase{},
		ApplyInvasion{Card: &Card{Hour: 1, Zombies: [6]int{0, 1, 0, 1, 0, 1}, Airdrops: []Airdrop{{At: Corner1, Cards: 1}}}},
	}
}

func TestSessionJournalRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.hk")
	o := Options{Players: seats(Red, Blue, Green), FirstPlayer: Red, Library: DefaultLibrary().Cards}
	h := header(t, o, 12345)
	s, err := engine.CreateSession[*State](Rules{}, h, path)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range sampleActions() {
		if _, err := s.Do(a); err != nil {
			t.Fatalf("%s: %v", a.Kind(), err)
		}
	}
	if _, err := s.Do(RemoveZombies{At: Corner4, Count: 30}); err == nil {
		t.Fatal("a refused action must not be journaled")
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Redo(); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	want := s.State()
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	r, rep, err := engine.OpenSession[*State](Rules{}, path)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	// The 1:00 card, once played, leaves nothing to decide: the step on to
	// movement passed by itself, in the card's group (Follow).
	eq(t, "actions", rep.Actions, len(sampleActions())+1)
	if !reflect.DeepEqual(r.State(), want) {
		t.Fatalf("reopened state differs:\n got %+v\nwant %+v", r.State(), want)
	}
	if _, err := r.Redo(); err != nil {
		t.Fatal(err)
	}
	eq(t, "redo reaches movement", r.State().Deck[1].Applied, true)
	eq(t, "redo puts back the step that followed", r.State().Phase, PhaseMovement)
}

// Every state along a game must be left as it was by the next action.
func TestApplyNeverMutates(t *testing.T) {
	s := newGame(t, Options{Players: seats(Red, Blue, Green), FirstPlayer: Red}, 3)
	for _, a := range sampleActions() {
		before, _ := json.Marshal(s)
		n, err := Rules{}.Apply(s, a)
		if err != nil {
			t.Fatalf("%s: %v", a.Kind(), err)
		}
		after, _ := json.Marshal(s)
		if string(before) != string(after) {
			t.Fatalf("%s changed its input", a.Kind())
		}
		s = n
	}
}

func TestDecodeActions(t *testing.T) {
	for _, a := range sampleActions() {
		e, err := engine.Encode(a)
		if err != nil {
			t.Fatal(err)
		}
		back, err := Rules{}.Decode(e.Kind, e.Body)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(back, a) {
			t.Fatalf("%s: %#v != %#v", e.Kind, back, a)
		}
	}
	if _, err := (Rules{}).Decode("fly", nil); err == nil {
		t.Fatal("unknown kind")
	}
	if _, err := (Rules{}).Decode("add-zombies", json.RawMessage(`{"at":"moon"}`)); err == nil {
		t.Fatal("bad place")
	}
}

func BenchmarkApplyJournal(b *testing.B) {
	for _, sync := range []bool{false, true} {
		name := "nosync"
		if sync {
			name = "fsync"
		}
		b.Run(name, func(b *testing.B) {
			o := Options{Players: seats(Red, Blue, Green, White), FirstPlayer: Red}
			s, err := engine.CreateSession[*State](Rules{}, header(b, o, 1), filepath.Join(b.TempDir(), "bench.hk"))
			if err != nil {
				b.Fatal(err)
			}
			defer s.Close()
			s.Journal().NoSync = !sync
			acts := []engine.Action{AddZombies{At: Corner1, Count: 1}, RemoveZombies{At: Corner1, Count: 1}}
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := s.Do(acts[i%2]); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkApply measures the rules alone, without a journal.
func BenchmarkApply(b *testing.B) {
	s := newGame(b, Options{Players: seats(Red, Blue, Green, White), FirstPlayer: Red}, 1)
	acts := []engine.Action{AddZombies{At: Corner1, Count: 1}, RemoveZombies{At: Corner1, Count: 1}}
	for i := 0; i < b.N; i++ {
		n, err := Rules{}.Apply(s, acts[i%2])
		if err != nil {
			b.Fatal(err)
		}
		s = n
	}
}
